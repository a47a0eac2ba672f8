import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { jakartaLocal } from './clock.ts';
import { AppError } from './errors.ts';
import { inBackground } from './lanes.ts';
import { limiter } from './limiter.ts';
import { tanggalAngka } from '@hadir/contract';
import { formatAngka } from '@hadir/contract';

// The one way the server writes Excel files: the reports' and the lists' exports (one streamed sheet) and the
// import templates. A sheet starts with the company name, its title, and the period or the filters it holds, above
// a frozen header row; rows are written batch by batch and each is committed (serialised and compressed) as it
// is written, so memory holds the compressed file and one batch of rows, never the whole export.

export interface Column<R> {
  /** Text, or a date shown with headerFmt. */
  header: string | Date;
  headerFmt?: string;
  /** In characters. */
  width: number;
  value: (row: R) => string | number | Date | null;
  numFmt?: string;
}

export interface Sheet<R> {
  name: string;
  title: string;
  company: string;
  /** The period the rows cover, yyyy-MM-dd, when there is one. */
  period?: { from: string; to: string };
  /** The filters applied, e.g. 'Lokasi: Jakarta · Status: Aktif'; 'Semua data' when there is no period either. */
  filters?: string;
  columns: Column<R>[];
}

/** The row of the column headers; rows of data start right below it. */
export const HEADER_ROW = 5;

export const DATE_FMT = 'dd/mm/yyyy';
export const DATETIME_FMT = 'dd/mm/yyyy hh:mm';
/** Whole rupiah as a number Excel can sum, shown 'Rp 1.250.000' in an Indonesian Excel. */
export const RUPIAH_FMT = '"Rp" #,##0';
/** Minutes as Excel days (m / 1440), shown 'X jam Y menit'. */
export const DURATION_FMT = '[h] "jam" m "menit"';

/** A calendar date (yyyy-MM-dd) as the Excel date of that day. */
export const xlsxDate = (d: string | null): Date | null => (d ? new Date(`${d}T00:00:00Z`) : null);

/** An instant as the Excel date-time of the company clock (WIB): Excel has no time zones. */
export const xlsxJakarta = (instant: string | null): Date | null =>
  instant ? new Date(`${jakartaLocal(new Date(instant))}Z`) : null;

/** The most rows one exported file holds: a year of 500 people's days, written well within the app's 30 s time-out. */
export const EXPORT_MAX_ROWS = 200_000;

const twoAtOnce = limiter(2);
/**
 * At most two exports run at once on a server; more wait their turn (an export holds a database connection or two).
 * Exports are HR's work: in the background lane, behind clock-ins (lanes.ts).
 */
export const exportTurn = <T>(job: () => Promise<T>): Promise<T> => twoAtOnce(() => inBackground(job));

export function tooManyRows(total: number): AppError {
  const n = (x: number) => formatAngka(x);
  return new AppError(
    'BAD_REQUEST',
    `Data terlalu banyak untuk satu berkas Excel (${n(total)} baris, paling banyak ${n(EXPORT_MAX_ROWS)}). Persempit rentang tanggal atau filter.`,
  );
}

/** 'Lokasi: Jakarta · Status: Aktif' from the filters that are set. */
export function describeFilters(filters: [label: string, value: string | null | undefined][]): string | undefined {
  const set = filters.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return set.length > 0 ? set.map(([label, v]) => `${label}: ${v}`).join(' · ') : undefined;
}

/** dd/mm/yyyy, for a date inside a sheet's filter line. */
export const ddmmyyyy = tanggalAngka;

/** A list's optional date filter: the sheet's period when both ends are set, else a filter of the end that is. */
export function dateFilter(from: string | undefined, to: string | undefined) {
  const period = from && to ? { from, to } : undefined;
  const filters: [string, string | undefined][] = period
    ? []
    : [
        ['Dari Tanggal', from && ddmmyyyy(from)],
        ['Sampai Tanggal', to && ddmmyyyy(to)],
      ];
  return { period, filters };
}

