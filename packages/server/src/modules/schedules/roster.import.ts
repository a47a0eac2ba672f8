import {
  type ImportChange,
  type ImportError,
  type ImportPreview,
  type ImportRejected,
  type ImportResult,
  type ImportRow,
  namaBulan,
} from '@hadir/contract';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { asDate, asText, readSpreadsheet } from '../../platform/xlsx-import.ts';
import { ddmmyyyy } from '../../platform/xlsx-export.ts';
import * as repo from './roster-xlsx.repo.ts';
import { type RosterCell, writeCells } from './roster.repo.ts';
import { COL, datesOf, HEADER_ROW, LIBUR, SHEET } from './roster.xlsx.ts';
import { formatAngka } from '@hadir/contract';

// A month's roster from Excel (the layout of roster.xlsx.ts, usually an export edited in Excel). Each employee row
// sets the dates whose columns the file holds: a shift's kode, 'L' for a day off, or empty for the weekly schedule;
// dates without a column and employees without a row are left as they are. The dry run shows per employee what
// changes on which date; applying writes every change or none.

/** A date column of the file. */
interface DateColumn {
  label: string;
  tanggal: string;
}

/** An employee row as read: the NIP and, by date, the code typed (upper case) or null for an empty cell. */
interface FileRow {
  row: number;
  nip: string;
  kode: Map<string, string | null>;
}

interface FileRead {
  bulan: string;
  dates: DateColumn[];
  rows: FileRow[];
  errors: ImportError[];
}

const bad = (message: string) => new AppError('BAD_REQUEST', message);
const BLANK = 'Gunakan templat atau berkas ekspor roster.';

/** The file read and checked on its own: its month, date columns, employee rows and every problem found. */
async function readFile(bytes: Buffer): Promise<FileRead> {
  const sheet = await readSpreadsheet(bytes, { sheet: SHEET, headerRow: HEADER_ROW });
  if (!sheet.headers.includes(COL.nip))
    throw bad(`Kolom ${COL.nip} tidak ditemukan di baris judul (baris ${HEADER_ROW}). ${BLANK}`);
  const errors: ImportError[] = [];
  const headerError = (column: string, message: string) => errors.push({ row: HEADER_ROW, column, message });

  const dates: DateColumn[] = [];
  const seen = new Set<string>();
  for (const label of sheet.headers) {
    if (label === COL.nip || label === COL.nama) continue;
    const d = asDate(label);
    if (!d.ok || !d.value) {
      headerError(
        label,
        `Judul kolom "${label}" bukan tanggal. Kolom setelah ${COL.nama} harus berisi tanggal, misalnya 01/12/2026.`,
      );
    } else if (seen.has(d.value)) {
      headerError(ddmmyyyy(d.value), `Tanggal ${ddmmyyyy(d.value)} muncul lebih dari sekali di baris judul.`);
    } else {
      seen.add(d.value);
      dates.push({ label, tanggal: d.value });
    }
  }
  if (dates.length === 0 && errors.length === 0)
    throw bad(`Tidak ada kolom tanggal di baris judul (baris ${HEADER_ROW}). ${BLANK}`);
  dates.sort((a, b) => a.tanggal.localeCompare(b.tanggal));
  // One file, one month: the month of most of its dates, so that the odd one out is the one named.
  const months = new Map<string, number>();
  for (const d of dates) months.set(d.tanggal.slice(0, 7), (months.get(d.tanggal.slice(0, 7)) ?? 0) + 1);
  const bulan = [...months].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
  for (const d of dates.filter((x) => x.tanggal.slice(0, 7) !== bulan)) {
    headerError(
      ddmmyyyy(d.tanggal),
      `Tanggal ${ddmmyyyy(d.tanggal)} di luar bulan ${namaBulan(bulan)}. Satu berkas hanya berisi roster satu bulan.`,
    );
  }

  const rows: FileRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values } of sheet.rows) {
    const nip = asText(values[COL.nip] ?? null);
    if (!nip) {
      errors.push({ row, column: COL.nip, message: 'NIP wajib diisi.' });
      continue;
    }
    const key = nip.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.push({ row, column: COL.nip, message: `NIP ${nip} sudah ada di baris ${first}.` });
      continue;
    }
    firstRowOf.set(key, row);
    const kode = new Map<string, string | null>();
    for (const d of dates) kode.set(d.tanggal, asText(values[d.label] ?? null)?.toUpperCase() ?? null);
    rows.push({ row, nip, kode });
  }
  return { bulan, dates, rows, errors };
}

interface Plan {
  preview: ImportPreview;
  /** The cells to write, by employee row. */
  cells: RosterCell[];
  created: number;
  updated: number;
}

