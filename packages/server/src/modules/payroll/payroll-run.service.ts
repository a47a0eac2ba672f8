import type {
  BukaPenggajianRequest,
  PenggajianDetail,
  PenggajianList,
  PenggajianListQuery,
  PenggajianRequest,
  PenyesuaianRequest,
  SlipDetail,
  SlipList,
  SlipSayaList,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { komponenBerlaku } from './gaji-karyawan.repo.ts';
import { upahDariKomponen } from './gaji-karyawan.service.ts';
import { hitungSlip, type KomponenMasukan, namaBulan, type SlipMasukan } from './payroll-run.compute.ts';
import { guardOwnSlip, guardOwnSlipLines } from './own-pay.rules.ts';
import * as inputs from './payroll-run.inputs.repo.ts';
import { masukanNeto, sebelumBuka, sebelumFinal } from './payroll-checklist.service.ts';
import { masukanUpah } from './payroll-run.wage.ts';
import { masukanUpahCuti } from './payroll-run.leave-pay.repo.ts';
import * as repo from './payroll-run.repo.ts';
import * as slipWrites from './payroll-run.slips.repo.ts';
import { opsiPajak } from './payroll-run.tax-options.repo.ts';
import { masukanPajakPensiun } from './slip-pph21-jp.repo.ts';
import { identitasSlip } from './payslip.document.ts';
import * as pengaturan from './pengaturan-penggajian.repo.ts';
import { daysInMonth } from './statutory/money.ts';
import { hitungThr } from './thr-run.compute.ts';
import * as thrRepo from './thr-run.repo.ts';
import { cekTanggalAcuan, claimGroups, computeThrSlips } from './thr-run.service.ts';

// Payroll runs (decision 0010): draft for a month and groups, review and adjust, finalise (locks the month's
// attendance and requests through penggajian_kunci), reopen (Admin only, logged). A THR run (jenis 'thr') goes
// the same way with its own slips (thr-run.*) and its own lock of the employee's THR of the month.

const NOT_FOUND = 'Penggajian';
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function monthRange(bulan: string): [string, string] {
  const [y, m] = bulan.split('-').map(Number);
  return [`${bulan}-01`, `${bulan}-${String(daysInMonth(y, m)).padStart(2, '0')}`];
}

function toRun(r: repo.RunRow) {
  return {
    ...r,
    grup_gaji_ids: r.grup_gaji_ids.map(Number),
    dibuat_pada: iso(r.dibuat_pada)!,
    difinalkan_pada: iso(r.difinalkan_pada),
    dibuka_pada: iso(r.dibuka_pada),
  };
}

export async function get(db: Db, id: number): Promise<PenggajianDetail> {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound(NOT_FOUND);
  const riwayat = (await repo.runLog(db, id)).map((l) => ({ ...l, pada: iso(l.pada)! }));
  return { ...toRun(run), riwayat };
}

export async function list(db: Db, q: PenggajianListQuery): Promise<PenggajianList> {
  const { rows, total } = await repo.listRuns(db, {
    bulan: q.bulan,
    status: q.status,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { items: rows.map(({ total: _t, ...r }) => toRun(r)), total };
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

/**
 * Computes the draft of a month for the groups, replacing an older draft of the same month and groups (its
 * adjustments too). Inputs are read for all employees at once; the slips are computed in JS and written in batches.
 */
export async function createDraft(db: Db, user: SessionUser, input: PenggajianRequest): Promise<PenggajianDetail> {
  const grupIds = [...new Set(input.grup_gaji_ids)].sort((a, b) => a - b);
  const groups = await repo.groupNames(db, grupIds);
  if (groups.length !== grupIds.length) {
    throw new AppError('VALIDATION_ERROR', 'Grup gaji tidak ditemukan.', { grup_gaji_ids: 'Grup gaji tidak ditemukan.' });
  }
  const [dari, sampai] = monthRange(input.bulan);
  const [today] = await db.query<{ bulan: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM') as bulan`);
  if (input.bulan > today.bulan) {
    throw new AppError('VALIDATION_ERROR', 'Penggajian belum dapat diolah untuk bulan yang akan datang.', {
      bulan: 'Bulan tidak boleh melewati bulan ini.',
    });
  }
  const thr = input.jenis === 'thr';
  const tanggalAcuan = thr ? input.tanggal_acuan! : null;
  if (tanggalAcuan) cekTanggalAcuan(input.bulan, tanggalAcuan);
  const grupNama = groups.map((g) => g.nama).join(', ');
  return db.tx(async (tx) => {
    // The company's JKK risk class unless this run overrides it (THR runs carry no BPJS; they record it anyway).
    const kelas = (!thr && input.kelas_risiko_jkk) || (await pengaturan.find(tx)).kelas_risiko_jkk;
    const key: repo.RunKey = { jenis: input.jenis, bulan: input.bulan, grupIds, grupNama, kelas, tanggalAcuan, oleh: user.id };
    const run = await repo.upsertRun(tx, key);
    if (run.status === 'final') {
      const apa = thr ? 'THR' : 'Penggajian';
      throw new AppError(
        'CONFLICT',
        `${apa} ${namaBulan(input.bulan)} untuk grup ini sudah final. Minta Admin membuka kembali sebelum menghitung ulang.`,
      );
    }
    if (thr) await claimGroups(tx, run.id, input.bulan, grupIds);
    await repo.resetDraft(tx, run.id, key);
    const slips = tanggalAcuan
      ? { slips: await computeThrSlips(tx, input.bulan, tanggalAcuan, grupIds), reimburseIds: [], catalog: {} }
      : await computeSlips(tx, input.bulan, kelas as SlipMasukan['kelas_risiko_jkk'], grupIds, dari, sampai);
    await slipWrites.setCatalog(tx, run.id, slips.catalog);
    await slipWrites.insertSlips(tx, run.id, slips.slips);
    if (slips.reimburseIds.length > 0) await slipWrites.insertRunReimbursements(tx, run.id, slips.reimburseIds);
    await slipWrites.updateRunTotals(tx, run.id);
    return get(tx, run.id);
  });
}

async function computeSlips(
  db: Db,
  bulan: string,
  kelas: SlipMasukan['kelas_risiko_jkk'],
  grupIds: number[],
  dari: string,
  sampai: string,
): Promise<{ slips: slipWrites.SlipWrite[]; reimburseIds: number[]; catalog: slipWrites.Catalog }> {
  const emps = await inputs.employees(db, grupIds, bulan, dari, sampai);
  const ids = emps.map((e) => e.id);
  if (ids.length === 0) return { slips: [], reimburseIds: [], catalog: {} };
  const akhirTahun = bulan.endsWith('-12');
  // One query per kind of fact, in turn: they share the transaction's one connection.
  const days = await inputs.dayCounts(db, ids, dari, sampai);
  const workDays = await inputs.workingDays(db, dari, sampai);
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
  const workMap = new Map(workDays.map((w) => [w.jadwal_kerja_id, w.hari]));
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
      hari_kerja: e.jadwal_kerja_id ? (workMap.get(e.jadwal_kerja_id) ?? 0) : 0,
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

export async function listSlips(db: Db, runId: number, q: { page: number; size: number; search?: string }): Promise<SlipList> {
  if (!(await repo.findRun(db, runId))) throw notFound(NOT_FOUND);
  const { rows, total } = await repo.listSlips(db, runId, { search: q.search, limit: q.size, offset: (q.page - 1) * q.size });
  return { items: rows.map(({ total: _t, id: _i, penggajian_id: _p, nama_bank: _b, no_rekening: _r, ...s }) => s), total };
}

export async function slipDetail(db: Db, runId: number, userId: number): Promise<SlipDetail> {
  const run = await repo.findRun(db, runId);
  const slip = run && (await repo.findSlip(db, runId, userId));
  if (!run || !slip) throw notFound('Slip gaji');
  const baris = await repo.slipLines(db, slip.id);
  const { id: _i, penggajian_id: _p, ...rest } = slip;
  return {
    ...rest,
    penggajian: { id: run.id, bulan: run.bulan, status: run.status, jenis: run.jenis, tanggal_acuan: run.tanggal_acuan },
    baris: baris.map(({ disesuaikan_oleh_id: _o, ...b }) => ({ ...b, disesuaikan_pada: iso(b.disesuaikan_pada) })),
    identitas: await identitasSlip(db, runId, userId),
  };
}

/** The caller's own slip of a final run; 404 for a draft or someone else's. */
export async function ownSlip(db: Db, user: SessionUser, runId: number): Promise<SlipDetail> {
  const run = await repo.findRun(db, runId);
  if (run?.status !== 'final') throw notFound('Slip gaji');
  return slipDetail(db, runId, user.id);
}

export async function ownSlips(db: Db, user: SessionUser, q: { page: number; size: number }): Promise<SlipSayaList> {
  const { rows, total } = await repo.ownSlips(db, user.id, q.size, (q.page - 1) * q.size);
  return { items: rows.map(({ total: _t, ...r }) => r), total };
}

/** Sets (or with nominal null, removes) an adjustment of one line of a draft slip, then recomputes the slip. */
export async function adjust(db: Db, user: SessionUser, runId: number, userId: number, input: PenyesuaianRequest) {
  await db.tx(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!run) throw notFound(NOT_FOUND);
    if (run.status !== 'draft') throw new AppError('CONFLICT', 'Slip pada penggajian yang sudah final tidak dapat diubah.');
    guardOwnSlipLines(user, userId);
    const slip = await repo.findSlip(tx, runId, userId);
    if (!slip) throw notFound('Slip gaji');
    const lines = await repo.slipLines(tx, slip.id);
    if (!lines.some((l) => l.kode === input.kode)) {
      throw new AppError('VALIDATION_ERROR', 'Baris slip tidak ditemukan.', { kode: 'Baris slip tidak ditemukan.' });
    }
    const adjusted = new Map(lines.filter((l) => l.alasan_penyesuaian !== null).map((l) => [l.kode, l]));
    const overrides = new Map([...adjusted.values()].map((l) => [l.kode, l.nominal]));
    if (input.nominal === null) overrides.delete(input.kode);
    else overrides.set(input.kode, input.nominal);
    const { masukan, catalog } = await repo.slipMasukan(tx, slip.id);
    const h =
      'jenis' in masukan
        ? hitungThr(masukan, overrides)
        : hitungSlip({ ...masukan, komponen: masukan.komponen.map(([id, nilai]) => ({ id, nilai, ...catalog[id] })) }, overrides);
    // Who adjusted each line and why: this request for its line, as before for the others still adjusted.
    const now = new Date();
    const meta = h.baris.map((b) => {
      if (b.kode === input.kode) return input.nominal === null ? null : { alasan: input.alasan, oleh: user.id, pada: now };
      const before = adjusted.get(b.kode);
      return before
        ? { alasan: before.alasan_penyesuaian, oleh: before.disesuaikan_oleh_id, pada: before.disesuaikan_pada }
        : null;
    });
    await repo.replaceSlip(tx, slip.id, h, {
      slip_id: h.baris.map(() => slip.id),
      urutan: h.baris.map((_, i) => i + 1),
      kode: h.baris.map((b) => b.kode),
      nama: h.baris.map((b) => b.nama),
      jenis: h.baris.map((b) => b.jenis),
      nominal_hitung: h.baris.map((b) => b.nominal_hitung),
      nominal: h.baris.map((b) => b.nominal),
      rincian: h.baris.map((b) => b.rincian),
      alasan_penyesuaian: meta.map((m) => m?.alasan ?? null),
      disesuaikan_oleh: meta.map((m) => m?.oleh ?? null),
      disesuaikan_pada: meta.map((m) => m?.pada ?? null),
    });
    await slipWrites.updateRunTotals(tx, runId);
  });
  return slipDetail(db, runId, userId);
}

export async function finalise(db: Db, user: SessionUser, runId: number, konfirmasi = false): Promise<PenggajianDetail> {
  return db.tx(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!run) throw notFound(NOT_FOUND);
    if (!(await repo.markFinal(tx, runId, user.id))) throw new AppError('CONFLICT', 'Penggajian ini sudah final.');
    await guardOwnSlip(tx, user, runId, run.jenis === 'thr');
    const slips = await repo.slipCount(tx, runId);
    if (slips === 0) throw new AppError('CONFLICT', 'Penggajian tanpa slip gaji tidak dapat difinalkan.');
    await sebelumFinal(tx, run, konfirmasi);
    const thr = run.jenis === 'thr';
    const locked = await repo.lockMonth(tx, runId, run.bulan, run.jenis);
    if (locked !== slips) {
      throw new AppError(
        'CONFLICT',
        `Sebagian karyawan sudah masuk ${thr ? 'THR' : 'penggajian'} final lain untuk ${namaBulan(run.bulan)}. Hitung ulang draft ini.`,
      );
    }
    // PPh 21 of the month counts the other kind's final slip as it was when the draft was computed.
    if ((await thrRepo.staleOtherSlips(tx, runId, run.jenis, run.bulan)) > 0) {
      throw new AppError(
        'CONFLICT',
        `${thr ? 'Penggajian bulanan' : 'THR'} ${namaBulan(run.bulan)} berubah sejak draft ini dihitung, sehingga PPh 21 perlu dihitung lagi. Hitung ulang draft ini.`,
      );
    }
    const [marked, expected] = await repo.payReimbursements(
      tx,
      runId,
      user.id,
      `Dibayar melalui penggajian ${namaBulan(run.bulan)}.`,
    );
    if (marked !== expected) {
      throw new AppError('CONFLICT', 'Sebagian reimburse sudah dibayar sejak draft dihitung. Hitung ulang draft ini.');
    }
    await repo.log(tx, runId, 'final', user.id, null);
    return get(tx, runId);
  });
}

/** Deletes a draft that was never final: a run made for the wrong groups would otherwise hold them (THR) forever. */
export async function remove(db: Db, runId: number): Promise<void> {
  await db.tx(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!run) throw notFound(NOT_FOUND);
    if (!(await repo.deleteDraft(tx, runId))) {
      throw new AppError(
        'CONFLICT',
        'Hanya draft yang belum pernah difinalkan yang dapat dihapus. Hitung ulang draft ini bila datanya berubah.',
      );
    }
  });
}

export async function reopen(db: Db, user: SessionUser, runId: number, input: BukaPenggajianRequest): Promise<PenggajianDetail> {
  return db.tx(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!run) throw notFound(NOT_FOUND);
    if (!(await repo.reopen(tx, runId, user.id))) {
      throw new AppError('CONFLICT', 'Hanya penggajian yang sudah final yang dapat dibuka kembali.');
    }
    await sebelumBuka(tx, run);
    await repo.log(tx, runId, 'buka', user.id, input.alasan);
    return get(tx, runId);
  });
}
