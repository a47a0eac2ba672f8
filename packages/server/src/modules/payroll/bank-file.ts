import ExcelJS from 'exceljs';

// The bank transfer file of a final run. Every slip with a positive net pay is either in the file or listed as left
// out with the reason (issue 17: a file once dropped 20 of 21 employees without a word and paid one with no account).
// The generic layout (no, name, NIP, bank, account, amount, description) is what a bank's bulk-transfer template can
// map; the banks' own layouts are in bank-files/. Money is whole rupiah, never formatted with separators in a CSV.

export interface SlipTransfer {
  user_id: number;
  nip: string;
  nama: string;
  nama_bank: string | null;
  no_rekening: string | null;
  neto: number;
}

export interface Transfer extends SlipTransfer {
  /** Digits only: spaces, dots and dashes people type are dropped. */
  rekening: string;
}

export interface TidakMasuk {
  user_id: number;
  nip: string;
  nama: string;
  alasan: string;
}

/** A bank's own layout takes only its own accounts (an inter-bank transfer needs codes its layout does not carry). */
export interface SyaratBank {
  nama: string;
  cocok: (namaBank: string) => boolean;
  /** Why an account of this bank cannot go into the layout (e.g. BCA's fixed 10 digits), or null. */
  tolakRekening?: (rekening: string) => string | null;
}

/** '0123-456 789' -> '0123456789'; null when it holds anything but digits and those separators. */
export const rekeningAngka = (v: string) => {
  const s = v.replace(/[\s.-]/g, '');
  return /^\d+$/.test(s) ? s : null;
};

/** Splits a run's slips into the transfers of the file and the slips left out, with the reason in Indonesian. */
export function pilahTransfer(slips: SlipTransfer[], bank?: SyaratBank): { masuk: Transfer[]; tidakMasuk: TidakMasuk[] } {
  const masuk: Transfer[] = [];
  const tidakMasuk: TidakMasuk[] = [];
  for (const s of slips) {
    const out = (alasan: string) => tidakMasuk.push({ user_id: s.user_id, nip: s.nip, nama: s.nama, alasan });
    const raw = s.no_rekening?.trim() ?? '';
    const rekening = rekeningAngka(raw);
    if (s.neto <= 0) out('Gaji bersih Rp 0 atau kurang: tidak ada yang ditransfer.');
    else if (!raw) out('Nomor rekening belum diisi.');
    else if (!s.nama_bank?.trim()) out('Nama bank belum diisi.');
    else if (!rekening) out(`Nomor rekening "${raw}" berisi selain angka.`);
    else if (bank && !bank.cocok(s.nama_bank)) {
      out(`Rekening ${s.nama_bank.trim()}, bukan ${bank.nama}: bayarkan lewat file tabel umum atau file bank tersebut.`);
    } else {
      const tolak = bank?.tolakRekening?.(rekening);
      if (tolak) out(tolak);
      else masuk.push({ ...s, rekening });
    }
  }
  return { masuk, tidakMasuk };
}

const HEADERS = ['No', 'Nama', 'NIP', 'Bank', 'No. Rekening', 'Nominal', 'Keterangan'];

const rows = (items: Transfer[], keterangan: string) =>
  items.map((t, i) => [i + 1, t.nama, t.nip, t.nama_bank ?? '', t.rekening, t.neto, keterangan]);

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
