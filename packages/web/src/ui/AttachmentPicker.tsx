import type { UploadedFile } from '@hadir/contract';
import { type ChangeEvent, useState } from 'react';
import { uploadFile } from '../lib/upload';
import { formatFileSize } from './AttachmentList';

const ACCEPT = 'image/*,application/pdf';

/**
 * Attachments uploaded one by one through POST /files as soon as they are picked; the request (or announcement)
 * then sends their ids. A photo straight from the camera, or a file (a PDF letter) from the phone; on a desk (the
 * admin area) a file only.
 */
export function AttachmentPicker({
  files,
  onChange,
  error,
  max,
  onBusyChange,
  camera = true,
}: {
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string;
  max: number;
  /** While a file is uploading the form must wait: its id is not known yet. */
  onBusyChange: (busy: boolean) => void;
  /** Offer 'Ambil Foto' (the phone's camera) beside picking a file. */
  camera?: boolean;
}) {
  const [busy, setBusyState] = useState(false);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange(value);
  };
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const picked = input.files?.[0];
    input.value = '';
    if (!picked) return;
    setBusy(true);
    try {
      onChange([...files, await uploadFile(picked)]);
    } catch {
      // uploadFile has shown why.
    } finally {
      setBusy(false);
    }
  };
  const full = files.length >= max;
  const button =
    'flex-1 cursor-pointer rounded-lg border border-blue-700 px-3 py-2 text-center text-sm font-semibold text-blue-700 hover:bg-blue-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';
  return (
    <fieldset className="space-y-2">
      <legend className="block text-sm font-medium text-slate-700">Lampiran</legend>
      {files.length > 0 && (
        <ul className="space-y-1" aria-label="Lampiran terunggah">
          {files.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="truncate">
                {f.nama} <span className="text-xs text-slate-500">({formatFileSize(f.ukuran)})</span>
              </span>
              <button
                type="button"
                className="shrink-0 text-xs font-semibold text-red-600"
                aria-label={`Hapus lampiran ${f.nama}`}
                onClick={() => onChange(files.filter((x) => x.id !== f.id))}
              >
                Hapus
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        {camera && (
          <label className={button}>
            Ambil Foto
            <input type="file" accept={ACCEPT} capture className="sr-only" disabled={busy || full} onChange={pick} />
          </label>
        )}
        <label className={button}>
          Pilih Berkas
          <input type="file" accept={ACCEPT} className="sr-only" disabled={busy || full} onChange={pick} />
        </label>
      </div>
      {busy && (
        <p className="text-xs text-slate-500" role="status">
          Mengunggah lampiran...
        </p>
      )}
      <p className="text-xs text-slate-500">Foto (JPEG/PNG) atau PDF, maksimal 5 MB per berkas, paling banyak {max} berkas.</p>
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
