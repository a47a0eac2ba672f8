import { APPROVAL_STATUS } from '@hadir/contract';
import { LeaveTable } from './LeaveTable';

export default function LeaveApprovalPage() {
  return (
    <LeaveTable
      title="Approval Izin"
      subtitle="Pengajuan izin dan cuti dari karyawan."
      initialStatus={APPROVAL_STATUS.menunggu}
      detailPath="/admin/approval/izin"
      bulk
    />
  );
}
