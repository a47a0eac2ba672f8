import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { HEADER_ROW } from '../src/platform/xlsx-export.ts';

/** An exported sheet as a person reads it: the lines above the table, the column headers, then the rows' cells. */
export interface ReadSheet {
  sheet: ExcelJS.Worksheet;
  /** Rows 1..HEADER_ROW-1, each as its cells' values (empty lines as []). */
  above: unknown[][];
  header: unknown[];
  rows: unknown[][];
}

/** A row's cells from column 1, empty ones (also trailing ones, up to `width`) as null. */
const cells = (row: ExcelJS.Row, width = 0) =>
  Array.from({ length: Math.max(width, (row.values as unknown[]).length - 1) }, (_, i) => row.getCell(i + 1).value ?? null);

/** Reads the base64 xlsx of an export answer ({ file, filename }). */
export async function readExport(file: string): Promise<ReadSheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(file, 'base64') as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const above: unknown[][] = [];
  for (let r = 1; r < HEADER_ROW; r++) above.push(cells(sheet.getRow(r)));
  const rows: unknown[][] = [];
  const header = cells(sheet.getRow(HEADER_ROW));
  for (let r = HEADER_ROW + 1; r <= sheet.rowCount; r++) rows.push(cells(sheet.getRow(r), header.length));
  return { sheet, above, header, rows };
}

/** A duration cell (Excel days, shown 'X jam Y menit') in minutes; ExcelJS reads it back as a date from 1899-12-30. */
export const excelMinutes = (v: unknown) =>
  Math.round((v instanceof Date ? (v.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : (v as number)) * 1440);

/** The Excel date of a calendar day, as ExcelJS reads a date cell back. */
export const excelDate = (d: string) => new Date(`${d}T00:00:00Z`);

/** An xlsx built cell by cell (an upload), from rows of values; `edit` changes the sheet further (merges, formulas). */
export async function xlsxOf(
  rows: unknown[][],
  opts: { sheet?: string; edit?: (ws: ExcelJS.Worksheet) => void } = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(opts.sheet ?? 'Sheet1');
  for (const r of rows) ws.addRow(r);
  opts.edit?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---- Hostile uploads: what every Excel import must refuse with a 400 and without writing anything ----

/** A zip of these entries (deflated), written by hand so that a test controls every byte. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = zlib.deflateRawSync(e.data);
    const crc = zlib.crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip bomb dressed as a workbook: a few hundred KB whose sheet inflates to 150 MB. */
export const zipBomb = () =>
  zipOf([
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(150 * 1024 * 1024, 0x20) },
  ]);

/** A real workbook of `rows` data rows under `header` (streamed, so that 100,000 rows take a second or two). */
export async function xlsxOfRows(header: string[], rows: number, row: (i: number) => unknown[], sheet = 'Sheet1') {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet(sheet);
  ws.addRow(header).commit();
  for (let i = 1; i <= rows; i++) ws.addRow(row(i)).commit();
  await wb.commit();
  return Buffer.concat(chunks);
}
