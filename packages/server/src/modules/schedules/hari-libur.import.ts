import type { HariLibur, ImportError, ImportPreview, ImportRejected, ImportResult, ImportRow } from '@hadir/contract';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { asDate, asText, asYesNo, readSpreadsheet } from '../../platform/xlsx-import.ts';
import { ddmmyyyy, type ExportFile, xlsxTemplate } from '../../platform/xlsx-export.ts';
import * as repo from './hari-libur.repo.ts';

// Holidays from Excel (the government's yearly list of national holidays and cuti bersama): one row per date.
// A date already listed is updated (name, cuti bersama); the dry run shows what each row would do, and applying
// writes every row or none.

const SHEET = 'Hari Libur';
const COL = { tanggal: 'Tanggal', nama: 'Nama Hari Libur', cuti: 'Cuti Bersama' } as const;
const NAMA_MAX = 150;
const yaTidak = (b: boolean) => (b ? 'Ya' : 'Tidak');

export async function template(): Promise<ExportFile> {
  const file = await xlsxTemplate({
    sheet: SHEET,
    columns: [
      { header: COL.tanggal, width: 14, date: true, hint: 'Tanggal hari libur, misalnya 17/08/2026.' },
      { header: COL.nama, width: 40, hint: `Nama hari libur, paling banyak ${NAMA_MAX} karakter.` },
      { header: COL.cuti, width: 14, list: ['Ya', 'Tidak'], hint: 'Ya untuk cuti bersama; kosong berarti Tidak.' },
    ],
    instructions: [
      'Petunjuk impor hari libur',
      `Isi satu hari libur per baris pada lembar "${SHEET}", mulai baris 2. Jangan mengubah judul kolom.`,
      `${COL.tanggal}: wajib, tanggal Excel atau teks HH/BB/TTTT (misalnya 17/08/2026). Satu tanggal hanya boleh muncul sekali.`,
      `${COL.nama}: wajib, paling banyak ${NAMA_MAX} karakter.`,
      `${COL.cuti}: Ya atau Tidak (kosong berarti Tidak). Cuti bersama dapat memotong cuti tahunan sesuai pengaturan perusahaan.`,
      'Tanggal yang sudah terdaftar akan diperbarui nama dan status cuti bersamanya; tanggal lain ditambahkan.',
      'Berkas tidak boleh berisi rumus atau sel yang digabung.',
    ],
  });
  return { file: file.toString('base64'), filename: 'Templat_Hari_Libur.xlsx' };
}

type Planned = Omit<HariLibur, 'id'> & { row: number };

/** The file's rows read and checked on their own: the holidays it holds and every problem, by row and column. */
async function readFile(bytes: Buffer): Promise<{ rows: Planned[]; errors: ImportError[] }> {
  const sheet = await readSpreadsheet(bytes, { sheet: SHEET });
  const missing = [COL.tanggal, COL.nama].filter((c) => !sheet.headers.includes(c));
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `Kolom ${missing.join(' dan ')} tidak ditemukan di baris judul. Gunakan templat yang disediakan.`,
    );
  }
  const rows: Planned[] = [];
  const errors: ImportError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values } of sheet.rows) {
    const found = errors.length;
    const error = (column: string, message: string) => errors.push({ row, column, message });
    const tanggal = asDate(values[COL.tanggal] ?? null);
    const nama = asText(values[COL.nama] ?? null);
    const cuti = asYesNo(values[COL.cuti] ?? null);
    if (!tanggal.ok) error(COL.tanggal, tanggal.message);
    else if (!tanggal.value) error(COL.tanggal, 'Tanggal wajib diisi.');
    else if (firstRowOf.has(tanggal.value))
      error(COL.tanggal, `Tanggal ${ddmmyyyy(tanggal.value)} sudah ada di baris ${firstRowOf.get(tanggal.value)}.`);
    else firstRowOf.set(tanggal.value, row);
    if (!nama) error(COL.nama, 'Nama hari libur wajib diisi.');
    else if (nama.length > NAMA_MAX) error(COL.nama, `Nama hari libur maksimal ${NAMA_MAX} karakter.`);
    if (!cuti.ok) error(COL.cuti, cuti.message);
    // A row with a problem is left out of the preview: only its errors show.
    if (errors.length === found && tanggal.ok && tanggal.value && nama && cuti.ok) {
      rows.push({ row, tanggal: tanggal.value, nama, cuti_bersama: cuti.value ?? false });
    }
  }
  return { rows, errors };
}

/** What each row does to the holidays as they are now. */
function planAgainst(rows: Planned[], existing: HariLibur[]): ImportRow[] {
  const byDate = new Map(existing.map((h) => [h.tanggal, h]));
  return rows.map((r) => {
    const old = byDate.get(r.tanggal);
    const changes = [
      { column: COL.nama, lama: old?.nama ?? null, baru: r.nama },
      { column: COL.cuti, lama: old ? yaTidak(old.cuti_bersama) : null, baru: yaTidak(r.cuti_bersama) },
    ].filter((c) => c.lama !== c.baru);
    const aksi = !old ? 'baru' : changes.length > 0 ? 'ubah' : 'tetap';
    return { row: r.row, aksi, label: `${ddmmyyyy(r.tanggal)} · ${r.nama}`, changes };
  });
}

/** The dry run: every row's effect and every problem; nothing is written. */
export async function preview(db: Db, bytes: Buffer): Promise<ImportPreview> {
  const { rows, errors } = await readFile(bytes);
  const existing = await repo.findByDates(
    db,
    rows.map((r) => r.tanggal),
  );
  return { rows: planAgainst(rows, existing), errors };
}

/**
 * Applies the whole file in one transaction, or nothing when it has a problem (refused with the preview's errors).
 * The table is locked first, so a holiday added meanwhile is compared with, not collided into.
 */
export async function apply(
  db: Db,
  by: SessionUser,
  bytes: Buffer,
): Promise<{ result: ImportResult } | { rejected: ImportRejected }> {
  const { rows, errors } = await readFile(bytes);
  if (errors.length > 0) {
    const message = `Berkas berisi ${errors.length} kesalahan; tidak ada hari libur yang disimpan. Perbaiki lalu unggah lagi.`;
    return { rejected: { message, code: 'VALIDATION_ERROR', errors } };
  }
  return db.tx(async (t) => {
    await repo.lockTable(t);
    const plan = planAgainst(
      rows,
      await repo.findByDates(
        t,
        rows.map((r) => r.tanggal),
      ),
    );
    const aksiOf = new Map(plan.map((p) => [p.row, p.aksi]));
    const created = rows.filter((r) => aksiOf.get(r.row) === 'baru');
    const updated = rows.filter((r) => aksiOf.get(r.row) === 'ubah');
    await repo.insertMany(t, created);
    await repo.updateMany(t, updated);
    const result = { created: created.length, updated: updated.length };
    // What was imported, kept with the change itself (the upload's body is not kept by the audit hook).
    await writeAudit(t, {
      userId: by.id,
      method: 'POST',
      route: '/api/hari-libur/import',
      params: {},
      data: {
        ...result,
        ditambah: created.map((r) => r.tanggal),
        diubah: updated.map((r) => r.tanggal),
      },
      status: 200,
      uraian: {
        kategori: 'impor',
        ringkasan: 'mengimpor hari libur dari Excel',
        rincian: [`${created.length} ditambahkan`, `${updated.length} diubah`],
      },
    });
    return { result };
  });
}
