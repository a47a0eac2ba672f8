import type { ImportError, ImportPreview, ImportResult, ImportRow, ReportExport } from '@hadir/contract';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, api } from '../lib/api';
import { ImportRefused, postFile, XLSX_MAX_BYTES } from '../lib/upload';
import { Button } from './Button';
import { type Column, DataTable, firstPage, Paginator } from './DataTable';
import { Card } from './feedback';
import { Select } from './Field';

const AKSI: Record<ImportRow['aksi'], { label: string; className: string }> = {
  baru: { label: 'Baru', className: 'bg-green-100 text-green-800' },
  ubah: { label: 'Diubah', className: 'bg-yellow-100 text-yellow-800' },
  tetap: { label: 'Tetap', className: 'bg-slate-100 text-slate-700' },
};

const rowColumns = (noun: string): Column<ImportRow>[] => [
  { header: 'Baris', cell: (r) => r.row },
  {
    header: noun.charAt(0).toUpperCase() + noun.slice(1),
    cell: (r) => <span className="font-medium text-slate-900">{r.label}</span>,
  },
  {
    header: 'Aksi',
    cell: (r) => (
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${AKSI[r.aksi].className}`}>
        {AKSI[r.aksi].label}
      </span>
    ),
  },
  {
    header: 'Perubahan',
    cell: (r) =>
      r.changes.length === 0 ? (
        '-'
      ) : (
        <ul className="space-y-0.5">
          {r.changes.map((c) => (
            <li key={c.column}>
              <span className="font-medium">{c.column}:</span> {c.lama ?? '(kosong)'} → {c.baru ?? '(kosong)'}
            </li>
          ))}
        </ul>
      ),
  },
];

const ERROR_COLUMNS: Column<ImportError>[] = [
  { header: 'Baris', cell: (e) => e.row },
  { header: 'Kolom', cell: (e) => e.column },
  { header: 'Masalah', cell: (e) => <span className="text-red-700">{e.message}</span> },
];

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">
        {n}. {title}
      </h2>
      {children}
    </Card>
  );
}

/** The upload's progress, then the server's work (no percentage: a moving bar). */
function Progress({ percent, working }: { percent: number; working: string }) {
  const done = percent >= 100;
  const label = done ? working : 'Mengunggah berkas...';
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label}</span>
        {!done && <span>{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done ? undefined : percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-2 rounded-full bg-blue-600 ${done ? 'animate-pulse' : ''}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A table of many rows (a file may hold thousands), a page at a time. */
function PagedTable<T>({
  columns,
  rows,
  label,
  rowKey,
}: {
  columns: Column<T>[];
  rows: T[];
  label: string;
  rowKey: (r: T) => string;
}) {
  const [paging, setPaging] = useState(firstPage());
  return (
    <>
      <DataTable columns={columns} rows={rows.slice(paging.first, paging.first + paging.rows)} rowKey={rowKey} label={label} />
      {rows.length > paging.rows && <Paginator state={paging} total={rows.length} onChange={setPaging} />}
    </>
  );
}

/**
 * An Excel import in four steps: download the template, upload a file (checked by a dry run: what each row does
 * and every problem by row and column), read the preview, then confirm to apply it all at once. Nothing is saved
 * before the confirmation, and a file with problems cannot be confirmed. `templatePath` answers the template
 * ({ file, filename }); `importPath` takes the upload with ?dry_run=true|false.
 */
export function ExcelImport({
  templatePath,
  importPath,
  noun,
  onDone,
  children,
  confirmNote,
}: {
  templatePath: string;
  importPath: string;
  /** What a row is, for the labels and messages ('hari libur'). */
  noun: string;
  onDone: (result: ImportResult) => void;
  /** More about the template, under the first step. */
  children?: ReactNode;
  /** What else the confirmation does, next to its button. */
  confirmNote?: ReactNode;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState<'template' | 'check' | 'apply'>();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<ImportPreview>();
  const [fileError, setFileError] = useState<string>();
  const [filter, setFilter] = useState<'' | ImportRow['aksi']>('');

  const send = <T,>(f: File, dryRun: boolean) => {
    setProgress(0);
    return postFile<T>(importPath, f, {
      query: { dry_run: String(dryRun) },
      maxBytes: XLSX_MAX_BYTES,
      tooLarge: 'Ukuran berkas Excel maksimal 10 MB.',
      failed: 'Berkas tidak dapat diimpor.',
      onProgress: setProgress,
    });
  };
  // A refusal the person can act on (not an Excel file, formulas, too many rows ...) stays on the screen.
  const refused = (err: unknown) => {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) setFileError(err.message);
  };

  const template = async () => {
    setBusy('template');
    try {
      const { downloadXlsx } = await import('../lib/download');
      const res = await api.get<ReportExport>(templatePath);
      downloadXlsx(res.file, res.filename);
    } catch {
      // The api client has shown why.
    } finally {
      setBusy(undefined);
    }
  };

  const check = async (f: File) => {
    setFile(f);
    setPreview(undefined);
    setFileError(undefined);
    setFilter('');
    setBusy('check');
    try {
      setPreview(await send<ImportPreview>(f, true));
    } catch (err) {
      refused(err);
    } finally {
      setBusy(undefined);
    }
  };

  const apply = async () => {
    if (!file || !preview) return;
    setBusy('apply');
    try {
      const result = await send<ImportResult>(file, false);
      toast.success(`Impor selesai: ${result.created} ${noun} ditambahkan, ${result.updated} diperbarui.`);
      onDone(result);
    } catch (err) {
      // Something changed since the preview (another admin saved a record): its problems replace the preview's.
      if (err instanceof ImportRefused) setPreview({ ...preview, errors: err.problems });
      else refused(err);
    } finally {
      setBusy(undefined);
    }
  };

  const count = (aksi: ImportRow['aksi']) => preview?.rows.filter((r) => r.aksi === aksi).length ?? 0;
  const errors = preview?.errors ?? [];
  const toWrite = count('baru') + count('ubah');
  const shown = preview?.rows.filter((r) => !filter || r.aksi === filter) ?? [];

  return (
    <div className="space-y-4">
      <Step n={1} title="Unduh templat">
        <p className="text-sm text-slate-600">
          Isi templat di Excel, satu {noun} per baris. Petunjuk pengisian ada di lembar &quot;Petunjuk&quot;.
        </p>
        {children}
        <Button variant="secondary" loading={busy === 'template'} onClick={template}>
          Unduh Templat
        </Button>
      </Step>

      <Step n={2} title="Unggah berkas">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          Berkas Excel (.xlsx)
        </label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy === 'check' || busy === 'apply'}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:font-semibold file:text-blue-700"
          onChange={(e) => {
            const picked = e.target.files?.[0];
            // The same file may be chosen again after it was fixed.
            e.target.value = '';
            if (picked) void check(picked);
          }}
        />
        {busy === 'check' && <Progress percent={progress} working="Memeriksa isi berkas..." />}
        {fileError && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
            {fileError}
          </p>
        )}
      </Step>

      {preview && (
        <Step n={3} title="Pratinjau">
          <p className="text-sm text-slate-700" role="status">
            {file?.name}: {count('baru')} baru, {count('ubah')} diubah, {count('tetap')} tetap, {errors.length} kesalahan.
          </p>
          {errors.length > 0 && (
            <div className="space-y-2">
              <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
                Berkas berisi {errors.length} kesalahan. Perbaiki di Excel lalu unggah lagi; tidak ada data yang disimpan.
              </p>
              <h3 className="text-sm font-semibold text-slate-900">Kesalahan pada berkas</h3>
              <PagedTable
                columns={ERROR_COLUMNS}
                rows={errors}
                label="Kesalahan pada berkas"
                rowKey={(e) => `${e.row}/${e.column}/${e.message}`}
              />
            </div>
          )}
          {preview.rows.length > 0 ? (
            <div className="space-y-2">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-900">Isi berkas</h3>
                <div className="w-48">
                  <Select label="Tampilkan" value={filter} onChange={(e) => setFilter(e.target.value as typeof filter)}>
                    <option value="">Semua baris</option>
                    <option value="baru">Baru</option>
                    <option value="ubah">Diubah</option>
                    <option value="tetap">Tetap</option>
                  </Select>
                </div>
              </div>
              <PagedTable key={filter} columns={rowColumns(noun)} rows={shown} label="Isi berkas" rowKey={(r) => String(r.row)} />
            </div>
          ) : (
            <p className="text-sm text-slate-600">Tidak ada baris yang dapat diimpor.</p>
          )}
        </Step>
      )}

      {preview && (
        <Step n={4} title="Konfirmasi">
          <p className="text-sm text-slate-600">
            {errors.length > 0
              ? 'Impor hanya dapat dikonfirmasi bila berkas tidak berisi kesalahan.'
              : toWrite === 0
                ? `Tidak ada yang perlu disimpan: semua ${noun} di berkas sudah sama.`
                : `${count('baru')} ${noun} baru akan ditambahkan dan ${count('ubah')} ${noun} diubah, sekaligus dalam satu kali simpan.`}
          </p>
          {confirmNote}
          <Button disabled={errors.length > 0 || toWrite === 0 || busy !== undefined} loading={busy === 'apply'} onClick={apply}>
            Impor {toWrite} {noun}
          </Button>
          {busy === 'apply' && <Progress percent={progress} working="Menyimpan data..." />}
        </Step>
      )}
    </div>
  );
}
