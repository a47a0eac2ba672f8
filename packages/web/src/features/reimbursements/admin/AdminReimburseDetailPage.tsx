import type { ReimburseAdminDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { ApprovalDecision, DecisionRecord } from '../../../ui/ApprovalDecision';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { ReimburseSummary } from '../ReimburseSummary';
import { MarkPaidDialog } from './MarkPaidDialog';

/** One claim for Admin/HRD: decide it while pending, mark it paid once approved. */
export default function AdminReimburseDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const list = useLocation().pathname.startsWith('/admin/approval/') ? '/admin/approval/reimburse' : '/admin/reimburse';
  const { data, isPending, isError } = useQuery({
    queryKey: ['reimburse-admin', 'detail', id],
    queryFn: () => api.get<ReimburseAdminDetail>(`/reimburse/admin/${id}`),
  });
  return (
    <div>
      <AdminHeader
        title="Detail Reimburse"
        actions={
          <Button variant="secondary" onClick={() => navigate(list)}>
            Kembali
          </Button>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>Reimburse tidak dapat dimuat.</ErrorState>}
      {data && (
        <div className="max-w-2xl space-y-3">
          <Card>
            <ReimburseSummary claim={data} showPemohon />
          </Card>
          <DecisionRecord approval={data} />
          {data.dapat_diputuskan && (
            <div className="max-w-sm">
              <ApprovalDecision
                tipe="reimburse"
                id={data.id}
                queryKeys={['reimburse-admin', 'reimburse']}
                onDecided={() => navigate(list)}
              />
            </div>
          )}
          {data.dapat_dibayar && (
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                Disetujui dan belum dibayar. Tandai dibayar jika sudah ditransfer, atau biarkan untuk dibayarkan bersama gaji.
              </p>
              <Button onClick={() => setPaying(true)}>Tandai Dibayar</Button>
            </Card>
          )}
          <MarkPaidDialog claim={data} open={paying} onClose={() => setPaying(false)} />
        </div>
      )}
    </div>
  );
}
