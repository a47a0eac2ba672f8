import { APPROVAL_STATUS, type LemburDetail } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../lib/api';
import { DecisionRecord } from '../../ui/ApprovalDecision';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/Modal';
import { OvertimeTiers } from '../../ui/OvertimeTiers';
import { MobileHeader } from '../../ui/PageHeader';
import { OvertimeSummary } from './OvertimeSummary';

export default function OvertimeDetailPage() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['lembur', 'detail', id],
    queryFn: () => api.get<LemburDetail>(`/lembur/${id}`),
  });
  const cancel = useMutation({
    mutationFn: () => api.post<LemburDetail>(`/lembur/${id}/batal`),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['lembur', 'detail', id], updated);
      await queryClient.invalidateQueries({ queryKey: ['lembur', 'list'] });
      toast.success('Pengajuan lembur dibatalkan.');
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) toast.error(err.message);
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <div>
      <MobileHeader title="Detail Lembur" back="/menu/absensi/lembur" />
      <div className="space-y-3 p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Lembur tidak dapat dimuat.</ErrorState>}
        {data && (
          <>
            <Card>
              <OvertimeSummary lembur={data} />
            </Card>
            <Card>
              <OvertimeTiers data={data} />
            </Card>
            <DecisionRecord approval={data} />
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
        message="Batalkan pengajuan lembur ini? Pengajuan yang dibatalkan tidak dapat diproses lagi."
        confirmText="Ya, Batalkan"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