/** 'Data_Karyawan_2026-11-22.xlsx': the export's name and the company's date of the export (or its period). */
export function exportFilename(name: string, at: Date, period?: { from: string; to: string }): string {
  return period ? `${name}_${period.from}_sd_${period.to}.xlsx` : `${name}_${jakartaLocal(at).slice(0, 10)}.xlsx`;
}

/**
 * Rows written between two turns of the event loop. ExcelJS builds each row's XML on the main thread: a year's recap
 * on PostgreSQL came in slices of 1,000 employees, and each held the loop 17-94 ms, so the clock-ins that arrived
 * meanwhile waited (issue 20 part 1). A hundred rows take 2-12 ms.
 */
const ROWS_PER_TURN = 100;

export interface XlsxWriter<R> {
  /** Writes and commits rows below the previous ones, letting other requests in every ROWS_PER_TURN rows. */
  add(rows: R[]): Promise<void>;
  /** Ends the file and answers its bytes. */
  finish(): Promise<Buffer>;
}

export function xlsxWriter<R>(sheet: Sheet<R>): XlsxWriter<R> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', xSplit: 2, ySplit: HEADER_ROW }] });
  ws.columns = sheet.columns.map((c) => ({ width: c.width }));

  const company = ws.getRow(1);
  company.getCell(1).value = sheet.company;
  company.getCell(1).font = { bold: true, size: 14 };
  company.commit();
  const title = ws.getRow(2);
  title.getCell(1).value = sheet.title;
  title.getCell(1).font = { bold: true };
  title.commit();
  let line = 3;
  if (sheet.period) {
    const period = ws.getRow(line++);
    period.getCell(1).value = 'Periode';
    period.getCell(2).value = xlsxDate(sheet.period.from);
    period.getCell(3).value = 's.d.';
    period.getCell(4).value = xlsxDate(sheet.period.to);
    for (const i of [2, 4]) period.getCell(i).numFmt = DATE_FMT;
    period.commit();
  }
  if (sheet.filters || !sheet.period) {
    const filters = ws.getRow(line);
    filters.getCell(1).value = 'Filter';
    filters.getCell(2).value = sheet.filters ?? 'Semua data';
    filters.commit();
  }

  const header = ws.getRow(HEADER_ROW);
  sheet.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.header;
    if (c.headerFmt) cell.numFmt = c.headerFmt;
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDBEAFE' } };
  });
  header.commit();

  // One style object per column, shared by its cells: ExcelJS registers a style once per object, so a style per
  // cell (what setting cell.numFmt makes) cost more than the rest of writing the rows.
  const styles = sheet.columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
  let next = HEADER_ROW + 1;
  return {
    async add(rows) {
      for (const [n, r] of rows.entries()) {
        if (n > 0 && n % ROWS_PER_TURN === 0) await nextTurn();
        const row = ws.getRow(next++);
        sheet.columns.forEach((c, i) => {
          const cell = row.getCell(i + 1);
          cell.value = c.value(r);
          cell.style = styles[i];
        });
        row.commit();
      }
    },
    async finish() {
      ws.commit();
      await workbook.commit();
      await done;
      return Buffer.concat(chunks);
    },
  };
}

/** An exported file as the API answers it (the spec's export response). */
export interface ExportFile {
  file: string;
  filename: string;
}

/** Rows per page read by a list export: one page is held at a time. */
export const EXPORT_PAGE = 500;

/**
 * A list screen's rows page by page from its own list query (`page`, with the screen's filters), so the file
 * holds exactly what the screen pages through; refused before the first row is written when there are more than
 * EXPORT_MAX_ROWS.
 */
export async function* pagesOf<R>(
  page: (page: number, size: number) => Promise<{ items: R[]; total: number }>,
  size = EXPORT_PAGE,
): AsyncGenerator<R[]> {
  for (let n = 1; ; n++) {
    const { items, total } = await page(n, size);
    if (n === 1 && total > EXPORT_MAX_ROWS) throw tooManyRows(total);
    yield items;
    if (items.length < size || n * size >= total) return;
  }
}