/** What each employee row changes in the roster as it is now, and every problem that needs the database. */
async function plan(db: Db, file: FileRead): Promise<Plan> {
  const errors = [...file.errors];
  const preview: ImportRow[] = [];
  const cells: RosterCell[] = [];
  let created = 0;
  let updated = 0;
  // A header problem leaves the dates unknown: only the employees are checked.
  const datesOk = file.errors.every((e) => e.row !== HEADER_ROW);
  const [people, shifts] = await Promise.all([
    repo.employeesByNip(
      db,
      file.rows.map((r) => r.nip),
    ),
    repo.shifts(db),
  ]);
  const byNip = new Map(people.map((p) => [p.nip.toLowerCase(), p]));
  const byKode = new Map(shifts.map((s) => [s.kode.toUpperCase(), s]));
  const kodeOf = new Map(shifts.map((s) => [s.id, s.kode]));
  const active = file.rows.flatMap((r) => {
    const p = byNip.get(r.nip.toLowerCase());
    return p?.active ? [p.id] : [];
  });
  const month = datesOk ? datesOf(file.bulan) : [];
  const [current, locked] = datesOk
    ? await Promise.all([repo.rosterRows(db, active, month[0], month[month.length - 1]), repo.lockedIn(db, active, file.bulan)])
    : [[], new Set<number>()];
  const now = new Map(current.map((c) => [`${c.user_id}|${c.tanggal}`, c.shift_id]));

  for (const r of file.rows) {
    const found = errors.length;
    const p = byNip.get(r.nip.toLowerCase());
    if (!p) errors.push({ row: r.row, column: COL.nip, message: `NIP ${r.nip} tidak terdaftar.` });
    else if (!p.active)
      errors.push({ row: r.row, column: COL.nip, message: `Karyawan ${p.nip} (${p.fullname}) sudah tidak aktif.` });
    if (!p?.active || !datesOk) continue;

    const changes: ImportChange[] = [];
    const writes: RosterCell[] = [];
    let hadRoster = false;
    for (const d of file.dates) {
      const column = ddmmyyyy(d.tanggal);
      const key = `${p.id}|${d.tanggal}`;
      const rostered = now.has(key);
      const oldId = now.get(key) ?? null;
      hadRoster ||= rostered;
      const lama = rostered ? (oldId === null ? LIBUR : (kodeOf.get(oldId) ?? null)) : null;
      const typed = r.kode.get(d.tanggal) ?? null;
      if (typed === null) {
        if (rostered) {
          changes.push({ column, lama, baru: null });
          writes.push({ user_id: p.id, tanggal: d.tanggal, shift_id: null, hapus: true });
        }
        continue;
      }
      if (typed === LIBUR) {
        if (!rostered || oldId !== null) {
          changes.push({ column, lama, baru: LIBUR });
          writes.push({ user_id: p.id, tanggal: d.tanggal, shift_id: null, hapus: false });
        }
        continue;
      }
      const s = byKode.get(typed);
      if (!s) {
        errors.push({
          row: r.row,
          column,
          message: `Kode shift "${typed}" tidak dikenal. Isi kode dari lembar Kode Shift, ${LIBUR} untuk libur, atau kosongkan untuk jadwal kerja mingguan.`,
        });
        continue;
      }
      if (rostered && oldId === s.id) continue;
      // A shift no longer in use may stay where it is, but not be put on another date.
      if (!s.aktif) {
        errors.push({ row: r.row, column, message: `Shift ${s.kode} (${s.nama}) tidak aktif dan tidak dapat dipakai lagi.` });
        continue;
      }
      changes.push({ column, lama, baru: s.kode });
      writes.push({ user_id: p.id, tanggal: d.tanggal, shift_id: s.id, hapus: false });
    }
    if (changes.length > 0 && locked.has(p.id)) {
      errors.push({
        row: r.row,
        column: changes[0].column,
        message: `Penggajian ${namaBulan(file.bulan)} untuk ${p.fullname} sudah final, sehingga rosternya terkunci. Minta Admin membuka kembali penggajian bulan tersebut.`,
      });
    }
    // A row with a problem is left out of the preview: only its errors show.
    if (errors.length > found) continue;
    const aksi = changes.length === 0 ? 'tetap' : hadRoster ? 'ubah' : 'baru';
    if (aksi === 'baru') created++;
    if (aksi === 'ubah') updated++;
    preview.push({ row: r.row, aksi, label: `${p.nip} · ${p.fullname}`, changes });
    cells.push(...writes);
  }
  errors.sort((a, b) => a.row - b.row);
  return { preview: { rows: preview, errors }, cells, created, updated };
}

/** The dry run: every employee row's effect and every problem; nothing is written. */
export async function preview(db: Db, bytes: Buffer): Promise<ImportPreview> {
  return (await plan(db, await readFile(bytes))).preview;
}

const rejected = (errors: ImportError[]): { rejected: ImportRejected } => ({
  rejected: {
    message: `Berkas berisi ${formatAngka(errors.length)} kesalahan; tidak ada roster yang disimpan. Perbaiki lalu unggah lagi.`,
    code: 'VALIDATION_ERROR',
    errors,
  },
});

/**
 * Applies the whole file in one transaction, or nothing when it has a problem (refused with the preview's errors).
 * Imports take turns and plan inside their transaction, so a second upload of the same file changes nothing.
 */
export async function apply(
  db: Db,
  by: SessionUser,
  bytes: Buffer,
): Promise<{ result: ImportResult } | { rejected: ImportRejected }> {
  const file = await readFile(bytes);
  return db.tx(async (t) => {
    await repo.lockImports(t);
    const p = await plan(t, file);
    if (p.preview.errors.length > 0) return rejected(p.preview.errors);
    const hari = await writeCells(t, p.cells, by.id);
    const result = { created: p.created, updated: p.updated };
    const karyawan = p.created + p.updated;
    // What was imported, kept with the change itself (the upload's body is not kept by the audit hook).
    await writeAudit(t, {
      userId: by.id,
      method: 'POST',
      route: '/api/roster/import',
      params: {},
      data: {
        ringkasan: `Impor roster shift ${namaBulan(file.bulan)}: ${karyawan} karyawan, ${hari} hari diubah.`,
        bulan: file.bulan,
        ...result,
        karyawan: p.preview.rows.filter((r) => r.aksi !== 'tetap').map((r) => r.label.split(' · ')[0]),
      },
      status: 200,
      uraian: {
        kategori: 'impor',
        ringkasan: `mengimpor roster shift ${namaBulan(file.bulan)} dari Excel`,
        rincian: [`${karyawan} karyawan`, `${hari} hari diubah`],
      },
    });
    return { result };
  });
}
