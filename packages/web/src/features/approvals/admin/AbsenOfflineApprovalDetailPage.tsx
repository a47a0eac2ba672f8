import type { AbsenOfflineDetail, ApprovalDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { ApprovalDecision, DecisionRecord } from '../../../ui/ApprovalDecision';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading, StatusBadge } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { AbsenOfflineDetailView } from '../AbsenOfflineDetailView';
import { DECIDED_KEYS } from '../tipe';

const LIST = '/admin/approval/absen-offline';

export default function AbsenOfflineApprovalDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery({
    queryKey: ['absen-offline', 'admin', 'detail', id],
    queryFn: () => api.get<ApprovalDetail>(`/approval/absen-offline/${id}`),
  });
  return (
    <div>
      <AdminHeader
        title="Detail Absen Offline"
        actions={
          <Button variant="secondary" onClick={() => navigate(LIST)}>
            Kembali
          </Button>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>Absen offline tidak dapat dimuat.</ErrorState>}
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
            <p className="text-sm text-slate-600">Diterima {formatDateTime(data.tanggal_pengajuan)}</p>
            <AbsenOfflineDetailView detail={data.detail as AbsenOfflineDetail} />
          </Card>
          <DecisionRecord approval={data} />
          {data.dapat_diputuskan && (
            <div className="max-w-sm">
              <ApprovalDecision tipe="absen-offline" id={data.id} queryKeys={DECIDED_KEYS} onDecided={() => navigate(LIST)} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