/**
 * Writes the batches into one sheet, in its turn (exportTurn). `key` names a row: one that moved to the next
 * page while the export read (a new request on top of a newest-first list) is written once.
 */
export function exportSheet<R>(opts: {
  sheet: Sheet<R>;
  filename: string;
  batches: AsyncIterable<R[]>;
  key: (row: R) => string | number;
}): Promise<ExportFile> {
  return exportTurn(async () => {
    const batches = opts.batches[Symbol.asyncIterator]();
    // The first batch is read before the file is begun: a refused export writes nothing.
    let batch = await batches.next();
    const xlsx = xlsxWriter(opts.sheet);
    const seen = new Set<string | number>();
    for (; !batch.done; batch = await batches.next()) {
      const fresh = batch.value.filter((r) => {
        const k = opts.key(r);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
      await xlsx.add(fresh);
    }
    return { file: (await xlsx.finish()).toString('base64'), filename: opts.filename };
  });
}

export interface TemplateColumn {
  header: string;
  /** In characters. */
  width: number;
  /** The values a cell may take, offered as a dropdown. */
  list?: string[];
  /** Cells typed in this column show as dd/mm/yyyy. */
  date?: boolean;
  /** A note on the header cell: what to type. */
  hint?: string;
  /** Cells hold text as typed (identity numbers keep their leading zeros and all their digits). */
  text?: boolean;
  /** The list is a suggestion: other values (several names separated by commas) may be typed. */
  listOpen?: boolean;
}

/** Rows of an import template that carry the dropdowns. */
const TEMPLATE_ROWS = 1000;

/** A sheet name as a formula refers to it. */
const sheetRef = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * An import template: the header row the importer reads (columns with dropdowns, dates and hints) on the first
 * sheet, named `sheet`, and the instructions on a second sheet 'Petunjuk'. With `listSheet` the dropdowns' values
 * are listed on a sheet of that name (a list written into the dropdown itself holds at most 255 characters);
 * `rows` is how many rows carry the dropdowns.
 */
export async function xlsxTemplate(opts: {
  sheet: string;
  columns: TemplateColumn[];
  instructions: string[];
  listSheet?: string;
  rows?: number;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(opts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = opts.listSheet ? workbook.addWorksheet(opts.listSheet) : undefined;
  const lastRow = (opts.rows ?? TEMPLATE_ROWS) + 1;
  // A dropdown hangs on a range of cells, not on a column (ExcelJS types only the one-cell form).
  const validations = (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;
  opts.columns.forEach((c, i) => {
    const column = ws.getColumn(i + 1);
    column.width = c.width;
    if (c.date) column.numFmt = DATE_FMT;
    if (c.text) column.numFmt = '@';
    const head = ws.getCell(1, i + 1);
    head.value = c.header;
    head.font = { bold: true };
    head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDBEAFE' } };
    if (c.hint) head.note = c.hint;
    if (!c.list?.length) return;
    let formula = `"${c.list.join(',')}"`;
    if (lists) {
      const at = lists.getColumn(lists.actualColumnCount + 1);
      at.width = Math.max(c.header.length, ...c.list.map((v) => v.length)) + 2;
      lists.getCell(1, at.number).value = c.header;
      lists.getCell(1, at.number).font = { bold: true };
      c.list.forEach((v, r) => {
        lists.getCell(r + 2, at.number).value = v;
      });
      formula = `${sheetRef(lists.name)}!$${at.letter}$2:$${at.letter}$${c.list.length + 1}`;
    }
    validations.add(`${column.letter}2:${column.letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: !c.listOpen,
      errorTitle: c.header,
      error: lists ? `Pilih salah satu dari lembar ${lists.name}.` : `Pilih salah satu: ${c.list.join(', ')}.`,
    });
  });
  const help = workbook.addWorksheet('Petunjuk');
  help.getColumn(1).width = 110;
  opts.instructions.forEach((line, i) => {
    help.getCell(i + 1, 1).value = line;
  });
  help.getCell(1, 1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
