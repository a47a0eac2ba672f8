import {
  CARA_HITUNG,
  JENIS_KOMPONEN,
  type KomponenGaji,
  type KomponenGajiForm,
  LABEL_CARA_HITUNG,
  LABEL_JENIS,
  pakaiNilai,
  zKomponenGajiRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
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
import { NilaiInput } from '../NilaiInput';
import { AktifBadge, caraHitungText, LIST_KOMPONEN, yaTidak } from '../labels';

const EMPTY: KomponenGajiForm = {
  nama: '',
  jenis: 'pendapatan',
  cara_hitung: 'tetap',
  nilai_default: null,
  sumber_otomatis: null,
  objek_pajak: true,
  aktif: true,
  keterangan: '',
};

const toForm = (k: KomponenGaji): KomponenGajiForm => ({
  nama: k.nama,
  jenis: k.jenis,
  cara_hitung: k.cara_hitung,
  nilai_default: k.nilai_default,
  sumber_otomatis: k.sumber_otomatis,
  objek_pajak: k.objek_pajak,
  aktif: k.aktif,
  keterangan: k.keterangan ?? '',
});

/** Ways of computing a person may choose; 'otomatis' belongs to the system components. */
const PILIHAN_CARA = CARA_HITUNG.filter((c) => c !== 'otomatis');

function Fakta({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <div className="text-sm font-medium text-slate-700">{label}</div>
      <div className="text-sm text-slate-900">{children}</div>
    </div>
  );
}

/** /add creates; /{id} is the detail: an edit form, activate/deactivate, and 'Hapus' for a company component. */
export default function KomponenFormPage() {
  const { id } = useParams();
  const form = useForm({ resolver: zodResolver(zKomponenGajiRequest), defaultValues: EMPTY });
  const { register, watch, setValue, control } = form;
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'komponen-gaji',
    id,
    toForm,
    saved: 'Komponen gaji berhasil disimpan.',
    next: LIST_KOMPONEN,
    notFound: 'Komponen gaji tidak ditemukan.',
  });

  const toggle = useMutation({
    mutationFn: (k: KomponenGaji) => api.put<KomponenGaji>(`/komponen-gaji/${k.id}`, { ...toForm(k), aktif: !k.aktif }),
    onSuccess: async (saved) => {
      toast.success(saved.aktif ? 'Komponen gaji diaktifkan kembali.' : 'Komponen gaji dinonaktifkan.');
      await queryClient.invalidateQueries({ queryKey: ['komponen-gaji'] });
    },
  });

  if (gate) return gate;
  const errors = form.formState.errors;
  const current = detail.data;
  const bawaan = !!current?.bawaan;
  const cara = watch('cara_hitung');
  return (
    <>
      <AdminHeader
        title={id ? 'Detail Komponen Gaji' : 'Tambah Komponen Gaji'}
        subtitle={
          current && (
            <span className="inline-flex items-center gap-2">
              <AktifBadge aktif={current.aktif} />
              {bawaan && 'Komponen bawaan sistem: nama, nilai default, keterangan dan status dapat diubah, tidak dapat dihapus.'}
            </span>
          )
        }
      />
      <Card className="max-w-2xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Input label="Nama Komponen" {...register('nama')} error={errors.nama?.message} autoFocus={!id} />
          {bawaan && current ? (
            <div className="grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">
              <Fakta label="Jenis">{LABEL_JENIS[current.jenis]}</Fakta>
              <Fakta label="Cara Hitung">{caraHitungText(current)}</Fakta>
              <Fakta label="Objek Pajak">{yaTidak(current.objek_pajak)}</Fakta>
            </div>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <Select label="Jenis" {...register('jenis')} error={errors.jenis?.message}>
                  {JENIS_KOMPONEN.map((j) => (
                    <option key={j} value={j}>
                      {LABEL_JENIS[j]}
                    </option>
                  ))}
                </Select>
                <Select
                  label="Cara Hitung"
                  {...register('cara_hitung', { onChange: () => setValue('nilai_default', null) })}
                  error={errors.cara_hitung?.message}
                >
                  {PILIHAN_CARA.map((c) => (
                    <option key={c} value={c}>
                      {LABEL_CARA_HITUNG[c]}
                    </option>
                  ))}
                </Select>
              </div>
              <Checkbox
                label={
                  watch('jenis') === 'potongan'
                    ? 'Objek pajak (mengurangi penghasilan bruto PPh 21)'
                    : 'Objek pajak (dihitung dalam penghasilan bruto PPh 21)'
                }
                {...register('objek_pajak')}
              />
            </>
          )}
          {pakaiNilai(cara) ? (
            <Controller
              control={control}
              name="nilai_default"
              render={({ field }) => (
                <NilaiInput
                  key={cara}
                  cara={cara}
                  label="Nilai Default"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.nilai_default?.message}
                />
              )}
            />
          ) : (
            <p className="text-sm text-slate-600">
              {cara === 'per_jam_lembur'
                ? 'Dihitung dari lembur yang disetujui: upah sejam = 1/173 upah sebulan, dikali pengali tiap jam (PP 35/2021).'
                : 'Nilainya dihitung sistem setiap penggajian.'}
            </p>
          )}
          <Checkbox label="Aktif (dihitung dalam penggajian)" {...register('aktif')} />
          <Textarea label="Keterangan" {...register('keterangan')} error={errors.keterangan?.message} rows={3} />
          <FormActions saving={save.isPending} cancelTo={LIST_KOMPONEN}>
            {current && (
              <div className="flex gap-2">
                <Button variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate(current)}>
                  {current.aktif ? 'Nonaktifkan' : 'Aktifkan'}
                </Button>
                {!bawaan && (
                  <DeleteButton
                    path={`/komponen-gaji/${current.id}`}
                    queryKey="komponen-gaji"
                    title="Hapus Komponen Gaji"
                    message={`Hapus komponen gaji "${current.nama}"?`}
                    success="Komponen gaji berhasil dihapus."
                    backTo={LIST_KOMPONEN}
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
