import { ReimburseAdminList } from './ReimburseAdminList';

export default function ReimburseAdminPage() {
  return <ReimburseAdminList mode="reimburse" />;
}
