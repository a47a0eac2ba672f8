import type { ReportExport } from '@hadir/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api } from '../lib/api';
import { Button } from './Button';

/**
 * An export is made while the person waits: a year's recap of 10,000 employees takes 12 s on the embedded database,
 * and twice that while the morning's clock-ins go first (the server's background lane), past the 30 s of other calls.
 */
const EXPORT_TIMEOUT_MS = 180_000;

/**
 * 'Ekspor ke Excel' (idle) / disabled with a spinner and 'Mengekspor...' while the file is made: GET `path` with
 * `query()` (the screen's filters; undefined after a warning means no call) answers { file, filename }, saved as
 * a download. A refusal the server explains (too many rows, a bad range) shows its message.
 */
export function ExportButton({
  path,
  query,
}: {
  path: string;
  query: () => Record<string, string | number | undefined> | undefined;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const q = query();
    if (!q) return;
    setBusy(true);
    try {
      const { downloadXlsx } = await import('../lib/download');
      const res = await api.get<ReportExport>(path, { query: q, silent: true, timeoutMs: EXPORT_TIMEOUT_MS });
      downloadXlsx(res.file, res.filename);
      toast.success('Laporan berhasil diunduh.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) navigate('/login');
      else if (err instanceof ApiError && err.status >= 400 && err.status < 500) toast.error(err.message);
      else toast.error('Gagal mengekspor data.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={run} className="whitespace-nowrap">
      {busy ? 'Mengekspor...' : 'Ekspor ke Excel'}
    </Button>
  );
}
