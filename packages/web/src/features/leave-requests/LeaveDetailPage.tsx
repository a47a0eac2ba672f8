import { APPROVAL_STATUS, type IzinDetail } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/Modal';
import { MobileHeader } from '../../ui/PageHeader';
import { DecisionRows, LeaveInfo } from './LeaveInfo';

export default function LeaveDetailPage() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['izin', 'detail', id],
    queryFn: () => api.get<IzinDetail>(`/izin/${id}`),
  });
  const cancel = useMutation({
    mutationFn: () => api.post<IzinDetail>(`/izin/${id}/batal`),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['izin', 'detail', id], updated);
      await queryClient.invalidateQueries({ queryKey: ['izin', 'list'] });
      toast.success('Pengajuan izin dibatalkan.');
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <div>
      <MobileHeader title="Detail Izin" back="/menu/absensi/izin" />
      <div className="space-y-3 p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Pengajuan izin tidak dapat dimuat.</ErrorState>}
        {data && (
          <>
            <Card className="space-y-3">
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{data.jenis_izin}</h2>
                <span className="shrink-0">
                  <StatusBadge status={data.status} />
                </span>
              </div>
              <LeaveInfo izin={data} />
            </Card>
            {data.approver && (
              <Card>
                <DecisionRows izin={data} />
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
        message="Batalkan pengajuan izin ini? Kuota cuti yang dipesan akan dikembalikan."
        confirmText="Ya, Batalkan"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
