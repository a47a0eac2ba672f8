import type { FileBpjs, FileBpjsQuery } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { judulRekap, pilahBpjs, rekapBpjsXlsx } from './bpjs-report.ts';
import { namaPerusahaan, slipBpjs } from './bpjs-report.repo.ts';
import { namaBulan } from './payroll-run.compute.ts';
import { findRun } from './payroll-run.repo.ts';

// The BPJS wage and contribution recap of a final monthly run (bpjs-report.ts): every slip with the program's
// contributions is in the file or in `tidak_masuk` with its reason.

export async function bpjsFile(db: Db, runId: number, q: FileBpjsQuery): Promise<FileBpjs> {
  const run = await findRun(db, runId);
  if (!run) throw notFound('Penggajian');
  if (run.status !== 'final') throw new AppError('CONFLICT', 'Rekap BPJS hanya untuk penggajian yang sudah final.');
  // THR is not a wage BPJS contributions are computed on (its slips carry no BPJS lines).
  if (run.jenis === 'thr') throw new AppError('CONFLICT', 'Rekap BPJS dibuat dari penggajian bulanan, bukan THR.');
  const hasil = pilahBpjs(q.program, await slipBpjs(db, run.id));
  if (hasil.masuk.length === 0) {
    throw new AppError('CONFLICT', 'Tidak ada karyawan yang dapat dimasukkan ke rekap ini.', {
      tidak_masuk: hasil.tidakMasuk.map((t) => `${t.nama}: ${t.alasan}`).join(' '),
    });
  }
  const file = await rekapBpjsXlsx(
    q.program,
    { perusahaan: await namaPerusahaan(db), periode: namaBulan(run.bulan) },
    hasil.masuk,
  );
  return {
    file: file.toString('base64'),
    filename: `${judulRekap(q.program).toLowerCase().replaceAll(' ', '-')}-${run.bulan}-${run.id}.xlsx`,
    jumlah: hasil.masuk.length,
    total: hasil.masuk.reduce((s, r) => s + r.pekerja + r.perusahaan, 0),
    tidak_masuk: hasil.tidakMasuk,
  };
}
