import { z } from 'zod';
import { zNewPassword } from './auth.ts';
import { zDate, zId, zListQuery, zOptionalText, zPage, zText } from './common/schemas.ts';
import { zNpwp16 } from './ebupot.ts';
import { ADMIN_SECTIONS } from './roles.ts';

// People (DOMAIN.md "People"): admin management of employees, and each person's own data groups.

export const TIPE_KARYAWAN = ['Tetap', 'Kontrak', 'Harian', 'Borongan', 'Magang'] as const;
export const JENIS_KELAMIN = ['Laki-laki', 'Perempuan'] as const;
export const STATUS_PERKAWINAN = ['Belum Kawin', 'Kawin', 'Cerai Hidup', 'Cerai Mati'] as const;
export const STATUS_PTKP = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'] as const;
export const AGAMA = ['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Konghucu', 'Kepercayaan'] as const;
/**
 * Banks in Indonesia as HR writes them on a payroll transfer: the employee import's list (a misspelt bank breaks the
 * bank file). Names already on employees' records are accepted too.
 */
export const NAMA_BANK = [
  'BCA',
  'BCA Syariah',
  'BNI',
  'BRI',
  'BSI',
  'BTN',
  'Mandiri',
  'CIMB Niaga',
  'Danamon',
  'Permata',
  'OCBC',
  'Maybank',
  'Panin',
  'Mega',
  'KB Bank',
  'Sinarmas',
  'Muamalat',
  'Bank Jago',
  'SeaBank',
  'SMBC Indonesia',
  'UOB',
  'DBS',
  'HSBC',
  'BJB',
  'Bank DKI',
  'Bank Jatim',
  'Bank Jateng',
  'BPD DIY',
  'Bank Banten',
  'Bank Lampung',
  'Bank Sumsel Babel',
  'Bank Jambi',
  'Bank Bengkulu',
  'Bank Riau Kepri Syariah',
  'Bank Nagari',
  'Bank Sumut',
  'Bank Aceh Syariah',
  'Bank Kalbar',
  'Bank Kalteng',
  'Bank Kalsel',
  'Bank Kaltimtara',
  'Bank Sulselbar',
  'Bank Sultra',
  'Bank Sulteng',
  'Bank SulutGo',
  'BPD Bali',
  'Bank NTB Syariah',
  'Bank NTT',
  'Bank Maluku Malut',
  'Bank Papua',
] as const;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** An optional choice from a fixed list; '' (an untouched select) means none. */
const zOptionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional reference to another record; '' (an untouched select) means none. */
const zOptionalRef = z.preprocess(blankToNull, zId.nullable()).optional();

const zOptionalDate = z.preprocess(blankToNull, zDate.nullable()).optional();

const zOptionalEmail = z
  .union([z.literal(''), z.email('Format email tidak valid.').max(150, 'Email maksimal 150 karakter.')], {
    error: 'Format email tidak valid.',
  })
  .nullish()
  .transform((v) => (v ? v.trim() : null));

const zOptionalPhone = (label: string) =>
  zOptionalText(label, 20).refine((v) => v === null || /^\+?[0-9][0-9 -]{5,19}$/.test(v), `Format ${label} tidak valid.`);

/** Digits only, with a fixed length; dots, dashes and spaces people type are ignored. */
const zOptionalDigits = (label: string, lengths: number[], message: string) =>
  zOptionalText(label, 30)
    .transform((v) => (v === null ? null : v.replace(/[.\- ]/g, '')))
    .refine((v) => v === null || (/^\d+$/.test(v) && lengths.includes(v.length)), message);

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

