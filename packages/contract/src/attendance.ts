import { z } from 'zod';
import { zId } from './common/schemas.ts';
import { zAttendanceToday } from './dashboard.ts';

// Clock-in/out, face registration and where an employee may punch.

/** How old a queued offline punch may be when it reaches the server (docs/decisions/0012-offline-punch.md). */
export const OFFLINE_PUNCH_MAX_AGE_HOURS = 12;

/** Largest decoded photo a punch or a face registration accepts. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Live photos a face registration takes. */
export const FACE_PHOTOS_MIN = 2;
export const FACE_PHOTOS_MAX = 5;

export const PUNCH_TYPES = ['IN', 'OUT'] as const;
export type PunchType = (typeof PUNCH_TYPES)[number];

/** A photo as the browser sends it; type and size are checked on the server (400, 413). */
const zPhoto = z.string({ error: 'Foto wajib diambil.' }).min(1, 'Foto wajib diambil.');

/** POST /attendance (header Idempotency-Key recommended). The server decides the time, except for an offline punch. */
export const zPunchRequest = z.object({
  type: z.enum(PUNCH_TYPES, { error: "Jenis absen harus 'IN' atau 'OUT'." }),
  latitude: z
    .number({ error: 'Lokasi GPS wajib dikirim.' })
    .min(-90, 'Latitude harus antara -90 dan 90.')
    .max(90, 'Latitude harus antara -90 dan 90.'),
  longitude: z
    .number({ error: 'Lokasi GPS wajib dikirim.' })
    .min(-180, 'Longitude harus antara -180 dan 180.')
    .max(180, 'Longitude harus antara -180 dan 180.'),
  /** GPS accuracy in metres, as the browser reports it. */
  akurasi: z.number().min(0, 'Akurasi GPS tidak valid.').nullish(),
  photo: zPhoto,
  /** Present when the punch was taken without signal and sent later from the device's queue. */
  offline: z
    .object({
      /** ISO instant on the device's clock when the punch was taken; it becomes the punch's time. */
      waktu_perangkat: z.iso.datetime({ offset: true, error: 'Waktu perangkat tidak valid.' }),
    })
    .optional(),
});
export type PunchRequest = z.infer<typeof zPunchRequest>;

/** The punch just recorded. */
export const zPunchDetail = z.object({
  /** The attendance record's id. */
  id: z.number(),
  type: z.enum(PUNCH_TYPES),
  /** ISO instant decided by the server (the device's, for an offline punch). */
  waktu: z.string(),
  /** Sent from the offline queue. */
  offline: z.boolean(),
  /** HH:mm in the record's time zone. */
  jam: z.string(),
  lokasi_id: z.number().nullable(),
  /** Name of the location the punch was accepted at; null when punching anywhere away from every location. */
  lokasi: z.string().nullable(),
  /** Metres from that location. */
  jarak: z.number().nullable(),
  /** Face similarity 0-1; null without a registered face. */
  skor_wajah: z.number().nullable(),
});
export type PunchDetail = z.infer<typeof zPunchDetail>;

/** The caller's day after the punch (as GET /attendance/today) plus the punch. */
export const zPunchResponse = zAttendanceToday.extend({ punch: zPunchDetail });
export type PunchResponse = z.infer<typeof zPunchResponse>;

/** POST /face-recognition/register: several live photos of the same face. */
export const zFaceRegisterRequest = z.object({
  photos: z
    .array(zPhoto, { error: 'Foto wajah wajib dikirim.' })
    .min(FACE_PHOTOS_MIN, `Ambil minimal ${FACE_PHOTOS_MIN} foto wajah.`)
    .max(FACE_PHOTOS_MAX, `Maksimal ${FACE_PHOTOS_MAX} foto wajah.`),
});
export type FaceRegisterRequest = z.infer<typeof zFaceRegisterRequest>;

export const zUserIdParams = z.object({ user_id: zId });

/** PUT /attendance/admin/lokasi-absen/{user_id}: extra locations and the work-anywhere flag. */
export const zLokasiAbsenRequest = z.object({
  absen_dimana_saja: z.boolean({ error: 'Pilihan absen di mana saja wajib diisi.' }),
  lokasi_ids: z.array(zId, { error: 'Daftar lokasi tidak valid.' }).max(100, 'Maksimal 100 lokasi tambahan.'),
});
export type LokasiAbsenRequest = z.infer<typeof zLokasiAbsenRequest>;

const zLokasiRef = z.object({ id: z.number(), nama: z.string() });
export const zLokasiAbsen = z.object({
  user_id: z.number(),
  absen_dimana_saja: z.boolean(),
  /** The employee's work location (set on the employee form). */
  lokasi_kerja: zLokasiRef.nullable(),
  /** Extra locations where punching is also allowed. */
  lokasi: z.array(zLokasiRef),
});
export type LokasiAbsen = z.infer<typeof zLokasiAbsen>;
