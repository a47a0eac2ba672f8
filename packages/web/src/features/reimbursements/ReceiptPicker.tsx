import { REIMBURSE_LAMPIRAN_MAKS, type ReimburseLampiran } from '@hadir/contract';
import { useId, useState } from 'react';
import { formatFileSize } from '../../ui/AttachmentList';
import { uploadFile } from '../../lib/upload';

/**
 * Receipts (photos or PDFs) uploaded as they are chosen; the claim refers to them by id. On a phone the
 * picker offers the camera as well as files.
 */
export function ReceiptPicker({
  files,
  onChange,
  error,
}: {
  files: ReimburseLampiran[];
  onChange: (files: ReimburseLampiran[]) => void;
  error?: string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const full = files.length >= REIMBURSE_LAMPIRAN_MAKS;
  async function add(list: FileList | null) {
    const chosen = Array.from(list ?? []).slice(0, REIMBURSE_LAMPIRAN_MAKS - files.length);
    if (chosen.length === 0) return;
    setUploading(true);
    const added: ReimburseLampiran[] = [];
    try {
      for (const file of chosen) added.push(await uploadFile(file));
    } catch {
      // uploadReceipt has shown why; the files uploaded before it stay.
    } finally {
      setUploading(false);
      onChange([...files, ...added]);
    }
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Bukti Pembayaran
      </label>
      {files.length > 0 && (
        <ul className="space-y-1" aria-label="Bukti terunggah">
          {files.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-slate-800">
                {f.nama} <span className="text-xs text-slate-500">({formatFileSize(f.ukuran)})</span>
              </span>
              <button
                type="button"
                className="shrink-0 text-xs font-semibold text-red-600"
                aria-label={`Hapus ${f.nama}`}
                onClick={() => onChange(files.filter((x) => x.id !== f.id))}
              >
                Hapus
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        multiple
        disabled={uploading || full}
        aria-invalid={!!error}
        className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:font-semibold file:text-blue-700"
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
      />
      <p className="text-xs text-slate-500">
        {uploading ? 'Mengunggah...' : `Foto (JPEG/PNG) atau PDF, maksimal 5 MB per berkas, ${REIMBURSE_LAMPIRAN_MAKS} berkas.`}
      </p>
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
