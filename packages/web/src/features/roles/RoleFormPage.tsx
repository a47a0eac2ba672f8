import {
  ADMIN_SECTION_LABELS,
  ADMIN_SECTIONS,
  type AdminSection,
  type Role,
  type RoleRequest,
  zRoleRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { showServerErrors } from '../../lib/serverErrors';
import { Button } from '../../ui/Button';
import { DeleteButton } from '../../ui/DeleteButton';
import { Checkbox, Input } from '../../ui/Field';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { sectionsText } from './sections';

const LIST = '/admin/role-management';

/** /add creates a custom role; /{id} edits one with 'Hapus', or shows a built-in role read-only. */
export default function RoleFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: ['roles', id], queryFn: () => api.get<Role>(`/roles/${id}`), enabled: !!id });
  const form = useForm({ resolver: zodResolver(zRoleRequest), defaultValues: { nama: '', bagian: [] as AdminSection[] } });
  const { reset } = form;
  useEffect(() => {
    if (detail.data) reset({ nama: detail.data.nama, bagian: detail.data.bagian });
  }, [detail.data, reset]);

  const save = useMutation({
    mutationFn: (body: RoleRequest) => (id ? api.put<Role>(`/roles/${id}`, body) : api.post<Role>('/roles', body)),
    onSuccess: async () => {
      toast.success('Role berhasil disimpan.');
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      navigate(LIST);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (id && detail.isPending) return <Loading />;
  if (id && detail.isError) return <ErrorState>Role tidak ditemukan.</ErrorState>;
  const role = detail.data;
  const subtitle = role ? `Dipegang oleh ${role.jumlah_pengguna} pengguna aktif` : undefined;
  if (role?.builtin) {
    return (
      <>
        <AdminHeader title="Detail Role" subtitle={subtitle} />
        <Card className="max-w-xl space-y-2">
          <p className="text-lg font-semibold text-slate-900">{role.nama}</p>
          <p className="text-sm text-slate-700">{sectionsText(role)}</p>
          <p className="text-sm text-slate-500">Role bawaan tidak dapat diubah atau dihapus.</p>
          <Button variant="secondary" onClick={() => navigate(LIST)}>
            Kembali
          </Button>
        </Card>
      </>
    );
  }
  const errors = form.formState.errors;
  const bagianError = errors.bagian?.message ?? errors.bagian?.root?.message;
  return (
    <>
      <AdminHeader title={id ? 'Detail Role' : 'Tambah Role'} subtitle={subtitle} />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <Input label="Nama Role" {...form.register('nama')} error={errors.nama?.message} autoFocus={!id} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Bagian Admin</legend>
            <div className="grid grid-cols-2 gap-2">
              {ADMIN_SECTIONS.map((b) => (
                <Checkbox key={b} label={ADMIN_SECTION_LABELS[b]} value={b} {...form.register('bagian')} />
              ))}
            </div>
            {bagianError && (
              <p className="text-xs text-red-600" role="alert">
                {bagianError}
              </p>
            )}
          </fieldset>
          <div className="flex flex-wrap justify-between gap-2 pt-2">
            <div className="flex gap-2">
              <Button type="submit" loading={save.isPending}>
                Simpan
              </Button>
              <Button variant="secondary" onClick={() => navigate(LIST)}>
                Batal
              </Button>
            </div>
            {role && (
              <DeleteButton
                path={`/roles/${id}`}
                queryKey="roles"
                title="Hapus Role"
                message={`Hapus role "${role.nama}"?`}
                success="Role berhasil dihapus."
                backTo={LIST}
              />
            )}
          </div>
        </form>
      </Card>
    </>
  );
}
