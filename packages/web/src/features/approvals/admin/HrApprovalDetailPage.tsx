import type { ApprovalDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { ApprovalDecision, DecisionRecord } from '../../../ui/ApprovalDecision';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading, StatusBadge } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { DECIDED_KEYS } from '../tipe';
import { HR_TYPES, useHrTipe } from './hrTypes';

/** One request of a type only HR decides: who asked, what it holds, and the decision. */
export default function HrApprovalDetailPage() {
  const tipe = useHrTipe();
  const type = HR_TYPES[tipe];
  const list = `/admin/approval/${tipe}`;
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery({
    queryKey: [tipe, 'admin', 'detail', id],
    queryFn: () => api.get<ApprovalDetail>(`/approval/${tipe}/${id}`),
  });
  return (
    <div>
      <AdminHeader
        title={`Detail ${type.title}`}
        actions={
          <Button variant="secondary" onClick={() => navigate(list)}>
            Kembali
          </Button>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>{type.loadError}</ErrorState>}
      {data && (
        <div className="max-w-2xl space-y-3">
          <Card className="space-y-3">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="text-lg font-semibold text-slate-900">{data.pemohon.fullname}</h2>
                <p className="text-sm text-slate-500">NIP {data.pemohon.nip}</p>
              </div>
              <span className="shrink-0">
                <StatusBadge status={data.status} />
              </span>
            </div>
            <p className="text-sm text-slate-600">
              {type.waktu} {formatDateTime(data.tanggal_pengajuan)}
            </p>
            {type.view(data.detail)}
          </Card>
          <DecisionRecord approval={data} />
          {data.dapat_diputuskan && (
            <div className="max-w-sm">
              <ApprovalDecision tipe={tipe} id={data.id} queryKeys={DECIDED_KEYS} onDecided={() => navigate(list)} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
