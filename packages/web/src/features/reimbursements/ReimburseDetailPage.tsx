import type { ReimburseDetail } from '@hadir/contract';
import { Card } from '../../ui/feedback';
import { OwnRequestDetail } from '../../ui/OwnRequestDetail';
import { ReimburseSummary } from './ReimburseSummary';

export default function ReimburseDetailPage() {
  return (
    <OwnRequestDetail<ReimburseDetail>
      resource="reimburse"
      queryKey="reimburse"
      title="Detail Reimburse"
      back="/menu/reimburse"
      noun="reimburse"
      loadError="Reimburse tidak dapat dimuat."
    >
      {(data) => (
        <Card>
          <ReimburseSummary claim={data} />
        </Card>
      )}
    </OwnRequestDetail>
  );
}
