import { OvertimeAdminList } from './OvertimeAdminList';

export default function OvertimeHistoryPage() {
  return <OvertimeAdminList mode="riwayat" />;
}
