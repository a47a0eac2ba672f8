import type { UploadedFile } from '@hadir/contract';
import { toast } from 'react-toastify';
import { API_BASE, ApiError, REQUEST_TIMEOUT_MS, serverFault } from './api';
import { clearSessionOn401, getToken } from './storage';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /files as multipart/form-data: the one call the JSON api client cannot make. Same token,
 * time-out and error catalogue as the client.
 */
export async function uploadFile(file: File): Promise<UploadedFile> {
  if (file.size > UPLOAD_MAX_BYTES) {
    toast.error('Ukuran berkas maksimal 5 MB.');
    throw new ApiError(413, 'Ukuran berkas maksimal 5 MB.');
  }
  const body = new FormData();
  body.append('file', file, file.name);
  const token = getToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/files`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
      signal: controller.signal,
    });
  } catch {
    toast.error('Tidak dapat terhubung ke server');
    throw new ApiError(0, 'Tidak dapat terhubung ke server');
  } finally {
    clearTimeout(timer);
  }
  const data = await res.json().catch(() => undefined);
  if (res.ok) return data as UploadedFile;
  const message: string = data?.message ?? 'Gagal mengunggah berkas.';
  if (res.status === 401) {
    clearSessionOn401();
    window.location.assign('/login');
  } else {
    toast.error(serverFault(res.status) ? 'Terjadi kesalahan pada server' : message);
  }
  throw new ApiError(res.status, message, data?.code);
}
