import { BATAS_KARYAWAN_PERIKSA, type PeriksaPenggajian } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { daftarPeriksa, type Temuan, tanpaUpahMinimum, tolakBilaBelumSiap } from './payroll-checklist.ts';
import * as repo from './payroll-checklist.repo.ts';
import { namaBulan } from './payroll-run.format.ts';
import { dibawahUpahMinimum } from './payroll-run.leave-pay.ts';
import * as sisa from './payroll-run.net.repo.ts';
import { findRun } from './payroll-run.repo.ts';
import * as pengaturan from './pengaturan-penggajian.repo.ts';
import { daysInMonth } from './statutory/money.ts';
import { upahMinimumKaryawan } from './upah-minimum.repo.ts';

// The pre-finalise checklist (GET /penggajian/{id}/periksa) and what finalising and reopening add to a run's
// transaction: the same checks (refused with 409 on errors, and on warnings without confirmation) and the carried
// deductions of payroll-run.net.ts.

interface Run {
  id: number;
  bulan: string;
  jenis: string;
}

const akhirBulan = (bulan: string) => {
  const [y, m] = bulan.split('-').map(Number);
  return `${bulan}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
};

const bulanSebelumnya = (bulan: string) => {
  const [y, m] = bulan.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

async function hitungPeriksa(db: Db, run: Run): Promise<PeriksaPenggajian> {
  const gaji = run.jenis === 'gaji';
  const akhir = akhirBulan(run.bulan);
  const rows = await repo.temuan(db, run.id, akhir, gaji, BATAS_KARYAWAN_PERIKSA);
  const temuan = new Map<string, Temuan>();
  for (const r of rows) {
    const t = temuan.get(r.kode) ?? { kode: r.kode, jumlah: r.jumlah, karyawan: [] };
    t.karyawan.push({ user_id: Number(r.user_id), nip: r.nip, nama: r.nama });
    temuan.set(r.kode, t);
  }
  if (gaji) {
    // The minimum wage in force at the month's end at each employee's location (the slip's own rule).
    const upah = await repo.upahSlip(db, run.id);
    const minimum = await upahMinimumKaryawan(
      db,
      upah.map((u) => u.user_id),
      akhir,
    );
    const bawah = upah.filter(
      (u) => !tanpaUpahMinimum(u.tipe) && dibawahUpahMinimum(Number(u.upah), minimum.get(u.user_id)?.nominal),
    );
    temuan.set('di_bawah_upah_minimum', {
      kode: 'di_bawah_upah_minimum',
      jumlah: bawah.length,
      karyawan: bawah.slice(0, BATAS_KARYAWAN_PERIKSA).map(({ user_id, nip, nama }) => ({ user_id, nip, nama })),
    });
  }
  return daftarPeriksa([...temuan.values()]);
}

export async function periksa(db: Db, runId: number): Promise<PeriksaPenggajian> {
  const run = await findRun(db, runId);
  if (!run) throw notFound('Penggajian');
  return hitungPeriksa(db, run);
}

/**
 * Inside the finalise transaction, under the run's row lock: the checklist (errors refuse; warnings refuse unless
 * confirmed), then a monthly run deducts last month's carries its slips took and stores the amounts it carries.
 */
export async function sebelumFinal(tx: Db, run: Run, konfirmasi: boolean): Promise<void> {
  tolakBilaBelumSiap(await hitungPeriksa(tx, run), konfirmasi);
  if (run.jenis !== 'gaji') return;
  if (!(await sisa.potongSisa(tx, run.id, bulanSebelumnya(run.bulan)))) {
    throw new AppError(
      'CONFLICT',
      `Sisa potongan ${namaBulan(bulanSebelumnya(run.bulan))} berubah sejak draft ini dihitung. Hitung ulang draft ini.`,
    );
  }
  await sisa.simpanSisa(tx, run.id, run.bulan);
}

/** Inside the reopen transaction: refused while next month's final run has deducted what this run carried. */
export async function sebelumBuka(tx: Db, run: Run): Promise<void> {
  const bulan = await sisa.bukaSisa(tx, run.id);
  if (bulan) {
    throw new AppError(
      'CONFLICT',
      `Sisa potongan ${namaBulan(run.bulan)} sudah dipotong pada penggajian ${namaBulan(bulan)} yang sudah final. Buka kembali penggajian ${namaBulan(bulan)} lebih dulu.`,
    );
  }
}

/** For the draft: last month's carry of each employee and the company's choice, as the slip's inputs. */
export async function masukanNeto(db: Db, userIds: number[], bulan: string) {
  const { neto_negatif } = await pengaturan.find(db);
  const carry = await sisa.sisaBulanLalu(db, userIds, bulanSebelumnya(bulan));
  return (userId: number) => ({ neto_negatif, sisa_potongan: carry.get(userId) ?? null });
}
