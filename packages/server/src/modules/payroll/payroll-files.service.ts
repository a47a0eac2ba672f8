import type { FileBank, FileBankQuery } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { bankCsv, bankXlsx, pilahTransfer, rekeningAngka } from './bank-file.ts';
import { bcaPayroll, SYARAT_BCA } from './bank-files/bca.ts';
import { bniDirectInhouse, MAKS_RECORD_BNI, SYARAT_BNI } from './bank-files/bni.ts';
import { briCmsPayroll, SYARAT_BRI } from './bank-files/bri.ts';
import { SYARAT_MANDIRI, mandiriMcm } from './bank-files/mandiri.ts';
import { namaBulan } from './payroll-run.compute.ts';
import * as repo from './payroll-run.repo.ts';
import { slipTransfers } from './payroll-files.repo.ts';

// The files a final run hands to the banks: every slip with a positive net is in the file or in `tidak_masuk`
// with its reason, never silently dropped.

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: message });

function rekeningPerusahaan(q: FileBankQuery, digits?: number): string {
  const r = q.rekening ? rekeningAngka(q.rekening) : null;
  if (!q.rekening) throw invalid('rekening', 'Nomor rekening perusahaan (sumber dana) wajib diisi.');
  if (!r) throw invalid('rekening', 'Nomor rekening perusahaan hanya boleh berisi angka.');
  if (digits && r.length !== digits) throw invalid('rekening', `Nomor rekening perusahaan harus ${digits} digit.`);
  if (r.length > 40) throw invalid('rekening', 'Nomor rekening perusahaan terlalu panjang.');
  return r;
}

function tanggalEfektif(q: FileBankQuery): string {
  if (!q.tanggal) throw invalid('tanggal', 'Tanggal transfer wajib diisi.');
  return q.tanggal;
}

function kodePerusahaanBca(q: FileBankQuery): string {
  const k = q.kode_perusahaan?.toUpperCase();
  if (!k) throw invalid('kode_perusahaan', 'Kode perusahaan KlikBCA Bisnis wajib diisi.');
  if (!/^[A-Z0-9]{1,8}$/.test(k)) {
    throw invalid('kode_perusahaan', 'Kode perusahaan KlikBCA Bisnis berisi huruf dan angka, paling banyak 8 karakter.');
  }
  return k;
}

export async function bankFile(db: Db, runId: number, q: FileBankQuery): Promise<FileBank> {
  const run = await repo.findRun(db, runId);
  if (!run) throw notFound('Penggajian');
  if (run.status !== 'final') throw new AppError('CONFLICT', 'File transfer bank hanya untuk penggajian yang sudah final.');
  const apa = run.jenis === 'thr' ? 'THR' : 'Gaji';
  const keterangan = `${apa} ${namaBulan(run.bulan)}`;
  const nama = `transfer-${apa.toLowerCase()}-${run.bulan}-${run.id}`;
  const slips = await slipTransfers(db, run.id);

  let file: Buffer;
  let filename: string;
  let hasil: ReturnType<typeof pilahTransfer>;
  if (q.format === 'bca') {
    // Checked in the order the screen asks.
    const header = { rekening: rekeningPerusahaan(q, 10), tanggal: tanggalEfektif(q), kodePerusahaan: kodePerusahaanBca(q) };
    hasil = pilahTransfer(slips, SYARAT_BCA);
    file = bcaPayroll(header, hasil.masuk);
    filename = `${nama}-bca.txt`;
  } else if (q.format === 'mandiri') {
    const header = { rekening: rekeningPerusahaan(q), tanggal: tanggalEfektif(q), keterangan };
    hasil = pilahTransfer(slips, SYARAT_MANDIRI);
    file = mandiriMcm(header, hasil.masuk);
    filename = `${nama}-mandiri.csv`;
  } else if (q.format === 'bni') {
    const header = { rekening: rekeningPerusahaan(q), tanggal: tanggalEfektif(q), keterangan, dibuat: new Date() };
    if (header.rekening.length > 16) throw invalid('rekening', 'Nomor rekening perusahaan BNI paling banyak 16 digit.');
    hasil = pilahTransfer(slips, SYARAT_BNI);
    if (hasil.masuk.length > MAKS_RECORD_BNI) {
      throw new AppError('CONFLICT', `File BNIDirect memuat paling banyak ${MAKS_RECORD_BNI} transfer.`);
    }
    file = bniDirectInhouse(header, hasil.masuk);
    filename = `${nama}-bni.csv`;
  } else if (q.format === 'bri') {
    // The debit account and date are chosen in BRI CMS when the file is uploaded, not written in it.
    hasil = pilahTransfer(slips, SYARAT_BRI);
    file = briCmsPayroll(hasil.masuk);
    filename = `${nama}-bri.csv`;
  } else {
    hasil = pilahTransfer(slips);
    file = q.format === 'csv' ? bankCsv(hasil.masuk, keterangan) : await bankXlsx(hasil.masuk, keterangan);
    filename = `${nama}.${q.format}`;
  }
  if (hasil.masuk.length === 0) {
    throw new AppError('CONFLICT', 'Tidak ada karyawan yang dapat dimasukkan ke file ini.', {
      tidak_masuk: hasil.tidakMasuk.map((t) => `${t.nama}: ${t.alasan}`).join(' '),
    });
  }
  return {
    file: file.toString('base64'),
    filename,
    jumlah: hasil.masuk.length,
    total: hasil.masuk.reduce((s, t) => s + t.neto, 0),
    tidak_masuk: hasil.tidakMasuk,
  };
}