export const zUserListItem = z.object({
  id: z.number(),
  nip: z.string(),
  username: z.string(),
  fullname: z.string(),
  roles: z.array(z.string()),
  jabatan: z.string().nullable(),
  lokasi: z.string().nullable(),
  tipe_karyawan: z.string().nullable(),
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

// ---- Own data groups (the caller's own record) ----

export const zDataKontakRequest = z.object({
  email: zOptionalEmail,
  no_hp: zOptionalPhone('Nomor HP'),
  alamat: zOptionalText('Alamat', 500),
  kontak_darurat_nama: zOptionalText('Nama kontak darurat', 150),
  kontak_darurat_hubungan: zOptionalText('Hubungan kontak darurat', 50),
  kontak_darurat_no_hp: zOptionalPhone('Nomor HP kontak darurat'),
});
export type DataKontakRequest = z.input<typeof zDataKontakRequest>;
export const zDataKontak = z.object({
  email: z.string().nullable(),
  no_hp: z.string().nullable(),
  alamat: z.string().nullable(),
  kontak_darurat_nama: z.string().nullable(),
  kontak_darurat_hubungan: z.string().nullable(),
  kontak_darurat_no_hp: z.string().nullable(),
});
export type DataKontak = z.infer<typeof zDataKontak>;

const todayLocal = () => new Date().toLocaleDateString('en-CA');

export const zDataPribadiRequest = z.object({
  // The HR fields (tax and bank): left out (undefined) means unchanged, null or '' asks HR to clear the value.
  nik: zOptionalDigits('NIK', [16], 'NIK harus 16 digit angka.').optional(),
  tempat_lahir: zOptionalText('Tempat lahir', 100),
  tanggal_lahir: zOptionalDate.refine((v) => v == null || v <= todayLocal(), 'Tanggal lahir tidak boleh di masa depan.'),
  jenis_kelamin: zOptionalEnum(JENIS_KELAMIN, "Jenis kelamin harus 'Laki-laki' atau 'Perempuan'."),
  agama: zOptionalEnum(AGAMA, 'Agama tidak valid.'),
  status_perkawinan: zOptionalEnum(STATUS_PERKAWINAN, 'Status perkawinan tidak valid.'),
  status_ptkp: zOptionalEnum(STATUS_PTKP, 'Status PTKP harus salah satu dari TK/0-TK/3 atau K/0-K/3.').optional(),
  npwp: zNpwp16().optional(),
  // Older clients do not send the bank account.
  nama_bank: zOptionalText('Nama bank', 100).optional(),
  no_rekening: zOptionalText('Nomor rekening', 30)
    .refine((v) => v === null || /^[0-9 -]+$/.test(v), 'Nomor rekening hanya boleh berisi angka.')
    .optional(),
});
export type DataPribadiRequest = z.input<typeof zDataPribadiRequest>;
export const zDataPribadi = z.object({
  nik: z.string().nullable(),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  jenis_kelamin: z.string().nullable(),
  agama: z.string().nullable(),
  status_perkawinan: z.string().nullable(),
  status_ptkp: z.string().nullable(),
  npwp: z.string().nullable(),
});
export type DataPribadi = z.infer<typeof zDataPribadi>;

/** Tax and bank data are HR's: an employee's change of them is a request HR approves (UU 27/2022, payroll). */
export const DATA_PRIBADI_HR_FIELDS = ['nik', 'status_ptkp', 'npwp', 'nama_bank', 'no_rekening'] as const;
export type DataPribadiHrField = (typeof DATA_PRIBADI_HR_FIELDS)[number];
export const DATA_PRIBADI_LABELS: Record<DataPribadiHrField, string> = {
  nik: 'NIK',
  status_ptkp: 'Status PTKP',
  npwp: 'NPWP',
  nama_bank: 'Nama bank',
  no_rekening: 'Nomor rekening',
};
/** One field of a change request: the value when it was filed and the one asked for. */
export const zDataPribadiPerubahan = z.object({
  kolom: z.enum(DATA_PRIBADI_HR_FIELDS),
  label: z.string(),
  lama: z.string().nullable(),
  baru: z.string().nullable(),
});
export type DataPribadiPerubahan = z.infer<typeof zDataPribadiPerubahan>;
export const zDataPribadiMenunggu = z.object({
  id: z.number(),
  tanggal_pengajuan: z.string(),
  perubahan: z.array(zDataPribadiPerubahan),
});
/** GET/PUT /users/data-pribadi: the own data, the bank account, and the change waiting for HR if any. */
export const zDataPribadiSaya = zDataPribadi.extend({
  nama_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  menunggu_persetujuan: zDataPribadiMenunggu.nullable(),
  /** After a save: what was saved and what waits for HR. */
  message: z.string().optional(),
});
export type DataPribadiSaya = z.infer<typeof zDataPribadiSaya>;
/** The approver's view of a change request: each field with the value at filing, asked, and now. */
export const zDataPribadiDetail = z.object({
  perubahan: z.array(zDataPribadiPerubahan.extend({ saat_ini: z.string().nullable() })),
});
export type DataPribadiDetail = z.infer<typeof zDataPribadiDetail>;
/** HR's list: every status unless one is asked; dates are filing dates. */
export const zDataPribadiAdminQuery = zListQuery.extend({
  status: z
    .enum(['', 'Menunggu Persetujuan', 'Disetujui', 'Ditolak', 'Dibatalkan'], { error: 'Status tidak dikenal.' })
    .default(''),
  'start-date': zOptionalDate,
  'end-date': zOptionalDate,
});
export const zDataPribadiAdminItem = z.object({
  id: z.number(),
  pemohon: z.object({ id: z.number(), nip: z.string(), fullname: z.string() }),
  status: z.string(),
  tanggal_pengajuan: z.string(),
  perubahan: z.array(zDataPribadiPerubahan),
  approver: z.string().nullable(),
  tanggal_approval: z.string().nullable(),
});
export type DataPribadiAdminItem = z.infer<typeof zDataPribadiAdminItem>;
export const zDataPribadiAdminPage = zPage(zDataPribadiAdminItem);
export type DataPribadiAdminPage = z.infer<typeof zDataPribadiAdminPage>;

export const zPicRef = z.object({ id: z.number(), nip: z.string(), fullname: z.string() });
export type PicRef = z.infer<typeof zPicRef>;
/** GET /users/find-user: the PIC picker of a new employee (Admin/HRD of the karyawan section). */
export const zPicRefList = zPage(zPicRef);

/** GET /users/data-karyawan: read-only; HR keeps these fields. */
export const zDataKaryawan = z.object({
  nip: z.string(),
  username: z.string(),
  fullname: z.string(),
  roles: z.array(z.string()),
  jabatan: z.string().nullable(),
  lokasi: z.string().nullable(),
  jadwal_kerja: z.string().nullable(),
  tipe_karyawan: z.string().nullable(),
  tanggal_masuk: z.string().nullable(),
  nama_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  no_bpjs_kesehatan: z.string().nullable(),
  no_bpjs_ketenagakerjaan: z.string().nullable(),
  pics: z.array(zPicRef),
});
export type DataKaryawan = z.infer<typeof zDataKaryawan>;

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

/** The person's own notification choice (Profile); `email_aktif`: whether this installation sends e-mail at all. */
export const zNotificationPreference = z.object({
  notifikasi_email: z.boolean(),
  email: z.string().nullable(),
  email_aktif: z.boolean(),
});
export type NotificationPreference = z.infer<typeof zNotificationPreference>;
export const zNotificationPreferenceRequest = z.object({
  notifikasi_email: z.boolean({ error: 'Pilihan notifikasi email wajib diisi.' }),
});

export const zUpdateFcmTokenRequest = z.object({
  fcm_token: z.string({ error: 'fcm_token wajib diisi.' }).max(4000, 'fcm_token terlalu panjang.').nullable(),
});

// ---- Roles (role management: custom roles and the admin sections each opens) ----
export const zRoleRequest = z.object({
  nama: zText('Nama role', 50).refine((n) => !n.includes(','), 'Nama role tidak boleh mengandung koma.'),
  bagian: z
    .array(z.enum(ADMIN_SECTIONS, { error: 'Bagian admin tidak dikenal.' }), { error: 'Bagian admin wajib diisi.' })
    .min(1, 'Pilih minimal satu bagian admin.')
    .max(ADMIN_SECTIONS.length)
    .transform((b) => [...new Set(b)]),
});
export type RoleRequest = z.infer<typeof zRoleRequest>;
export const zRole = z.object({
  id: z.number(),
  nama: z.string(),
  /** Admin, HRD and Karyawan: built in, cannot be changed or removed. */
  builtin: z.boolean(),
  /** Admin sections a custom role opens; empty for the built-in roles (Admin and HRD open every section). */
  bagian: z.array(z.enum(ADMIN_SECTIONS)),
  /** Active users holding the role. */
  jumlah_pengguna: z.number(),
});
export type Role = z.infer<typeof zRole>;
export const zRoleList = zPage(zRole);

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
