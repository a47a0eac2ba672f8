import {
  type HargaBoronganDetail,
  type HargaBoronganForm,
  type HargaBoronganRequest,
  TIPE_PEKERJAAN,
  zHargaBoronganRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { formatDate, formatDateTime, formatRupiah } from '../../../lib/format';
import { queryClient } from '../../../lib/query';
import { showServerErrors } from '../../../lib/serverErrors';
import { Button } from '../../../ui/Button';
import { type Column, DataTable } from '../../../ui/DataTable';
import { Input, Select } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { ConfirmDialog } from '../../../ui/Modal';
import { AdminHeader } from '../../../ui/PageHeader';
import { localDate, tipeLabel } from '../format';
import { AktifBadge } from './AktifBadge';
import { DateInput } from '../../../ui/DateInput';

const LIST = '/admin/pengaturan/harga-harian-borongan';

type Riwayat = HargaBoronganDetail['riwayat_harga'][number];
const HISTORY: Column<Riwayat>[] = [
  { header: 'Berlaku Mulai', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.berlaku_mulai)}</span> },
  { header: 'Harga per Satuan', className: 'text-right', cell: (r) => formatRupiah(r.harga) },
  { header: 'Diubah oleh', cell: (r) => r.dibuat_oleh ?? '-' },
  { header: 'Dicatat', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.dibuat_pada)}</span> },
];

const toForm = (h: HargaBoronganDetail): HargaBoronganForm => ({
  nama: h.nama,
  satuan: h.satuan,
  tipe: h.tipe,
  harga: h.harga ?? h.harga_berikutnya ?? Number.NaN,
  berlaku_mulai: localDate(),
});

/** /add creates a job with its first price; /{id} edits it (a new price is dated), shows its price history, deactivates. */
export default function HargaFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({
    queryKey: ['harga-borongan', id],
    queryFn: () => api.get<HargaBoronganDetail>(`/harga-borongan/${id}`),
    enabled: !!id,
  });
  const form = useForm<HargaBoronganForm, unknown, HargaBoronganRequest>({
    resolver: zodResolver(zHargaBoronganRequest),
    defaultValues: { nama: '', satuan: '', tipe: 'borongan', harga: Number.NaN, berlaku_mulai: localDate() },
  });
  const { reset, register } = form;
  useEffect(() => {
    if (detail.data) reset(toForm(detail.data));
  }, [detail.data, reset]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['harga-borongan'] });
  const save = useMutation({
    mutationFn: (body: HargaBoronganRequest) =>
      id ? api.put<HargaBoronganDetail>(`/harga-borongan/${id}`, body) : api.post<HargaBoronganDetail>('/harga-borongan', body),
    onSuccess: async () => {
      toast.success('Harga harian/borongan berhasil disimpan.');
      await refresh();
      navigate(LIST);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });
  const deactivate = useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/harga-borongan/${id}`),
    onSuccess: async (res) => {
      toast.success(res.message);
      await refresh();
    },
    onSettled: () => setConfirming(false),
  });
  const activate = useMutation({
    mutationFn: (h: HargaBoronganDetail) =>
      // The price stays as it is: sent as the one already in force (or already scheduled) on its date.
      api.put<HargaBoronganDetail>(`/harga-borongan/${h.id}`, {
        ...toForm(h),
        berlaku_mulai: h.harga == null ? h.berlaku_berikutnya : null,
        aktif: true,
      }),
    onSuccess: async () => {
      toast.success('Pekerjaan diaktifkan kembali.');
      await refresh();
    },
  });

  if (id && detail.isPending) return <Loading />;
  if (id && detail.isError) return <ErrorState>Harga pekerjaan tidak ditemukan.</ErrorState>;
  const errors = form.formState.errors;
  const current = detail.data;
  return (
    <>
      <AdminHeader
        title={id ? 'Detail Harga Harian/Borongan' : 'Tambah Harga Harian/Borongan'}
        subtitle={current && <AktifBadge aktif={current.aktif} />}
      />
      <div className="max-w-2xl space-y-4">
        <Card>
          <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
            <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
              <Input label="Nama Pekerjaan" {...register('nama')} error={errors.nama?.message} autoFocus={!id} />
              <Input label="Satuan" {...register('satuan')} error={errors.satuan?.message} hint="Mis. kg, potong, hari." />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Select label="Tipe" {...register('tipe')} error={errors.tipe?.message}>
                {TIPE_PEKERJAAN.map((t) => (
                  <option key={t} value={t}>
                    {tipeLabel(t)}
                  </option>
                ))}
              </Select>
              <Input
                label="Harga per Satuan (Rp)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register('harga', { valueAsNumber: true })}
                error={errors.harga?.message}
              />
              <DateInput label="Berlaku Mulai" {...register('berlaku_mulai')} error={errors.berlaku_mulai?.message} />
            </div>
            <p className="text-xs text-slate-500">
              Harga baru berlaku mulai tanggal tersebut. Absensi yang sudah diinput tetap memakai harga pada tanggalnya.
            </p>
            <div className="flex flex-wrap justify-between gap-2 pt-2">
              <div className="flex gap-2">
                <Button type="submit" loading={save.isPending}>
                  Simpan
                </Button>
                <Button variant="secondary" onClick={() => navigate(LIST)}>
                  Batal
                </Button>
              </div>
              {current &&
                (current.aktif ? (
                  <Button variant="danger" onClick={() => setConfirming(true)}>
                    Nonaktifkan
                  </Button>
                ) : (
                  <Button variant="secondary" loading={activate.isPending} onClick={() => activate.mutate(current)}>
                    Aktifkan
                  </Button>
                ))}
            </div>
          </form>
        </Card>
        {current && (
          <Card className="space-y-2">
            <h2 className="font-semibold text-slate-900">Riwayat Harga</h2>
            <DataTable columns={HISTORY} rows={current.riwayat_harga} rowKey={(r) => r.berlaku_mulai} />
          </Card>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Nonaktifkan Pekerjaan"
        message={`Nonaktifkan "${current?.nama}"? Pekerjaan ini tidak dapat dipilih lagi untuk absensi baru; riwayat dan upah yang sudah tercatat tetap tersimpan.`}
        confirmText="Nonaktifkan"
        busy={deactivate.isPending}
        onConfirm={() => deactivate.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
