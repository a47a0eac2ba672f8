import { BoronganAdminList } from './BoronganAdminList';

export default function BoronganApprovalPage() {
  return <BoronganAdminList mode="approval" />;
}
