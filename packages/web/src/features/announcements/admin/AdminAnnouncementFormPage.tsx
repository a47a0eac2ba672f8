import { PENGUMUMAN_LAMPIRAN_MAX, type PengumumanDetail, type UploadedFile, zDate, zPengumumanRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ApiError, api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { AttachmentPicker } from '../../../ui/AttachmentPicker';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { Input } from '../../../ui/Field';
import { ConfirmDialog } from '../../../ui/Modal';
import { AdminHeader } from '../../../ui/PageHeader';
import { localToday } from './localToday';
import { DateInput } from '../../../ui/DateInput';

// The form always sends a date (today by default); the API would also accept none.
const zForm = zPengumumanRequest.extend({
  tanggal_terbit: z.string().min(1, 'Tanggal terbit wajib diisi.').pipe(zDate),
});
type FormValues = z.input<typeof zForm>;
type FormOutput = z.output<typeof zForm>;
const FIELDS = ['judul', 'isi', 'tanggal_terbit', 'lampiran_ids'] as const;

const ISI_HINT = 'Gunakan tombol di atas untuk teks tebal, miring, tajuk, daftar, kutipan dan tautan.';

// The editor (Tiptap) loads with this form only.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export default function AdminAnnouncementFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const existing = useQuery({
    queryKey: ['pengumuman', 'admin', 'detail', id],
    queryFn: () => api.get<PengumumanDetail>(`/pengumuman/admin/${id}`),
    enabled: editing,
  });
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(zForm),
    defaultValues: { judul: '', isi: '', tanggal_terbit: localToday() },
  });
  const { register, handleSubmit, reset, setError, formState, control } = form;
  useEffect(() => {
    if (existing.data) {
      const { judul, isi, tanggal_terbit, lampiran } = existing.data;
      reset({ judul, isi, tanggal_terbit });
      setFiles(lampiran);
    }
  }, [existing.data, reset]);

  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: ['pengumuman'] });
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    toast.success(message);
    navigate('/admin/pengumuman');
  };
  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      const body = { ...values, lampiran_ids: files.map((f) => f.id) };
      return editing
        ? api.put<PengumumanDetail>(`/pengumuman/admin/${id}`, body)
        : api.post<PengumumanDetail>('/pengumuman/admin', body);
    },
    onSuccess: () => done('Pengumuman berhasil disimpan.'),
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      for (const field of FIELDS) {
        const message = err.errors?.[field];
        if (message) setError(field, { message });
      }
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`/pengumuman/admin/${id}`),
    onSuccess: () => done('Pengumuman berhasil dihapus.'),
    onSettled: () => setConfirming(false),
  });

  const title = editing ? 'Ubah Pengumuman' : 'Tambah Pengumuman';
  if (editing && existing.isPending) return <Loading />;
  if (editing && existing.isError) return <ErrorState>Pengumuman tidak dapat dimuat.</ErrorState>;
  return (
    <div>
      <AdminHeader
        title={title}
        subtitle={
          existing.data &&
          `Dibuat ${formatDateTime(existing.data.date_created)}${existing.data.pembuat ? ` oleh ${existing.data.pembuat}` : ''}`
        }
      />
      <Card>
        <form className="max-w-3xl space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
          <Input label="Judul" maxLength={200} error={formState.errors.judul?.message} {...register('judul')} />
          <div className="max-w-xs">
            <DateInput
              label="Tanggal Terbit"
              hint="Karyawan melihat pengumuman mulai tanggal ini."
              error={formState.errors.tanggal_terbit?.message}
              {...register('tanggal_terbit')}
            />
          </div>
          <Suspense fallback={<Loading />}>
            <Controller
              control={control}
              name="isi"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label="Isi"
                  value={field.value}
                  onChange={field.onChange}
                  hint={ISI_HINT}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Suspense>
          <div className="max-w-xl">
            <AttachmentPicker
              files={files}
              onChange={setFiles}
              max={PENGUMUMAN_LAMPIRAN_MAX}
              onBusyChange={setUploading}
              error={formState.errors.lampiran_ids?.message}
              camera={false}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              Simpan
            </Button>
            <Button variant="secondary" onClick={() => navigate('/admin/pengumuman')}>
              Batal
            </Button>
            {editing && (
              <Button variant="danger" className="ml-auto" onClick={() => setConfirming(true)}>
                Hapus
              </Button>
            )}
          </div>
        </form>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Hapus Pengumuman"
        message={`Hapus pengumuman "${existing.data?.judul ?? ''}"? Tindakan ini tidak dapat dibatalkan.`}
        confirmText="Hapus"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
