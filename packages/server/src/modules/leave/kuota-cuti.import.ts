import {
  type ImportError,
  type ImportPreview,
  type ImportRejected,
  type ImportResult,
  type ImportRow,
  KUOTA_CUTI_IMPORT_KOLOM as COL,
} from '@hadir/contract';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { type ExportFile, xlsxTemplate } from '../../platform/xlsx-export.ts';
import { asInteger, asText, readSpreadsheet } from '../../platform/xlsx-import.ts';
import * as repo from './hak-cuti.repo.ts';
import { currentRemaining, setRemainingAnnualLeaves } from './hak-cuti.service.ts';

// Remaining annual leave from Excel (balances brought over from the previous system): one row per employee by
// NIP. Each row sets the employee's remaining days in their current period through an adjustment with the
// row's reason; the dry run shows the remaining days before and after, and applying writes every row or none.

const SHEET = 'Kuota Cuti';
const ALASAN_MAX = 500;
const SISA_MAX = 366;

export async function template(): Promise<ExportFile> {
  const file = await xlsxTemplate({
    sheet: SHEET,
    columns: [
      { header: COL.nip, width: 18, hint: 'NIP karyawan yang terdaftar di Hadir.' },
      { header: COL.nama, width: 32, hint: 'Nama karyawan, untuk memudahkan membaca. Kolom ini tidak diimpor.' },
      {
        header: COL.sisa,
        width: 20,
        hint: 'Sisa cuti tahunan periode berjalan, dalam hari kerja (bilangan bulat 0 atau lebih).',
      },
      { header: COL.alasan, width: 40, hint: 'Wajib, misalnya "Saldo cuti dari sistem lama per 30/11/2026".' },
    ],
    instructions: [
      'Petunjuk impor kuota cuti',
      `Isi satu karyawan per baris pada lembar "${SHEET}", mulai baris 2. Jangan mengubah judul kolom.`,
      `${COL.nip}: wajib, NIP karyawan aktif yang sudah terdaftar. Satu NIP hanya boleh muncul sekali.`,
      `${COL.nama}: boleh diisi untuk memudahkan membaca; tidak diimpor.`,
      `${COL.sisa}: wajib, bilangan bulat 0 sampai ${SISA_MAX}: sisa cuti tahunan karyawan pada periode berjalan.`,
      `${COL.alasan}: wajib, paling banyak ${ALASAN_MAX} karakter; dicatat bersama penyesuaian cuti.`,
      'Hadir mencatat penyesuaian sebesar selisih sisa cuti saat ini dengan sisa di berkas; baris yang sisanya sudah sama tidak diubah.',
      'Berkas tidak boleh berisi rumus atau sel yang digabung.',
    ],
  });
  return { file: file.toString('base64'), filename: 'Templat_Kuota_Cuti.xlsx' };
}

interface Planned {
  row: number;
  userId: number;
  label: string;
  sisa: number;
  alasan: string;
}

