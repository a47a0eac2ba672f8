import { ADMIN_SECTION_LABELS, ADMIN_SECTIONS, type AdminSection, type Role, zRoleRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { DeleteButton } from '../../ui/DeleteButton';
import { Checkbox, Input } from '../../ui/Field';
import { FormActions } from '../../ui/FormActions';
import { Card } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { useRecordForm } from '../../ui/useRecordForm';
import { sectionsText } from './sections';

const LIST = '/admin/role-management';

/** /add creates a custom role; /{id} edits one with 'Hapus', or shows a built-in role read-only. */
export default function RoleFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(zRoleRequest), defaultValues: { nama: '', bagian: [] as AdminSection[] } });
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'roles',
    id,
    toForm: (r: Role) => ({ nama: r.nama, bagian: r.bagian }),
    saved: 'Role berhasil disimpan.',
    next: LIST,
    notFound: 'Role tidak ditemukan.',
  });

  if (gate) return gate;
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
        <form className="space-y-4" noValidate onSubmit={submit}>
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
          <FormActions saving={save.isPending} cancelTo={LIST}>
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
          </FormActions>
        </form>
      </Card>
    </>
  );
}
