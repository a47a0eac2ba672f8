import {
  type GrupGajiListItem,
  JENIS_PENGGAJIAN,
  KELAS_RISIKO,
  LABEL_KELAS_RISIKO,
  type PenggajianDetail,
  type PenggajianForm,
  type PenggajianRequest,
  type PengaturanPenggajian,
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
import { Select } from '../../ui/Field';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { bulanLalu } from './format';
import { KelasRisikoCard, PENGATURAN_KEY } from './KelasRisikoCard';
import { PayrollOptionsCard } from './PayrollOptionsCard';
import { DateInput, MonthInput } from '../../ui/DateInput';

const LABEL_JENIS = { gaji: 'Gaji Bulanan', thr: 'THR (Tunjangan Hari Raya Keagamaan)' } as const;

/**
 * Olah penggajian: choose the kind (monthly pay or THR), the month and salary groups, compute the draft, then
 * review it on its page. Below, the company's JKK risk class that every new run starts from.
 */
export default function OlahPage() {
  const navigate = useNavigate();
  const groups = useQuery({
    queryKey: ['grup-gaji', 'options'],
    queryFn: () => api.get<{ items: GrupGajiListItem[] }>('/grup-gaji', { query: { page: 1, size: 200 } }).then((p) => p.items),
  });
  const pengaturan = useQuery({
    queryKey: PENGATURAN_KEY,
    queryFn: () => api.get<PengaturanPenggajian>('/pengaturan-penggajian'),
  });
  const form = useForm<PenggajianForm, unknown, PenggajianRequest>({
    resolver: zodResolver(zPenggajianRequest),
    defaultValues: { jenis: 'gaji', bulan: bulanLalu(), grup_gaji_ids: [] },
  });
  const jenis = form.watch('jenis');
  const hitung = useMutation({
    mutationFn: (body: PenggajianRequest) =>
      api.post<PenggajianDetail>(
        '/penggajian',
        body.jenis === 'thr' ? { ...body, kelas_risiko_jkk: undefined } : { ...body, tanggal_acuan: undefined },
      ),
    onSuccess: async (run) => {
      const apa = run.jenis === 'thr' ? 'Draft THR' : 'Draft penggajian';
      toast.success(`${apa} dihitung untuk ${run.jumlah_karyawan} karyawan.`);
      await queryClient.invalidateQueries({ queryKey: ['penggajian'] });
      navigate(`/admin/penggajian/riwayat/${run.id}`);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });
  const errors = form.formState.errors;
  const kelasPerusahaan = pengaturan.data ? LABEL_KELAS_RISIKO[pengaturan.data.kelas_risiko_jkk] : '...';

  return (
    <>
      <AdminHeader
        title="Olah Penggajian"
        subtitle="Hitung draft slip gaji sebulan dari data kehadiran, lembur, borongan dan reimburse, atau THR; periksa, lalu finalkan."
      />
      <Card className="max-w-xl">
        {groups.isPending ? (
          <Loading />
        ) : groups.isError ? (
          <ErrorState />
        ) : (
          <form className="space-y-4" onSubmit={form.handleSubmit((v) => hitung.mutate(v))} noValidate>
            <Select label="Jenis Penggajian" {...form.register('jenis')} error={errors.jenis?.message}>
              {JENIS_PENGGAJIAN.map((j) => (
                <option key={j} value={j}>
                  {LABEL_JENIS[j]}
                </option>
              ))}
            </Select>
            <MonthInput label="Bulan" {...form.register('bulan')} error={errors.bulan?.message} />
            {jenis === 'thr' && (
              <DateInput
                label="Tanggal Acuan (Hari Raya)"
                hint="Masa kerja dihitung sampai tanggal ini, misalnya tanggal Idul Fitri (Permenaker 6/2016)."
                {...form.register('tanggal_acuan', { setValueAs: (v: string) => v || undefined })}
                error={errors.tanggal_acuan?.message}
              />
            )}
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
            {jenis === 'gaji' && (
              <Select
                label="Kelas risiko JKK"
                {...form.register('kelas_risiko_jkk', { setValueAs: (v: string) => v || undefined })}
                error={errors.kelas_risiko_jkk?.message}
              >
                <option value="">Sesuai pengaturan perusahaan: {kelasPerusahaan}</option>
                {KELAS_RISIKO.map((k) => (
                  <option key={k} value={k}>
                    {LABEL_KELAS_RISIKO[k]}
                  </option>
                ))}
              </Select>
            )}
            {jenis === 'thr' && (
              <p className="text-xs text-slate-500">
                Masa kerja 12 bulan atau lebih: 1 bulan upah; 1 sampai 12 bulan: masa kerja/12 × 1 bulan upah; kurang dari 1
                bulan: tidak mendapat THR (tidak dibuatkan slip). Pekerja harian/borongan: rata-rata upah 12 bulan terakhir. Tanpa
                BPJS; PPh 21 dihitung bersama gaji bulan yang sama.
              </p>
            )}
            <Button type="submit" loading={hitung.isPending}>
              Hitung Draft
            </Button>
          </form>
        )}
      </Card>
      <KelasRisikoCard pengaturan={pengaturan} />
      <PayrollOptionsCard pengaturan={pengaturan} />
    </>
  );
}
