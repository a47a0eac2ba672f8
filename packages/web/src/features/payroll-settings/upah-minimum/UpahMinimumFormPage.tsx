import { type UpahMinimum, type UpahMinimumForm, type UpahMinimumRequest, zUpahMinimumRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Input, Select } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';
import { useOptions } from '../grup/queries';
import { UPAH_MINIMUM_LIST } from './UpahMinimumListPage';
import { DateInput } from '../../../ui/DateInput';

/** /add creates; /{id} is the detail, an edit form with 'Hapus'. */
export default function UpahMinimumFormPage() {
  const { id } = useParams();
  const lokasi = useOptions('/lokasi');
  const form = useForm<UpahMinimumForm, unknown, UpahMinimumRequest>({
    resolver: zodResolver(zUpahMinimumRequest),
    defaultValues: { lokasi_id: Number.NaN, berlaku_mulai: '', nominal: Number.NaN, sumber: '' },
  });
  const { register } = form;
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'upah-minimum',
    id,
    toForm: ({ lokasi_id, berlaku_mulai, nominal, sumber }: UpahMinimum) => ({ lokasi_id, berlaku_mulai, nominal, sumber }),
    saved: 'Upah minimum berhasil disimpan.',
    next: UPAH_MINIMUM_LIST,
    notFound: 'Upah minimum tidak ditemukan.',
  });

  if (gate) return gate;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader title={id ? 'Detail Upah Minimum' : 'Tambah Upah Minimum'} />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Select label="Lokasi" {...register('lokasi_id', { valueAsNumber: true })} error={errors.lokasi_id?.message}>
            <option value="">Pilih lokasi</option>
            {lokasi.data?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nama}
              </option>
            ))}
          </Select>
          <DateInput label="Berlaku Mulai" {...register('berlaku_mulai')} error={errors.berlaku_mulai?.message} />
          <Input
            label="Upah Minimum Sebulan (Rp)"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...register('nominal', { valueAsNumber: true })}
            error={errors.nominal?.message}
          />
          <Input
            label="Sumber"
            {...register('sumber')}
            error={errors.sumber?.message}
            hint="Keputusan gubernur yang menetapkan UMK/UMP, dipakai sebagai rujukan di slip gaji."
            placeholder="Contoh: Keputusan Gubernur DKI Jakarta No. ... Tahun 2025"
          />
          <FormActions saving={save.isPending} cancelTo={UPAH_MINIMUM_LIST}>
            {id && detail.data && (
              <DeleteButton
                path={`/upah-minimum/${id}`}
                queryKey="upah-minimum"
                title="Hapus Upah Minimum"
                message={`Hapus upah minimum ${detail.data.lokasi} yang berlaku mulai ${formatLongDate(detail.data.berlaku_mulai)}?`}
                success="Upah minimum berhasil dihapus."
                backTo={UPAH_MINIMUM_LIST}
              />
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
