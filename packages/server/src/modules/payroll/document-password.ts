import { AppError } from '../../platform/errors.ts';

// The password of the payroll's personal PDFs (the slip, the THR slip, the Bukti Potong A1), when the company
// protects them (pengaturan_penggajian.slip_berpassword): the employee's birth date as ddmmyyyy, a password they know,
// the way Indonesian payroll services commonly protect e-mailed slips. The A1 holds the same personal figures as the
// slips (the year's pay, tax and tax number), so it follows the same rule.
//
// The password covers every such PDF of a person, the one HR downloads too: a file HR downloads is mostly passed on
// to the employee (e-mail, chat, print), and an unprotected copy would undo the setting; HR reads the figures on
// screen without one. A document of an employee without a birth date is not given as a PDF at all (the NIP or a
// made-up password would be printed on the document itself or known to nobody): the answer says who must fill it in.

/** '1990-07-05' -> '05071990'. */
const kataSandiTanggalLahir = (tanggal: string) => `${tanggal.slice(8, 10)}${tanggal.slice(5, 7)}${tanggal.slice(0, 4)}`;

/** Who asks for the PDF: the employee (their own document) or HR (anyone's); only the refusal's wording differs. */
export type PemintaDokumen = 'karyawan' | 'hrd';

export interface DokumenPribadi {
  /** How the refusal names the document, first word capitalised: 'Slip PDF', 'PDF bukti potong A1'. */
  dokumen: string;
  /** The employee's name, for HR's refusal. */
  nama: string;
  /** yyyy-MM-dd, or null when not filled in. */
  tanggalLahir: string | null;
  /** The company's option. */
  berpassword: boolean;
  peminta: PemintaDokumen;
}

/** The PDF's password (null: not protected), or a 409 saying who must fill the birth date in. */
export function kataSandiDokumen(d: DokumenPribadi): string | null {
  if (!d.berpassword) return null;
  if (!d.tanggalLahir) {
    throw new AppError(
      'CONFLICT',
      d.peminta === 'karyawan'
        ? `${d.dokumen} dilindungi kata sandi berupa tanggal lahir, tetapi tanggal lahir Anda belum tercatat. Minta HRD melengkapinya, lalu unduh lagi.`
        : `${d.dokumen} dilindungi kata sandi berupa tanggal lahir karyawan, tetapi tanggal lahir ${d.nama} belum diisi. Lengkapi data karyawannya, lalu unduh lagi.`,
    );
  }
  return kataSandiTanggalLahir(d.tanggalLahir);
}
