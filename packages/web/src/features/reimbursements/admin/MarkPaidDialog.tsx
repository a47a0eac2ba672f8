import { type ReimburseAdminDetail, zReimburseBayarRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Textarea } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { localDate } from '../format';
import { DateInput } from '../../../ui/DateInput';

type FormValues = z.input<typeof zReimburseBayarRequest>;
type FormOutput = z.output<typeof zReimburseBayarRequest>;

/** 'Tandai Dibayar': the payment date (today by default) and an optional note, POST /reimburse/admin/{id}/bayar. */
export function MarkPaidDialog({ claim, open, onClose }: { claim: ReimburseAdminDetail; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(zReimburseBayarRequest),
    defaultValues: { tanggal_bayar: localDate(), catatan: '' },
  });
  const pay = useMutation({
    mutationFn: (body: FormOutput) => api.post<ReimburseAdminDetail>(`/reimburse/admin/${claim.id}/bayar`, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['reimburse-admin', 'detail', String(claim.id)], updated);
      await queryClient.invalidateQueries({ queryKey: ['reimburse-admin', 'list'] });
      toast.success('Reimburse ditandai dibayar.');
      onClose();
    },
    onError: async (err) => {
      if (!(err instanceof ApiError)) return;
      // The client has toasted the refusal itself.
      if (err.status === 409) {
        await queryClient.invalidateQueries({ queryKey: ['reimburse-admin'] });
        onClose();
      }
      if (err.errors?.tanggal_bayar) setError('tanggal_bayar', { message: err.errors.tanggal_bayar });
    },
  });
  return (
    <Modal open={open} onClose={onClose} title="Tandai Dibayar">
      <form className="space-y-3" noValidate onSubmit={handleSubmit((body) => pay.mutate(body))}>
        <DateInput
          label="Tanggal Bayar"
          min={claim.tanggal}
          max={localDate()}
          error={formState.errors.tanggal_bayar?.message}
          {...register('tanggal_bayar')}
        />
        <Textarea
          label="Catatan Pembayaran"
          maxLength={500}
          placeholder="Contoh: transfer ke rekening karyawan"
          error={formState.errors.catatan?.message}
          {...register('catatan')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" loading={pay.isPending}>
            Simpan
          </Button>
        </div>
      </form>
    </Modal>
  );
}
