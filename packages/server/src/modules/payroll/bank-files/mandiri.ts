import type { SyaratBank, Transfer } from '../bank-file.ts';
import { namaBankBersih, rupiahDesimal, teksBank } from './fields.ts';

// Mandiri Cash Management (MCM) bulk payroll upload, CSV. Learned from Bank Mandiri's "Payroll - Multi Service - File
// Structure" (the header and the first ten detail fields with their widths; published copy at
// scribd.com/document/738679438) and cross-checked against a public implementation that uploads it
// (github.com/idrislabdev/hris-baruna, penghasilan/gaji_insentif_mandiri_csv.php, commit db695f2): both agree on
// the header (P, date, debit account, count, total) and on detail fields 1-10, the second writes 41 fields per detail
// with 'N' in field 17 (no e-mail notice). Where they differ we follow the bank's document: amounts carry two
// decimals after a dot (9(18)v9(2)); the implementation writes whole numbers.
//
// Header: 1 'P' | 2 instruction date yyyyMMdd | 3 debit account 9(40) | 4 number of details 9(5) | 5 total amount.
// Detail: 1 beneficiary account X(35) | 2 beneficiary name X(40) | 3-5 address (blank: in-house) | 6 currency 'IDR' |
//         7 amount | 8 remark X(140) | 9 customer reference X(19) | 10 FT service 'IBU' (in-house transfer) |
//         11-16 blank | 17 'N' | 18-41 blank.
// Only Mandiri accounts (IBU): another bank's transfer (LBU/RBU/BI-FAST) needs bank codes in fields the public
// document does not describe, so those employees are listed as left out and paid through the generic file.

export const KOLOM_DETAIL_MANDIRI = 41;

export const SYARAT_MANDIRI: SyaratBank = {
  nama: 'Bank Mandiri',
  // Bank Syariah Mandiri (now BSI) is another bank.
  cocok: (v) => {
    const n = namaBankBersih(v);
    return n.includes('mandiri') && !n.includes('syariah');
  },
  tolakRekening: (r) => (r.length > 35 ? 'Nomor rekening lebih dari 35 digit.' : null),
};

export interface MandiriHeader {
  rekening: string;
  /** yyyy-MM-dd */
  tanggal: string;
  keterangan: string;
}

export function mandiriMcm(h: MandiriHeader, items: Transfer[]): Buffer {
  const total = items.reduce((s, t) => s + t.neto, 0);
  const header = ['P', h.tanggal.replaceAll('-', ''), h.rekening, String(items.length), rupiahDesimal(total)];
  const remark = teksBank(h.keterangan, 140);
  const details = items.map((t, i) => {
    const f: string[] = Array(KOLOM_DETAIL_MANDIRI).fill('');
    f[0] = t.rekening;
    f[1] = teksBank(t.nama, 40);
    f[5] = 'IDR';
    f[6] = rupiahDesimal(t.neto);
    f[7] = remark;
    f[8] = `GAJI${String(i + 1).padStart(5, '0')}`;
    f[9] = 'IBU';
    f[16] = 'N';
    return f;
  });
  return Buffer.from(`${[header, ...details].map((r) => r.join(',')).join('\r\n')}\r\n`, 'ascii');
}
