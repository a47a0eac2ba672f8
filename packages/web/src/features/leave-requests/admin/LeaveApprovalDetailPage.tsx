import { LeaveAdminDetail } from './LeaveAdminDetail';

export default function LeaveApprovalDetailPage() {
  return <LeaveAdminDetail list="/admin/approval/izin" decide />;
}
