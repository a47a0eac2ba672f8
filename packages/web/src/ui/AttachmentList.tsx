import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { API_BASE } from '../lib/api';
import { getToken } from '../lib/storage';
import { Modal } from './Modal';
import { formatNumber } from '../lib/format';

export interface Attachment {
  id: number;
  nama: string;
  tipe: string;
  ukuran: number;
}

/** 1,2 MB / 350 KB */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * A stored file's bytes as an object URL. GET /api/files/{id} needs the bearer token, which a plain
 * <img src> or link cannot send, so the file is fetched and shown from memory.
 */
function useFileUrl(id: number | undefined) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (id === undefined) return;
    let objectUrl: string | undefined;
    let live = true;
    setUrl(undefined);
    setFailed(false);
    const token = getToken();
    fetch(`${API_BASE}/files/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setUrl(objectUrl);
      })
      .catch(() => {
        if (!live) return;
        setFailed(true);
        toast.error('Lampiran tidak dapat dibuka.');
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return { url, failed };
}

function Viewer({ file, onClose }: { file: Attachment | undefined; onClose: () => void }) {
  const { url, failed } = useFileUrl(file?.id);
  return (
    <Modal open={!!file} onClose={onClose} title={file?.nama ?? 'Lampiran'}>
      {!url && !failed && <p className="text-sm text-slate-500">Memuat lampiran...</p>}
      {url && file?.tipe.startsWith('image/') && <img src={url} alt={file.nama} className="max-h-[60vh] w-full object-contain" />}
      {url && file && (
        <a href={url} download={file.nama} className="block text-sm font-semibold text-blue-700 underline">
          Unduh {file.nama}
        </a>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100"
          onClick={onClose}
        >
          Tutup
        </button>
      </div>
    </Modal>
  );
}

/** Attachments of a request: names and sizes; tapping one shows the image or offers the PDF. */
export function AttachmentList({ files }: { files: Attachment[] }) {
  const [open, setOpen] = useState<Attachment>();
  if (files.length === 0) return <span className="text-sm text-slate-500">Tidak ada lampiran</span>;
  return (
    <>
      <ul className="space-y-1" aria-label="Lampiran">
        {files.map((f) => (
          <li key={f.id}>
            <button type="button" className="text-left text-sm text-blue-700 underline" onClick={() => setOpen(f)}>
              {f.nama}
            </button>{' '}
            <span className="text-xs text-slate-500">({formatFileSize(f.ukuran)})</span>
          </li>
        ))}
      </ul>
      <Viewer file={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
