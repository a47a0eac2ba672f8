import { type DataKontak, type DataKontakRequest, zDataKontakRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { Input, Textarea } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { formValues, showServerErrors } from './form';

type Output = z.output<typeof zDataKontakRequest>;
const FIELDS = ['email', 'no_hp', 'alamat', 'kontak_darurat_nama', 'kontak_darurat_hubungan', 'kontak_darurat_no_hp'] as const;

export default function ContactPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['users', 'data-kontak'], queryFn: () => api.get<DataKontak>('/users/data-kontak') });
  const { register, handleSubmit, reset, setError, formState } = useForm<DataKontakRequest, unknown, Output>({
    resolver: zodResolver(zDataKontakRequest),
  });
  useEffect(() => {
    if (query.data) reset(formValues(query.data));
  }, [query.data, reset]);
  const save = useMutation({
    mutationFn: (body: Output) => api.put<DataKontak>('/users/data-kontak', body),
    onSuccess: (data) => {
      queryClient.setQueryData(['users', 'data-kontak'], data);
      toast.success('Data kontak berhasil disimpan.');
      navigate('/profile');
    },
    onError: (err) => showServerErrors(err, FIELDS, setError),
  });
  const e = formState.errors;
  return (
    <div>
      <MobileHeader title="Data Kontak" back="/profile" />
      <div className="p-4">
        {query.isPending && <Loading />}
        {query.isError && <ErrorState>Data kontak tidak dapat dimuat.</ErrorState>}
        {query.data && (
          <Card>
            <form className="space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
              <Input label="Email" type="email" autoComplete="email" error={e.email?.message} {...register('email')} />
              <Input label="Nomor HP" type="tel" autoComplete="tel" error={e.no_hp?.message} {...register('no_hp')} />
              <Textarea label="Alamat" rows={3} error={e.alamat?.message} {...register('alamat')} />
              <h2 className="pt-2 text-sm font-semibold text-slate-900">Kontak Darurat</h2>
              <Input label="Nama Kontak Darurat" error={e.kontak_darurat_nama?.message} {...register('kontak_darurat_nama')} />
              <Input
                label="Hubungan"
                placeholder="Contoh: Suami, Ibu, Kakak"
                error={e.kontak_darurat_hubungan?.message}
                {...register('kontak_darurat_hubungan')}
              />
              <Input
                label="Nomor HP Kontak Darurat"
                type="tel"
                error={e.kontak_darurat_no_hp?.message}
                {...register('kontak_darurat_no_hp')}
              />
              <Button type="submit" className="w-full" loading={save.isPending}>
                Simpan
              </Button>
            </form>
          </Card>
        )}
      </div>
    </div>
  );
}
