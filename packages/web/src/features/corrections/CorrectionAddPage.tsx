import { type KoreksiDetail, zKoreksiRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { Button } from '../../ui/Button';
import { Textarea } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { localToday } from './times';
import { DateInput, TimeInput } from '../../ui/DateInput';

type FormValues = z.input<typeof zKoreksiRequest>;
type FormOutput = z.output<typeof zKoreksiRequest>;

export default function CorrectionAddPage() {
  // One key per filled-in form: a double tap or a retry after a lost answer files it once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(zKoreksiRequest),
    defaultValues: { tanggal: '', jam_masuk: '', jam_pulang: '', alasan: '' },
  });
  const save = useMutation({
    mutationFn: (body: FormOutput) => api.post<KoreksiDetail>('/koreksi-kehadiran', body, { idempotencyKey }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['koreksi'] });
      toast.success('Pengajuan koreksi berhasil dikirim.');
      navigate('/menu/absensi/koreksi-kehadiran');
    },
    // The client has toasted a refusal (a pending correction for that date, 409); field errors go under the fields.
    onError: (err) => showServerErrors(err, setError),
  });
  const errors = formState.errors;
  return (
    <div>
      <MobileHeader title="Ajukan Koreksi" back="/menu/absensi/koreksi-kehadiran" />
      <form className="space-y-4 p-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <DateInput label="Tanggal" max={localToday()} error={errors.tanggal?.message} {...register('tanggal')} />
        <div className="grid grid-cols-2 gap-3">
          <TimeInput label="Jam Masuk" error={errors.jam_masuk?.message} {...register('jam_masuk')} />
          <TimeInput label="Jam Pulang" error={errors.jam_pulang?.message} {...register('jam_pulang')} />
        </div>
        <p className="text-xs text-slate-500">
          Isi jam yang ingin dikoreksi saja. Jam pulang yang lebih awal dari jam masuk berarti keesokan harinya (shift malam).
        </p>
        <Textarea
          label="Alasan"
          maxLength={500}
          placeholder="Contoh: lupa absen masuk karena rapat di luar kantor"
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
