import type { RegistrasiWajahDetail, ApprovalDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { ApprovalDecision, DecisionRecord } from '../../../ui/ApprovalDecision';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading, StatusBadge } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { RegistrasiWajahDetailView } from '../RegistrasiWajahDetailView';
import { DECIDED_KEYS } from '../tipe';

const LIST = '/admin/approval/registrasi-wajah';

export default function RegistrasiWajahApprovalDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery({
    queryKey: ['registrasi-wajah', 'admin', 'detail', id],
    queryFn: () => api.get<ApprovalDetail>(`/approval/registrasi-wajah/${id}`),
  });
  return (
    <div>
      <AdminHeader
        title="Detail Registrasi Wajah"
        actions={
          <Button variant="secondary" onClick={() => navigate(LIST)}>
            Kembali
          </Button>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>Pengajuan registrasi wajah tidak dapat dimuat.</ErrorState>}
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
            <p className="text-sm text-slate-600">Diajukan {formatDateTime(data.tanggal_pengajuan)}</p>
            <RegistrasiWajahDetailView detail={data.detail as RegistrasiWajahDetail} />
          </Card>
          <DecisionRecord approval={data} />
          {data.dapat_diputuskan && (
            <div className="max-w-sm">
              <ApprovalDecision tipe="registrasi-wajah" id={data.id} queryKeys={DECIDED_KEYS} onDecided={() => navigate(LIST)} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
