import { z } from 'zod';
import { zNewPassword } from './auth.ts';
import {
  blankToNull,
  zOptionalDate,
  zOptionalDigits,
  zOptionalEmail,
  zOptionalEnum,
  zOptionalPhone,
  zOptionalRef,
} from './common/optional-fields.ts';
import { zId, zListQuery, zOptionalText, zPage, zText } from './common/schemas.ts';
import { zNpwp16 } from './ebupot.ts';
import { STATUS_PTKP, TIPE_KARYAWAN } from './employee-lists.ts';
import { zDataKaryawan, zDataKontak, zDataPribadi } from './profile.ts';

// People (DOMAIN.md "People"): admin management of employees. The lists their fields choose from are
// employee-lists.ts, each person's own data groups profile.ts, and role management role-management.ts.

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,50}$/;

// ---- Admin: create and update ----

const zUserFields = z.object({
  nip: zText('NIP', 30),
  username: z
    .string({ error: 'Username wajib diisi.' })
    .trim()
    .min(1, 'Username wajib diisi.')
    .regex(USERNAME_PATTERN, 'Username 3-50 karakter: huruf, angka, titik, garis bawah atau tanda hubung.'),
  fullname: zText('Nama lengkap', 150),
  roles: z.array(z.string().trim().min(1).max(50), { error: 'Peran wajib dipilih.' }).min(1, 'Pilih minimal satu peran.').max(20),
  jabatan_id: zOptionalRef,
  lokasi_id: zOptionalRef,
  jadwal_kerja_id: zOptionalRef,
  grup_gaji_id: zOptionalRef,
  tipe_karyawan: zOptionalEnum(TIPE_KARYAWAN, 'Tipe karyawan harus Tetap, Kontrak, Harian, Borongan atau Magang.'),
  tanggal_masuk: zOptionalDate,
  pic_ids: z
    .array(zId, { error: 'PIC tidak valid.' })
    .max(20, 'PIC maksimal 20 orang.')
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  email: zOptionalEmail,
  no_hp: zOptionalPhone('Nomor HP'),
  nama_bank: zOptionalText('Nama bank', 100),
  no_rekening: zOptionalText('Nomor rekening', 30).refine(
    (v) => v === null || /^[0-9 -]+$/.test(v),
    'Nomor rekening hanya boleh berisi angka.',
  ),
  no_bpjs_kesehatan: zOptionalDigits('Nomor BPJS Kesehatan', [13], 'Nomor BPJS Kesehatan harus 13 digit angka.'),
  no_bpjs_ketenagakerjaan: zOptionalDigits(
    'Nomor BPJS Ketenagakerjaan',
    [11, 16],
    'Nomor BPJS Ketenagakerjaan harus 11 atau 16 digit angka.',
  ),
  // Tax data is HR's: it changes the employee's PPh 21 (issue 15).
  nik: zOptionalDigits('NIK', [16], 'NIK harus 16 digit angka.'),
  npwp: zNpwp16(),
  status_ptkp: zOptionalEnum(STATUS_PTKP, 'Status PTKP harus salah satu dari TK/0-TK/3 atau K/0-K/3.'),
  // JP goes on past the pension age while the employee still works, at most 3 years (PP 45/2015 Pasal 15 ayat (4)).
  jp_setelah_usia_pensiun: z.boolean({ error: 'Pilihan JP setelah usia pensiun harus ya atau tidak.' }).optional(),
});

/** POST /users. Without a password the server generates a temporary one and answers it once. */
export const zCreateUserRequest = zUserFields.extend({
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), zNewPassword.optional()),
});
export type CreateUserRequest = z.input<typeof zCreateUserRequest>;

/**
 * PUT /users/{id} replaces the admin fields (omitted optional fields become empty); the password is not
 * changed here. `active` is optional: false deactivates, true reactivates, omitted keeps the state.
 */
export const zUpdateUserRequest = zUserFields.extend({ active: z.boolean().optional() });
export type UpdateUserRequest = z.input<typeof zUpdateUserRequest>;

