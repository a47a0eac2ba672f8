import type { UpahMinimum } from '@hadir/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatLongDate, formatRupiah } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Select } from '../../../ui/Field';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { usePagedList } from '../../../ui/usePagedList';
import { useOptions } from '../grup/queries';

export const UPAH_MINIMUM_LIST = '/admin/pengaturan/gaji/upah-minimum';

const COLUMNS: Column<UpahMinimum>[] = [
  { header: 'Lokasi', cell: (u) => <span className="font-medium text-slate-900">{u.lokasi}</span> },
  { header: 'Berlaku Mulai', cell: (u) => formatLongDate(u.berlaku_mulai) },
  { header: 'Upah Minimum', cell: (u) => formatRupiah(u.nominal) },
  { header: 'Sumber', cell: (u) => u.sumber },
];

/** The minimum wage (UMK/UMP) of each location by date, newest first; the payroll uses the one in force. */
export default function UpahMinimumListPage() {
  const navigate = useNavigate();
  const lokasi = useOptions('/lokasi');
  const [lokasiId, setLokasiId] = useState('');
  const { query, page, setPage } = usePagedList<UpahMinimum>('upah-minimum', '/upah-minimum', {
    lokasi_id: lokasiId || undefined,
  });
  return (
    <>
      <AdminHeader
        title="Upah Minimum"
        subtitle="UMK/UMP tiap lokasi: dasar paling rendah iuran BPJS Kesehatan dan batas upah yang diperiksa saat penggajian"
        actions={<Button onClick={() => navigate(`${UPAH_MINIMUM_LIST}/add`)}>Tambah Upah Minimum</Button>}
      />
      <Card className="space-y-3">
        <div className="max-w-xs">
          <Select label="Lokasi" value={lokasiId} onChange={(e) => setLokasiId(e.target.value)}>
            <option value="">Semua lokasi</option>
            {lokasi.data?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nama}
              </option>
            ))}
          </Select>
        </div>
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(u) => u.id}
            onRowClick={(u) => navigate(`${UPAH_MINIMUM_LIST}/${u.id}`)}
            empty="Belum ada upah minimum. Tambahkan UMK/UMP tiap lokasi sesuai keputusan gubernur."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
