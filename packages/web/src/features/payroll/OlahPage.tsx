import {
  type GrupGajiListItem,
  KELAS_RISIKO,
  LABEL_KELAS_RISIKO,
  type PenggajianDetail,
  type PenggajianForm,
  type PenggajianRequest,
  zPenggajianRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { showServerErrors } from '../../lib/serverErrors';
import { Button } from '../../ui/Button';
import { Input, Select } from '../../ui/Field';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { bulanLalu } from './format';

/** Olah penggajian: choose a month and salary groups, compute the draft, then review it on its page. */
export default function OlahPage() {
  const navigate = useNavigate();
  const groups = useQuery({
    queryKey: ['grup-gaji', 'options'],
    queryFn: () => api.get<{ items: GrupGajiListItem[] }>('/grup-gaji', { query: { page: 1, size: 200 } }).then((p) => p.items),
  });
  const form = useForm<PenggajianForm, unknown, PenggajianRequest>({
    resolver: zodResolver(zPenggajianRequest),
    defaultValues: { bulan: bulanLalu(), grup_gaji_ids: [], kelas_risiko_jkk: 'sangat_rendah' },
  });
  const hitung = useMutation({
    mutationFn: (body: PenggajianRequest) => api.post<PenggajianDetail>('/penggajian', body),
    onSuccess: async (run) => {
      toast.success(`Draft penggajian dihitung untuk ${run.jumlah_karyawan} karyawan.`);
      await queryClient.invalidateQueries({ queryKey: ['penggajian'] });
      navigate(`/admin/penggajian/riwayat/${run.id}`);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });
  const errors = form.formState.errors;

  return (
    <>
      <AdminHeader
        title="Olah Penggajian"
        subtitle="Hitung draft slip gaji sebulan dari data kehadiran, lembur, borongan dan reimburse; periksa, lalu finalkan."
      />
      <Card className="max-w-xl">
        {groups.isPending ? (
          <Loading />
        ) : groups.isError ? (
          <ErrorState />
        ) : (
          <form className="space-y-4" onSubmit={form.handleSubmit((v) => hitung.mutate(v))} noValidate>
            <Input label="Bulan" type="month" {...form.register('bulan')} error={errors.bulan?.message} />
            <Controller
              control={form.control}
              name="grup_gaji_ids"
              render={({ field }) => (
                <fieldset className="space-y-1">
                  <legend className="text-sm font-medium text-slate-700">Grup Gaji</legend>
                  {groups.data.length === 0 && <p className="text-sm text-slate-500">Belum ada grup gaji.</p>}
                  {groups.data.map((g) => (
                    <label key={g.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={field.value.includes(g.id)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...field.value, g.id] : field.value.filter((x) => x !== g.id))
                        }
                      />
                      {g.nama} <span className="text-slate-500">({g.jumlah_karyawan} karyawan)</span>
                    </label>
                  ))}
                  {errors.grup_gaji_ids && (
                    <p className="text-xs text-red-600" role="alert">
                      {errors.grup_gaji_ids.message}
                    </p>
                  )}
                </fieldset>
              )}
            />
            <Select label="Kelas risiko JKK" {...form.register('kelas_risiko_jkk')} error={errors.kelas_risiko_jkk?.message}>
              {KELAS_RISIKO.map((k) => (
                <option key={k} value={k}>
                  {LABEL_KELAS_RISIKO[k]}
                </option>
              ))}
            </Select>
            <Button type="submit" loading={hitung.isPending}>
              Hitung Draft
            </Button>
          </form>
        )}
      </Card>
    </>
  );
}
