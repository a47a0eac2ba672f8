import {
  KUOTA_CUTI_DEFAULT_HARI,
  type KuotaCuti,
  type KuotaCutiPerKaryawan,
  type KuotaCutiRequest,
  zKuotaCutiRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { showServerErrors } from '../../../lib/serverErrors';
import { Button } from '../../../ui/Button';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Input, Textarea } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { parseTahun } from './tahun';

/** /kuota-cuti/{id}/add gives the employee {id} a quota; /kuota-cuti/{id}/{kuota_id}/edit changes or deletes one. */
export default function KuotaFormPage() {
  const { id, kuotaId } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = `/admin/pengaturan/kuota-cuti/${id}`;
  const karyawan = useQuery({
    queryKey: ['kuota-cuti', 'user', id],
    queryFn: () => api.get<KuotaCutiPerKaryawan>(`/kuota-cuti/user/${id}`),
  });
  const kuota = useQuery({
    queryKey: ['kuota-cuti', kuotaId],
    queryFn: () => api.get<KuotaCuti>(`/kuota-cuti/${kuotaId}`),
    enabled: !!kuotaId,
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
  const { reset, register } = form;
  useEffect(() => {
    if (kuota.data) {
      const k = kuota.data;
      reset({ user_id: k.user_id, tahun: k.tahun, total_hari: k.total_hari, keterangan: k.keterangan ?? '' });
    }
  }, [kuota.data, reset]);

  const save = useMutation({
    mutationFn: (body: KuotaCutiRequest) =>
      kuotaId
        ? api.put<KuotaCuti>(`/kuota-cuti/${kuotaId}`, { total_hari: body.total_hari, keterangan: body.keterangan })
        : api.post<KuotaCuti>('/kuota-cuti', body),
    onSuccess: async () => {
      toast.success('Kuota cuti berhasil disimpan.');
      await queryClient.invalidateQueries({ queryKey: ['kuota-cuti'] });
      navigate(back);
    },
    onError: (err) => showServerErrors(err, form.setError),
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
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
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
          <div className="flex flex-wrap justify-between gap-2 pt-2">
            <div className="flex gap-2">
              <Button type="submit" loading={save.isPending}>
                Simpan
              </Button>
              <Button variant="secondary" onClick={() => navigate(back)}>
                Batal
              </Button>
            </div>
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
          </div>
        </form>
      </Card>
    </>
  );
}
