import {
  type FileBank,
  FORMAT_FILE_BANK,
  type FormatFileBank,
  LABEL_FORMAT_FILE_BANK,
  LABEL_PROGRAM_BPJS,
  PROGRAM_BPJS,
} from '@hadir/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { formatRupiah } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Input, Select } from '../../ui/Field';
import { Card } from '../../ui/feedback';
import { downloadBase64 } from './files';
import { DateInput } from '../../ui/DateInput';

const MIME: Record<FormatFileBank, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  bca: 'text/plain',
  mandiri: 'text/csv',
  bni: 'text/csv',
  bri: 'text/csv',
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bank transfer file of a final run, in the generic table or a bank's layout, and who is left out of it. */
export function RunFiles({ runId }: { runId: number }) {
  const [format, setFormat] = useState<FormatFileBank>('xlsx');
  const [rekening, setRekening] = useState('');
  const [kode, setKode] = useState('');
  const [tanggal, setTanggal] = useState('');
  const [hasil, setHasil] = useState<FileBank | null>(null);
  // BRI CMS takes the debit account and date when the file is uploaded; the other bank layouts carry them.
  const bank = format === 'bca' || format === 'mandiri' || format === 'bni';
  const unduh = useMutation({
    mutationFn: () =>
      api.get<FileBank>(`/penggajian/${runId}/bank`, {
        query: bank ? { format, rekening, tanggal, ...(format === 'bca' ? { kode_perusahaan: kode } : {}) } : { format },
      }),
    onSuccess: (f) => {
      setHasil(f);
      downloadBase64(f.file, f.filename, MIME[format]);
    },
    onError: () => setHasil(null),
  });
  const galat = unduh.error instanceof ApiError ? unduh.error.errors : undefined;
  return (
    <Card className="mb-4 space-y-3">
      <h2 className="font-semibold">File Transfer Bank</h2>
      <div className="grid gap-3 sm:grid-cols-4">
        <Select
          label="Format"
          value={format}
          onChange={(e) => {
            setFormat(e.target.value as FormatFileBank);
            setHasil(null);
          }}
        >
          {FORMAT_FILE_BANK.map((f) => (
            <option key={f} value={f}>
              {LABEL_FORMAT_FILE_BANK[f]}
            </option>
          ))}
        </Select>
        {bank && (
          <>
            <Input
              label="Rekening perusahaan (sumber dana)"
              inputMode="numeric"
              value={rekening}
              error={galat?.rekening}
              onChange={(e) => setRekening(e.target.value)}
            />
            <DateInput
              label="Tanggal transfer"
              value={tanggal}
              error={galat?.tanggal}
              onChange={(e) => setTanggal(e.target.value)}
            />
            {format === 'bca' && (
              <Input
                label="Kode perusahaan KlikBCA Bisnis"
                value={kode}
                error={galat?.kode_perusahaan}
                onChange={(e) => setKode(e.target.value)}
              />
            )}
          </>
        )}
      </div>
      {(bank || format === 'bri') && (
        <p className="text-xs text-slate-500">
          File bank hanya memuat rekening bank tersebut; karyawan dengan rekening bank lain dibayar lewat tabel umum.
        </p>
      )}
      <Button variant="secondary" loading={unduh.isPending} onClick={() => unduh.mutate()}>
        Unduh File Bank
      </Button>
      {hasil && <HasilFile hasil={hasil} total="total" />}
    </Card>
  );
}

/** The BPJS wage and contribution recaps of a final run, one per program, and who is left out of each. */
export function RunBpjs({ runId }: { runId: number }) {
  const [hasil, setHasil] = useState<FileBank | null>(null);
  const unduh = useMutation({
    mutationFn: (program: (typeof PROGRAM_BPJS)[number]) =>
      api.get<FileBank>(`/penggajian/${runId}/bpjs`, { query: { program } }),
    onMutate: () => setHasil(null),
    onSuccess: (f) => {
      setHasil(f);
      downloadBase64(f.file, f.filename, XLSX);
    },
  });
  return (
    <Card className="mb-4 space-y-3">
      <h2 className="font-semibold">Rekap BPJS</h2>
      <p className="text-xs text-slate-500">
        Rekap upah dan iuran dari slip final untuk dimasukkan ke SIPP BPJS Ketenagakerjaan dan e-Dabu BPJS Kesehatan. Rekap ini
        bukan format unggah resmi BPJS.
      </p>
      <div className="flex flex-wrap gap-2">
        {PROGRAM_BPJS.map((p) => (
          <Button
            key={p}
            variant="secondary"
            loading={unduh.isPending && unduh.variables === p}
            disabled={unduh.isPending}
            onClick={() => unduh.mutate(p)}
          >
            Unduh Rekap {LABEL_PROGRAM_BPJS[p]}
          </Button>
        ))}
      </div>
      {hasil && <HasilFile hasil={hasil} total="total iuran" />}
    </Card>
  );
}

function HasilFile({ hasil, total }: { hasil: FileBank; total: string }) {
  return (
    <div className="space-y-2 text-sm" role="status">
      <p>
        {hasil.jumlah} karyawan masuk file ini, {total} {formatRupiah(hasil.total)}.
      </p>
      {hasil.tidak_masuk.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="font-medium text-amber-900">{hasil.tidak_masuk.length} karyawan tidak masuk file ini:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-amber-900">
            {hasil.tidak_masuk.map((t) => (
              <li key={t.user_id}>
                {t.nama} ({t.nip}): {t.alasan}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
