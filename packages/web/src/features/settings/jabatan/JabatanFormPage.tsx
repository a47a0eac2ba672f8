import { type Jabatan, zJabatanRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Input } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';

const LIST = '/admin/pengaturan/jabatan';

/** /add creates; /{id} is the detail, an edit form with 'Hapus'. */
export default function JabatanFormPage() {
  const { id } = useParams();
  const form = useForm({ resolver: zodResolver(zJabatanRequest), defaultValues: { nama: '' } });
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'jabatan',
    id,
    toForm: (j: Jabatan) => ({ nama: j.nama }),
    saved: 'Jabatan berhasil disimpan.',
    next: LIST,
    notFound: 'Jabatan tidak ditemukan.',
  });

  if (gate) return gate;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader
        title={id ? 'Detail Jabatan' : 'Tambah Jabatan'}
        subtitle={id && detail.data ? `Dipakai oleh ${detail.data.jumlah_karyawan} karyawan aktif` : undefined}
      />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Input label="Nama Jabatan" {...form.register('nama')} error={errors.nama?.message} autoFocus={!id} />
          <FormActions saving={save.isPending} cancelTo={LIST}>
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
          </FormActions>
        </form>
      </Card>
    </>
  );
}
