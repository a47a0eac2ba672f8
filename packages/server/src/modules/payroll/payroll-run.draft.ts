import type { Db } from '../../platform/db.ts';
import { komponenBerlaku } from './gaji-karyawan.repo.ts';
import { upahDariKomponen } from './gaji-karyawan.service.ts';
import { masukanNeto } from './payroll-checklist.service.ts';
import { upahBpjs } from './payroll-run.bpjs-upah.ts';
import { rataRataBpjs } from './payroll-run.bpjs-upah.repo.ts';
import { hitungSlip, type KomponenMasukan, type SlipMasukan } from './payroll-run.compute.ts';
import * as inputs from './payroll-run.inputs.repo.ts';
import { masukanUpahCuti } from './payroll-run.leave-pay.repo.ts';
import type * as slipWrites from './payroll-run.slips.repo.ts';
import { opsiPajak } from './payroll-run.tax-options.repo.ts';
import { masukanUpah } from './payroll-run.wage.ts';
import { masukanPajakPensiun } from './slip-pph21-jp.repo.ts';
import * as thrRepo from './thr-run.repo.ts';

// The monthly draft's slips: every input read for a chunk of employees at once (one set-based query per kind of fact),
// each slip computed by the pure hitungSlip (decision 0010; issue 17's rules: decision 0022).

/**
 * Employees per chunk. A chunk's inputs, slips and lines are held in memory together and written before the next
 * chunk is read, so a draft of 100,000 employees needs the memory of one of 5,000 (all at once it held 3.1 GB).
 * A setting rather than a constant so that a test can take one employee per chunk to prove the chunks join up.
 */
export const draftChunk = { employees: 5000 };

export interface SlipChunk {
  slips: slipWrites.SlipWrite[];
  reimburseIds: number[];
  catalog: slipWrites.Catalog;
}

/** The draft's slips, chunk by chunk, in the order of the employee list. */
export async function* slipChunks(
  db: Db,
  bulan: string,
  kelas: SlipMasukan['kelas_risiko_jkk'],
  grupIds: number[],
  dari: string,
  sampai: string,
): AsyncGenerator<SlipChunk> {
  const emps = await inputs.employees(db, grupIds, bulan, dari, sampai);
  const size = draftChunk.employees;
  for (let i = 0; i < emps.length; i += size) yield computeSlips(db, bulan, kelas, emps.slice(i, i + size), dari, sampai);
}

const punyaNpwp = (npwp: string | null, nik: string | null) =>
  Boolean(npwp?.replace(/\D/g, '')) || /^\d{16}$/.test(nik?.trim() ?? '');

const groupBy = <T extends { user_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.user_id);
    if (list) list.push(r);
    else map.set(r.user_id, [r]);
  }
  return map;
};

