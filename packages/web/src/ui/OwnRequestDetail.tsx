import { APPROVAL_STATUS } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../lib/api';
import { DecisionRecord } from './ApprovalDecision';
import { Button } from './Button';
import { ErrorState, Loading } from './feedback';
import { ConfirmDialog } from './Modal';
import { MobileHeader } from './PageHeader';

interface OwnRequest {
  status: string;
  approver: string | null;
  tanggal_approval: string | null;
  catatan_approval: string | null;
}

/**
 * The employee's own request of any type (`/{resource}/{id}`): its content, the decision once made, and
 * 'Batalkan Pengajuan' while it waits (POST /{resource}/{id}/batal). `queryKey` is the type's list key.
 */
export function OwnRequestDetail<T extends OwnRequest>({
  resource,
  queryKey,
  title,
  back,
  noun,
  loadError,
  cancelNote = 'Pengajuan yang dibatalkan tidak dapat diproses lagi.',
  children,
}: {
  resource: string;
  queryKey: string;
  title: string;
  back: string;
  /** 'izin', 'lembur': in 'Batalkan pengajuan izin ini?' and 'Pengajuan izin dibatalkan.' */
  noun: string;
  loadError: string;
  cancelNote?: string;
  children: (data: T) => ReactNode;
}) {
  const { id } = useParams();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: [queryKey, 'detail', id],
    queryFn: () => api.get<T>(`/${resource}/${id}`),
  });
  const cancel = useMutation({
    mutationFn: () => api.post<T>(`/${resource}/${id}/batal`),
    onSuccess: async (updated) => {
      queryClient.setQueryData([queryKey, 'detail', id], updated);
      await queryClient.invalidateQueries({ queryKey: [queryKey, 'list'] });
      toast.success(`Pengajuan ${noun} dibatalkan.`);
    },
    // A refusal (decided meanwhile: 409) has been toasted by the client.
    onSettled: () => setConfirming(false),
  });
  return (
    <div>
      <MobileHeader title={title} back={back} />
      <div className="space-y-3 p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>{loadError}</ErrorState>}
        {data && (
          <>
            {children(data)}
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
        message={`Batalkan pengajuan ${noun} ini? ${cancelNote}`}
        confirmText="Ya, Batalkan"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
