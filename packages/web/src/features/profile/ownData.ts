import { toast } from 'react-toastify';
import { API_BASE } from '../../lib/api';
import { getToken } from '../../lib/storage';

/**
 * Downloads the caller's own data (a zip) with the bearer token, which a plain link cannot carry. Answers whether it
 * worked; a failure is toasted.
 */
export async function downloadOwnData(): Promise<boolean> {
  try {
    const res = await fetch(`${API_BASE}/users/unduh-data-saya`, { headers: { Authorization: `Bearer ${getToken()}` } });
    if (!res.ok) throw new Error(String(res.status));
    const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'data-saya.zip';
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return true;
  } catch {
    toast.error('Gagal mengunduh data Anda. Coba lagi.');
    return false;
  }
}
