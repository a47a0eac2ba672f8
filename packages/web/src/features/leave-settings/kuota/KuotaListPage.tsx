import type { KuotaCutiKaryawan } from '@hadir/contract';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { KebijakanCutiCard } from './KebijakanCutiCard';
import { namaPeriode } from './periode';

const LIST = '/admin/pengaturan/kuota-cuti';
const detailPath = (r: KuotaCutiKaryawan) => `${LIST}/${r.user_id}`;
/** Not yet 12 months of service and no days from HR: nothing to show but when it starts. */
const belumBerhak = (r: KuotaCutiKaryawan) => r.hak === 0 && r.total === 0 && r.terpakai === 0;

const COLUMNS: Column<KuotaCutiKaryawan>[] = [
  { header: 'NIP', cell: (r) => r.nip, className: 'whitespace-nowrap' },
  {
    header: 'Nama Karyawan',
    cell: (r) => (
      <Link className="font-medium text-blue-700 hover:underline" to={detailPath(r)}>
        {r.nama}
      </Link>
    ),
  },
  { header: 'Tanggal Masuk', cell: (r) => formatDate(r.tanggal_masuk) },
  { header: 'Periode', cell: (r) => namaPeriode(r) },
  {
    header: 'Total Kuota',
    cell: (r) =>
      belumBerhak(r) ? (
        <span className="text-slate-500">
          {r.berhak_mulai ? `Berhak mulai ${formatDate(r.berhak_mulai)}` : 'Tanggal masuk belum diisi'}
        </span>
      ) : (
        formatNumber(r.total)
      ),
    className: 'text-right',
  },
  { header: 'Terpakai', cell: (r) => formatNumber(r.terpakai), className: 'text-right' },
  { header: 'Sisa', cell: (r) => formatNumber(r.sisa), className: 'text-right' },
];

/** Every active employee with their annual leave in the current period, and the policy it is derived from. */
export default function KuotaListPage() {
  const navigate = useNavigate();
  const { query, page, setPage, search, setSearch } = usePagedList<KuotaCutiKaryawan>('kuota-cuti', '/kuota-cuti');
  return (
    <>
      <AdminHeader
        title="Kuota Cuti"
        subtitle="Cuti tahunan per karyawan pada periode berjalan (hari kerja)"
        actions={
          <Button variant="secondary" onClick={() => navigate(`${LIST}/impor`)}>
            Impor Excel
          </Button>
        }
      />
      <div className="space-y-4">
        <KebijakanCutiCard />
        <Card className="space-y-3">
          <SearchBox label="Cari nama / NIP" value={search} onChange={setSearch} />
          {query.isError ? (
            <ErrorState />
          ) : (
            <DataTable
              columns={COLUMNS}
              rows={query.data?.items}
              loading={query.isPending}
              rowKey={(r) => r.user_id}
              onRowClick={(r) => navigate(detailPath(r))}
              empty="Tidak ada karyawan aktif yang cocok."
            />
          )}
          <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
        </Card>
      </div>
    </>
  );
}
