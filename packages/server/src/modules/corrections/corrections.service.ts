import {
  APPROVAL_STATUS,
  type KoreksiAdminDetail,
  type KoreksiAdminPage,
  type KoreksiDetail,
  type KoreksiItem,
  type KoreksiPage,
  type zKoreksiListQuery,
  type zKoreksiRequest,
} from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { noRemember } from '../../platform/idempotency.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as approvals from '../approvals/index.ts';
import { appliedCorrections, breaksOrder, planCorrection } from '../attendance/index.ts';
import { workdayFor } from '../schedules/index.ts';
import * as repo from './corrections.repo.ts';

type KoreksiInput = z.output<typeof zKoreksiRequest>;
type ListQuery = z.output<typeof zKoreksiListQuery>;

/**
 * How far back a correction may go: a forgotten punch is noticed within days, and a month keeps
 * corrections inside the payroll period still open (older dates are settled and would change pay).
 */
export const MAX_DAYS_BACK = 30;
const NOT_FOUND = 'Koreksi kehadiran';

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: message });

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export async function create(db: Db, user: SessionUser, input: KoreksiInput, remember = noRemember): Promise<KoreksiDetail> {
  // Dates are the employee's local dates (their location's zone), as the record's are.
  const today = await workdayFor(db, user.id);
  if (!today) throw new AppError('UNAUTHENTICATED');
  if (input.tanggal > today.date) throw invalid('tanggal', 'Tanggal koreksi tidak boleh melewati hari ini.');
  if (input.tanggal < daysBefore(today.date, MAX_DAYS_BACK)) {
    throw invalid('tanggal', `Koreksi hanya dapat diajukan untuk ${MAX_DAYS_BACK} hari terakhir.`);
  }
  const times = { userId: user.id, tanggal: input.tanggal, jamMasuk: input.jam_masuk, jamPulang: input.jam_pulang };
  const plan = await planCorrection(db, times);
  if (!plan) throw new AppError('UNAUTHENTICATED');
  const now = new Date();
  if (input.jam_masuk && plan.newTimeIn && plan.newTimeIn > now) {
    throw invalid('jam_masuk', 'Jam masuk tidak boleh melewati waktu sekarang.');
  }
  if (input.jam_pulang && plan.newTimeOut && plan.newTimeOut > now) {
    throw invalid('jam_pulang', 'Jam pulang tidak boleh melewati waktu sekarang.');
  }
  // Only one time is proposed and the recorded other one would end up on the wrong side of it.
  if (breaksOrder(plan)) {
    throw input.jam_masuk
      ? invalid('jam_masuk', `Jam masuk harus sebelum jam pulang yang tercatat (${plan.sesudah.jam_pulang}).`)
      : invalid('jam_pulang', `Jam pulang harus setelah jam masuk yang tercatat (${plan.sesudah.jam_masuk}).`);
  }
  return db.tx(async (tx) => {
    await repo.lockFilings(tx, user.id);
    if (await repo.hasPending(tx, user.id, input.tanggal)) {
      throw new AppError('CONFLICT', 'Masih ada pengajuan koreksi untuk tanggal ini yang menunggu persetujuan.');
    }
    const koreksiId = await repo.insert(tx, user.id, input);
    await approvals.submit(tx, { tipe: 'koreksi', requestId: koreksiId, requesterId: user.id });
    const created = (await detail(tx, koreksiId)) as KoreksiDetail;
    await remember(tx, created);
    return created;
  });
}

function toItem(row: repo.KoreksiRow): KoreksiItem {
  return {
    id: row.id,
    tanggal: row.tanggal,
    jam_masuk: row.jam_masuk,
    jam_pulang: row.jam_pulang,
    alasan: row.alasan,
    status: row.status,
    tanggal_pengajuan: row.tanggal_pengajuan.toISOString(),
  };
}

const pemohon = (row: repo.KoreksiRow) => ({ id: row.user_id, nip: row.pemohon_nip, fullname: row.pemohon_fullname });

/** Any correction with its times before and after; undefined when it does not exist. */
export async function detail(db: Db, id: number): Promise<KoreksiDetail | undefined> {
  const row = await repo.find(db, id);
  if (!row) return undefined;
  // Once applied, the record's history holds the original and the corrected times; until then they
  // are what the record holds now and what it would become.
  const applied = row.status === APPROVAL_STATUS.disetujui ? (await appliedCorrections(db, [id])).get(id) : undefined;
  const times =
    applied ??
    (await planCorrection(db, { userId: row.user_id, tanggal: row.tanggal, jamMasuk: row.jam_masuk, jamPulang: row.jam_pulang }));
  return {
    ...toItem(row),
    pemohon: pemohon(row),
    zona_waktu: times?.zonaWaktu ?? 'Asia/Jakarta',
    sebelum: times?.sebelum ?? { jam_masuk: null, jam_pulang: null },
    sesudah: times?.sesudah ?? { jam_masuk: row.jam_masuk, jam_pulang: row.jam_pulang },
    approver: row.approver,
    catatan_approval: row.catatan_approval,
    tanggal_approval: row.tanggal_approval?.toISOString() ?? null,
  };
}

export async function listOwn(db: Db, user: SessionUser, q: ListQuery): Promise<KoreksiPage> {
  const { rows, total } = await repo.list(db, {
    userId: user.id,
    status: q.status,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { items: rows.map(toItem), total };
}

export async function getOwn(db: Db, user: SessionUser, id: number): Promise<KoreksiDetail> {
  const found = await detail(db, id);
  if (!found || found.pemohon.id !== user.id) throw notFound(NOT_FOUND);
  return found;
}

export async function cancel(db: Db, user: SessionUser, id: number): Promise<KoreksiDetail> {
  await approvals.cancel(db, user, 'koreksi', id);
  return getOwn(db, user, id);
}

export async function listAll(db: Db, q: ListQuery): Promise<KoreksiAdminPage> {
  const { rows, total } = await repo.list(db, {
    status: q.status,
    search: q.search,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { items: rows.map((r) => ({ ...toItem(r), pemohon: pemohon(r) })), total };
}

export async function getAny(db: Db, user: SessionUser, id: number): Promise<KoreksiAdminDetail> {
  const found = await detail(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return { ...found, dapat_diputuskan: await approvals.canDecide(db, user, 'koreksi', id) };
}
