import type { SlipDetail, SlipIdentitas } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { muatKop } from './document-header.ts';
import * as repo from './payslip.document.repo.ts';
import { payslipPdf } from './payslip.pdf.ts';
import * as pengaturan from './pengaturan-penggajian.repo.ts';

// A slip as a document (issue 17): its PDF with the company's letterhead, the employee's tax identity, and, when the
// company protects slips (pengaturan_penggajian.slip_berpassword), a password the employee knows: their birth date
// as ddmmyyyy, the way Indonesian payroll services commonly protect e-mailed slips.
//
// The password covers every slip PDF of a person, the one HR downloads too: a file HR downloads is mostly passed on
// to the employee (e-mail, chat, print), and an unprotected copy would undo the setting; HR reads slips on screen
// without one. A slip of an employee without a birth date is not given as a PDF at all (the NIP or a made-up
// password would be printed on the slip itself or known to nobody): the answer says to fill the birth date in.

/** '1990-07-05' -> '05071990'. */
export const kataSandiTanggalLahir = (tanggal: string) => `${tanggal.slice(8, 10)}${tanggal.slice(5, 7)}${tanggal.slice(0, 4)}`;

async function baca(db: Db, runId: number, userId: number) {
  const row = await repo.identitas(db, runId, userId);
  const { slip_berpassword } = await pengaturan.find(db);
  const identitas: SlipIdentitas = {
    status_ptkp: row?.status_ptkp ?? null,
    npwp: row?.npwp ?? null,
    nik: row?.nik ?? null,
    pdf_berpassword: slip_berpassword,
    tanggal_lahir_terisi: Boolean(row?.tanggal_lahir),
  };
  return { identitas, tanggalLahir: row?.tanggal_lahir ?? null };
}

/** The slip's tax identity and how its PDF opens, for the slip on screen. */
export async function identitasSlip(db: Db, runId: number, userId: number): Promise<SlipIdentitas> {
  return (await baca(db, runId, userId)).identitas;
}

/** Who asks for the PDF: the employee (their own slip) or HR (anyone's); only the refusal's wording differs. */
export type PemintaSlip = 'karyawan' | 'hrd';

export async function slipDocument(
  db: Db,
  store: FileStore,
  slip: SlipDetail,
  peminta: PemintaSlip,
): Promise<{ file: Buffer; filename: string }> {
  const { identitas, tanggalLahir } = await baca(db, slip.penggajian.id, slip.user_id);
  if (identitas.pdf_berpassword && !tanggalLahir) {
    throw new AppError(
      'CONFLICT',
      peminta === 'karyawan'
        ? 'Slip PDF dilindungi kata sandi berupa tanggal lahir, tetapi tanggal lahir Anda belum tercatat. Minta HRD melengkapinya, lalu unduh lagi.'
        : `Slip PDF dilindungi kata sandi berupa tanggal lahir karyawan, tetapi tanggal lahir ${slip.nama} belum diisi. Lengkapi data karyawannya, lalu unduh lagi.`,
    );
  }
  const kataSandi = identitas.pdf_berpassword && tanggalLahir ? kataSandiTanggalLahir(tanggalLahir) : null;
  const file = await payslipPdf(slip, await muatKop(db, store), identitas, kataSandi);
  const apa = slip.penggajian.jenis === 'thr' ? 'thr' : 'gaji';
  return { file, filename: `slip-${apa}-${slip.penggajian.bulan}-${slip.nip.replace(/[^\w-]/g, '')}.pdf` };
}
