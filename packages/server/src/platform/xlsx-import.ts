import { formatAngka } from '@hadir/contract';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import yauzl from 'yauzl';
import { AppError } from './errors.ts';
import { readOneUpload } from './multipart-upload.ts';

// The one way an uploaded Excel file is read (employees, holidays, leave quotas). Hostile files are refused
// with a 400 before ExcelJS holds them in memory: only a zip whose entries really inflate to a bounded size
// (yauzl checks each entry's actual size against its declared one) and whose sheet has at most `maxRows` rows
// (counted while inflating) is parsed. Then formulas, merged cells and an empty sheet are refused, each
// naming where it is, so HR can fix the file in Excel.

/** The biggest upload taken: 5,000 employees with every column are well under 2 MB. */
export const XLSX_MAX_BYTES = 10 * 1024 * 1024;
/** The most bytes the file may inflate to in all (a zip bomb inflates far beyond). */
const MAX_INFLATED = 100 * 1024 * 1024;
/** The most data rows one file may hold. */
export const XLSX_MAX_ROWS = 10_000;

const NOT_XLSX = 'Berkas harus berupa file Excel (.xlsx). Simpan ulang berkas dari Excel sebagai "Excel Workbook (.xlsx)".';
const bad = (message: string) => new AppError('BAD_REQUEST', message);

/** A cell's value as the importer reads it: text trimmed, numbers and dates as Excel holds them, empty as null. */
export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number as Excel shows it. */
  row: number;
  /** By column header (as written in the header row, trimmed). */
  values: Record<string, CellValue>;
}

export interface Spreadsheet {
  /** The header row's labels, left to right. */
  headers: string[];
  rows: SheetRow[];
}

export interface ReadOptions {
  /** The sheet to read by name; the first sheet when it is absent or not found. */
  sheet?: string;
  /** The row holding the column headers (1 by default); data rows follow it. */
  headerRow?: number;
  maxRows?: number;
}

/** The one file of a multipart upload, fully read (register @fastify/multipart on the route's scope). */
export async function readXlsxUpload(req: FastifyRequest): Promise<Buffer> {
  const file = await readOneUpload(req, {
    maxBytes: XLSX_MAX_BYTES,
    notMultipart: 'Kirim berkas Excel sebagai multipart/form-data.',
    tooLarge: 'Ukuran berkas Excel maksimal 10 MB.',
    oneFile: 'Kirim tepat satu berkas Excel.',
  });
  return file.bytes;
}

/** Inflates every entry once with a running cap, counting the rows of each worksheet. */
async function inspectZip(bytes: Buffer, maxRows: number, headerRow: number): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: true });
  } catch {
    throw bad(NOT_XLSX);
  }
  let inflated = 0;
  let sawWorkbook = false;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.fileName === 'xl/workbook.xml') sawWorkbook = true;
      inflated += entry.uncompressedSize;
      if (inflated > MAX_INFLATED) throw bad('Isi berkas Excel terlalu besar untuk dibaca. Pecah menjadi beberapa berkas.');
      const sheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.fileName);
      const stream = await zip.openReadStreamPromise(entry);
      let rows = 0;
      let tail = '';
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (!sheet) continue;
        // `<row ` or `<row>` opens a row; the tail keeps a token split between chunks.
        const text = tail + chunk.toString('latin1');
        rows += text.match(/<row[\s>]/g)?.length ?? 0;
        tail = text.slice(-5);
        if (rows - headerRow > maxRows) {
          stream.destroy();
          throw bad(`Berkas berisi lebih dari ${formatAngka(maxRows)} baris data. Pecah menjadi beberapa berkas.`);
        }
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw bad(NOT_XLSX);
  } finally {
    zip.close();
  }
  if (!sawWorkbook) throw bad(NOT_XLSX);
}

function cellValue(cell: ExcelJS.Cell): CellValue {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object' && 'richText' in v)
    return (
      v.richText
        .map((r) => r.text)
        .join('')
        .trim() || null
    );
  if (typeof v === 'object' && 'text' in v && typeof v.text === 'string') return v.text.trim() || null;
  return String(cell.text ?? '').trim() || null;
}

