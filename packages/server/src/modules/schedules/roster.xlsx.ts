import { PassThrough } from 'node:stream';
import { namaBulan } from '@hadir/contract';
import ExcelJS from 'exceljs';
import { xlsxDate } from '../../platform/xlsx-export.ts';
import type { ShiftKode } from './roster-xlsx.repo.ts';

// The roster's Excel layout, shared by its export, its import template and its import (decision 0024): sheet
// "Roster" with the month's title on row 1, the header row on row 2 (NIP, Nama, then one real Excel date per day of
// the month), then one row per employee. A cell holds a shift's kode, 'L' for a rostered day off, or nothing where
// the weekly schedule applies; sheet "Kode Shift" explains the codes. Holidays are shaded for the reader only.

export const SHEET = 'Roster';
export const KODE_SHEET = 'Kode Shift';
/** The row of the column headers; employees start right below it. */
export const HEADER_ROW = 2;
export const COL = { nip: 'NIP', nama: 'Nama' } as const;
/** The code of a rostered day off. */
export const LIBUR = 'L';
/** 'Sen 01/12': the short weekday in Indonesian (LCID 0421) whatever the reader's Excel language. */
export const HEADER_FMT = '[$-421]ddd dd/mm';

export const judul = (bulan: string) => `Roster Shift ${namaBulan(bulan)}`;

/** Every date of a month (yyyy-MM), yyyy-MM-dd. */
export function datesOf(bulan: string): string[] {
  const [y, m] = bulan.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${bulan}-${String(i + 1).padStart(2, '0')}`);
}

/** The month after `bulan` (yyyy-MM). */
export function nextMonth(bulan: string): string {
  const [y, m] = bulan.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export interface RosterSheet {
  bulan: string;
  holidays: { tanggal: string; nama: string }[];
  /** Employees in the file's order; `kode` by date holds the roster's cells (a shift's kode or 'L'). */
  rows: { nip: string; nama: string; kode: Map<string, string> }[];
  shifts: ShiftKode[];
}

const BLUE = 'FFDBEAFE';
const RED = 'FFFEE2E2';
const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

/** The workbook's bytes. Streamed row by row: a factory's thousands of employees never sit in ExcelJS's model. */
export async function rosterWorkbook(r: RosterSheet): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const dates = datesOf(r.bulan);
  const libur = new Set(r.holidays.map((h) => h.tanggal));

  const ws = wb.addWorksheet(SHEET, { views: [{ state: 'frozen', xSplit: 2, ySplit: HEADER_ROW }] });
  ws.columns = [{ width: 16 }, { width: 28 }, ...dates.map(() => ({ width: 9 }))];
  const title = ws.getRow(1);
  title.getCell(1).value = judul(r.bulan);
  title.getCell(1).font = { bold: true, size: 14 };
  title.commit();

  const head = ws.getRow(HEADER_ROW);
  const headStyle = (argb: string, numFmt?: string): Partial<ExcelJS.Style> => ({
    font: { bold: true },
    fill: fill(argb),
    alignment: { horizontal: 'center', vertical: 'middle' },
    ...(numFmt ? { numFmt } : {}),
  });
  const [labelHead, plainHead, holidayHead] = [headStyle(BLUE), headStyle(BLUE, HEADER_FMT), headStyle(RED, HEADER_FMT)];
  for (const [i, label] of [COL.nip, COL.nama].entries()) {
    head.getCell(i + 1).value = label;
    head.getCell(i + 1).style = labelHead;
  }
  dates.forEach((d, i) => {
    const cell = head.getCell(i + 3);
    cell.value = xlsxDate(d);
    cell.style = libur.has(d) ? holidayHead : plainHead;
  });
  head.commit();

  // One style object per kind of cell: ExcelJS registers a style once per object.
  const nipStyle: Partial<ExcelJS.Style> = { numFmt: '@' };
  const dayStyle: Partial<ExcelJS.Style> = { alignment: { horizontal: 'center' } };
  const holidayStyle: Partial<ExcelJS.Style> = { alignment: { horizontal: 'center' }, fill: fill(RED) };
  let n = HEADER_ROW + 1;
  for (const e of r.rows) {
    const row = ws.getRow(n++);
    row.getCell(1).value = e.nip;
    row.getCell(1).style = nipStyle;
    row.getCell(2).value = e.nama;
    dates.forEach((d, i) => {
      const cell = row.getCell(i + 3);
      cell.value = e.kode.get(d) ?? null;
      cell.style = libur.has(d) ? holidayStyle : dayStyle;
    });
    row.commit();
  }
  ws.commit();

  const kode = wb.addWorksheet(KODE_SHEET);
  kode.columns = [{ width: 8 }, { width: 28 }, { width: 11 }, { width: 11 }, { width: 44 }];
  const lines: (string | null)[][] = [
    ['Kode', 'Nama', 'Jam Masuk', 'Jam Pulang', 'Keterangan'],
    ...r.shifts.map((s) => [
      s.kode,
      s.nama,
      s.jam_masuk,
      s.jam_pulang,
      [s.jam_pulang <= s.jam_masuk ? 'Berakhir hari berikutnya' : '', s.aktif ? '' : 'Tidak aktif: tidak dapat dipilih lagi']
        .filter(Boolean)
        .join('; ') || null,
    ]),
    [LIBUR, 'Libur', null, null, 'Hari libur roster'],
    [null, '(kosong)', null, null, 'Ikuti jadwal kerja mingguan karyawan'],
  ];
  if (r.holidays.length > 0) {
    lines.push([], ['Hari libur', `bulan ${namaBulan(r.bulan)} (ditandai merah di lembar ${SHEET})`]);
    for (const h of r.holidays) lines.push([`${h.tanggal.slice(8, 10)}/${h.tanggal.slice(5, 7)}`, h.nama]);
  }
  lines.forEach((values, i) => {
    const row = kode.getRow(i + 1);
    values.forEach((v, c) => {
      row.getCell(c + 1).value = v;
    });
    if (i === 0) row.font = { bold: true };
    row.commit();
  });
  kode.commit();

  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}
