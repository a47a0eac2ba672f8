import { type Lokasi, type LokasiRequest, ZONA_WAKTU, zLokasiRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { TIME_ZONE_LABELS } from '../../../lib/format';
import { queryClient } from '../../../lib/query';
import { Button } from '../../../ui/Button';
import { Input, Select, Textarea } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { DeleteButton } from '../../../ui/DeleteButton';
import { showServerErrors } from '../../../lib/serverErrors';
import { CoordinateTools } from './CoordinateTools';

const LIST = '/admin/pengaturan/lokasi';

/** /add creates; /{id} is the detail, an edit form with 'Hapus'. */
export default function LokasiFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: ['lokasi', id], queryFn: () => api.get<Lokasi>(`/lokasi/${id}`), enabled: !!id });
  const form = useForm({
    resolver: zodResolver(zLokasiRequest),
    defaultValues: { nama: '', alamat: '', radius: 100, zona_waktu: 'Asia/Jakarta' },
  });
  const { reset, register, setValue, watch } = form;
  useEffect(() => {
    if (!detail.data) return;
    const { nama, alamat, latitude, longitude, radius, zona_waktu } = detail.data;
    reset({ nama, alamat: alamat ?? '', latitude, longitude, radius, zona_waktu });
  }, [detail.data, reset]);

  const save = useMutation({
    mutationFn: (body: LokasiRequest) => (id ? api.put<Lokasi>(`/lokasi/${id}`, body) : api.post<Lokasi>('/lokasi', body)),
    onSuccess: async () => {
      toast.success('Lokasi berhasil disimpan.');
      await queryClient.invalidateQueries({ queryKey: ['lokasi'] });
      navigate(LIST);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (id && detail.isPending) return <Loading />;
  if (id && detail.isError) return <ErrorState>Lokasi tidak ditemukan.</ErrorState>;
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
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
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
          <div className="flex flex-wrap justify-between gap-2 pt-2">
            <div className="flex gap-2">
              <Button type="submit" loading={save.isPending}>
                Simpan
              </Button>
              <Button variant="secondary" onClick={() => navigate(LIST)}>
                Batal
              </Button>
            </div>
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
          </div>
        </form>
      </Card>
    </>
  );
}
