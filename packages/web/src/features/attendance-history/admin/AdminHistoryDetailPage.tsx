import { Link, useParams } from 'react-router';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { AttendanceDetailView } from '../AttendanceDetailView';
import { useAdminHistoryDetail } from '../api';

export default function AdminHistoryDetailPage() {
  const { id } = useParams();
  const { data, isPending, isError } = useAdminHistoryDetail(id);
  return (
    <div className="max-w-2xl">
      <AdminHeader
        title="Detail Absensi"
        subtitle={data ? `${data.nama} · ${data.nip}` : undefined}
        actions={
          <Link to="/admin/riwayat/absensi" className="rounded-lg px-4 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50">
            Kembali
          </Link>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>Data absensi tidak dapat dimuat.</ErrorState>}
      {data && (
        <div className="space-y-3">
          <Card>
            <h2 className="mb-1 font-semibold text-slate-900">Karyawan</h2>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-500">NIP</dt>
              <dd>{data.nip}</dd>
              <dt className="text-slate-500">Nama</dt>
              <dd>{data.nama}</dd>
              <dt className="text-slate-500">Jabatan</dt>
              <dd>{data.jabatan ?? '-'}</dd>
              <dt className="text-slate-500">Lokasi</dt>
              <dd>{data.lokasi ?? '-'}</dd>
            </dl>
          </Card>
          <AttendanceDetailView data={data} />
        </div>
      )}
    </div>
  );
}
