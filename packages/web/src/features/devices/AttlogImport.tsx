import type { ImporAttlog } from '@hadir/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { postFile } from '../../lib/upload';
import { Button } from '../../ui/Button';
import { type Column, DataTable } from '../../ui/DataTable';
import { Card } from '../../ui/feedback';

const MAX_BYTES = 20 * 1024 * 1024;
const DITOLAK: Column<ImporAttlog['contoh_ditolak'][number]>[] = [
  { header: 'Data dari Mesin', cell: (r) => <code className="whitespace-pre text-xs">{r.baris.replaceAll('\t', '  ')}</code> },
  { header: 'Alasan', cell: (r) => <span className="text-red-700">{r.alasan}</span> },
];

/** The log a terminal saved to a USB stick, read as if this terminal had sent it: checked first, then applied. */
export function AttlogImport({ mesinId }: { mesinId: number }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [hasil, setHasil] = useState<{ dryRun: boolean; data: ImporAttlog } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const data = await postFile<ImporAttlog>(`/mesin-absen/${mesinId}/impor`, file, {
        query: dryRun ? { dry_run: 'true' } : undefined,
        maxBytes: MAX_BYTES,
        tooLarge: 'Berkas log absen paling besar 20 MB.',
        failed: 'Berkas log absen gagal diproses.',
      });
      setHasil({ dryRun, data });
      if (!dryRun) {
        toast.success(`${data.diproses} absen tercatat dari berkas.`);
        await queryClient.invalidateQueries({ queryKey: ['mesin-absen'] });
      }
    } catch {
      // postFile has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="max-w-3xl space-y-3">
      <h2 className="font-semibold text-base text-slate-900">Impor Log dari USB</h2>
      <p className="text-sm text-slate-600">
        Untuk mesin yang tidak terhubung: unduh log absen ke flashdisk (berkas attlog.dat), lalu unggah di sini. Absen yang sudah
        terkirim dari mesin tidak tercatat dua kali.
      </p>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        Berkas log absen (attlog.dat)
      </label>
      <input
        id={inputId}
        type="file"
        accept=".dat,.txt,text/plain"
        className="block text-sm"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setHasil(null);
        }}
      />
      <div className="flex gap-2">
        <Button variant="secondary" disabled={!file} loading={busy && !hasil} onClick={() => send(true)}>
          Periksa
        </Button>
        {hasil?.dryRun && (
          <Button loading={busy} onClick={() => send(false)}>
            Terapkan
          </Button>
        )}
      </div>
      {hasil && (
        <div className="space-y-2 text-sm">
          <p>
            {hasil.data.baris} baris: {hasil.data.sudah_tercatat} sudah tercatat,{' '}
            {hasil.dryRun ? `${hasil.data.diproses} akan diproses` : `${hasil.data.diproses} tercatat`}, {hasil.data.ditolak}{' '}
            ditolak.
          </p>
          {hasil.data.contoh_ditolak.length > 0 && (
            <DataTable columns={DITOLAK} rows={hasil.data.contoh_ditolak} rowKey={(r) => r.baris} empty="" />
          )}
        </div>
      )}
    </Card>
  );
}
