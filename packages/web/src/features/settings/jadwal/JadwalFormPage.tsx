import { type JadwalKerja, type JadwalKerjaRequest, zJadwalKerjaRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { showServerErrors } from '../../../lib/serverErrors';
import { newSchedule, toForm } from './days';
import { WeekEditor } from './WeekEditor';

const LIST = '/admin/pengaturan/jadwal-kerja';

/** /add creates a schedule; /edit/{id} changes it. Both end on the read-only detail. */
export default function JadwalFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['jadwal-kerja', id],
    queryFn: () => api.get<JadwalKerja>(`/jadwal-kerja/${id}`),
    enabled: !!id,
  });
  const form = useForm({ resolver: zodResolver(zJadwalKerjaRequest), defaultValues: newSchedule() });
  const { reset, register } = form;
  useEffect(() => {
    if (detail.data) reset(toForm(detail.data));
  }, [detail.data, reset]);

  const save = useMutation({
    mutationFn: (body: JadwalKerjaRequest) =>
      id ? api.put<JadwalKerja>(`/jadwal-kerja/${id}`, body) : api.post<JadwalKerja>('/jadwal-kerja', body),
    onSuccess: async (saved) => {
      toast.success('Jadwal kerja berhasil disimpan.');
      await queryClient.invalidateQueries({ queryKey: ['jadwal-kerja'] });
      navigate(`${LIST}/${saved.id}`);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (id && detail.isPending) return <Loading />;
  if (id && detail.isError) return <ErrorState>Jadwal kerja tidak ditemukan.</ErrorState>;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader title={id ? 'Ubah Jadwal Kerja' : 'Tambah Jadwal Kerja'} />
      <Card className="max-w-4xl">
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label="Nama Jadwal" {...register('nama')} error={errors.nama?.message} />
            <Input
              label="Toleransi Terlambat (menit)"
              type="number"
              min={0}
              max={240}
              step={1}
              {...register('toleransi_terlambat', { valueAsNumber: true })}
              error={errors.toleransi_terlambat?.message}
              hint="Masuk setelah jam masuk ditambah toleransi dihitung terlambat."
            />
          </div>
          <WeekEditor form={form} />
          <div className="flex gap-2 pt-2">
            <Button type="submit" loading={save.isPending}>
              Simpan
            </Button>
            <Button variant="secondary" onClick={() => navigate(id ? `${LIST}/${id}` : LIST)}>
              Batal
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
