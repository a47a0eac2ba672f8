import { type Shift, type ShiftForm, type ShiftRequest, zShiftRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Checkbox, Input } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';
import { SHIFT_LIST } from './shiftText';
import { TimeInput } from '../../../ui/DateInput';

const BARU: ShiftForm = {
  nama: '',
  kode: '',
  jam_masuk: '07:00',
  jam_pulang: '15:00',
  istirahat_menit: 60,
  toleransi_terlambat: 0,
  buka_masuk_menit: 120,
  tutup_pulang_menit: 360,
  aktif: true,
};

const minutes = { valueAsNumber: true } as const;

/** /add defines a shift; /{id} changes or deletes it (a shift used in a roster can only be deactivated). */
export default function ShiftFormPage() {
  const { id } = useParams();
  const form = useForm<ShiftForm, unknown, ShiftRequest>({ resolver: zodResolver(zShiftRequest), defaultValues: BARU });
  const { register } = form;
  const { submit, save, gate, detail } = useRecordForm({
    form,
    resource: 'shift',
    id,
    toForm: ({ id: _id, lintas_hari: _l, ...values }: Shift) => values,
    saved: 'Shift berhasil disimpan.',
    next: SHIFT_LIST,
    notFound: 'Shift tidak ditemukan.',
    alsoInvalidate: ['roster'],
  });
  const masuk = form.watch('jam_masuk');
  const pulang = form.watch('jam_pulang');
  if (gate) return gate;
  const errors = form.formState.errors;
  const lintasHari = !!masuk && !!pulang && pulang < masuk;
  return (
    <>
      <AdminHeader title={id ? 'Ubah Shift' : 'Tambah Shift'} />
      <Card className="max-w-3xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label="Nama Shift" {...register('nama')} error={errors.nama?.message} placeholder="Contoh: Pagi" />
            <Input
              label="Kode"
              maxLength={4}
              {...register('kode')}
              error={errors.kode?.message}
              hint="1-4 huruf atau angka, tampil di tabel roster (misalnya P, S, M). L dipakai untuk libur."
            />
            <TimeInput label="Jam Masuk" {...register('jam_masuk')} error={errors.jam_masuk?.message} />
            <TimeInput
              label="Jam Pulang"
              {...register('jam_pulang')}
              error={errors.jam_pulang?.message}
              hint={
                lintasHari
                  ? 'Shift ini berakhir keesokan harinya (lintas hari) dan dihitung pada tanggal mulainya.'
                  : 'Jam pulang lebih awal dari jam masuk berarti shift berakhir keesokan harinya.'
              }
            />
            <Input
              label="Istirahat (menit)"
              type="number"
              min={0}
              max={240}
              step={1}
              {...register('istirahat_menit', minutes)}
              error={errors.istirahat_menit?.message}
              hint="Tidak dihitung sebagai jam kerja."
            />
            <Input
              label="Toleransi Terlambat (menit)"
              type="number"
              min={0}
              max={240}
              step={1}
              {...register('toleransi_terlambat', minutes)}
              error={errors.toleransi_terlambat?.message}
              hint="Masuk setelah jam masuk ditambah toleransi dihitung terlambat."
            />
            <Input
              label="Absen Masuk Dibuka (menit sebelum jam masuk)"
              type="number"
              min={0}
              max={720}
              step={1}
              {...register('buka_masuk_menit', minutes)}
              error={errors.buka_masuk_menit?.message}
              hint="Absen masuk diterima sejak sekian menit sebelum jam masuk."
            />
            <Input
              label="Absen Pulang Ditutup (menit setelah jam pulang)"
              type="number"
              min={0}
              max={720}
              step={1}
              {...register('tutup_pulang_menit', minutes)}
              error={errors.tutup_pulang_menit?.message}
              hint="Absen pulang sampai sekian menit setelah jam pulang masih menutup shift ini."
            />
          </div>
          <Checkbox label="Aktif (dapat dipilih di roster)" {...register('aktif')} />
          <FormActions saving={save.isPending} cancelTo={SHIFT_LIST}>
            {id && detail.data && (
              <DeleteButton
                path={`/shift/${id}`}
                queryKey="shift"
                title="Hapus Shift"
                message={`Hapus shift ${detail.data.nama} (${detail.data.kode})? Shift yang sudah dipakai di roster tidak dapat dihapus; nonaktifkan saja.`}
                success="Shift berhasil dihapus."
                backTo={SHIFT_LIST}
              />
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
