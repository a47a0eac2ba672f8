import { JENIS_KELAMIN, type JenisIzin, type JenisIzinForm, zJenisIzinRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { Button } from '../../../ui/Button';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Checkbox, Input, Select, Textarea } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';
import { AktifBadge } from './labels';

const LIST = '/admin/pengaturan/jenis-izin';

const EMPTY: JenisIzinForm = {
  nama: '',
  kode: '',
  berbayar: true,
  potong_kuota: false,
  wajib_lampiran: false,
  maks_hari: null,
  aktif: true,
  keterangan: '',
  jenis_kelamin: '',
};

const toForm = (j: JenisIzin): JenisIzinForm => ({
  nama: j.nama,
  kode: j.kode ?? '',
  berbayar: j.berbayar,
  potong_kuota: j.potong_kuota,
  wajib_lampiran: j.wajib_lampiran,
  maks_hari: j.maks_hari,
  aktif: j.aktif,
  keterangan: j.keterangan ?? '',
  jenis_kelamin: j.jenis_kelamin ?? '',
});

/** An empty number field means "no limit". */
const toMaksHari = (v: unknown) => (v === '' || v == null ? null : Number(v));

/** /add creates; /{id} is the detail: an edit form, activate/deactivate, and 'Hapus' for a type of the company's own. */
export default function JenisIzinFormPage() {
  const { id } = useParams();
  const form = useForm({ resolver: zodResolver(zJenisIzinRequest), defaultValues: EMPTY });
  const { register } = form;
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'jenis-izin',
    id,
    toForm,
    saved: 'Jenis izin berhasil disimpan.',
    next: LIST,
    notFound: 'Jenis izin tidak ditemukan.',
  });

  const toggle = useMutation({
    mutationFn: (j: JenisIzin) => api.put<JenisIzin>(`/jenis-izin/${j.id}`, { ...toForm(j), aktif: !j.aktif }),
    onSuccess: async (saved) => {
      toast.success(saved.aktif ? 'Jenis izin diaktifkan kembali.' : 'Jenis izin dinonaktifkan.');
      await queryClient.invalidateQueries({ queryKey: ['jenis-izin'] });
    },
  });

  if (gate) return gate;
  const errors = form.formState.errors;
  const current = detail.data;
  return (
    <>
      <AdminHeader
        title={id ? 'Detail Jenis Izin' : 'Tambah Jenis Izin'}
        subtitle={
          current && (
            <span className="inline-flex items-center gap-2">
              <AktifBadge aktif={current.aktif} />
              {current.bawaan && 'Jenis izin bawaan sesuai undang-undang: dapat diubah atau dinonaktifkan, tidak dapat dihapus.'}
            </span>
          )
        }
      />
      <Card className="max-w-2xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <Input label="Nama Jenis Izin" {...register('nama')} error={errors.nama?.message} autoFocus={!id} />
            <Input label="Kode" {...register('kode')} error={errors.kode?.message} hint="Opsional, mis. CT." />
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">Ketentuan</legend>
            <div className="flex flex-col gap-2">
              <Checkbox label="Berbayar (upah tetap dibayar)" {...register('berbayar')} />
              <Checkbox label="Memotong kuota cuti tahunan" {...register('potong_kuota')} />
              {errors.potong_kuota && (
                <p className="text-xs text-red-600" role="alert">
                  {errors.potong_kuota.message}
                </p>
              )}
              <Checkbox label="Wajib melampirkan dokumen" {...register('wajib_lampiran')} />
              <Checkbox label="Aktif (dapat dipilih karyawan)" {...register('aktif')} />
            </div>
          </fieldset>
          <Input
            label="Maksimal Hari Kerja per Pengajuan"
            type="number"
            min={1}
            max={366}
            step={1}
            {...register('maks_hari', { setValueAs: toMaksHari })}
            error={errors.maks_hari?.message}
            hint="Kosongkan bila tanpa batas. Hanya hari kerja yang dihitung."
          />
          <Select
            label="Khusus Jenis Kelamin"
            {...register('jenis_kelamin')}
            error={errors.jenis_kelamin?.message}
            hint="Karyawan dengan jenis kelamin lain tidak dapat memilih jenis izin ini, mis. cuti melahirkan hanya untuk perempuan."
          >
            <option value="">Semua karyawan</option>
            {JENIS_KELAMIN.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
          <Textarea label="Keterangan" {...register('keterangan')} error={errors.keterangan?.message} rows={3} />
          <FormActions saving={save.isPending} cancelTo={LIST}>
            {current && (
              <div className="flex gap-2">
                <Button variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate(current)}>
                  {current.aktif ? 'Nonaktifkan' : 'Aktifkan'}
                </Button>
                {!current.bawaan && (
                  <DeleteButton
                    path={`/jenis-izin/${current.id}`}
                    queryKey="jenis-izin"
                    title="Hapus Jenis Izin"
                    message={`Hapus jenis izin "${current.nama}"?`}
                    success="Jenis izin berhasil dihapus."
                    backTo={LIST}
                  />
                )}
              </div>
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
