import { APPROVAL_STATUS, type ApprovalDetail, zApprovalDecisionRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ApiError, api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Textarea } from '../../ui/Field';
import { Modal } from '../../ui/Modal';

type Decision = z.output<typeof zApprovalDecisionRequest>;
type RejectForm = z.input<typeof zApprovalDecisionRequest>;

/** 'Setujui' and 'Tolak' (with a required note) through the approval engine: POST /approval/izin/{id}. */
export function LeaveDecision({ id, onDecided }: { id: number; onDecided: () => void }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const refresh = () =>
    Promise.all(
      ['izin-admin', 'izin', 'approvals', 'dashboard'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
  const decide = useMutation({
    mutationFn: (body: Decision) => api.post<ApprovalDetail>(`/approval/izin/${id}`, body),
    onSuccess: async (_data, body) => {
      await refresh();
      setRejecting(false);
      toast.success(body.keputusan === APPROVAL_STATUS.disetujui ? 'Pengajuan disetujui.' : 'Pengajuan ditolak.');
      onDecided();
    },
    onError: async (err) => {
      // The client has toasted why; someone deciding first (409) or one's own request (403) changes the page.
      if (err instanceof ApiError && (err.status === 409 || err.status === 403)) {
        setRejecting(false);
        await refresh();
      }
    },
  });
  const { register, handleSubmit, reset, formState } = useForm<RejectForm, unknown, Decision>({
    resolver: zodResolver(zApprovalDecisionRequest),
    defaultValues: { keputusan: APPROVAL_STATUS.ditolak, catatan: '' },
  });
  return (
    <div className="flex gap-2">
      <Button
        className="flex-1"
        loading={decide.isPending && decide.variables?.keputusan === APPROVAL_STATUS.disetujui}
        disabled={decide.isPending}
        onClick={() => decide.mutate({ keputusan: APPROVAL_STATUS.disetujui, catatan: null })}
      >
        Setujui
      </Button>
      <Button
        variant="danger"
        className="flex-1"
        disabled={decide.isPending}
        onClick={() => {
          reset();
          setRejecting(true);
        }}
      >
        Tolak
      </Button>
      <Modal open={rejecting} onClose={() => setRejecting(false)} title="Tolak Pengajuan">
        <form className="space-y-3" noValidate onSubmit={handleSubmit((body) => decide.mutate(body))}>
          <Textarea
            label="Catatan"
            maxLength={500}
            placeholder="Alasan penolakan"
            error={formState.errors.catatan?.message}
            {...register('catatan')}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              Batal
            </Button>
            <Button type="submit" variant="danger" loading={decide.isPending}>
              Tolak
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
