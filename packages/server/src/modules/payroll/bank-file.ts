import ExcelJS from 'exceljs';

// The bank transfer file of a final run: one row per employee with a positive net pay. A generic layout
// (no, name, NIP, bank, account, amount, description) that a bank's bulk-transfer template can map; money is
// whole rupiah, never formatted with separators in the CSV so that it imports as a number.

export interface Transfer {
  nip: string;
  nama: string;
  nama_bank: string | null;
  no_rekening: string | null;
  neto: number;
}

const HEADERS = ['No', 'Nama', 'NIP', 'Bank', 'No. Rekening', 'Nominal', 'Keterangan'];

const rows = (items: Transfer[], keterangan: string) =>
  items.map((t, i) => [i + 1, t.nama, t.nip, t.nama_bank ?? '', t.no_rekening ?? '', t.neto, keterangan]);

/**
 * A text cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading quote
 * (OWASP, CSV injection): a name like `=HYPERLINK(...)` stays text. Numbers are written as they are.
 */
export const neutralised = (v: string | number) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (v: string | number) => {
  const s = String(neutralised(v));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function bankCsv(items: Transfer[], keterangan: string): Buffer {
  const lines = [HEADERS, ...rows(items, keterangan)].map((r) => r.map(csvField).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function bankXlsx(items: Transfer[], keterangan: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transfer');
  ws.addRow(HEADERS).font = { bold: true };
  for (const r of rows(items, keterangan)) ws.addRow(r);
  // Account numbers are text: leading zeros must survive.
  ws.getColumn(5).numFmt = '@';
  ws.getColumn(6).numFmt = '#,##0';
  ws.columns.forEach((c, i) => {
    c.width = [5, 30, 15, 15, 20, 15, 30][i];
  });
  ws.addRow([]);
  ws.addRow(['', 'Total', '', '', '', items.reduce((s, t) => s + t.neto, 0), '']).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
