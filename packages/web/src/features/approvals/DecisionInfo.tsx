import { formatDateTime } from '../../lib/format';
import { Card } from '../../ui/feedback';

/** Who decided a request, when, and their note; nothing while it is undecided. */
export function DecisionInfo({
  approval,
}: {
  approval: { approver: string | null; tanggal_approval: string | null; catatan_approval: string | null };
}) {
  if (!approval.approver) return null;
  return (
    <Card>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Diputuskan oleh</dt>
          <dd className="text-slate-900">{approval.approver}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Tanggal Keputusan</dt>
          <dd className="text-slate-900">{formatDateTime(approval.tanggal_approval)}</dd>
        </div>
        {approval.catatan_approval && (
          <div>
            <dt className="text-xs text-slate-500">Catatan</dt>
            <dd className="whitespace-pre-line text-slate-900">{approval.catatan_approval}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
