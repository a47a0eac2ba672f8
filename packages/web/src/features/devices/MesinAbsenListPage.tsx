import type { LogMesinDitolak, MesinAbsen } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatDateTime, TIME_ZONE_LABELS } from '../../lib/format';
import { Button } from '../../ui/Button';
import { type Column, DataTable } from '../../ui/DataTable';
import { Card, ErrorState } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { lastSpoke } from './lastSpoke';

export const MESIN_ABSEN_LIST = '/admin/pengaturan/mesin-absen';

const MESIN: Column<MesinAbsen>[] = [
  { header: 'Nama', cell: (m) => <span className="font-medium text-slate-900">{m.nama}</span> },
  { header: 'Nomor Seri', cell: (m) => m.nomor_seri },
  { header: 'Lokasi', cell: (m) => m.lokasi },
  { header: 'Zona Waktu', cell: (m) => TIME_ZONE_LABELS[m.zona_waktu] ?? m.zona_waktu },
  {
    header: 'Terakhir Terhubung',
    cell: (m) => <span title={formatDateTime(m.terakhir_kontak)}>{lastSpoke(m.terakhir_kontak)}</span>,
  },
  { header: 'Status', cell: (m) => (m.aktif ? 'Aktif' : 'Nonaktif') },
];

const DITOLAK: Column<LogMesinDitolak>[] = [
  { header: 'Diterima', cell: (r) => formatDateTime(r.diterima_pada) },
  { header: 'Mesin', cell: (r) => r.mesin ?? r.nomor_seri },
  { header: 'PIN', cell: (r) => r.pin ?? '-' },
  { header: 'Waktu Absen', cell: (r) => formatDateTime(r.waktu) },
  { header: 'Alasan', cell: (r) => r.alasan },
  { header: 'Data dari Mesin', cell: (r) => <code className="whitespace-pre text-xs">{r.baris.replaceAll('\t', '  ')}</code> },
];

/** Fingerprint/face terminals that push punches to Hadir, and the lines they sent that were not recorded. */
export default function MesinAbsenListPage() {
  const navigate = useNavigate();
  const mesin = useQuery({ queryKey: ['mesin-absen'], queryFn: () => api.get<{ items: MesinAbsen[] }>('/mesin-absen') });
  const ditolak = useQuery({
    queryKey: ['mesin-absen', 'ditolak'],
    queryFn: () => api.get<{ items: LogMesinDitolak[] }>('/mesin-absen/ditolak'),
  });
  return (
    <>
      <AdminHeader
        title="Mesin Absen"
        subtitle="Mesin sidik jari/wajah yang mengirim absen ke Hadir. Atur alamat server di mesin ke alamat Hadir ini; PIN karyawan di mesin adalah NIP-nya."
        actions={<Button onClick={() => navigate(`${MESIN_ABSEN_LIST}/add`)}>Tambah Mesin</Button>}
      />
      <Card className="space-y-3">
        {mesin.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={MESIN}
            rows={mesin.data?.items}
            loading={mesin.isPending}
            rowKey={(m) => m.id}
            onRowClick={(m) => navigate(`${MESIN_ABSEN_LIST}/${m.id}`)}
            empty="Belum ada mesin absen. Daftarkan nomor seri mesin agar absennya diterima."
          />
        )}
      </Card>
      <h2 className="mt-6 mb-2 font-semibold text-lg text-slate-900">Data Mesin yang Ditolak</h2>
      <Card>
        {ditolak.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={DITOLAK}
            rows={ditolak.data?.items}
            loading={ditolak.isPending}
            rowKey={(r) => r.id}
            empty="Tidak ada data mesin yang ditolak."
          />
        )}
      </Card>
    </>
  );
}
