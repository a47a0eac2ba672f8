import {
  LEMBUR_HARI_MAJU,
  LEMBUR_HARI_MUNDUR,
  type LemburAdminDetail,
  type LemburAdminPage,
  type LemburDetail,
  type LemburItem,
  type LemburPage,
  type LemburPreview,
  type zLemburListQuery,
  type zLemburPreviewQuery,
  type zLemburRequest,
} from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Remember } from '../../platform/idempotency.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as approvals from '../approvals/index.ts';
import { checkOvertimeLimits, overtimeMinutes } from '../overtime/index.ts';
import { workdayFor } from '../schedules/index.ts';
import { breakdown } from './overtime-breakdown.ts';
import { addDays, hariLembur, isoWeekStart, shiftClash } from './overtime-day.ts';
import { monthlyWage } from './monthly-wage.ts';
import * as repo from './overtime-requests.repo.ts';
import { tanggalAngka } from '@hadir/contract';

// Rules (DOMAIN.md "Requests", PP 35/2021): overtime is work outside the scheduled shift; on a working day
// at most 4 hours a day and 18 a week, counting the employee's pending and approved working-day overtime
// of that ISO week (art. 26; rest days and holidays are outside both limits); no two pending/approved
// overtimes of one employee overlap.

type LemburInput = z.output<typeof zLemburRequest>;
type Times = z.output<typeof zLemburPreviewQuery>;
type ListQuery = z.output<typeof zLemburListQuery>;

const NOT_FOUND = 'Lembur';
const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: message });

/** The date must be within the open payroll period: 30 days back, 30 days ahead (overtime is often planned). */
async function checkTanggal(db: Db, user: SessionUser, tanggal: string) {
  const today = await workdayFor(db, user.id);
  if (!today) throw new AppError('UNAUTHENTICATED');
  if (tanggal < addDays(today.date, -LEMBUR_HARI_MUNDUR)) {
    throw invalid('tanggal', `Lembur hanya dapat diajukan untuk ${LEMBUR_HARI_MUNDUR} hari terakhir.`);
  }
  if (tanggal > addDays(today.date, LEMBUR_HARI_MAJU)) {
    throw invalid('tanggal', `Lembur paling lambat diajukan untuk ${LEMBUR_HARI_MAJU} hari ke depan.`);
  }
}

/** Why the overtime could not be filed as it stands (the first rule it breaks), with the HTTP error to answer. */
async function refusal(
  db: Db,
  userId: number,
  times: Times,
  facts: repo.LemburWrite,
  jadwal: repo.Jadwal,
  libur: Map<string, string>,
) {
  const clash = shiftClash(jadwal.hari, times.tanggal, libur, times.jam_mulai, facts.menit);
  if (clash) {
    const message = `Jam lembur bertabrakan dengan jam kerja Anda (${clash.jam_masuk}-${clash.jam_pulang}). Lembur dihitung di luar jam kerja.`;
    return invalid('jam_mulai', message);
  }
  const filed = await repo.minutesFiled(db, userId, times.tanggal);
  const limit = checkOvertimeLimits(filed.minggu / 60, facts.menit / 60, facts.jenis_hari, filed.hari / 60);
  if (limit) return invalid('jam_selesai', limit);
  const overlap = await repo.findOverlap(db, userId, times.tanggal, times.jam_mulai, facts.menit);
  if (overlap) {
    return new AppError(
      'CONFLICT',
      `Sudah ada pengajuan lembur yang bertabrakan (${tanggalAngka(overlap.tanggal)} ${overlap.jam_mulai}-${overlap.jam_selesai}).`,
    );
  }
  return null;
}

