import type { JadwalKerja } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { type Column, DataTable } from '../../../ui/DataTable';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { DeleteButton } from '../../../ui/DeleteButton';
import { dayName } from './days';

const LIST = '/admin/pengaturan/jadwal-kerja';

const COLUMNS: Column<JadwalKerja['hari'][number]>[] = [
  { header: 'Hari', cell: (d) => dayName(d.hari) },
  { header: 'Jam Masuk', cell: (d) => (d.libur ? '-' : d.jam_masuk) },
  { header: 'Jam Pulang', cell: (d) => (d.libur ? '-' : d.jam_pulang) },
  {
    header: 'Keterangan',
    cell: (d) => (d.libur ? 'Libur' : d.lintas_hari ? 'Lintas hari (pulang keesokan harinya)' : 'Masuk'),
  },
];

/** Read-only detail: 'Ubah' opens /edit/{id}. */
export default function JadwalDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: ['jadwal-kerja', id], queryFn: () => api.get<JadwalKerja>(`/jadwal-kerja/${id}`) });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorState>Jadwal kerja tidak ditemukan.</ErrorState>;
  const j = detail.data;
  return (
    <>
      <AdminHeader
        title={j.nama}
        subtitle="Detail Jadwal Kerja"
        actions={
          <>
            <Button onClick={() => navigate(`${LIST}/edit/${j.id}`)}>Ubah</Button>
            <DeleteButton
              path={`/jadwal-kerja/${j.id}`}
              queryKey="jadwal-kerja"
              title="Hapus Jadwal Kerja"
              message={`Hapus jadwal kerja "${j.nama}"?`}
              success="Jadwal kerja berhasil dihapus."
              backTo={LIST}
            />
          </>
        }
      />
      <Card className="max-w-3xl space-y-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Toleransi Terlambat</dt>
            <dd className="font-medium text-slate-900">{j.toleransi_terlambat} menit</dd>
          </div>
          <div>
            <dt className="text-slate-500">Jumlah Karyawan</dt>
            <dd className="font-medium text-slate-900">{j.jumlah_karyawan} karyawan aktif</dd>
          </div>
        </dl>
        <DataTable columns={COLUMNS} rows={j.hari} rowKey={(d) => d.hari} />
        <Button variant="secondary" onClick={() => navigate(LIST)}>
          Kembali
        </Button>
      </Card>
    </>
  );
}
