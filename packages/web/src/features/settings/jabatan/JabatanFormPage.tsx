import { type Jabatan, type JabatanRequest, zJabatanRequest } from '@hadir/contract';
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

const LIST = '/admin/pengaturan/jabatan';

/** /add creates; /{id} is the detail, an edit form with 'Hapus'. */
export default function JabatanFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: ['jabatan', id], queryFn: () => api.get<Jabatan>(`/jabatan/${id}`), enabled: !!id });
  const form = useForm({ resolver: zodResolver(zJabatanRequest), defaultValues: { nama: '' } });
  const { reset } = form;
  useEffect(() => {
    if (detail.data) reset({ nama: detail.data.nama });
  }, [detail.data, reset]);

  const save = useMutation({
    mutationFn: (body: JabatanRequest) => (id ? api.put<Jabatan>(`/jabatan/${id}`, body) : api.post<Jabatan>('/jabatan', body)),
    onSuccess: async () => {
      toast.success('Jabatan berhasil disimpan.');
      await queryClient.invalidateQueries({ queryKey: ['jabatan'] });
      navigate(LIST);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (id && detail.isPending) return <Loading />;
  if (id && detail.isError) return <ErrorState>Jabatan tidak ditemukan.</ErrorState>;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader
        title={id ? 'Detail Jabatan' : 'Tambah Jabatan'}
        subtitle={id && detail.data ? `Dipakai oleh ${detail.data.jumlah_karyawan} karyawan aktif` : undefined}
      />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <Input label="Nama Jabatan" {...form.register('nama')} error={errors.nama?.message} autoFocus={!id} />
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
                path={`/jabatan/${id}`}
                queryKey="jabatan"
                title="Hapus Jabatan"
                message={`Hapus jabatan "${detail.data.nama}"?`}
                success="Jabatan berhasil dihapus."
                backTo={LIST}
              />
            )}
          </div>
        </form>
      </Card>
    </>
  );
}
