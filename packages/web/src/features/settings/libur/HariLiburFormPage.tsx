import { type HariLibur, zHariLiburRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Checkbox, Input } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';
import { DateInput } from '../../../ui/DateInput';

const LIST = '/admin/pengaturan/hari-libur';

/** /add creates; /{id} is the detail, an edit form with 'Hapus'. */
export default function HariLiburFormPage() {
  const { id } = useParams();
  const form = useForm({
    resolver: zodResolver(zHariLiburRequest),
    defaultValues: { tanggal: '', nama: '', cuti_bersama: false },
  });
  const { register } = form;
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'hari-libur',
    id,
    toForm: (h: HariLibur) => ({ tanggal: h.tanggal, nama: h.nama, cuti_bersama: h.cuti_bersama }),
    saved: 'Hari libur berhasil disimpan.',
    // Back to the list of the holiday's own year, so that it is there to see.
    next: (saved) => `${LIST}?tahun=${saved.tanggal.slice(0, 4)}`,
    notFound: 'Hari libur tidak ditemukan.',
  });

  if (gate) return gate;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader title={id ? 'Detail Hari Libur' : 'Tambah Hari Libur'} />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <DateInput label="Tanggal" {...register('tanggal')} error={errors.tanggal?.message} />
          <Input
            label="Nama Hari Libur"
            {...register('nama')}
            error={errors.nama?.message}
            placeholder="Contoh: Hari Kemerdekaan RI"
          />
          <div>
            <Checkbox label="Cuti bersama" {...register('cuti_bersama')} />
            <p className="mt-1 text-xs text-slate-500">
              Hari cuti bersama yang ditetapkan pemerintah; dapat memotong cuti tahunan sesuai pengaturan cuti.
            </p>
          </div>
          <FormActions saving={save.isPending} cancelTo={LIST}>
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
          </FormActions>
        </form>
      </Card>
    </>
  );
}
