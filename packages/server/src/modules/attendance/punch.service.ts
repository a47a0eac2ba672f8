import {
  type LokasiAbsen,
  type LokasiAbsenRequest,
  type LokasiSaya,
  OFFLINE_PUNCH_MAX_AGE_HOURS,
  PHOTO_MAX_BYTES,
  type PunchAnswer,
  type PunchRequest,
  type PunchResponse,
  type PunchType,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type FileStore, parseImageDataUrl } from '../../platform/files.ts';
import type { Remember } from '../../platform/idempotency.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { FaceEngine } from '../face/index.ts';
import type { Workday } from '../schedules/index.ts';
import type { DayRecord } from './attendance.repo.ts';
import { dayView, shiftWindowAt } from './attendance.service.ts';
import { beginPunchFace, checkPunchFace } from './face-registration.punch.ts';
import { formatDistance, locate } from './geo.ts';
import { guardAccountOf } from '../users/index.ts';
import { holdPunch, holdReason } from './offline-hold.service.ts';
import * as repo from './punch.repo.ts';
import { earlyClockOut, earlyClockOutBefore, earlyReason, placePunch } from './shift-window.rules.ts';

/** A fix less precise than this is not GPS (cell or IP location): the geofence cannot judge it. */
const MAX_ACCURACY_M = 500;
/** A phone's clock may run a little ahead of the server's; more than this is a wrong clock, not skew. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
const OFFLINE_MAX_AGE_MS = OFFLINE_PUNCH_MAX_AGE_HOURS * 3_600_000;

/**
 * The instant a punch counts at: the server's, or for a punch sent from the offline queue the device's, within
 * OFFLINE_PUNCH_MAX_AGE_HOURS (docs/decisions/0012-offline-punch.md).
 */
function punchTime(input: PunchRequest, now: Date): Date {
  if (!input.offline) return now;
  const at = new Date(input.offline.waktu_perangkat);
  if (at.getTime() - now.getTime() > MAX_CLOCK_SKEW_MS) {
    throw new AppError('BAD_REQUEST', 'Waktu absen offline lebih maju dari waktu server. Periksa jam di ponsel Anda.');
  }
  if (now.getTime() - at.getTime() > OFFLINE_MAX_AGE_MS) {
    throw new AppError(
      'BAD_REQUEST',
      `Absen offline lebih dari ${OFFLINE_PUNCH_MAX_AGE_HOURS} jam yang lalu tidak dapat diterima. Ajukan koreksi absensi.`,
    );
  }
  // A skewed device time just ahead of the server counts as now: a punch is never in the future.
  return at > now ? now : at;
}

export interface PunchTools {
  store: FileStore;
  engine: FaceEngine;
}

interface Where {
  lokasiId: number | null;
  lokasi: string | null;
  jarak: number | null;
}

/** The geofence: the nearest allowed location whose radius holds the person, unless they may punch anywhere. */
function checkPlace(allowed: repo.PunchContext, input: PunchRequest): Where {
  const fix = locate(allowed.places, input.latitude, input.longitude);
  if (allowed.absen_dimana_saja) {
    return fix?.inside
      ? { lokasiId: fix.place.id, lokasi: fix.place.nama, jarak: fix.distance }
      : { lokasiId: null, lokasi: null, jarak: null };
  }
  if (!fix) throw new AppError('FORBIDDEN', 'Lokasi kerja Anda belum diatur. Hubungi HRD.');
  if (input.akurasi != null && input.akurasi > MAX_ACCURACY_M) {
    throw new AppError(
      'LOKASI_KURANG_AKURAT',
      `Lokasi GPS kurang akurat (±${formatDistance(input.akurasi)}). Aktifkan GPS lalu coba lagi di tempat terbuka.`,
    );
  }
  if (!fix.inside) {
    throw new AppError(
      'DI_LUAR_LOKASI',
      `Anda berada ${formatDistance(fix.distance)} dari ${fix.place.nama} (radius ${formatDistance(fix.place.radius)}). ` +
        'Absen hanya dapat dilakukan di lokasi kerja.',
    );
  }
  return { lokasiId: fix.place.id, lokasi: fix.place.nama, jarak: fix.distance };
}