async function computeSlips(
  db: Db,
  bulan: string,
  kelas: SlipMasukan['kelas_risiko_jkk'],
  emps: inputs.EmployeeRow[],
  dari: string,
  sampai: string,
): Promise<SlipChunk> {
  const ids = emps.map((e) => e.id);
  const akhirTahun = bulan.endsWith('-12');
  // One query per kind of fact, in turn: they share the transaction's one connection.
  const days = await inputs.dayCounts(db, ids, dari, sampai);
  const workDays = await inputs.workingDays(db, ids, dari, sampai);
  const lembur = await inputs.approvedOvertime(db, ids, dari, sampai);
  const borongan = await inputs.approvedPieceRate(db, ids, dari, sampai);
  const reimburse = await inputs.unpaidReimbursements(db, ids, sampai);
  const komponen = await komponenBerlaku(db, ids);
  const terakhir = emps.filter((e) => akhirTahun || e.keluar_bulan_ini).map((e) => e.id);
  const ytd = await inputs.yearToDate(db, terakhir, bulan);
  const thrMap = new Map((await thrRepo.finalSlipsOfMonth(db, 'thr', ids, bulan)).map((s) => [s.user_id, s]));
  const upahCuti = await masukanUpahCuti(db, ids, dari, sampai);
  const neto = await masukanNeto(db, ids, bulan);
  const dayMap = new Map(days.map((d) => [d.user_id, d]));
  const workMap = new Map(workDays.map((w) => [Number(w.user_id), w.hari]));
  const lemburMap = groupBy(lembur);
  const boronganMap = new Map(borongan.map((b) => [b.user_id, b]));
  const reimburseMap = groupBy(reimburse);
  const komponenMap = groupBy(komponen);
  // The wage rule of the salary settings, over the rows already read (no second read of ~170,000 rows).
  const upah = new Map([...komponenMap].map(([userId, rows]) => [userId, upahDariKomponen(rows)]));
  const ytdMap = new Map(ytd.map((y) => [y.user_id, y]));
  // Overtime basis of daily/piece-rate workers and prorating of joiners and leavers (payroll-run.wage.ts).
  const upahLembur = await masukanUpah(db, { bulan, sampai, emps, komponen: komponenMap });
  // Tax options: the group's gross-up, the company's government-borne PPh 21 (payroll-run.tax-options.repo.ts).
  const pajak = await opsiPajak(db, emps, bulan);
  // The tax year's PTKP status, non-permanent workers' days, the JP option (slip-pph21-jp.repo.ts).
  const pajakPensiun = await masukanPajakPensiun(db, emps, bulan, dari, sampai);
  // BPJS wage of daily and piece-rate workers: piece-rate's last 3 months (payroll-run.bpjs-upah.ts).
  const rataBpjs = await rataRataBpjs(db, { bulan, emps, komponen: komponenMap, upah });
  const catalog: slipWrites.Catalog = {};
  for (const k of komponen) {
    catalog[k.komponen_gaji_id] ??= {
      nama: k.nama,
      jenis: k.jenis,
      cara_hitung: k.cara_hitung,
      sumber_otomatis: k.sumber_otomatis,
      objek_pajak: k.objek_pajak,
      gaji_pokok: k.gaji_pokok,
    };
  }

  const slips = emps.map((e): slipWrites.SlipWrite => {
    const d = dayMap.get(e.id);
    const r = reimburseMap.get(e.id) ?? [];
    const b = boronganMap.get(e.id);
    const l = lemburMap.get(e.id) ?? [];
    const y = ytdMap.get(e.id);
    const thr = thrMap.get(e.id);
    const masukan: SlipMasukan = {
      bulan,
      kelas_risiko_jkk: kelas,
      status_ptkp: e.status_ptkp,
      punya_npwp: punyaNpwp(e.npwp, e.nik),
      hari_kerja: workMap.get(e.id) ?? 0,
      hari_hadir: d?.hadir ?? 0,
      hari_alpha: d?.alpha ?? 0,
      hari_izin_tidak_berbayar: d?.izin_tb ?? 0,
      upah_bulanan: upah.get(e.id) ?? null,
      komponen: (komponenMap.get(e.id) ?? []).map(
        (k): KomponenMasukan => ({
          id: k.komponen_gaji_id,
          nama: k.nama,
          jenis: k.jenis,
          cara_hitung: k.cara_hitung,
          sumber_otomatis: k.sumber_otomatis,
          objek_pajak: k.objek_pajak,
          gaji_pokok: k.gaji_pokok,
          nilai: k.nilai,
        }),
      ),
      lembur: l.map(({ user_id: _u, ...x }) => x),
      upah_borongan: b?.total ?? 0,
      jumlah_borongan: b?.jumlah ?? 0,
      reimburse: r.reduce((s, x) => s + x.nominal, 0),
      jumlah_reimburse: r.length,
      masa_pajak_terakhir: akhirTahun || e.keluar_bulan_ini,
      ytd: { bruto: y?.bruto ?? 0, pph21: y?.pph21 ?? 0, iuran_pensiun: y?.iuran_pensiun ?? 0, bulan: y?.bulan ?? 0 },
      thr_bulan_ini: thr ? { bruto: thr.bruto, pph21: thr.pph21 } : null,
      karyawan: {
        tipe: e.tipe_karyawan,
        tanggal_masuk: e.tanggal_masuk,
        tanggal_keluar: e.tanggal_keluar,
        tanggal_lahir: e.tanggal_lahir,
        lokasi_id: e.lokasi_id,
      },
      ...upahCuti.get(e.id),
      ...neto(e.id),
      ...upahLembur.get(e.id),
      pajak: pajak.get(e.id),
      ...pajakPensiun.get(e.id),
    };
    masukan.upah_bpjs = upahBpjs(masukan, rataBpjs.get(e.id) ?? null);
    const h = hitungSlip(masukan);
    return {
      user_id: e.id,
      nip: e.nip,
      nama: e.fullname,
      jabatan: e.jabatan,
      grup_gaji: e.grup,
      nama_bank: e.nama_bank,
      no_rekening: e.no_rekening,
      hari_kerja: masukan.hari_kerja,
      hari_hadir: masukan.hari_hadir,
      hari_alpha: masukan.hari_alpha,
      hari_izin_tidak_berbayar: masukan.hari_izin_tidak_berbayar,
      menit_lembur: masukan.lembur.reduce((s, x) => s + x.menit, 0),
      ...h,
      masukan: { ...masukan, komponen: masukan.komponen.map((k) => [k.id, k.nilai]) },
    };
  });
  // Only reimbursements of employees with a slip that carries them (their group has the Reimburse component).
  const reimburseKomponen = komponen.filter((k) => k.sumber_otomatis === 'reimburse');
  const carried = new Set(reimburseKomponen.map((k) => k.user_id));
  return { slips, reimburseIds: reimburse.filter((x) => carried.has(x.user_id)).map((x) => x.id), catalog };
}
