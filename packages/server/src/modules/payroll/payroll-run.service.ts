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
import { hitungSlip, namaBulan, type SlipMasukan } from './payroll-run.compute.ts';
import { slipChunks } from './payroll-run.draft.ts';
import { guardOwnSlip, guardOwnSlipLines } from './own-pay.rules.ts';
import { sebelumBuka, sebelumFinal } from './payroll-checklist.service.ts';
import { catatPenyesuaian } from './payroll-run.adjust-audit.ts';
import * as repo from './payroll-run.repo.ts';
import * as slipWrites from './payroll-run.slips.repo.ts';
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

/**
 * Computes the draft of a month for the groups, replacing an older draft of the same month and groups (its
 * adjustments too). Inputs are read for a chunk of employees at once (`draftChunk`); each chunk's slips are
 * computed in JS and written before the next is read.
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
    const chunks = tanggalAcuan
      ? [{ slips: await computeThrSlips(tx, input.bulan, tanggalAcuan, grupIds), reimburseIds: [], catalog: {} }]
      : slipChunks(tx, input.bulan, kelas as SlipMasukan['kelas_risiko_jkk'], grupIds, dari, sampai);
    const catalog: slipWrites.Catalog = {};
    for await (const c of chunks) {
      Object.assign(catalog, c.catalog);
      await slipWrites.insertSlips(tx, run.id, c.slips);
      if (c.reimburseIds.length > 0) await slipWrites.insertRunReimbursements(tx, run.id, c.reimburseIds);
    }
    await slipWrites.setCatalog(tx, run.id, catalog);
    await slipWrites.updateRunTotals(tx, run.id);
    return get(tx, run.id);
  });
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
    const line = lines.find((l) => l.kode === input.kode)!;
    const after = h.baris.find((b) => b.kode === input.kode)?.nominal ?? line.nominal_hitung;
    await catatPenyesuaian(tx, user.id, {
      run,
      slip,
      baris: line.nama,
      sebelum: line.nominal,
      sesudah: after,
      kembali: input.nominal === null,
      alasan: input.alasan,
    });
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
