import type { Penggajian } from '@hadir/contract';
import { useNavigate } from 'react-router';
import { formatRupiah } from '../../lib/format';
import { Button } from '../../ui/Button';
import { type Column, DataTable, Paginator } from '../../ui/DataTable';
import { Card, ErrorState } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { usePagedList } from '../../ui/usePagedList';
import { namaBulan } from './format';
import { JenisRun, StatusRun } from './labels';

const COLUMNS: Column<Penggajian>[] = [
  { header: 'Bulan', cell: (r) => <span className="font-medium text-blue-700">{namaBulan(r.bulan)}</span> },
  { header: 'Jenis', cell: (r) => <JenisRun jenis={r.jenis} /> },
  { header: 'Grup Gaji', cell: (r) => r.grup_gaji_nama },
  { header: 'Status', cell: (r) => <StatusRun status={r.status} /> },
  { header: 'Karyawan', cell: (r) => r.jumlah_karyawan },
  { header: 'Total Pendapatan', cell: (r) => formatRupiah(r.total_pendapatan), className: 'text-right' },
  { header: 'Total Potongan', cell: (r) => formatRupiah(r.total_potongan), className: 'text-right' },
  { header: 'Total Gaji Bersih', cell: (r) => formatRupiah(r.total_neto), className: 'text-right' },
  { header: 'Ditanggung Perusahaan', cell: (r) => formatRupiah(r.total_pemberi_kerja), className: 'text-right' },
];

/** Every payroll run, newest month first, with its totals. */
export default function RiwayatPage() {
  const navigate = useNavigate();
  const { query, page, setPage } = usePagedList<Penggajian>('penggajian', '/penggajian');
  return (
    <>
      <AdminHeader
        title="Riwayat Penggajian"
        actions={<Button onClick={() => navigate('/admin/penggajian/olah')}>Olah Penggajian</Button>}
      />
      <Card className="space-y-3">
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`/admin/penggajian/riwayat/${r.id}`)}
            empty="Belum ada penggajian."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
