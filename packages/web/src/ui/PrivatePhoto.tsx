import { useEffect, useState } from 'react';
import { API_BASE } from '../lib/api';
import { getToken } from '../lib/storage';

/**
 * A stored photo that needs the bearer token (an <img src> cannot send it): fetched as a blob and shown
 * from an object URL, released when the photo leaves the screen.
 */
export function PrivatePhoto({ fileId, alt }: { fileId: number; alt: string }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    setUrl(undefined);
    setFailed(false);
    fetch(`${API_BASE}/files/${fileId}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } })
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
  }, [fileId]);
  if (failed) return <p className="text-xs text-slate-500">Foto tidak dapat dimuat.</p>;
  if (!url) return <div className="h-40 w-32 animate-pulse rounded-lg bg-slate-200" role="status" aria-label="Memuat foto" />;
  return <img src={url} alt={alt} className="h-40 w-32 rounded-lg object-cover ring-1 ring-slate-200" />;
}
