import type { SyaratBank, Transfer } from '../bank-file.ts';
import { namaBankBersih, teksBank } from './fields.ts';

// BNIDirect bulk payment, "Inhouse" (BNI to BNI) CSV, the file BNI's own Excel template ("BNIDIRECT-EXCEL_TEMPLATE
// v1.9.6", sheet Inhouse) creates. BNI hands the template to BNIDirect customers only; the layout was learned from two
// independent public implementations that upload it:
//  - github.com/odetv/sipege, app/Http/Controllers/PetugasController.php (commit 74b2ff0) and its web helper, built
//    against that template (column titles with their widths, the record limit, the restricted characters, CRLF);
//  - github.com/IT-DP-TASPEN/budep-fincloud, app/Exports/PayrollBNIExport.php (commit 81b16a9).
// Both write 20 fields on every line and agree on every field below. They differ on the creation stamp's time
// separators (sipege yyyy/MM/dd_HH:mm:ss, budep yyyy/MM/dd/_HH.mm.ss): we follow sipege, the one built on the template.
// A company checks its first file in BNIDirect before relying on it.
//
// Line 1: file creation yyyy/MM/dd_HH:mm:ss | number of lines in the file (details + 2) | 18 blank.
// Line 2: 'P' | transaction date yyyyMMdd | debit account (16) | number of details | total amount | 15 blank.
// Detail: 1 beneficiary account (16) | 2 beneficiary name (40) | 3 amount | 4 remark 1 (33) | 5 remark 2 (50) |
//         6 remark 3 | 7-16 bank code, bank name, branch, address, city, country, citizenship (blank: in-house) |
//         17 e-mail flag 'N' | 18 e-mail (blank) | 19 reference (blank) | 20 flag 'N'.
// Amounts are whole rupiah without separators (both sources). Only BNI accounts: the sheet for other banks
// (kliring/RTGS) needs bank codes, so those employees are listed as left out.

export const KOLOM_BNI = 20;
/** "Total Record Max 5000" (the template's own instructions). */
export const MAKS_RECORD_BNI = 5000;

export const SYARAT_BNI: SyaratBank = {
  nama: 'BNI',
  // BNI Syariah merged into BSI (2021): another bank.
  cocok: (v) => {
    const n = namaBankBersih(v);
    return (/\bbni\b/.test(n) || n.includes('negara indonesia')) && !n.includes('syariah');
  },
  tolakRekening: (r) => (r.length > 16 ? `Nomor rekening BNI paling banyak 16 digit, tercatat ${r.length} digit.` : null),
};

/** The template's restricted characters (, ` ~ ! @ # $ % ^ & * _ { } < > [ ] = \ ; " ') become spaces. */
export const teksBni = (v: string, width: number) =>
  teksBank(v, width + 10)
    .replace(/['-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, width)
    .trimEnd();

export interface BniHeader {
  rekening: string;
  /** yyyy-MM-dd */
  tanggal: string;
  keterangan: string;
  /** When the file is made (the first line's stamp). */
  dibuat: Date;
}

const dua = (n: number) => String(n).padStart(2, '0');
/** Local wall-clock time of Jakarta (UTC+7, no daylight saving), whatever the server's zone. */
const stampWib = (d: Date) => {
  const w = new Date(d.getTime() + 7 * 3_600_000);
  return `${w.getUTCFullYear()}/${dua(w.getUTCMonth() + 1)}/${dua(w.getUTCDate())}_${dua(w.getUTCHours())}:${dua(w.getUTCMinutes())}:${dua(w.getUTCSeconds())}`;
};

const baris = (fields: (string | number)[]) => [...fields, ...Array(KOLOM_BNI - fields.length).fill('')].join(',');

export function bniDirectInhouse(h: BniHeader, items: Transfer[]): Buffer {
  const total = items.reduce((s, t) => s + t.neto, 0);
  const remark = teksBni(h.keterangan, 33);
  const lines = [
    baris([stampWib(h.dibuat), items.length + 2]),
    baris(['P', h.tanggal.replaceAll('-', ''), h.rekening, items.length, total]),
    ...items.map((t) => {
      const f: (string | number)[] = Array(KOLOM_BNI).fill('');
      f[0] = t.rekening;
      f[1] = teksBni(t.nama, 40);
      f[2] = t.neto;
      f[3] = remark;
      f[16] = 'N';
      f[19] = 'N';
      return f.join(',');
    }),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'ascii');
}
