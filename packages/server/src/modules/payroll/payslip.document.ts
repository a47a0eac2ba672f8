import type { SlipDetail, SlipIdentitas } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/files.ts';
import { muatKop } from './document-header.ts';
import { kataSandiDokumen, type PemintaDokumen } from './document-password.ts';
import * as repo from './payslip.document.repo.ts';
import { payslipPdf } from './payslip.pdf.ts';
import * as pengaturan from './pengaturan-penggajian.repo.ts';

// A slip as a document (issue 17): its PDF with the company's letterhead, the employee's tax identity, and, when the
// company protects slips (pengaturan_penggajian.slip_berpassword), the password every personal payroll PDF shares
// (document-password.ts: the employee's birth date, ddmmyyyy).

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

/** The slip's PDF, protected as the company chose; `peminta` only words the refusal. */
export async function slipDocument(
  db: Db,
  store: FileStore,
  slip: SlipDetail,
  peminta: PemintaDokumen,
): Promise<{ file: Buffer; filename: string }> {
  const { identitas, tanggalLahir } = await baca(db, slip.penggajian.id, slip.user_id);
  const kataSandi = kataSandiDokumen({
    dokumen: 'Slip PDF',
    nama: slip.nama,
    tanggalLahir,
    berpassword: identitas.pdf_berpassword,
    peminta,
  });
  const file = await payslipPdf(slip, await muatKop(db, store), identitas, kataSandi);
  const apa = slip.penggajian.jenis === 'thr' ? 'thr' : 'gaji';
  return { file, filename: `slip-${apa}-${slip.penggajian.bulan}-${slip.nip.replace(/[^\w-]/g, '')}.pdf` };
}
