import { type Lokasi, ZONA_WAKTU, zLokasiRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { TIME_ZONE_LABELS } from '../../../lib/format';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Input, Select, Textarea } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';
import { CoordinateTools } from './CoordinateTools';
import { DateInput } from '../../../ui/DateInput';

// Leaflet only loads with the map, after the form shows.
const LokasiMap = lazy(() => import('./LokasiMap'));

const LIST = '/admin/pengaturan/lokasi';

/** /add creates; /{id} is the detail, an edit form with 'Hapus'. */
export default function LokasiFormPage() {
  const { id } = useParams();
  const form = useForm({
    resolver: zodResolver(zLokasiRequest),
    defaultValues: { nama: '', alamat: '', radius: 100, zona_waktu: 'Asia/Jakarta', mulai_hadir: '' },
  });
  const { register, setValue, watch } = form;
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'lokasi',
    id,
    toForm: ({ nama, alamat, latitude, longitude, radius, zona_waktu, mulai_hadir }: Lokasi) => ({
      nama,
      alamat: alamat ?? '',
      latitude,
      longitude,
      radius,
      zona_waktu,
      mulai_hadir: mulai_hadir ?? '',
    }),
    saved: 'Lokasi berhasil disimpan.',
    next: LIST,
    notFound: 'Lokasi tidak ditemukan.',
  });

  if (gate) return gate;
  const errors = form.formState.errors;
  const setCoordinate = (field: 'latitude' | 'longitude', value: number) =>
    setValue(field, value, { shouldValidate: true, shouldDirty: true });
  return (
    <>
      <AdminHeader
        title={id ? 'Detail Lokasi' : 'Tambah Lokasi'}
        subtitle={id && detail.data ? `Dipakai oleh ${detail.data.jumlah_karyawan} karyawan aktif` : undefined}
      />
      <Card className="max-w-2xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Input label="Nama Lokasi" {...register('nama')} error={errors.nama?.message} />
          <Textarea label="Alamat" {...register('alamat')} error={errors.alamat?.message} rows={2} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="Latitude"
              type="number"
              step="any"
              inputMode="decimal"
              {...register('latitude', { valueAsNumber: true })}
              error={errors.latitude?.message}
              hint="Contoh: -6.2088"
            />
            <Input
              label="Longitude"
              type="number"
              step="any"
              inputMode="decimal"
              {...register('longitude', { valueAsNumber: true })}
              error={errors.longitude?.message}
              hint="Contoh: 106.8456"
            />
          </div>
          <CoordinateTools latitude={watch('latitude')} longitude={watch('longitude')} onLocate={setCoordinate} />
          <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-slate-100" />}>
            <LokasiMap
              latitude={watch('latitude')}
              longitude={watch('longitude')}
              radius={watch('radius')}
              onPick={(lat, lng) => {
                setCoordinate('latitude', lat);
                setCoordinate('longitude', lng);
              }}
            />
          </Suspense>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="Radius (meter)"
              type="number"
              min={10}
              max={100000}
              step={1}
              {...register('radius', { valueAsNumber: true })}
              error={errors.radius?.message}
              hint="Jarak maksimal dari titik lokasi saat absen."
            />
            <Select label="Zona Waktu" {...register('zona_waktu')} error={errors.zona_waktu?.message}>
              {ZONA_WAKTU.map((zone) => (
                <option key={zone} value={zone}>
                  {TIME_ZONE_LABELS[zone]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateInput
              label="Mulai Menggunakan Hadir"
              {...register('mulai_hadir')}
              error={errors.mulai_hadir?.message}
              hint="Isi bila lokasi ini mulai memakai Hadir setelah perusahaan. Hari sebelum tanggal ini tidak dihitung alpha, terlambat, atau tidak lengkap."
            />
          </div>
          <FormActions saving={save.isPending} cancelTo={LIST}>
            {id && detail.data && (
              <DeleteButton
                path={`/lokasi/${id}`}
                queryKey="lokasi"
                title="Hapus Lokasi"
                message={`Hapus lokasi "${detail.data.nama}"?`}
                success="Lokasi berhasil dihapus."
                backTo={LIST}
              />
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
