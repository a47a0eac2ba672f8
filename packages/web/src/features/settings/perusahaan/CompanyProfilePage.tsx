import { type Perusahaan, type PerusahaanRequest, zPerusahaanRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { queryClient } from '../../../lib/query';
import { Button } from '../../../ui/Button';
import { Input, Textarea } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { showServerErrors } from '../../../lib/serverErrors';
import { CompanyLogo } from '../CompanyLogo';
import { DateInput } from '../../../ui/DateInput';

/** The single company record: everyone reads it in the employee app, admins keep it here. */
export default function CompanyProfilePage() {
  const profile = useQuery({ queryKey: ['perusahaan'], queryFn: () => api.get<Perusahaan>('/perusahaan') });
  const form = useForm({ resolver: zodResolver(zPerusahaanRequest), defaultValues: { nama: '' } });
  const { reset, register } = form;
  useEffect(() => {
    if (!profile.data) return;
    const { nama, alamat, telepon, email, website, npwp, id_tku, kode_klu, mulai_hadir } = profile.data;
    reset({
      nama,
      alamat: alamat ?? '',
      telepon: telepon ?? '',
      email: email ?? '',
      website: website ?? '',
      npwp: npwp ?? '',
      id_tku: id_tku ?? '',
      kode_klu: kode_klu ?? '',
      mulai_hadir: mulai_hadir ?? '',
    });
  }, [profile.data, reset]);

  const save = useMutation({
    mutationFn: (body: PerusahaanRequest) => api.put<Perusahaan>('/perusahaan', body),
    onSuccess: (saved) => {
      toast.success('Profil perusahaan berhasil disimpan.');
      queryClient.setQueryData(['perusahaan'], saved);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (profile.isPending) return <Loading />;
  if (profile.isError) return <ErrorState />;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader title="Profile Perusahaan" subtitle={`Terakhir diubah ${formatDateTime(profile.data.updated_at)}`} />
      <CompanyLogo />
      <Card className="max-w-2xl">
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <Input label="Nama Perusahaan" {...register('nama')} error={errors.nama?.message} />
          <Textarea label="Alamat" {...register('alamat')} error={errors.alamat?.message} rows={3} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label="Telepon" type="tel" {...register('telepon')} error={errors.telepon?.message} />
            <Input label="Email" type="email" {...register('email')} error={errors.email?.message} />
            <Input label="Website" {...register('website')} error={errors.website?.message} placeholder="https://" />
            <Input
              label="NPWP (16 digit)"
              inputMode="numeric"
              {...register('npwp')}
              error={errors.npwp?.message}
              hint="NPWP 15 digit disimpan sebagai 16 digit dengan angka 0 di depan."
            />
            <Input
              label="ID TKU"
              inputMode="numeric"
              {...register('id_tku')}
              error={errors.id_tku?.message}
              hint="22 digit. Kosongkan untuk kantor pusat: NPWP diikuti 000000."
            />
            <Input label="Kode KLU" inputMode="numeric" {...register('kode_klu')} error={errors.kode_klu?.message} />
            <DateInput
              label="Mulai Menggunakan Hadir"
              {...register('mulai_hadir')}
              error={errors.mulai_hadir?.message}
              hint="Hari sebelum tanggal ini tidak dihitung alpha, terlambat, atau tidak lengkap."
            />
          </div>
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
