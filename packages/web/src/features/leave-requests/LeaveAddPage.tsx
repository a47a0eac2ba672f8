import {
  IZIN_LAMPIRAN_MAX,
  type IzinDetail,
  type IzinPreview,
  type JenisIzin,
  type UploadedFile,
  zIzinPreviewQuery,
  zIzinRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { AttachmentPicker } from '../../ui/AttachmentPicker';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/feedback';
import { Select, Textarea } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { DateInput } from '../../ui/DateInput';

type FormValues = z.input<typeof zIzinRequest>;
type FormOutput = z.output<typeof zIzinRequest>;

/** Working days and free quota of the chosen type and dates, asked of the server as they change. */
function usePreview(values: { jenis_izin_id: unknown; tanggal_mulai: unknown; tanggal_selesai: unknown }) {
  const parsed = zIzinPreviewQuery.safeParse(values);
  return useQuery({
    queryKey: ['izin', 'preview', parsed.data],
    queryFn: () => api.get<IzinPreview>('/izin/preview', { query: parsed.data, silent: true }),
    enabled: parsed.success,
    retry: false,
  });
}

function jenisHint(jenis: JenisIzin | undefined) {
  if (!jenis) return undefined;
  const rules = [
    jenis.berbayar ? 'Dibayar' : 'Tidak dibayar',
    jenis.potong_kuota ? 'memotong kuota cuti' : null,
    jenis.maks_hari ? `maksimal ${jenis.maks_hari} hari kerja` : null,
    jenis.wajib_lampiran ? 'wajib melampirkan dokumen' : null,
  ];
  return rules.filter(Boolean).join(' · ');
}

export default function LeaveAddPage() {
  // One key per filled-in form: a double tap or a retry after a lost answer files it once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, setError, clearErrors, watch, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(zIzinRequest),
    defaultValues: { jenis_izin_id: '', tanggal_mulai: '', tanggal_selesai: '', alasan: '', lampiran_ids: [] },
  });
  const types = useQuery({
    queryKey: ['jenis-izin', 'untuk-saya'],
    queryFn: () => api.get<{ items: JenisIzin[] }>('/jenis-izin', { query: { size: 200, untuk_saya: 'true' } }),
  });
  const [jenisId, mulai, selesai] = watch(['jenis_izin_id', 'tanggal_mulai', 'tanggal_selesai']);
  const jenis = types.data?.items.find((j) => String(j.id) === String(jenisId));
  const preview = usePreview({ jenis_izin_id: jenisId, tanggal_mulai: mulai, tanggal_selesai: selesai });

  const save = useMutation({
    mutationFn: (body: FormOutput) => api.post<IzinDetail>('/izin', body, { idempotencyKey }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ['izin'] });
      toast.success('Pengajuan izin berhasil dikirim.');
      navigate(`/menu/absensi/izin/${created.id}`);
    },
    // The client has toasted the server's message (overlap, quota); field errors go under their fields.
    onError: (err) => showServerErrors(err, setError),
  });
  const submit = handleSubmit((values) => {
    if (uploading) return;
    if (jenis?.wajib_lampiran && files.length === 0) {
      setError('lampiran_ids', { message: `${jenis.nama} wajib disertai lampiran (misalnya surat keterangan dokter).` });
      return;
    }
    save.mutate({ ...values, lampiran_ids: files.map((f) => f.id) });
  });
  const errors = formState.errors;
  return (
    <div>
      <MobileHeader title="Ajukan Izin" back="/menu/absensi/izin" />
      <form className="space-y-4 p-4" noValidate onSubmit={submit}>
        <Select label="Jenis Izin" error={errors.jenis_izin_id?.message} hint={jenisHint(jenis)} {...register('jenis_izin_id')}>
          <option value="">{types.isPending ? 'Memuat...' : 'Pilih jenis izin'}</option>
          {types.data?.items.map((j) => (
            <option key={j.id} value={j.id}>
              {j.nama}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-3">
          <DateInput label="Tanggal Mulai" error={errors.tanggal_mulai?.message} {...register('tanggal_mulai')} />
          <DateInput
            label="Tanggal Selesai"
            min={mulai || undefined}
            error={errors.tanggal_selesai?.message}
            {...register('tanggal_selesai')}
          />
        </div>
        <div aria-live="polite">
          {preview.data && (
            <Card className="space-y-1 text-sm">
              <p>
                Jumlah hari kerja: <strong>{preview.data.jumlah_hari} hari</strong>
              </p>
              {preview.data.sisa_kuota !== null && (
                <p>
                  Sisa kuota cuti: <strong>{preview.data.sisa_kuota} hari</strong>
                </p>
              )}
              {preview.data.jumlah_hari === 0 && <p className="text-red-600">Tidak ada hari kerja pada rentang tanggal ini.</p>}
            </Card>
          )}
        </div>
        <Textarea
          label="Alasan"
          maxLength={500}
          placeholder="Contoh: demam tinggi, istirahat sesuai surat dokter"
          error={errors.alasan?.message}
          {...register('alasan')}
        />
        <AttachmentPicker
          files={files}
          max={IZIN_LAMPIRAN_MAX}
          error={errors.lampiran_ids?.message}
          onBusyChange={setUploading}
          onChange={(next) => {
            setFiles(next);
            clearErrors('lampiran_ids');
          }}
        />
        <Button type="submit" className="w-full" loading={save.isPending} disabled={uploading}>
          Kirim Pengajuan
        </Button>
      </form>
    </div>
  );
}
