import { KUOTA_CUTI_DEFAULT_HARI, type KuotaCuti, type KuotaCutiPerKaryawan, zKuotaCutiRequest } from '@hadir/contract';
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
import { parseTahun } from './tahun';

/** /kuota-cuti/{id}/add gives the employee {id} a quota; /kuota-cuti/{id}/{kuota_id}/edit changes or deletes one. */
export default function KuotaFormPage() {
  const { id, kuotaId } = useParams();
  const [params] = useSearchParams();
  const back = `/admin/pengaturan/kuota-cuti/${id}`;
  const karyawan = useQuery({
    queryKey: ['kuota-cuti', 'user', id],
    queryFn: () => api.get<KuotaCutiPerKaryawan>(`/kuota-cuti/user/${id}`),
  });
  const form = useForm({
    resolver: zodResolver(zKuotaCutiRequest),
    defaultValues: {
      user_id: Number(id),
      tahun: parseTahun(params.get('tahun')) ?? new Date().getFullYear(),
      total_hari: KUOTA_CUTI_DEFAULT_HARI,
      keterangan: '',
    },
  });
  const { register } = form;
  const {
    detail: kuota,
    save,
    submit,
  } = useRecordForm({
    form,
    resource: 'kuota-cuti',
    id: kuotaId,
    toForm: (k: KuotaCuti) => ({ user_id: k.user_id, tahun: k.tahun, total_hari: k.total_hari, keterangan: k.keterangan ?? '' }),
    // The year and the employee of a quota do not change.
    update: (body) => ({ total_hari: body.total_hari, keterangan: body.keterangan }),
    saved: 'Kuota cuti berhasil disimpan.',
    next: back,
  });

  if (karyawan.isPending || (kuotaId && kuota.isPending)) return <Loading />;
  if (karyawan.isError) return <ErrorState>Karyawan tidak ditemukan.</ErrorState>;
  // A quota of another employee under this employee's address is not theirs to show.
  if (kuotaId && (kuota.isError || kuota.data?.user_id !== Number(id)))
    return <ErrorState>Kuota cuti tidak ditemukan.</ErrorState>;
  const errors = form.formState.errors;
  const { nama, nip } = karyawan.data.karyawan;
  const used = kuota.data ? kuota.data.terpakai + kuota.data.menunggu : 0;
  return (
    <>
      <AdminHeader title={kuotaId ? 'Ubah Kuota Cuti' : 'Tambah Kuota Cuti'} subtitle={`${nama} · NIP ${nip}`} />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Input
            label="Tahun"
            type="number"
            min={2000}
            max={2100}
            readOnly={!!kuotaId}
            {...register('tahun', { valueAsNumber: true })}
            error={errors.tahun?.message}
          />
          <Input
            label="Total Hari"
            type="number"
            min={0}
            max={366}
            step={1}
            {...register('total_hari', { valueAsNumber: true })}
            error={errors.total_hari?.message}
            hint={
              kuotaId
                ? `Hari kerja. Sudah disetujui atau diajukan: ${used} hari.`
                : `Hari kerja. Paling sedikit ${KUOTA_CUTI_DEFAULT_HARI} hari setelah 12 bulan bekerja (UU 13/2003 Pasal 79).`
            }
          />
          <Textarea label="Keterangan" rows={3} {...register('keterangan')} error={errors.keterangan?.message} />
          <FormActions saving={save.isPending} cancelTo={back}>
            {kuota.data && (
              <DeleteButton
                path={`/kuota-cuti/${kuota.data.id}`}
                queryKey="kuota-cuti"
                title="Hapus Kuota Cuti"
                message={`Hapus kuota cuti tahun ${kuota.data.tahun} milik ${nama}?`}
                success="Kuota cuti berhasil dihapus."
                backTo={back}
              />
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
