import { createHash } from 'node:crypto';
import type { SyaratBank, Transfer } from '../bank-file.ts';
import { namaBankBersih, teksBank } from './fields.ts';

// BRI CMS (Qlola) payroll upload, CSV. BRI publishes the layout to CMS customers only; it was learned from a public
// implementation that uploads it (github.com/IT-DP-TASPEN/budep-fincloud, app/Exports/PayrollBRIExport.php, commit
// 81b16a9), and its columns are confirmed by BRI's own CMS scheduler, whose acknowledgement file repeats them with a
// status appended ("NO,NAMA,ACCOUNT,AMOUNT,EMAIL,CUSTOMERREFF,STATUS", BRIChannelSchedulerNew.Payroll.SharedFolder.
// UploadFileResponse, public source). The three closing rows and their checksum come from the first source only.
// A company checks its first file in BRI CMS before relying on it.
//
// Header: NO,NAMA,ACCOUNT,AMOUNT,EMAIL.
// Detail: sequence | name | account | amount with two implied decimals, no separator (Rp 5.000.000 -> 500000000) |
//         e-mail (blank: no notice).
// Closing rows (amount column): COUNT = number of details; TOTAL = sum, two implied decimals;
//         CHECK = md5 of count, total in whole rupiah and the sum of every account's last four digits, written one
//         after the other as decimal text.
// The file starts with a UTF-8 byte order mark, as the source writes it. Only BRI accounts: a transfer to another
// bank goes through CMS's other menus.

export const SYARAT_BRI: SyaratBank = {
  nama: 'BRI',
  // BRI Syariah merged into BSI (2021): another bank.
  cocok: (v) => {
    const n = namaBankBersih(v);
    return (/\bbri\b/.test(n) || n.includes('rakyat indonesia')) && !n.includes('syariah');
  },
  tolakRekening: (r) => (r.length > 20 ? 'Nomor rekening BRI terlalu panjang.' : null),
};

const sen = (rupiah: number) => `${rupiah}00`;

/** md5(count + total rupiah + the sum of each account's last four digits as a number). */
export function checksumBri(items: Pick<Transfer, 'rekening' | 'neto'>[]): string {
  const total = items.reduce((s, t) => s + t.neto, 0);
  const empatDigit = items.reduce((s, t) => s + Number(t.rekening.slice(-4)), 0);
  return createHash('md5').update(`${items.length}${total}${empatDigit}`).digest('hex');
}

export function briCmsPayroll(items: Transfer[]): Buffer {
  const total = items.reduce((s, t) => s + t.neto, 0);
  const rows = [
    ['NO', 'NAMA', 'ACCOUNT', 'AMOUNT', 'EMAIL'],
    ...items.map((t, i) => [String(i + 1), teksBank(t.nama, 100), t.rekening, sen(t.neto), '']),
    ['COUNT', '', '', String(items.length), ''],
    ['TOTAL', '', '', sen(total), ''],
    ['CHECK', '', '', checksumBri(items), ''],
  ];
  return Buffer.from(`\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8');
}
