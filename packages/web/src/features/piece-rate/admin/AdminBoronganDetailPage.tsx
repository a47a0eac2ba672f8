import type { BoronganAdminDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { ApprovalDecision, DecisionRecord } from '../../../ui/ApprovalDecision';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { BoronganSummary } from '../BoronganSummary';

/** One entry for Admin/HRD, from the history or the approval list (it goes back to where it came from). */
export default function AdminBoronganDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useLocation().pathname.startsWith('/admin/approval/')
    ? '/admin/approval/harian-borongan'
    : '/admin/riwayat/harian-borongan';
  const { data, isPending, isError } = useQuery({
    queryKey: ['borongan-admin', 'detail', id],
    queryFn: () => api.get<BoronganAdminDetail>(`/borongan/admin/${id}`),
  });
  return (
    <div>
      <AdminHeader
        title="Detail Absensi Borongan/Harian"
        actions={
          <Button variant="secondary" onClick={() => navigate(list)}>
            Kembali
          </Button>
        }
      />
      {isPending && <Loading />}
      {isError && <ErrorState>Absensi borongan/harian tidak dapat dimuat.</ErrorState>}
      {data && (
        <div className="max-w-2xl space-y-3">
          <Card>
            <BoronganSummary entry={data} showPemohon />
          </Card>
          <DecisionRecord approval={data} />
          {data.dapat_diputuskan && (
            <div className="max-w-sm">
              <ApprovalDecision
                tipe="borongan"
                id={data.id}
                queryKeys={['borongan-admin', 'borongan']}
                onDecided={() => navigate(list)}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
