import type { LemburAdminDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { ApprovalDecision, DecisionRecord } from '../../../ui/ApprovalDecision';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { OvertimeTiers } from '../../../ui/OvertimeTiers';
import { AdminHeader } from '../../../ui/PageHeader';
import { OvertimeSummary } from '../OvertimeSummary';

/** One overtime for Admin/HRD, from the history or the approval list (it goes back to where it came from). */
export default function AdminOvertimeDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useLocation().pathname.startsWith('/admin/approval/') ? '/admin/approval/lembur' : '/admin/riwayat/lembur';
  const { data, isPending, isError } = useQuery({
    queryKey: ['lembur-admin', 'detail', id],
    queryFn: () => api.get<LemburAdminDetail>(`/lembur/admin/${id}`),
  });
  return (
    <div>
      <AdminHeader
        title="Detail Lembur"
        actions={
          <Button variant="secondary" onClick={() => navigate(list)}>
            Kembali
          </Button>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>Lembur tidak dapat dimuat.</ErrorState>}
      {data && (
        <div className="max-w-2xl space-y-3">
          <Card>
            <OvertimeSummary lembur={data} showPemohon />
          </Card>
          <Card>
            <OvertimeTiers data={data} />
          </Card>
          <DecisionRecord approval={data} />
          {data.dapat_diputuskan && (
            <div className="max-w-sm">
              <ApprovalDecision
                tipe="lembur"
                id={data.id}
                queryKeys={['lembur-admin', 'lembur']}
                onDecided={() => navigate(list)}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
