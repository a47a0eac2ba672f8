import type { LemburDetail } from '@hadir/contract';
import { Card } from '../../ui/feedback';
import { OvertimeTiers } from '../../ui/OvertimeTiers';
import { OwnRequestDetail } from '../../ui/OwnRequestDetail';
import { OvertimeSummary } from './OvertimeSummary';

export default function OvertimeDetailPage() {
  return (
    <OwnRequestDetail<LemburDetail>
      resource="lembur"
      queryKey="lembur"
      title="Detail Lembur"
      back="/menu/absensi/lembur"
      noun="lembur"
      loadError="Lembur tidak dapat dimuat."
    >
      {(data) => (
        <>
          <Card>
            <OvertimeSummary lembur={data} />
          </Card>
          <Card>
            <OvertimeTiers data={data} />
          </Card>
        </>
      )}
    </OwnRequestDetail>
  );
}
