import {
  type HistoryAdminDay,
  type HistoryAdminDetail,
  type HistoryAdminPage,
  type HistoryAdminQueryValues,
  type HistoryDay,
  type HistoryDetail,
  type HistoryPage,
  type HistoryQueryValues,
  historyRangeErrors,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { workdayFor } from '../schedules/index.ts';
import { shiftLabel } from './attendance.service.ts';
import * as repo from './history.repo.ts';
import { queryDailyStatuses } from './status.repo.ts';
import type { DailyStatus } from './status.rules.ts';

async function localToday(db: Db, userId: number): Promise<string> {
  const day = await workdayFor(db, userId);
  if (!day) throw new AppError('UNAUTHENTICATED');
  return day.date;
}

/**
 * The range asked for, refused when backwards or longer than allowed. A missing end is today (or the start,
 * when that is later); a missing start comes from the end.
 */
function range(start: string | undefined, end: string | undefined, defaultStart: (end: string) => string, today: string) {
  const to = end ?? (start && start > today ? start : today);
  const from = start ?? defaultStart(to);
  const errors = historyRangeErrors(from, to);
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION_ERROR', first, errors);
  return { from, to };
}

const NO_NOTE: repo.RecordNote = { alasan_pulang_awal: null, di_luar_jadwal: false };

/** The judged days of a page with their records' notes (one query for the page). */
async function withNotes(db: Db, days: DailyStatus[]): Promise<HistoryDay[]> {
  const notes = await repo.recordNotes(
    db,
    days.flatMap((d) => (d.attendance_id == null ? [] : [d.attendance_id])),
  );
  return days.map((d) => toDay(d, (d.attendance_id != null && notes.get(d.attendance_id)) || NO_NOTE));
}

function toDay(d: DailyStatus, note: repo.RecordNote): HistoryDay {
  return {
    tanggal: d.tanggal,
    id: d.attendance_id,
    status: d.status,
    flags: {
      hadir: d.hadir,
      terlambat: d.terlambat,
      pulang_awal: d.pulang_awal,
      tak_lengkap: d.tak_lengkap,
      alpha: d.alpha,
      izin: d.izin,
      libur: d.libur,
      belum_absen: d.belum_absen,
    },
    jam_masuk: d.jam_masuk,
    jam_pulang: d.jam_pulang,
    time_in: d.time_in,
    time_out: d.time_out,
    menit_terlambat: d.menit_terlambat,
    menit_pulang_awal: d.menit_pulang_awal,
    menit_kehadiran: d.menit_kehadiran,
    shift: shiftLabel({
      jadwal_nama: d.jadwal_nama,
      jam_masuk: d.jadwal_masuk,
      jam_pulang: d.jadwal_pulang,
      libur: !d.hari_kerja,
      hari_libur: d.hari_libur,
    }),
    jadwal_nama: d.jadwal_nama,
    jadwal_masuk: d.jadwal_masuk,
    jadwal_pulang: d.jadwal_pulang,
    hari_libur: d.hari_libur,
    zona_waktu: d.zona_waktu,
    jenis_izin: d.jenis_izin,
    alasan_pulang_awal: note.alasan_pulang_awal,
    di_luar_jadwal: note.di_luar_jadwal,
  };
}

const employeeOf = (d: DailyStatus) => ({ user_id: d.user_id, nip: d.nip, nama: d.nama, jabatan: d.jabatan, lokasi: d.lokasi });

/** The caller's own days, newest first; by default this month up to today. */
export async function myHistory(db: Db, user: SessionUser, q: HistoryQueryValues): Promise<HistoryPage> {
  const today = await localToday(db, user.id);
  const { from, to } = range(q['start-date'], q['end-date'], (end) => `${end.slice(0, 8)}01`, today);
  const page = await queryDailyStatuses(db, { from, to, userIds: [user.id], page: q.page, size: q.size });
  return { items: await withNotes(db, page.items), total: page.total };
}

/** The range of the admin history (and its export): by default today. */
export async function adminRange(db: Db, admin: SessionUser, q: { 'start-date'?: string; 'end-date'?: string }) {
  return range(q['start-date'], q['end-date'], (end) => end, await localToday(db, admin.id));
}

/** Everyone's days for Admin/HRD; by default today. */
export async function adminHistory(db: Db, admin: SessionUser, q: HistoryAdminQueryValues): Promise<HistoryAdminPage> {
  const { from, to } = await adminRange(db, admin, q);
  const page = await queryDailyStatuses(db, {
    from,
    to,
    lokasiId: q.lokasi_id,
    jabatanId: q.jabatan_id,
    search: q.search,
    status: q.status,
    page: q.page,
    size: q.size,
  });
  const days = await withNotes(db, page.items);
  return { items: days.map((d, i): HistoryAdminDay => ({ ...d, ...employeeOf(page.items[i]) })), total: page.total };
}

async function detailOf(db: Db, record: repo.AttendanceRecord): Promise<{ detail: HistoryDetail; day: DailyStatus }> {
  const { items } = await queryDailyStatuses(db, {
    from: record.tanggal,
    to: record.tanggal,
    userIds: [record.user_id],
    page: 1,
    size: 1,
  });
  const day = items[0];
  const { id: _id, user_id: _u, tanggal: _t, ...punches } = record;
  const [shown] = await withNotes(db, [day]);
  const detail: HistoryDetail = { ...shown, ...punches, id: record.id, riwayat: await repo.listChanges(db, record.id) };
  return { detail, day };
}

/** One of the caller's own records; someone else's is not found. */
export async function myDetail(db: Db, user: SessionUser, id: number): Promise<HistoryDetail> {
  const record = await repo.findRecord(db, id, user.id);
  if (!record) throw notFound('Data absensi');
  return (await detailOf(db, record)).detail;
}

/** Any record, with whose it is, for Admin/HRD. */
export async function adminDetail(db: Db, id: number): Promise<HistoryAdminDetail> {
  const record = await repo.findRecord(db, id);
  if (!record) throw notFound('Data absensi');
  const { detail, day } = await detailOf(db, record);
  return { ...detail, ...employeeOf(day) };
}