/** The facts of overtime at these times for this employee, its pay breakdown and the refusal, if any. */
async function plan(db: Db, user: SessionUser, times: Times) {
  // The shifts of the date's ISO week (its work week) and of the days either side (a night shift running into it).
  const senin = isoWeekStart(times.tanggal);
  const jadwal = await repo.jadwalOf(db, user.id, addDays(senin, -1), addDays(senin, 7));
  if (!jadwal) throw new AppError('UNAUTHENTICATED');
  if (!jadwal.terjadwal) {
    // Overtime is time beyond the schedule: without one (a weekly schedule or a roster) there is no working day to
    // measure it against.
    throw new AppError('BAD_REQUEST', 'Jadwal kerja Anda belum diatur. Hubungi HRD sebelum mengajukan lembur.');
  }
  const libur = await repo.hariLibur(db, addDays(times.tanggal, -1), addDays(times.tanggal, 1));
  const facts: repo.LemburWrite = {
    tanggal: times.tanggal,
    jam_mulai: times.jam_mulai,
    jam_selesai: times.jam_selesai,
    menit: overtimeMinutes(times.jam_mulai, times.jam_selesai),
    alasan: '',
    ...hariLembur(jadwal.hari, times.tanggal, libur),
  };
  return {
    facts,
    perhitungan: breakdown(facts, await monthlyWage(db, user.id, jadwal.upah_bulanan)),
    refusal: await refusal(db, user.id, times, facts, jadwal, libur),
  };
}

export async function preview(db: Db, user: SessionUser, times: Times): Promise<LemburPreview> {
  await checkTanggal(db, user, times.tanggal);
  const { perhitungan, refusal } = await plan(db, user, times);
  return { ...perhitungan, pesan_batas: refusal?.message ?? null };
}

export async function create(db: Db, user: SessionUser, input: LemburInput, remember: Remember): Promise<LemburDetail> {
  await checkTanggal(db, user, input.tanggal);
  return db.tx(async (tx) => {
    await repo.lockFilings(tx, user.id);
    const { facts, refusal } = await plan(tx, user, input);
    if (refusal) throw refusal;
    const id = await repo.insert(tx, user.id, { ...facts, alasan: input.alasan });
    await approvals.submit(tx, { tipe: 'lembur', requestId: id, requesterId: user.id });
    const body = (await detail(tx, id)) as LemburDetail;
    await remember(tx, body);
    return body;
  });
}

function toItem(row: repo.LemburRow): LemburItem {
  return {
    id: row.id,
    tanggal: row.tanggal,
    jam_mulai: row.jam_mulai,
    jam_selesai: row.jam_selesai,
    jam: row.menit / 60,
    jenis_hari: row.jenis_hari,
    alasan: row.alasan,
    status: row.status,
    tanggal_pengajuan: row.tanggal_pengajuan.toISOString(),
  };
}

const pemohon = (row: repo.LemburRow) => ({ id: row.user_id, nip: row.pemohon_nip, fullname: row.pemohon_fullname });

/** Any overtime with its breakdown (from today's monthly wage); undefined when it does not exist. */
export async function detail(db: Db, id: number): Promise<LemburDetail | undefined> {
  const row = await repo.find(db, id);
  if (!row) return undefined;
  return {
    ...toItem(row),
    ...breakdown(row, await monthlyWage(db, row.user_id, row.upah_bulanan)),
    pemohon: pemohon(row),
    approver: row.approver,
    catatan_approval: row.catatan_approval,
    tanggal_approval: row.tanggal_approval?.toISOString() ?? null,
  };
}

function filter(q: ListQuery) {
  return {
    status: q.status,
    from: q['start-date'],
    to: q['end-date'],
    limit: q.size,
    offset: (q.page - 1) * q.size,
  };
}

export async function listOwn(db: Db, user: SessionUser, q: ListQuery): Promise<LemburPage> {
  const { rows, total } = await repo.list(db, { ...filter(q), userId: user.id });
  return { items: rows.map(toItem), total };
}

export async function getOwn(db: Db, user: SessionUser, id: number): Promise<LemburDetail> {
  const found = await detail(db, id);
  if (!found || found.pemohon.id !== user.id) throw notFound(NOT_FOUND);
  return found;
}

export async function cancel(db: Db, user: SessionUser, id: number): Promise<LemburDetail> {
  await approvals.cancel(db, user, 'lembur', id);
  return getOwn(db, user, id);
}

export async function listAll(db: Db, q: ListQuery): Promise<LemburAdminPage> {
  const { rows, total } = await repo.list(db, { ...filter(q), search: q.search });
  return { items: rows.map((r) => ({ ...toItem(r), pemohon: pemohon(r) })), total };
}

export async function getAny(db: Db, user: SessionUser, id: number): Promise<LemburAdminDetail> {
  const found = await detail(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return { ...found, dapat_diputuskan: await approvals.canDecide(db, user, 'lembur', id) };
}