/**
 * Records a clock-in or clock-out at the server's instant `now` (the device's for an offline punch, which is
 * flagged with its arrival for HR review). Everything is checked before anything is stored
 * (photo, state, geofence, face); the photo, the record and the idempotency answer are then written in one
 * transaction, where the unique (user_id, tanggal) decides between concurrent duplicates. An offline punch sent too
 * long after it was taken, or a clock-out after a held clock-in, is held for HR instead (offline-hold.service.ts).
 */
export async function punch(
  db: Db,
  tools: PunchTools,
  user: SessionUser,
  input: PunchRequest,
  now: Date,
  remember: Remember,
): Promise<PunchAnswer> {
  const photo = parseImageDataUrl(input.photo, PHOTO_MAX_BYTES);
  const at = punchTime(input, now);
  // The face workers start on the frames now; the database checks below run meanwhile (the face check reads it last).
  const faceWork = beginPunchFace(tools.engine, photo.bytes, input, user.id);
  const ctx = await shiftWindowAt(db, user.id, at);
  const context = await repo.punchContext(db, user.id);
  if (!context) throw new AppError('UNAUTHENTICATED');
  const placed = placePunch(ctx, at);
  if (placed.ditolak) throw new AppError('DI_LUAR_JADWAL', placed.ditolak);
  const { day, record } = placed;
  const hold = await holdReason(db, user.id, {
    type: input.type,
    offline: !!input.offline,
    at,
    now,
    // A held clock-in it may close: on the placed date, today or yesterday (days[0..1] are D-1 and D).
    dates: [...new Set([day.date, ctx.days[0].date, ctx.days[1].date])],
    record,
  });
  const conflict = punchConflict(input.type, record, at);
  // A clock-out after a clock-in that waits for HR waits too (it is judged when both are confirmed).
  if (conflict && !(conflict === 'belum-in' && hold?.reason === 'menunggu-masuk')) {
    throw new AppError('CONFLICT', PUNCH_CONFLICT[conflict]);
  }
  // A clock-out well before the shift's end is written only with the person's reason (a held one is HR's to judge).
  const batas = ctx.pengaturan.batas_pulang_awal_menit;
  const early = input.type === 'OUT' && !hold ? earlyClockOut(record, at, batas) : null;
  if (early && !input.alasan_pulang_awal) throw new AppError('PULANG_AWAL', early);
  const where = checkPlace(context, input);
  const skor = await checkPunchFace(db, tools.engine, {
    userId: user.id,
    input,
    registered: context.descriptors,
    photo: photo.bytes,
    work: faceWork,
    now,
  });

  const tanggal = hold?.tanggal ?? record?.tanggal ?? day.date;
  const staged = await tools.store.stage([
    { bytes: photo.bytes, nama: `absen-${input.type.toLowerCase()}-${tanggal}.${photo.ext}`, tipe: photo.tipe },
  ]);
  try {
    return await db.tx(async (t) => {
      const [fotoId] = await staged.record(t, user.id, { biometrik: true });
      const facts = {
        at,
        lat: input.latitude,
        lon: input.longitude,
        ...where,
        fotoId,
        skor,
        diterima: input.offline ? now : null,
        diLuarJadwal: placed.diLuarJadwal,
        alasanPulangAwal: input.type === 'OUT' ? earlyReason(record, at, input.alasan_pulang_awal) : null,
      };
      if (hold) {
        const zonaWaktu = record?.zona_waktu ?? day.zona_waktu;
        const held = { userId: user.id, type: input.type, tanggal, zonaWaktu, offline: !!input.offline, now, hold };
        const body = await holdPunch(t, held, facts, dayView(day, record));
        await remember(t, body);
        return body;
      }
      const saved = await writePunch(t, user.id, input.type, day, record, facts);
      if (!saved)
        throw new AppError('CONFLICT', input.type === 'IN' ? 'Anda sudah clock in hari ini.' : 'Anda sudah clock out hari ini.');
      const view = dayView(day, saved, earlyClockOutBefore(saved, at, batas));
      const body: PunchResponse = {
        ...view,
        punch: {
          id: saved.id,
          type: input.type,
          waktu: at.toISOString(),
          offline: !!input.offline,
          jam: (input.type === 'IN' ? saved.jam_in : saved.jam_out) ?? '',
          lokasi_id: where.lokasiId,
          lokasi: where.lokasi,
          jarak: where.jarak,
          skor_wajah: skor,
        },
      };
      await remember(t, body);
      return body;
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
}

/** What stops a punch on the record it belongs to: one clock-in and one clock-out, in time order. */
export type PunchConflict = 'sudah-in' | 'belum-in' | 'sudah-out' | 'out-sebelum-in' | 'in-setelah-out';
const PUNCH_CONFLICT: Record<PunchConflict, string> = {
  'sudah-in': 'Anda sudah clock in hari ini.',
  'belum-in': 'Anda belum clock in.',
  'sudah-out': 'Anda sudah clock out hari ini.',
  'out-sebelum-in': 'Waktu clock out harus setelah jam clock in.',
  'in-setelah-out': 'Waktu clock in harus sebelum jam clock out.',
};

export function punchConflict(type: PunchType, record: DayRecord | undefined, at: Date): PunchConflict | null {
  if (type === 'IN') {
    if (record?.time_in) return record.time_out ? 'sudah-out' : 'sudah-in';
    // A correction may have set only the clock-out; the clock-in must still come before it.
    return record?.time_out && at >= record.time_out ? 'in-setelah-out' : null;
  }
  if (!record?.time_in) return 'belum-in';
  if (record.time_out) return 'sudah-out';
  // Only an offline clock-out can be older than its clock-in (sent after an online clock-in made later).
  return at <= record.time_in ? 'out-sebelum-in' : null;
}

/**
 * Writes a punch to the record it belongs to (the clock-in creates it with the shift snapshot): the one write of
 * a punch, also for a held offline punch HR approves. Undefined when a concurrent punch got there first.
 */
export async function writePunch(
  t: Db,
  userId: number,
  type: PunchType,
  day: Workday,
  record: DayRecord | undefined,
  facts: repo.PunchFacts,
): Promise<DayRecord | undefined> {
  if (type === 'IN') return repo.insertIn(t, userId, snapshot(day, record?.tanggal ?? day.date), facts);
  return record && repo.closeOut(t, record.id, facts);
}

/** The shift in force at the clock-in, kept with the record so that a later schedule change does not rewrite it. */
function snapshot(day: Workday, tanggal: string): repo.ShiftSnapshot {
  return {
    tanggal,
    zona_waktu: day.zona_waktu,
    jadwal_nama: day.jadwal_nama,
    jam_masuk: day.jam_masuk,
    jam_pulang: day.jam_pulang,
    toleransi_terlambat: day.toleransi_terlambat,
    hari_kerja: !day.libur && !day.hari_libur && !!day.jam_masuk,
  };
}

/** Where the caller may punch: the same places the geofence above judges by. */
export async function lokasiSaya(db: Db, user: SessionUser): Promise<LokasiSaya> {
  const context = await repo.punchContext(db, user.id);
  if (!context) throw new AppError('UNAUTHENTICATED');
  return { absen_dimana_saja: context.absen_dimana_saja, lokasi: context.places };
}

// ---- Admin: where an employee may punch ----

export async function getLokasiAbsen(db: Db, userId: number): Promise<LokasiAbsen> {
  const row = await repo.findLokasiAbsen(db, userId);
  if (!row) throw notFound('Karyawan');
  return row;
}

export async function saveLokasiAbsen(db: Db, by: SessionUser, userId: number, input: LokasiAbsenRequest): Promise<LokasiAbsen> {
  await guardAccountOf(db, by, userId);
  const ids = [...new Set(input.lokasi_ids)];
  await db.tx(async (t) => {
    const missing = await repo.missingLokasi(t, ids);
    if (missing.length) {
      throw new AppError('VALIDATION_ERROR', 'Lokasi tidak ditemukan.', {
        lokasi_ids: `Lokasi ${missing.join(', ')} tidak ditemukan.`,
      });
    }
    if (!(await repo.saveLokasiAbsen(t, userId, input.absen_dimana_saja, ids))) throw notFound('Karyawan');
  });
  return getLokasiAbsen(db, userId);
}
