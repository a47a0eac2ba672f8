import type { ImportError, ImportRejected, UploadedFile } from '@hadir/contract';
import { toast } from 'react-toastify';
import { API_BASE, ApiError, REQUEST_TIMEOUT_MS, serverFault } from './api';
import { clearSessionOn401, getToken } from './storage';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The biggest Excel file an import takes (the server says the same). */
export const XLSX_MAX_BYTES = 10 * 1024 * 1024;

/** An import refused because of the file's contents: nothing was written; `problems` are the preview's errors. */
export class ImportRefused extends ApiError {
  constructor(
    message: string,
    readonly problems: ImportError[],
  ) {
    super(400, message, 'VALIDATION_ERROR');
  }
}

/**
 * POST `path` with one file as multipart/form-data: the one call the JSON api client cannot make. Same token,
 * time-out and error catalogue as the client. XMLHttpRequest, not fetch, because only it reports the upload's
 * progress: `onProgress` hears the share sent (0-100).
 */
export function postFile<T>(
  path: string,
  file: File,
  opts: {
    query?: Record<string, string>;
    maxBytes: number;
    tooLarge: string;
    failed: string;
    onProgress?: (percent: number) => void;
  },
): Promise<T> {
  if (file.size > opts.maxBytes) {
    toast.error(opts.tooLarge);
    return Promise.reject(new ApiError(413, opts.tooLarge));
  }
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}${opts.query ? `?${new URLSearchParams(opts.query)}` : ''}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    const { onProgress } = opts;
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
      };
    }
    xhr.onerror = xhr.ontimeout = () => {
      toast.error('Tidak dapat terhubung ke server');
      reject(new ApiError(0, 'Tidak dapat terhubung ke server'));
    };
    xhr.onload = () => {
      let data: (Partial<ImportRejected> & { errors?: unknown }) | undefined;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const message = data?.message ?? opts.failed;
      if (xhr.status === 401) {
        clearSessionOn401();
        window.location.assign('/login');
      } else if (xhr.status === 400 && Array.isArray(data?.errors)) {
        // An import's problems are shown in its preview's table, not as a toast.
        return reject(new ImportRefused(message, data.errors as ImportError[]));
      } else {
        toast.error(serverFault(xhr.status) ? 'Terjadi kesalahan pada server' : message);
      }
      reject(new ApiError(xhr.status, message, data?.code));
    };
    xhr.send(body);
  });
}

/** An attachment (POST /files), claimed later by the request that names it. */
export function uploadFile(file: File): Promise<UploadedFile> {
  return postFile<UploadedFile>('/files', file, {
    maxBytes: UPLOAD_MAX_BYTES,
    tooLarge: 'Ukuran berkas maksimal 5 MB.',
    failed: 'Gagal mengunggah berkas.',
  });
}
