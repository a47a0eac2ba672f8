import { type EbupotFile, JENIS_EBUPOT, type JenisEbupot, LABEL_JENIS_EBUPOT } from '@hadir/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { Card } from '../../ui/feedback';
import { downloadBase64 } from './files';

/** The Coretax e-Bupot PPh 21 files of a final monthly run; a refusal says what to complete. */
export function RunTaxFiles({ runId }: { runId: number }) {
  const [jenis, setJenis] = useState<JenisEbupot>('bpmp');
  const unduh = useMutation({
    mutationFn: () => api.get<EbupotFile>(`/penggajian/${runId}/ebupot`, { query: { jenis } }),
    onSuccess: (f) => downloadBase64(f.file, f.filename, 'application/xml'),
  });
  return (
    <Card className="mb-4 space-y-3">
      <h2 className="font-semibold">Berkas e-Bupot PPh 21 (Coretax)</h2>
      <p className="text-sm text-slate-600">
        Unggah berkas XML ini di Coretax, menu e-Bupot, Impor Data. Pegawai tetap masuk BPMP setiap bulan dan BPA1 pada Desember
        atau bulan keluar; pegawai tidak tetap dan harian masuk BP21.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Select label="Jenis berkas" value={jenis} onChange={(e) => setJenis(e.target.value as JenisEbupot)}>
          {JENIS_EBUPOT.map((j) => (
            <option key={j} value={j}>
              {LABEL_JENIS_EBUPOT[j]}
            </option>
          ))}
        </Select>
        <Button onClick={() => unduh.mutate()} disabled={unduh.isPending}>
          {unduh.isPending ? 'Menyiapkan…' : 'Unduh XML e-Bupot'}
        </Button>
      </div>
      {unduh.error && (
        <p role="alert" className="text-sm text-red-700">
          {unduh.error.message}
        </p>
      )}
    </Card>
  );
}
