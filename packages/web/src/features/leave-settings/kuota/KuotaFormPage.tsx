import { type KuotaCutiPerKaryawan, type PenyesuaianCuti, zPenyesuaianCutiRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Input, Textarea } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';
import { namaPeriode } from './periode';

/**
 * /kuota-cuti/{id}/add records an adjustment of employee {id}'s annual leave; /kuota-cuti/{id}/{kuota_id}/edit
 * changes or deletes one ({kuota_id} is the adjustment's id).
 */
export default function KuotaFormPage() {
  const { id, kuotaId } = useParams();
  const [params] = useSearchParams();
  const back = `/admin/pengaturan/kuota-cuti/${id}`;
  const karyawan = useQuery({
    queryKey: ['kuota-cuti', 'user', id],
    queryFn: () => api.get<KuotaCutiPerKaryawan>(`/kuota-cuti/user/${id}`),
  });
  const periodeParam = Number(params.get('periode'));
  const form = useForm({
    resolver: zodResolver(zPenyesuaianCutiRequest),
    defaultValues: {
      user_id: Number(id),
      periode: Number.isInteger(periodeParam) && periodeParam >= 2000 ? periodeParam : new Date().getFullYear(),
      alasan: '',
    },
  });
  const { register } = form;
  const {
    detail: penyesuaian,
    save,
    submit,
  } = useRecordForm({
    form,
    resource: 'kuota-cuti/penyesuaian',
    id: kuotaId,
    toForm: (p: PenyesuaianCuti) => ({ user_id: p.user_id, periode: p.periode, hari: p.hari, alasan: p.alasan }),
    // The employee of an adjustment does not change.
    update: ({ periode, hari, alasan }) => ({ periode, hari, alasan }),
    saved: 'Penyesuaian cuti berhasil disimpan.',
    next: back,
    alsoInvalidate: ['kuota-cuti'],
  });

  if (karyawan.isPending || (kuotaId && penyesuaian.isPending)) return <Loading />;
  if (karyawan.isError) return <ErrorState>Karyawan tidak ditemukan.</ErrorState>;
  // An adjustment of another employee under this employee's address is not theirs to show.
  if (kuotaId && (penyesuaian.isError || penyesuaian.data?.user_id !== Number(id)))
    return <ErrorState>Penyesuaian cuti tidak ditemukan.</ErrorState>;
  const errors = form.formState.errors;
  const { karyawan: orang, items, periode_berjalan } = karyawan.data;
  const berjalan = items.find((p) => p.periode === periode_berjalan);
  return (
    <>
      <AdminHeader
        title={kuotaId ? 'Ubah Penyesuaian Cuti' : 'Tambah Penyesuaian Cuti'}
        subtitle={`${orang.nama} · NIP ${orang.nip}`}
      />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Input
            label="Periode"
            type="number"
            min={2000}
            max={2100}
            hint={`Tahun awal periode. Periode berjalan: ${berjalan ? namaPeriode(berjalan) : periode_berjalan}, sisa ${berjalan?.sisa ?? 0} hari.`}
            {...register('periode', { valueAsNumber: true })}
            error={errors.periode?.message}
          />
          <Input
            label="Jumlah Hari"
            type="number"
            min={-366}
            max={366}
            step={1}
            hint="Hari kerja. Positif menambah cuti (misalnya saldo dari sistem lama), negatif mengurangi."
            {...register('hari', { valueAsNumber: true })}
            error={errors.hari?.message}
          />
          <Textarea label="Alasan" rows={3} {...register('alasan')} error={errors.alasan?.message} />
          <FormActions saving={save.isPending} cancelTo={back}>
            {penyesuaian.data && (
              <DeleteButton
                path={`/kuota-cuti/penyesuaian/${penyesuaian.data.id}`}
                queryKey="kuota-cuti"
                title="Hapus Penyesuaian Cuti"
                message={`Hapus penyesuaian ${penyesuaian.data.hari} hari milik ${orang.nama}?`}
                success="Penyesuaian cuti berhasil dihapus."
                backTo={back}
              />
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
