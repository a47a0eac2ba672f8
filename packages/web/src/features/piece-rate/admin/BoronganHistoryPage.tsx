import { BoronganAdminList } from './BoronganAdminList';

export default function BoronganHistoryPage() {
  return <BoronganAdminList mode="riwayat" />;
}
