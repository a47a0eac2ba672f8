import type { BackupItem, BackupRestoreResult } from '@hadir/contract';
import { toast } from 'react-toastify';
import { API_BASE, ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { clearSessionOn401, getToken } from '../../lib/storage';

// The two backup calls the JSON client cannot make: downloading an archive and uploading one. Both carry the
// bearer token (a plain link cannot), and neither has the client's 30 s time-out: archives can be large.

/** "36 tabel · 1.204 baris · 18 berkas" */
export function describeContents(b: Pick<BackupItem, 'jumlah_tabel' | 'jumlah_baris' | 'jumlah_berkas'>): string {
  return `${formatNumber(b.jumlah_tabel)} tabel · ${formatNumber(b.jumlah_baris)} baris · ${formatNumber(b.jumlah_berkas)} berkas`;
}

async function fail(res: Response, fallback: string): Promise<never> {
  const data = await res.json().catch(() => undefined);
  const message: string = data?.message ?? fallback;
  if (res.status === 401) {
    clearSessionOn401();
    window.location.assign('/login');
  } else {
    toast.error(res.status >= 500 ? 'Terjadi kesalahan pada server' : message);
  }
  throw new ApiError(res.status, message, data?.code);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const token = getToken();
  try {
    return await fetch(`${API_BASE}${path}`, { ...init, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    toast.error('Tidak dapat terhubung ke server');
    throw new ApiError(0, 'Tidak dapat terhubung ke server');
  }
}

/** Fetches the archive and hands it to the browser as a download under its own name. */
export async function downloadBackup(b: BackupItem): Promise<void> {
  const res = await send(`/backup/${b.id}/download`, { method: 'GET' });
  if (!res.ok) return fail(res, 'Backup tidak dapat diunduh.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = b.nama_berkas;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** POST /backup/restore with the chosen archive as multipart/form-data. */
export async function restoreBackup(file: File): Promise<BackupRestoreResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await send('/backup/restore', { method: 'POST', body });
  if (!res.ok) return fail(res, 'Pemulihan gagal.');
  return res.json();
}
