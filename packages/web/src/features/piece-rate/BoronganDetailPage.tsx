import type { BoronganDetail } from '@hadir/contract';
import { Card } from '../../ui/feedback';
import { OwnRequestDetail } from '../../ui/OwnRequestDetail';
import { BoronganSummary } from './BoronganSummary';

export default function BoronganDetailPage() {
  return (
    <OwnRequestDetail<BoronganDetail>
      resource="borongan"
      queryKey="borongan"
      title="Detail Absensi Borongan/Harian"
      back="/menu/absensi/borongan"
      noun="absensi borongan/harian"
      loadError="Absensi borongan/harian tidak dapat dimuat."
      cancelNote="Setelah dibatalkan, Anda dapat menginput ulang tanggal yang sama."
    >
      {(data) => (
        <Card>
          <BoronganSummary entry={data} />
        </Card>
      )}
    </OwnRequestDetail>
  );
}
