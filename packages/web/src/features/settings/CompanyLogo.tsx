import { LOGO_MAX_BYTES, LOGO_MAX_SISI, type LogoPerusahaan } from '@hadir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { API_BASE, api } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { getToken } from '../../lib/storage';
import { postFile } from '../../lib/upload';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/Modal';

const KEY = ['perusahaan-logo'];

/** The stored logo as an object URL (the image needs the bearer token, which an <img src> cannot send). */
function useLogoUrl(versi: number | undefined) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setUrl(undefined);
    setFailed(false);
    if (!versi) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    fetch(`${API_BASE}/perusahaan/logo/gambar`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [versi]);
  return { url, failed };
}

/** The company logo in Profil Perusahaan: shown, uploaded, replaced and removed; it heads every slip PDF. */
export function CompanyLogo() {
  const info = useQuery({ queryKey: KEY, queryFn: () => api.get<LogoPerusahaan>('/perusahaan/logo') });
  const logo = info.data?.logo;
  const { url, failed } = useLogoUrl(logo?.versi);
  const input = useRef<HTMLInputElement>(null);
  const [confirm, setConfirm] = useState(false);

  const upload = useMutation({
    mutationFn: (file: File) =>
      postFile<LogoPerusahaan>('/perusahaan/logo', file, {
        maxBytes: LOGO_MAX_BYTES,
        tooLarge: 'Ukuran berkas logo maksimal 1 MB.',
        failed: 'Gagal mengunggah logo.',
      }),
    onSuccess: (saved) => {
      toast.success('Logo perusahaan disimpan.');
      queryClient.setQueryData(KEY, saved);
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete('/perusahaan/logo'),
    onSuccess: () => {
      toast.success('Logo perusahaan dihapus.');
      queryClient.setQueryData(KEY, { logo: null });
    },
    onSettled: () => setConfirm(false),
  });

  return (
    <Card className="mb-4 max-w-2xl">
      <h2 className="mb-1 font-semibold text-slate-800">Logo Perusahaan</h2>
      <p className="mb-3 text-sm text-slate-500">
        Tampil di kepala slip gaji dan dokumen penggajian. PNG atau JPEG, maksimal 1 MB dan {LOGO_MAX_SISI} × {LOGO_MAX_SISI}{' '}
        piksel.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-40 items-center justify-center rounded-lg bg-slate-50 ring-1 ring-slate-200">
          {logo && url && <img src={url} alt="Logo perusahaan" className="max-h-16 max-w-36 object-contain" />}
          {logo && !url && !failed && <span className="text-xs text-slate-500">Memuat logo...</span>}
          {logo && failed && <span className="px-2 text-center text-xs text-red-700">Logo tidak dapat dimuat.</span>}
          {!logo && <span className="text-xs text-slate-500">{info.isPending ? 'Memuat...' : 'Belum ada logo'}</span>}
        </div>
        <div className="flex gap-2">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-label="Berkas logo perusahaan"
            data-testid="logo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
          <Button variant="secondary" loading={upload.isPending} onClick={() => input.current?.click()}>
            {logo ? 'Ganti Logo' : 'Unggah Logo'}
          </Button>
          {logo && (
            <Button variant="danger" onClick={() => setConfirm(true)}>
              Hapus Logo
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirm}
        title="Hapus logo perusahaan?"
        message="Slip gaji dan dokumen penggajian berikutnya dibuat tanpa logo."
        confirmText="Hapus"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirm(false)}
      />
    </Card>
  );
}