export const zUserListQuery = zListQuery.extend({
  lokasi_id: z.preprocess(blankToNull, zId.nullable()).optional(),
  jabatan_id: z.preprocess(blankToNull, zId.nullable()).optional(),
  status: z.union([z.literal(''), z.enum(['aktif', 'nonaktif'])], { error: "Status harus 'aktif' atau 'nonaktif'." }).optional(),
});
export type UserListQuery = z.input<typeof zUserListQuery>;

/** A row of the employee list: who they are and where they work as their employment data says, and whether active. */
export const zUserListItem = z.object({
  id: z.number(),
  ...zDataKaryawan.pick({
    nip: true,
    username: true,
    fullname: true,
    roles: true,
    jabatan: true,
    lokasi: true,
    tipe_karyawan: true,
  }).shape,
  active: z.boolean(),
});
export type UserListItem = z.infer<typeof zUserListItem>;
export const zUserList = zPage(zUserListItem);

/** A person as others see them: pickers (PIC, find-user) and team lists. */
export const zUserRef = z.object({
  id: z.number(),
  nip: z.string(),
  fullname: z.string(),
  jabatan: z.string().nullable(),
});
export type UserRef = z.infer<typeof zUserRef>;
export const zUserRefList = zPage(zUserRef);
/** GET /users/{id}: the whole record with every data group. */
export const zUserDetail = zDataKontak.extend(zDataPribadi.shape).extend({
  ...zDataKaryawan.shape,
  id: z.number(),
  active: z.boolean(),
  must_change_password: z.boolean(),
  jabatan_id: z.number().nullable(),
  lokasi_id: z.number().nullable(),
  jadwal_kerja_id: z.number().nullable(),
  grup_gaji_id: z.number().nullable(),
  grup_gaji: z.string().nullable(),
  jp_setelah_usia_pensiun: z.boolean(),
  /** Dated changes of the PTKP status, newest first: each applies from the next tax year (PMK 168/2023 Pasal 9 ayat (4)). */
  riwayat_status_ptkp: z.array(
    z.object({ berlaku_mulai: z.string(), sebelum: z.string().nullable(), sesudah: z.string().nullable() }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
  deactivated_at: z.string().nullable(),
});
export type UserDetail = z.infer<typeof zUserDetail>;

/**
 * How new login data reaches the person: by e-mail (`email`; the password is then never shown anywhere), or shown
 * in this answer only (`password_sementara`), with a WhatsApp link carrying it when the person has a phone number.
 */
export const zLoginDataDelivery = z.object({
  message: z.string(),
  /** The address the login data is being e-mailed to. */
  email: z.string().optional(),
  /** The temporary password: in this answer and nowhere else, ever. */
  password_sementara: z.string().optional(),
  /** https://wa.me/<number>?text=<the login data message>. */
  whatsapp_url: z.string().optional(),
});
export type LoginDataDelivery = z.infer<typeof zLoginDataDelivery>;

/** POST /users answers the record, plus how its login data goes when the server made the password. */
export const zCreateUserResponse = zUserDetail.extend({ data_login: zLoginDataDelivery.optional() });
export type CreateUserResponse = z.infer<typeof zCreateUserResponse>;

export const zResendLoginDataRequest = z.object({ user_id: zId });
export const zResendLoginDataResponse = zLoginDataDelivery;
export type ResendLoginDataResponse = LoginDataDelivery;

// ---- Leave quota per employee (rows of the spec's "Leave quota row") ----

export const zKuotaCutiQuery = zListQuery.extend({
  periode: z.coerce
    .number({ error: 'Periode harus berupa tahun.' })
    .int('Periode harus berupa tahun.')
    .min(2000, 'Periode minimal tahun 2000.')
    .max(2100, 'Periode maksimal tahun 2100.')
    .default(() => new Date().getFullYear()),
});
export const zKuotaCutiRow = z.object({
  nip: z.string(),
  nama: z.string(),
  periode: z.number(),
  total_cuti_tahunan: z.number(),
  cuti_tahunan_terpakai: z.number(),
  sisa_cuti_tahunan: z.number(),
});
export type KuotaCutiRow = z.infer<typeof zKuotaCutiRow>;
export const zKuotaCutiList = zPage(zKuotaCutiRow);
