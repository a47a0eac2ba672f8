import {
  type LokasiAbsen,
  type LokasiAbsenRequest,
  OFFLINE_PUNCH_MAX_AGE_HOURS,
  PHOTO_MAX_BYTES,
  type PunchRequest,
  type PunchResponse,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type FileStore, parseImageDataUrl } from '../../platform/files.ts';
import type { Remember } from '../../platform/idempotency.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { FaceEngine } from '../face/index.ts';
import type { Workday } from '../schedules/index.ts';
import { candidateDates, dayView, pickRecord, workdayAt, workdayOf } from './attendance.service.ts';
import { checkPunchFace } from './face-registration.service.ts';
import { formatDistance, locate } from './geo.ts';
import * as repo from './punch.repo.ts';

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
      'BAD_REQUEST',
      `Lokasi GPS kurang akurat (±${formatDistance(input.akurasi)}). Aktifkan GPS lalu coba lagi di tempat terbuka.`,
    );
  }
  if (!fix.inside) {
    throw new AppError(
      'FORBIDDEN',
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
 * transaction, where the unique (user_id, tanggal) decides between concurrent duplicates.
 */
export async function punch(
  db: Db,
  tools: PunchTools,
  user: SessionUser,
  input: PunchRequest,
  now: Date,
  remember: Remember,
): Promise<PunchResponse> {
  const photo = parseImageDataUrl(input.photo, PHOTO_MAX_BYTES);
  const at = punchTime(input, now);
  const day = await workdayAt(db, user.id, at);
  const context = await repo.punchContext(db, user.id, candidateDates(day));
  if (!context) throw new AppError('UNAUTHENTICATED');
  const record = pickRecord(day, context.records, at);
  if (input.type === 'IN' && record?.time_in) throw new AppError('CONFLICT', 'Anda sudah clock in hari ini.');
  if (input.type === 'OUT') {
    if (!record?.time_in) throw new AppError('CONFLICT', 'Anda belum clock in.');
    if (record.time_out) throw new AppError('CONFLICT', 'Anda sudah clock out hari ini.');
    // Only an offline clock-out can be older than its clock-in (sent after an online clock-in made later).
    if (at <= record.time_in) throw new AppError('CONFLICT', 'Waktu clock out harus setelah jam clock in.');
  }
  // A correction may have set only the clock-out; the clock-in must still come before it.
  if (input.type === 'IN' && record?.time_out && at >= record.time_out) {
    throw new AppError('CONFLICT', 'Waktu clock in harus sebelum jam clock out.');
  }
  const where = checkPlace(context, input);
  const skor = await checkPunchFace(tools.engine, context.descriptors, photo.bytes);

  const tanggal = record?.tanggal ?? day.date;
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
      };
      const saved =
        input.type === 'IN'
          ? await repo.insertIn(t, user.id, snapshot(day, tanggal), facts)
          : record && (await repo.closeOut(t, record.id, facts));
      if (!saved)
        throw new AppError('CONFLICT', input.type === 'IN' ? 'Anda sudah clock in hari ini.' : 'Anda sudah clock out hari ini.');
      const view = dayView(await workdayOf(t, user.id, day, saved, at), saved);
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

// ---- Admin: where an employee may punch ----

export async function getLokasiAbsen(db: Db, userId: number): Promise<LokasiAbsen> {
  const row = await repo.findLokasiAbsen(db, userId);
  if (!row) throw notFound('Karyawan');
  return row;
}

export async function saveLokasiAbsen(db: Db, userId: number, input: LokasiAbsenRequest): Promise<LokasiAbsen> {
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
