import { type HariLibur, type HariLiburRequest, zHariLiburRequest } from '@hadir/contract';
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
import { DeleteButton } from '../../../ui/DeleteButton';
import { showServerErrors } from '../../../lib/serverErrors';

const LIST = '/admin/pengaturan/hari-libur';

/** /add creates; /{id} is the detail, an edit form with 'Hapus'. */
export default function HariLiburFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['hari-libur', id],
    queryFn: () => api.get<HariLibur>(`/hari-libur/${id}`),
    enabled: !!id,
  });
  const form = useForm({ resolver: zodResolver(zHariLiburRequest), defaultValues: { tanggal: '', nama: '' } });
  const { reset, register } = form;
  useEffect(() => {
    if (detail.data) reset({ tanggal: detail.data.tanggal, nama: detail.data.nama });
  }, [detail.data, reset]);

  const save = useMutation({
    mutationFn: (body: HariLiburRequest) =>
      id ? api.put<HariLibur>(`/hari-libur/${id}`, body) : api.post<HariLibur>('/hari-libur', body),
    onSuccess: async (saved) => {
      toast.success('Hari libur berhasil disimpan.');
      await queryClient.invalidateQueries({ queryKey: ['hari-libur'] });
      // Back to the list of the holiday's own year, so that it is there to see.
      navigate(`${LIST}?tahun=${saved.tanggal.slice(0, 4)}`);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (id && detail.isPending) return <Loading />;
  if (id && detail.isError) return <ErrorState>Hari libur tidak ditemukan.</ErrorState>;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader title={id ? 'Detail Hari Libur' : 'Tambah Hari Libur'} />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <Input label="Tanggal" type="date" {...register('tanggal')} error={errors.tanggal?.message} />
          <Input
            label="Nama Hari Libur"
            {...register('nama')}
            error={errors.nama?.message}
            placeholder="Contoh: Hari Kemerdekaan RI"
          />
          <div className="flex flex-wrap justify-between gap-2 pt-2">
            <div className="flex gap-2">
              <Button type="submit" loading={save.isPending}>
                Simpan
              </Button>
              <Button variant="secondary" onClick={() => navigate(LIST)}>
                Batal
              </Button>
            </div>
            {id && detail.data && (
              <DeleteButton
                path={`/hari-libur/${id}`}
                queryKey="hari-libur"
                title="Hapus Hari Libur"
                message={`Hapus hari libur "${detail.data.nama}"?`}
                success="Hari libur berhasil dihapus."
                backTo={`${LIST}?tahun=${detail.data.tanggal.slice(0, 4)}`}
              />
            )}
          </div>
        </form>
      </Card>
    </>
  );
}
