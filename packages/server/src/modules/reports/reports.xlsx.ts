import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

// One streamed xlsx sheet: company name, report title and period above a frozen header row, then the rows
// batch by batch. Each row is committed (serialised and compressed) as it is written, so memory holds the
// compressed file and one batch of rows, never the whole report.

export interface Column<R> {
  /** Text, or a date shown with headerFmt. */
  header: string | Date;
  headerFmt?: string;
  /** In characters. */
  width: number;
  value: (row: R) => string | number | null;
  numFmt?: string;
}

export interface Sheet<R> {
  name: string;
  title: string;
  company: string;
  /** The period, yyyy-MM-dd. */
  from: string;
  to: string;
  columns: Column<R>[];
}

/** The row of the column headers; rows of data start right below it. */
export const HEADER_ROW = 5;

const asDate = (d: string) => new Date(`${d}T00:00:00Z`);
const DATE_FMT = 'dd/mm/yyyy';

export interface XlsxWriter<R> {
  /** Writes and commits rows below the previous ones. */
  add(rows: R[]): void;
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
  const period = ws.getRow(3);
  period.getCell(1).value = 'Periode';
  period.getCell(2).value = asDate(sheet.from);
  period.getCell(3).value = 's.d.';
  period.getCell(4).value = asDate(sheet.to);
  for (const i of [2, 4]) period.getCell(i).numFmt = DATE_FMT;
  period.commit();

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

  let next = HEADER_ROW + 1;
  return {
    add(rows) {
      for (const r of rows) {
        const row = ws.getRow(next++);
        sheet.columns.forEach((c, i) => {
          const cell = row.getCell(i + 1);
          cell.value = c.value(r);
          if (c.numFmt) cell.numFmt = c.numFmt;
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
