import { ReimburseAdminList } from './ReimburseAdminList';

export default function ReimburseApprovalPage() {
  return <ReimburseAdminList mode="approval" />;
}
