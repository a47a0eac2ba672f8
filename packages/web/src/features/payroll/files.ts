import { toast } from 'react-toastify';
import { API_BASE } from '../../lib/api';
import { getToken } from '../../lib/storage';

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a PDF from the API (the bearer token rides along, so a plain link cannot do it). */
export async function downloadPdf(path: string, filename: string) {
  try {
    const res = await fetch(API_BASE + path, { headers: { Authorization: `Bearer ${getToken()}` } });
    if (!res.ok) {
      // A refusal says why (a protected slip of an employee without a birth date).
      const body = res.status < 500 ? await res.json().catch(() => null) : null;
      toast.error(body?.message ?? 'Gagal mengunduh slip gaji.');
      return;
    }
    save(await res.blob(), filename);
  } catch {
    toast.error('Gagal mengunduh slip gaji.');
  }
}

/** Saves a base64 file from a { file, filename } response. */
export function downloadBase64(base64: string, filename: string, type: string) {
  save(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type }), filename);
}