/** Reads the sheet of an uploaded xlsx; a 400 with a plain sentence for anything that is not a clean table. */
export async function readSpreadsheet(bytes: Buffer, opts: ReadOptions = {}): Promise<Spreadsheet> {
  const maxRows = opts.maxRows ?? XLSX_MAX_ROWS;
  const headerRow = opts.headerRow ?? 1;
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw bad(NOT_XLSX);
  await inspectZip(bytes, maxRows, headerRow);

  const workbook = new ExcelJS.Workbook();
  try {
    // A template's dropdowns cover every row it may hold: parsing them would cost more than the data itself.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer, { ignoreNodes: ['dataValidations'] });
  } catch {
    throw bad(NOT_XLSX);
  }
  const ws = (opts.sheet && workbook.getWorksheet(opts.sheet)) || workbook.worksheets[0];
  if (!ws) throw bad('Berkas Excel tidak berisi lembar kerja.');

  const merges: string[] = (ws.model as { merges?: string[] }).merges ?? [];
  if (merges.length > 0) {
    throw bad(
      `Lembar "${ws.name}" berisi sel yang digabung (${merges.slice(0, 3).join(', ')}). Pisahkan sel gabungan lalu unggah lagi.`,
    );
  }

  const header = ws.getRow(headerRow);
  const headers: string[] = [];
  const byColumn = new Map<number, string>();
  header.eachCell((cell, col) => {
    // A date header (the roster's columns) is labelled yyyy-MM-dd, which asDate reads back.
    const label = asText(cellValue(cell)) ?? '';
    if (label) {
      headers.push(label);
      byColumn.set(col, label);
    }
  });
  if (headers.length === 0)
    throw bad(`Lembar "${ws.name}" kosong: baris judul kolom tidak ditemukan. Gunakan templat yang disediakan.`);

  const rows: SheetRow[] = [];
  const formulas: string[] = [];
  ws.eachRow({ includeEmpty: false }, (row, number) => {
    if (number <= headerRow) return;
    const values: Record<string, CellValue> = {};
    let filled = false;
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas.push(cell.address);
      const label = byColumn.get(col);
      if (!label) return;
      const value = cell.type === ExcelJS.ValueType.Formula ? null : cellValue(cell);
      values[label] = value;
      if (value !== null) filled = true;
    });
    if (filled) rows.push({ row: number, values });
  });
  if (formulas.length > 0) {
    throw bad(
      `Lembar "${ws.name}" berisi rumus di sel ${formulas.slice(0, 5).join(', ')}${formulas.length > 5 ? ' dan lainnya' : ''}. Salin lalu tempel sebagai nilai (Paste Values) sebelum mengunggah.`,
    );
  }
  if (rows.length === 0) throw bad(`Lembar "${ws.name}" tidak berisi data di bawah baris judul kolom.`);
  return { headers, rows };
}

// Reading one value as the importers need it. Each answers the value or a plain sentence saying what is wrong.

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Text, with a number written as Excel shows it (a NIP typed as a number keeps its digits). */
export function asText(v: CellValue): string | null {
  if (v === null) return null;
  if (typeof v === 'number') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim() || null;
}

/** A calendar date as yyyy-MM-dd: an Excel date cell, or text dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd. */
export function asDate(v: CellValue): Parsed<string | null> {
  if (v === null) return { ok: true, value: null };
  // ExcelJS reads a date cell as midnight UTC of the day shown.
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? invalidDate : { ok: true, value: v.toISOString().slice(0, 10) };
  const text = String(v).trim();
  let y: number;
  let m: number;
  let d: number;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return invalidDate;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return invalidDate;
  return { ok: true, value: date.toISOString().slice(0, 10) };
}
const invalidDate: Parsed<never> = { ok: false, message: 'Tanggal tidak valid. Gunakan format HH/BB/TTTT, misalnya 17/08/2024.' };

/** A whole number (a number cell, or text of digits with an optional sign and thousands dots). */
export function asInteger(v: CellValue): Parsed<number | null> {
  if (v === null) return { ok: true, value: null };
  if (typeof v === 'number')
    return Number.isInteger(v) ? { ok: true, value: v } : { ok: false, message: 'Harus berupa bilangan bulat.' };
  const text = String(v)
    .trim()
    .replace(/^Rp\s*/i, '');
  if (!/^-?\d{1,3}(\.\d{3})*$|^-?\d+$/.test(text)) return { ok: false, message: 'Harus berupa angka.' };
  return { ok: true, value: Number(text.replaceAll('.', '')) };
}

/** Ya/Tidak (also true/false, 1/0). */
export function asYesNo(v: CellValue): Parsed<boolean | null> {
  if (v === null) return { ok: true, value: null };
  if (typeof v === 'boolean') return { ok: true, value: v };
  const t = String(v).trim().toLowerCase();
  if (['ya', 'y', 'true', '1'].includes(t)) return { ok: true, value: true };
  if (['tidak', 't', 'false', '0'].includes(t)) return { ok: true, value: false };
  return { ok: false, message: 'Isi dengan Ya atau Tidak.' };
}
