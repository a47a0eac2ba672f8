import { APPROVAL_STATUS, type ReimburseDetail } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../lib/api';
import { DecisionRecord } from '../../ui/ApprovalDecision';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/Modal';
import { MobileHeader } from '../../ui/PageHeader';
import { ReimburseSummary } from './ReimburseSummary';

export default function ReimburseDetailPage() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['reimburse', 'detail', id],
    queryFn: () => api.get<ReimburseDetail>(`/reimburse/${id}`),
  });
  const cancel = useMutation({
    mutationFn: () => api.post<ReimburseDetail>(`/reimburse/${id}/batal`),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['reimburse', 'detail', id], updated);
      await queryClient.invalidateQueries({ queryKey: ['reimburse', 'list'] });
      toast.success('Pengajuan reimburse dibatalkan.');
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) toast.error(err.message);
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <div>
      <MobileHeader title="Detail Reimburse" back="/menu/reimburse" />
      <div className="space-y-3 p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Reimburse tidak dapat dimuat.</ErrorState>}
        {data && (
          <>
            <Card>
              <ReimburseSummary claim={data} />
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
        message="Batalkan pengajuan reimburse ini? Pengajuan yang dibatalkan tidak dapat diproses lagi."
        confirmText="Ya, Batalkan"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
