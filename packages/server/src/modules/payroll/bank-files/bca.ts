import type { SyaratBank, Transfer } from '../bank-file.ts';
import { angka, kiri, namaBankBersih, teksBank } from './fields.ts';

// KlikBCA Bisnis payroll upload, the fixed-width text layout ("format lama": one header record, one detail record per
// employee, every record 70 characters, CRLF). BCA publishes the layout only to KlikBCA Bisnis customers; it was
// learned from a public implementation that uploads it (github.com/Egie30/Project5, payroll-prn-dig-bank-print.php,
// commit da86e79), whose header and detail both come to 70 characters. The only public source found: the
// constants '01', '00', 'MF' and the derivation of the branch code are kept exactly as that file writes them, and a
// company checks the first file with its KlikBCA Bisnis "Payroll" menu before relying on it.
//
// Header:  1-11 '00000000000' | 12-15 kode cabang (0 + the first three digits of the company account) | 16 '0' |
//          17-24 kode perusahaan (KBB, left-aligned) | 25-26 day of the effective date | 27-28 '01' |
//          29-38 company account | 39-40 '00' | 41-42 'MF' | 43-47 number of details | 48-64 total, 14 digits + '.00' |
//          65-66 month | 67-70 year.
// Detail:  1 '0' | 2-11 account | 12-26 amount, 13 digits + '00' (two implied decimals) | 27-36 employee number |
//          37-66 name, upper case, space-padded | 67-70 department code (blank).
// Only BCA accounts: BCA account numbers are 10 digits, and this layout has no field for another bank.

export const PANJANG_RECORD_BCA = 70;

export const SYARAT_BCA: SyaratBank = {
  nama: 'BCA',
  cocok: (v) => {
    const n = namaBankBersih(v);
    return /\bbca\b/.test(n) || n.includes('central asia');
  },
  tolakRekening: (r) => (r.length === 10 ? null : `Nomor rekening BCA harus 10 digit, tercatat ${r.length} digit.`),
};

export interface BcaHeader {
  kodePerusahaan: string;
  rekening: string;
  /** yyyy-MM-dd */
  tanggal: string;
}

export function bcaPayroll(h: BcaHeader, items: Transfer[]): Buffer {
  const [y, m, d] = h.tanggal.split('-');
  const total = items.reduce((s, t) => s + t.neto, 0);
  const header = [
    '0'.repeat(11),
    `0${h.rekening.slice(0, 3)}`,
    '0',
    kiri(h.kodePerusahaan, 8),
    d,
    '01',
    angka(h.rekening, 10),
    '00',
    'MF',
    angka(items.length, 5),
    `${angka(total, 14)}.00`,
    m,
    y,
  ].join('');
  const details = items.map(
    (t) =>
      `0${angka(t.rekening, 10)}${angka(t.neto, 13)}00${angka(t.user_id, 10)}${kiri(teksBank(t.nama, 30), 30)}${' '.repeat(4)}`,
  );
  return Buffer.from(`${[header, ...details].join('\r\n')}\r\n`, 'ascii');
}
