import { APPROVAL_STATUS, type KoreksiDetail } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../lib/api';
import { formatDate, formatDateTime, TIME_ZONE_LABELS } from '../../lib/format';
import { BeforeAfter } from '../../ui/BeforeAfter';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/Modal';
import { MobileHeader } from '../../ui/PageHeader';
import { pulangLabel } from './times';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export default function CorrectionDetailPage() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['koreksi', 'detail', id],
    queryFn: () => api.get<KoreksiDetail>(`/koreksi-kehadiran/${id}`),
  });
  const cancel = useMutation({
    mutationFn: () => api.post<KoreksiDetail>(`/koreksi-kehadiran/${id}/batal`),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['koreksi', 'detail', id], updated);
      await queryClient.invalidateQueries({ queryKey: ['koreksi', 'list'] });
      toast.success('Pengajuan koreksi dibatalkan.');
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) toast.error(err.message);
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <div>
      <MobileHeader title="Detail Koreksi" back="/menu/absensi/koreksi-kehadiran" />
      <div className="space-y-3 p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Koreksi kehadiran tidak dapat dimuat.</ErrorState>}
        {data && (
          <>
            <Card className="space-y-3">
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{formatDate(data.tanggal)}</h2>
                <span className="shrink-0">
                  <StatusBadge status={data.status} />
                </span>
              </div>
              <dl className="space-y-2">
                <Row label="Diajukan">{formatDateTime(data.tanggal_pengajuan)}</Row>
                <Row label="Alasan">
                  <span className="whitespace-pre-line">{data.alasan}</span>
                </Row>
              </dl>
            </Card>
            <Card>
              <BeforeAfter
                caption={`Jam absensi · ${TIME_ZONE_LABELS[data.zona_waktu] ?? data.zona_waktu}`}
                rows={[
                  { label: 'Jam Masuk', before: data.sebelum.jam_masuk, after: data.sesudah.jam_masuk },
                  { label: 'Jam Pulang', before: pulangLabel(data.sebelum), after: pulangLabel(data.sesudah) },
                ]}
              />
            </Card>
            {data.approver && (
              <Card>
                <dl className="space-y-2">
                  <Row label="Diputuskan oleh">{data.approver}</Row>
                  <Row label="Tanggal Keputusan">{formatDateTime(data.tanggal_approval)}</Row>
                  {data.catatan_approval && (
                    <Row label="Catatan">
                      <span className="whitespace-pre-line">{data.catatan_approval}</span>
                    </Row>
                  )}
                </dl>
              </Card>
            )}
            {data.status === APPROVAL_STATUS.menunggu && (
              <Button variant="danger" className="w-full" onClick={() => setConfirming(true)}>
                Batalkan Pengajuan
              </Button>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Batalkan Pengajuan"
        message="Batalkan pengajuan koreksi kehadiran ini? Pengajuan yang dibatalkan tidak dapat diproses lagi."
        confirmText="Ya, Batalkan"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