/** The file's rows checked on their own and against the employees: what each sets and every problem. */
async function readFile(db: Db, bytes: Buffer): Promise<{ rows: Planned[]; errors: ImportError[] }> {
  const sheet = await readSpreadsheet(bytes, { sheet: SHEET });
  const missing = [COL.nip, COL.sisa, COL.alasan].filter((c) => !sheet.headers.includes(c));
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `Kolom ${missing.join(', ')} tidak ditemukan di baris judul. Gunakan templat yang disediakan.`,
    );
  }
  const people = await repo.findByNips(
    db,
    sheet.rows.map((r) => asText(r.values[COL.nip] ?? null)).filter((n): n is string => !!n),
  );
  const byNip = new Map(people.map((p) => [p.nip.toLowerCase(), p]));
  const rows: Planned[] = [];
  const errors: ImportError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values } of sheet.rows) {
    const error = (column: string, message: string) => errors.push({ row, column, message });
    const before = errors.length;
    const nip = asText(values[COL.nip] ?? null);
    const orang = nip ? byNip.get(nip.toLowerCase()) : undefined;
    if (!nip) error(COL.nip, 'NIP wajib diisi.');
    else if (firstRowOf.has(nip.toLowerCase()))
      error(COL.nip, `NIP ${nip} sudah ada di baris ${firstRowOf.get(nip.toLowerCase())}.`);
    else if (!orang) error(COL.nip, `NIP ${nip} tidak terdaftar sebagai karyawan.`);
    else if (!orang.aktif) error(COL.nip, `Karyawan dengan NIP ${nip} sudah tidak aktif.`);
    if (nip && !firstRowOf.has(nip.toLowerCase())) firstRowOf.set(nip.toLowerCase(), row);
    const sisa = asInteger(values[COL.sisa] ?? null);
    if (!sisa.ok) error(COL.sisa, `Sisa cuti tahunan ${sisa.message.charAt(0).toLowerCase()}${sisa.message.slice(1)}`);
    else if (sisa.value === null) error(COL.sisa, 'Sisa cuti tahunan wajib diisi.');
    else if (sisa.value < 0) error(COL.sisa, 'Sisa cuti tahunan tidak boleh negatif.');
    else if (sisa.value > SISA_MAX) error(COL.sisa, `Sisa cuti tahunan paling banyak ${SISA_MAX} hari.`);
    const alasan = asText(values[COL.alasan] ?? null);
    if (!alasan) error(COL.alasan, 'Alasan wajib diisi.');
    else if (alasan.length > ALASAN_MAX) error(COL.alasan, `Alasan maksimal ${ALASAN_MAX} karakter.`);
    if (errors.length === before && orang && sisa.ok && sisa.value !== null && alasan) {
      rows.push({ row, userId: orang.id, label: `${orang.nip} · ${orang.nama}`, sisa: sisa.value, alasan });
    }
  }
  return { rows, errors };
}

/** What each row changes: the remaining days now and after. */
async function planAgainst(db: Db, rows: Planned[]): Promise<ImportRow[]> {
  const lama = await currentRemaining(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => {
    const now = lama.get(r.userId) ?? 0;
    const changes = now === r.sisa ? [] : [{ column: COL.sisa, lama: String(now), baru: String(r.sisa) }];
    return { row: r.row, aksi: changes.length > 0 ? 'ubah' : 'tetap', label: r.label, changes };
  });
}

/** The dry run: every row's effect and every problem; nothing is written. */
export async function preview(db: Db, bytes: Buffer): Promise<ImportPreview> {
  const { rows, errors } = await readFile(db, bytes);
  return { rows: await planAgainst(db, rows), errors };
}

/** Applies the whole file in one transaction, or nothing when it has a problem (refused with the preview's errors). */
export async function apply(
  db: Db,
  by: SessionUser,
  bytes: Buffer,
): Promise<{ result: ImportResult } | { rejected: ImportRejected }> {
  const { rows, errors } = await readFile(db, bytes);
  if (errors.length > 0) {
    const message = `Berkas berisi ${errors.length} kesalahan; tidak ada kuota cuti yang disimpan. Perbaiki lalu unggah lagi.`;
    return { rejected: { message, code: 'VALIDATION_ERROR', errors } };
  }
  return db.tx(async (t) => {
    const changed = await setRemainingAnnualLeaves(
      t,
      rows.map((r) => ({ userId: r.userId, sisa: r.sisa, alasan: r.alasan, by: by.id })),
    );
    const result = { created: 0, updated: changed.length };
    const labelOf = new Map(rows.map((r) => [r.userId, r.label]));
    // What was imported, kept with the change itself (the upload's body is not kept by the audit hook).
    await writeAudit(t, {
      userId: by.id,
      method: 'POST',
      route: '/api/kuota-cuti/import',
      params: {},
      data: { ...result, diubah: changed.map((c) => ({ karyawan: labelOf.get(c.userId), lama: c.lama, baru: c.baru })) },
      status: 200,
      uraian: {
        kategori: 'impor',
        ringkasan: 'mengimpor kuota cuti dari Excel',
        rincian: [`${changed.length} karyawan diubah`],
      },
    });
    return { result };
  });
}
