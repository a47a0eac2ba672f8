import { type PengaturanKeamanan, type PengaturanKeamananRequest, zPengaturanKeamananRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { queryClient } from '../../../lib/query';
import { showServerErrors } from '../../../lib/serverErrors';
import { Button } from '../../../ui/Button';
import { Checkbox, Input } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';

/** The company's security and privacy settings (one record): face check at clock-in, photo retention, offline punches. */
export default function SecuritySettingsPage() {
  const settings = useQuery({
    queryKey: ['pengaturan-keamanan'],
    queryFn: () => api.get<PengaturanKeamanan>('/pengaturan-keamanan'),
  });
  const form = useForm({ resolver: zodResolver(zPengaturanKeamananRequest) });
  const { reset, register } = form;
  useEffect(() => {
    if (!settings.data) return;
    const { wajib_wajah_terdaftar, retensi_foto_bulan, batas_absen_offline_menit } = settings.data;
    reset({ wajib_wajah_terdaftar, retensi_foto_bulan, batas_absen_offline_menit });
  }, [settings.data, reset]);

  const save = useMutation({
    mutationFn: (body: PengaturanKeamananRequest) => api.put<PengaturanKeamanan>('/pengaturan-keamanan', body),
    onSuccess: (saved) => {
      toast.success('Pengaturan keamanan dan privasi berhasil disimpan.');
      queryClient.setQueryData(['pengaturan-keamanan'], saved);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (settings.isPending) return <Loading />;
  if (settings.isError) return <ErrorState />;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader title="Keamanan & Privasi" subtitle={`Terakhir diubah ${formatDateTime(settings.data.updated_at)}`} />
      <Card className="max-w-2xl">
        <form className="space-y-5" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <div className="space-y-1">
            <Checkbox label="Wajib wajah terdaftar untuk absen" {...register('wajib_wajah_terdaftar')} />
            <p className="text-xs text-slate-500">
              Karyawan yang belum mendaftarkan wajah tidak dapat absen, dan foto absen harus menunjukkan wajah.
            </p>
          </div>
          <Input
            label="Masa simpan foto (bulan)"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            hint="Foto absen dihapus setelah sekian bulan; foto dan data wajah karyawan nonaktif dihapus sekian bulan setelah hari terakhirnya. Lampiran pengajuan tidak ikut dihapus."
            error={errors.retensi_foto_bulan?.message}
            {...register('retensi_foto_bulan', { valueAsNumber: true })}
          />
          <Input
            label="Batas selisih absen offline (menit)"
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            hint="Absen offline yang waktu perangkatnya lebih tua dari batas ini saat tiba di server menunggu konfirmasi HRD."
            error={errors.batas_absen_offline_menit?.message}
            {...register('batas_absen_offline_menit', { valueAsNumber: true })}
          />
          <div className="pt-2">
            <Button type="submit" loading={save.isPending}>
              Simpan
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
