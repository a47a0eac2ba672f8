import { LeaveAdminDetail } from './LeaveAdminDetail';

export default function LeaveHistoryDetailPage() {
  return <LeaveAdminDetail list="/admin/riwayat/izin" decide={false} />;
}
