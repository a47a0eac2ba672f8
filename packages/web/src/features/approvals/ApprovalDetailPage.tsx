import type {
  AbsenOfflineDetail,
  ApprovalDetail,
  BoronganDetail,
  DataPribadiDetail,
  IzinDetail,
  KoreksiDetail,
  LemburDetail,
  RegistrasiWajahDetail,
  ReimburseDetail,
} from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { Card, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { AbsenOfflineDetailView } from './AbsenOfflineDetailView';
import { BoronganDetailView } from './BoronganDetailView';
import { DataPribadiDetailView } from './DataPribadiDetailView';
import { IzinDetailView } from './IzinDetailView';
import { KoreksiDetailView } from './KoreksiDetailView';
import { LemburDetailView } from './LemburDetailView';
import { RegistrasiWajahDetailView } from './RegistrasiWajahDetailView';
import { ReimburseDetailView } from './ReimburseDetailView';
import { ApprovalDecision, DecisionRecord } from '../../ui/ApprovalDecision';
import { DECIDED_KEYS } from './tipe';

export default function ApprovalDetailPage() {
  const { tipe = '', id } = useParams();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery({
    queryKey: ['approvals', 'detail', tipe, id],
    queryFn: () => api.get<ApprovalDetail>(`/approval/${tipe}/${id}`),
  });
  return (
    <div>
      <MobileHeader title="Detail Approval" back="/menu/approval" />
      <div className="space-y-3 p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Pengajuan tidak dapat dimuat.</ErrorState>}
        {data && (
          <>
            <Card className="space-y-2">
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{data.tipe_approval}</h2>
                <span className="shrink-0">
                  <StatusBadge status={data.status} />
                </span>
              </div>
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">Pemohon</dt>
                  <dd className="text-slate-900">
                    {data.pemohon.fullname} <span className="text-slate-500">({data.pemohon.nip})</span>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Diajukan</dt>
                  <dd className="text-slate-900">{formatDateTime(data.tanggal_pengajuan)}</dd>
                </div>
              </dl>
            </Card>
            <Card>
              {data.tipe === 'koreksi' ? (
                <KoreksiDetailView detail={data.detail as KoreksiDetail} />
              ) : data.tipe === 'izin' ? (
                <IzinDetailView detail={data.detail as IzinDetail} />
              ) : data.tipe === 'lembur' ? (
                <LemburDetailView detail={data.detail as LemburDetail} />
              ) : data.tipe === 'reimburse' ? (
                <ReimburseDetailView detail={data.detail as ReimburseDetail} />
              ) : data.tipe === 'borongan' ? (
                <BoronganDetailView detail={data.detail as BoronganDetail} />
              ) : data.tipe === 'absen-offline' ? (
                <AbsenOfflineDetailView detail={data.detail as AbsenOfflineDetail} />
              ) : data.tipe === 'registrasi-wajah' ? (
                <RegistrasiWajahDetailView detail={data.detail as RegistrasiWajahDetail} />
              ) : data.tipe === 'data-pribadi' ? (
                <DataPribadiDetailView detail={data.detail as DataPribadiDetail} />
              ) : (
                <p className="text-sm text-slate-700">{data.ringkasan}</p>
              )}
            </Card>
            <DecisionRecord approval={data} />
            {data.dapat_diputuskan && (
              <ApprovalDecision
                tipe={data.tipe}
                id={data.id}
                queryKeys={DECIDED_KEYS}
                onDecided={() => navigate('/menu/approval')}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
