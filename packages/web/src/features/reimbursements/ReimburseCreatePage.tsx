import {
  REIMBURSE_HARI_MUNDUR,
  REIMBURSE_KATEGORI,
  type ReimburseDetail,
  type ReimburseLampiran,
  zReimburseRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { Button } from '../../ui/Button';
import { Select, Textarea } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { localDate } from './format';
import { ReceiptPicker } from './ReceiptPicker';
import { RupiahInput } from './RupiahInput';
import { DateInput } from '../../ui/DateInput';

type FormValues = z.input<typeof zReimburseRequest>;
type FormOutput = z.output<typeof zReimburseRequest>;

export default function ReimburseCreatePage() {
  // One key per filled-in form: a double tap or a retry after a lost answer files it once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [receipts, setReceipts] = useState<ReimburseLampiran[]>([]);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(zReimburseRequest),
    defaultValues: { tanggal: localDate(), keterangan: '', lampiran_ids: [] },
  });
  const save = useMutation({
    mutationFn: (body: FormOutput) => api.post<ReimburseDetail>('/reimburse', body, { idempotencyKey }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ['reimburse'] });
      toast.success('Pengajuan reimburse berhasil dikirim.');
      navigate(`/menu/reimburse/${created.id}`);
    },
    // The client has toasted a refusal (a receipt already used elsewhere, 409); field errors go under the fields.
    onError: (err) => showServerErrors(err, setError),
  });
  const errors = formState.errors;
  const changeReceipts = (files: ReimburseLampiran[]) => {
    setReceipts(files);
    setValue(
      'lampiran_ids',
      files.map((f) => f.id),
      { shouldValidate: formState.isSubmitted },
    );
  };
  return (
    <div>
      <MobileHeader title="Ajukan Reimburse" back="/menu/reimburse" />
      <form className="space-y-4 p-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <DateInput
          label="Tanggal Pengeluaran"
          min={localDate(-REIMBURSE_HARI_MUNDUR)}
          max={localDate()}
          error={errors.tanggal?.message}
          {...register('tanggal')}
        />
        <Select label="Kategori" error={errors.kategori?.message} defaultValue="" {...register('kategori')}>
          <option value="" disabled>
            Pilih kategori
          </option>
          {REIMBURSE_KATEGORI.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </Select>
        <Controller
          control={control}
          name="nominal"
          render={({ field }) => (
            <RupiahInput
              label="Nominal (Rp)"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.nominal?.message}
            />
          )}
        />
        <Textarea
          label="Keterangan"
          maxLength={500}
          placeholder="Contoh: taksi ke kantor klien"
          error={errors.keterangan?.message}
          {...register('keterangan')}
        />
        <ReceiptPicker files={receipts} onChange={changeReceipts} error={errors.lampiran_ids?.message} />
        <Button type="submit" className="w-full" loading={save.isPending}>
          Kirim Pengajuan
        </Button>
      </form>
    </div>
  );
}
