import { z } from 'zod';
import { zApprovalPemohon } from './approvals.ts';
import { zId, zOptionalText } from './common/schemas.ts';
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

/** The head turn a clock-in challenge asks for (the person's own left or right). */
export const PUNCH_MOVES = ['kiri', 'kanan'] as const;
export type PunchMove = (typeof PUNCH_MOVES)[number];
/** How long a challenge may be used after it was issued. */
export const PUNCH_CHALLENGE_SECONDS = 120;

/** GET /attendance/tantangan: a one-time liveness challenge to answer with two frames a moment apart. */
export const zPunchChallenge = z.object({
  /** Sent back as `tantangan` with the punch; usable once, for PUNCH_CHALLENGE_SECONDS. */
  tantangan: z.string(),
  gerakan: z.enum(PUNCH_MOVES),
  /** What to tell the person, e.g. 'Toleh ke kiri'. */
  instruksi: z.string(),
  berlaku_sampai: z.string(),
});
export type PunchChallenge = z.infer<typeof zPunchChallenge>;

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
  /** The selfie; with a liveness challenge, the first frame (looking at the camera). */
  photo: zPhoto,
  /**
   * The second frame, taken a moment after `photo` while turning the head as asked. Required when the person has a
   * registered face (liveness, docs/decisions/0019-clock-in-liveness.md); optional otherwise.
   */
  photo_kedua: zPhoto.optional(),
  /** The challenge from GET /attendance/tantangan the frames answer; required with a registered face, except offline. */
  tantangan: z.string({ error: 'Tantangan tidak valid.' }).max(100, 'Tantangan tidak valid.').optional(),
  /**
   * A clock-out more than the company's limit before the shift's end is answered 409 PULANG_AWAL until it comes
   * with the person's confirmed reason, which HR sees.
   */
  alasan_pulang_awal: zOptionalText('Alasan pulang awal', 500).optional(),
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

/** GET /face-recognition/persetujuan: the consent text a person agrees to before registering a face (UU 27/2022). */
export const zFaceConsent = z.object({
  /** Sent back as versi_persetujuan; changes whenever the text's wording changes. */
  versi: z.number(),
  teks: z.string(),
  retensi_foto_bulan: z.number(),
});
export type FaceConsent = z.infer<typeof zFaceConsent>;

const CONSENT_REQUIRED = 'Centang persetujuan penggunaan data wajah terlebih dahulu.';

/** POST /face-recognition/register: several live photos of the same face, with the person's explicit consent. */
export const zFaceRegisterRequest = z.object({
  photos: z
    .array(zPhoto, { error: 'Foto wajah wajib dikirim.' })
    .min(FACE_PHOTOS_MIN, `Ambil minimal ${FACE_PHOTOS_MIN} foto wajah.`)
    .max(FACE_PHOTOS_MAX, `Maksimal ${FACE_PHOTOS_MAX} foto wajah.`),
  persetujuan: z.literal(true, { error: CONSENT_REQUIRED }),
  /** The version of the consent text shown (GET /face-recognition/persetujuan). */
  versi_persetujuan: z.number({ error: CONSENT_REQUIRED }).int(CONSENT_REQUIRED),
});
export type FaceRegisterRequest = z.infer<typeof zFaceRegisterRequest>;

/** Registered at once, or (re-registration without a live match) waiting for HR's approval. */
export const zFaceRegisterResponse = z.object({
  face_registration_status: z.boolean(),
  menunggu_persetujuan: z.boolean(),
  message: z.string(),
});
export type FaceRegisterResponse = z.infer<typeof zFaceRegisterResponse>;

/** The detail of a 'registrasi-wajah' request as the approval page shows it. */
export const zRegistrasiWajahDetail = z.object({
  id: z.number(),
  /** The new photos (GET /files/{id}). */
  foto_ids: z.array(z.number()),
  /** Similarity 0-1 of the new photos to the registered face; null when none is registered any more. */
  skor_kemiripan: z.number().nullable(),
  /** Whether that score passes the clock-in threshold. */
  cocok: z.boolean().nullable(),
  persetujuan_at: z.string(),
});
export type RegistrasiWajahDetail = z.infer<typeof zRegistrasiWajahDetail>;

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

/**
 * GET /attendance/lokasi-saya: where the caller may punch (their work location and the extra ones), so the clock-in
 * page can say before the selfie whether they stand inside, how far away and on a map. The server still decides.
 */
export const zLokasiSaya = z.object({
  /** May punch anywhere: no geofence. */
  absen_dimana_saja: z.boolean(),
  lokasi: z.array(
    z.object({ id: z.number(), nama: z.string(), latitude: z.number(), longitude: z.number(), radius: z.number() }),
  ),
});
export type LokasiSaya = z.infer<typeof zLokasiSaya>;

// ---- Offline punches held for HR's confirmation (issue 15) ----

/**
 * POST /attendance's answer. `menunggu_konfirmasi` is set when the punch was held for HR instead of recorded (an
 * offline punch sent long after it was taken): it says so to the person, and `punch.id` is then the held punch's.
 */
export const zPunchAnswer = zPunchResponse.extend({ menunggu_konfirmasi: z.string().optional() });
export type PunchAnswer = z.infer<typeof zPunchAnswer>;

/** A held offline punch as its owner sees it in their attendance. */
export const zAbsenOfflineItem = z.object({
  id: z.number(),
  tipe: z.enum(PUNCH_TYPES),
  /** The record's date it belongs to. */
  tanggal: z.string(),
  zona_waktu: z.string(),
  /** ISO instants: on the device when taken, and when it reached the server. */
  waktu_perangkat: z.string(),
  diterima: z.string(),
  /** HH:mm of the device time in the record's zone. */
  jam_perangkat: z.string(),
  /** 'Waktu di perangkat 07:58, diterima 19:40 (selisih 11 jam 42 menit)'. */
  keterangan: z.string(),
  status: z.string(),
  catatan_approval: z.string().nullable(),
});
export type AbsenOfflineItem = z.infer<typeof zAbsenOfflineItem>;
export const zAbsenOfflineList = z.object({ items: z.array(zAbsenOfflineItem) });
export type AbsenOfflineList = z.infer<typeof zAbsenOfflineList>;

/** The approval detail of a held offline punch (GET /approval/absen-offline/{id}, `detail`). */
export const zAbsenOfflineDetail = zAbsenOfflineItem.extend({
  pemohon: zApprovalPemohon,
  /** Minutes between the device time and the arrival. */
  selisih_menit: z.number(),
  /** Why it waits for HR. */
  alasan: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  lokasi: z.string().nullable(),
  jarak: z.number().nullable(),
  /** The selfie (GET /files/{id}); null once erased. */
  foto_id: z.number().nullable(),
  skor_wajah: z.number().nullable(),
});
export type AbsenOfflineDetail = z.infer<typeof zAbsenOfflineDetail>;
