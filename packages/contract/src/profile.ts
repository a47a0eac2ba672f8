import { z } from 'zod';
import { zOptionalDate, zOptionalDigits, zOptionalEmail, zOptionalEnum, zOptionalPhone } from './common/optional-fields.ts';
import { zListQuery, zOptionalText, zPage } from './common/schemas.ts';
import { zNpwp16 } from './ebupot.ts';
import { AGAMA, JENIS_KELAMIN, STATUS_PERKAWINAN, STATUS_PTKP } from './employee-lists.ts';

// Each person's own data groups (Profile): contact, personal and employment data, the change of tax and bank data
// that waits for HR, the PIC picker, and the notification choice. The admin's view of the whole record is users.ts.

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
