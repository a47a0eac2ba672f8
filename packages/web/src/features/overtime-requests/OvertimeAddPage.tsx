import { LEMBUR_HARI_MAJU, LEMBUR_HARI_MUNDUR, type LemburDetail, zLemburRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api, newIdempotencyKey, toastApiError } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/feedback';
import { Textarea } from '../../ui/Field';
import { OvertimeTiers } from '../../ui/OvertimeTiers';
import { MobileHeader } from '../../ui/PageHeader';
import { localDate } from './times';
import { useOvertimePreview } from './usePreview';
import { DateInput, TimeInput } from '../../ui/DateInput';

type FormValues = z.input<typeof zLemburRequest>;
type FormOutput = z.output<typeof zLemburRequest>;

export default function OvertimeAddPage() {
  // One key per filled-in form: a double tap or a retry after a lost answer files it once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState, control } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(zLemburRequest),
    defaultValues: { tanggal: localDate(), jam_mulai: '', jam_selesai: '', alasan: '' },
  });
  const [tanggal, jam_mulai, jam_selesai] = useWatch({ control, name: ['tanggal', 'jam_mulai', 'jam_selesai'] });
  const { preview, error: previewError, loading } = useOvertimePreview({ tanggal, jam_mulai, jam_selesai });
  const save = useMutation({
    mutationFn: (body: FormOutput) => api.post<LemburDetail>('/lembur', body, { idempotencyKey, silent: true }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ['lembur'] });
      toast.success('Pengajuan lembur berhasil dikirim.');
      navigate(`/menu/absensi/lembur/${created.id}`);
    },
    // One failure, one message: field errors under the fields, and no toast repeating what the preview box says.
    onError: (err) => {
      showServerErrors(err, setError);
      toastApiError(err, previewError);
    },
  });
  const errors = formState.errors;
  return (
    <div>
      <MobileHeader title="Ajukan Lembur" back="/menu/absensi/lembur" />
      <form className="space-y-4 p-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <DateInput
          label="Tanggal"
          min={localDate(-LEMBUR_HARI_MUNDUR)}
          max={localDate(LEMBUR_HARI_MAJU)}
          error={errors.tanggal?.message}
          {...register('tanggal')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TimeInput label="Jam Mulai" error={errors.jam_mulai?.message} {...register('jam_mulai')} />
          <TimeInput label="Jam Selesai" error={errors.jam_selesai?.message} {...register('jam_selesai')} />
        </div>
        <p className="text-xs text-slate-500">
          Jam selesai yang lebih awal dari jam mulai berarti keesokan harinya. Di hari kerja lembur paling lama 4 jam sehari dan
          18 jam seminggu.
        </p>
        {previewError && (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700" role="alert">
            {previewError}
          </p>
        )}
        {preview && (
          <Card className={`space-y-2 ${loading ? 'opacity-60' : ''}`}>
            <h2 className="font-semibold text-slate-900">Perkiraan Lembur</h2>
            {preview.pesan_batas && (
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700" role="alert">
                {preview.pesan_batas}
              </p>
            )}
            <OvertimeTiers data={preview} />
          </Card>
        )}
        <Textarea
          label="Alasan"
          maxLength={500}
          placeholder="Contoh: menyelesaikan laporan akhir bulan"
          error={errors.alasan?.message}
          {...register('alasan')}
        />
        <Button type="submit" className="w-full" loading={save.isPending}>
          Kirim Pengajuan
        </Button>
      </form>
    </div>
  );
}
