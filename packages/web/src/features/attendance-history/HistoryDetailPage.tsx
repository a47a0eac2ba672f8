import { useParams } from 'react-router';
import { ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { AttendanceDetailView } from './AttendanceDetailView';
import { useMyHistoryDetail } from './api';

export default function HistoryDetailPage() {
  const { id } = useParams();
  const { data, isPending, isError } = useMyHistoryDetail(id);
  return (
    <div>
      <MobileHeader title="Detail Absensi" back="/menu/absensi/riwayat" />
      <div className="p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Data absensi tidak dapat dimuat.</ErrorState>}
        {data && <AttendanceDetailView data={data} />}
      </div>
    </div>
  );
}
