import { type PengaturanShift, zPengaturanShift } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { showServerErrors } from '../../../lib/serverErrors';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';

const KEY = ['pengaturan-shift'];

/** The company's punch rules for shift work (GET/PUT /pengaturan-shift), each with what it means in plain words. */
export function AturanAbsenShift() {
  const switchId = useId();
  const current = useQuery({ queryKey: KEY, queryFn: () => api.get<PengaturanShift>('/pengaturan-shift') });
  const form = useForm({ resolver: zodResolver(zPengaturanShift) });
  const { register, reset } = form;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);
  const save = useMutation({
    mutationFn: (body: PengaturanShift) => api.put<PengaturanShift>('/pengaturan-shift', body),
    onSuccess: (saved) => {
      toast.success('Aturan absen shift berhasil disimpan.');
      queryClient.setQueryData(KEY, saved);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby={`${switchId}-judul`} className="mt-6">
      <h2 id={`${switchId}-judul`} className="mb-2 font-semibold text-lg text-slate-900">
        Aturan Absen Shift
      </h2>
      <Card className="max-w-3xl">
        {current.isPending ? (
          <Loading />
        ) : current.isError ? (
          <ErrorState>Aturan absen shift tidak dapat dimuat.</ErrorState>
        ) : (
          <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
            <div className="space-y-1">
              <div className="flex items-center justify-between gap-3">
                <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
                  Terima absen di luar jadwal
                </label>
                <input
                  id={switchId}
                  type="checkbox"
                  role="switch"
                  aria-checked={!!form.watch('absen_di_luar_jadwal')}
                  aria-describedby={`${switchId}-ket`}
                  {...register('absen_di_luar_jadwal')}
                  className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-blue-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                />
              </div>
              <p id={`${switchId}-ket`} className="text-xs text-slate-600">
                Bila aktif, absen yang jamnya tidak masuk jendela shift mana pun tetap dicatat dan ditandai &quot;di luar
                jadwal&quot; untuk diperiksa HRD. Bila tidak aktif, absen seperti itu ditolak dan karyawan diminta mengajukan
                koreksi kehadiran.
              </p>
            </div>
            <Input
              label="Batas pulang awal (menit)"
              type="number"
              min={0}
              max={720}
              step={1}
              {...register('batas_pulang_awal_menit', { valueAsNumber: true })}
              error={errors.batas_pulang_awal_menit?.message}
              hint="Karyawan yang absen pulang lebih dari sekian menit sebelum jam pulangnya diminta mengisi alasan dan mengonfirmasinya. Isi 0 agar setiap pulang sebelum jam pulang ditanya alasannya."
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                label="Absen masuk dibuka (menit sebelum jam masuk)"
                type="number"
                min={0}
                max={720}
                step={1}
                {...register('buka_masuk_menit', { valueAsNumber: true })}
                error={errors.buka_masuk_menit?.message}
                hint="Untuk jadwal kerja mingguan: sejak kapan absen masuk diterima. Shift punya pengaturannya sendiri."
              />
              <Input
                label="Absen pulang ditutup (menit setelah jam pulang)"
                type="number"
                min={0}
                max={720}
                step={1}
                {...register('tutup_pulang_menit', { valueAsNumber: true })}
                error={errors.tutup_pulang_menit?.message}
                hint="Untuk jadwal kerja mingguan: sampai kapan absen pulang masih dihitung untuk hari itu."
              />
            </div>
            <Button type="submit" loading={save.isPending}>
              Simpan Aturan
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
