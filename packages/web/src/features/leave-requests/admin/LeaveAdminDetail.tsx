import type { IzinAdminDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading, StatusBadge } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { LeaveInfo } from '../LeaveInfo';
import { ApprovalDecision, DecisionRecord } from '../../../ui/ApprovalDecision';

/** One leave request for Admin/HRD; on the approval route with Setujui/Tolak while it may be decided. */
export function LeaveAdminDetail({ list, decide }: { list: string; decide: boolean }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery({
    queryKey: ['izin-admin', 'detail', id],
    queryFn: () => api.get<IzinAdminDetail>(`/izin/admin/${id}`),
  });
  return (
    <div>
      <AdminHeader
        title="Detail Izin"
        actions={
          <Button variant="secondary" onClick={() => navigate(list)}>
            Kembali
          </Button>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>Pengajuan izin tidak dapat dimuat.</ErrorState>}
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
            <LeaveInfo izin={data} />
          </Card>
          <DecisionRecord approval={data} />
          {decide && data.dapat_diputuskan && (
            <div className="max-w-sm">
              <ApprovalDecision tipe="izin" id={data.id} queryKeys={['izin-admin', 'izin']} onDecided={() => navigate(list)} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
