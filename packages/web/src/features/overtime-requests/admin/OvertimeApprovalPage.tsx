import { OvertimeAdminList } from './OvertimeAdminList';

export default function OvertimeApprovalPage() {
  return <OvertimeAdminList mode="approval" />;
}
