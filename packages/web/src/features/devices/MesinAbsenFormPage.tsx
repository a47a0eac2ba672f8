import { type MesinAbsen, type MesinAbsenForm, type MesinAbsenRequest, zMesinAbsenRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { api } from '../../lib/api';
import { TIME_ZONE_LABELS } from '../../lib/format';
import { Checkbox, Input, Select } from '../../ui/Field';
import { FormActions } from '../../ui/FormActions';
import { Card } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { useRecordForm } from '../../ui/useRecordForm';
import { AttlogImport } from './AttlogImport';
import { MESIN_ABSEN_LIST } from './MesinAbsenListPage';

/** /add registers a terminal; /{id} edits it (deactivating it makes Hadir refuse what it sends). */
export default function MesinAbsenFormPage() {
  const { id } = useParams();
  const lokasi = useQuery({
    queryKey: ['lokasi', 'options'],
    queryFn: () =>
      api.get<{ items: { id: number; nama: string }[] }>('/lokasi', { query: { page: 1, size: 200 } }).then((p) => p.items),
  });
  const form = useForm<MesinAbsenForm, unknown, MesinAbsenRequest>({
    resolver: zodResolver(zMesinAbsenRequest),
    defaultValues: { nomor_seri: '', nama: '', lokasi_id: Number.NaN, zona_waktu: 'Asia/Jakarta', aktif: true },
  });
  const { register } = form;
  const { submit, save, gate } = useRecordForm({
    form,
    resource: 'mesin-absen',
    id,
    toForm: ({ nomor_seri, nama, lokasi_id, zona_waktu, aktif }: MesinAbsen) => ({
      nomor_seri,
      nama,
      lokasi_id,
      zona_waktu,
      aktif,
    }),
    saved: 'Mesin absen berhasil disimpan.',
    next: MESIN_ABSEN_LIST,
    notFound: 'Mesin absen tidak ditemukan.',
  });

  if (gate) return gate;
  const errors = form.formState.errors;
  return (
    <>
      <AdminHeader title={id ? 'Detail Mesin Absen' : 'Tambah Mesin Absen'} />
      <Card className="max-w-xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Input
            label="Nomor Seri"
            {...register('nomor_seri')}
            error={errors.nomor_seri?.message}
            hint="Tertera di menu Info Sistem mesin atau di label belakang mesin."
          />
          <Input label="Nama Mesin" {...register('nama')} error={errors.nama?.message} placeholder="Contoh: Gerbang Utara" />
          <Select label="Lokasi" {...register('lokasi_id', { valueAsNumber: true })} error={errors.lokasi_id?.message}>
            <option value="">Pilih lokasi</option>
            {lokasi.data?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nama}
              </option>
            ))}
          </Select>
          <Select label="Zona Waktu Jam Mesin" {...register('zona_waktu')} error={errors.zona_waktu?.message}>
            {Object.entries(TIME_ZONE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <Checkbox label="Aktif (absen dari mesin ini diterima)" {...register('aktif')} />
          <FormActions saving={save.isPending} cancelTo={MESIN_ABSEN_LIST} />
        </form>
      </Card>
      {id && <AttlogImport mesinId={Number(id)} />}
    </>
  );
}
