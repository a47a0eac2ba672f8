import crypto from 'node:crypto';
import { createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Test data for leave requests: a Monday-to-Friday schedule, employees on it, annual leave adjustments and uploads.
// Dates are in 2031 (1 January 2031 is a Wednesday), far from "today", so no rule of time gets in the way.

export const ALASAN = 'Keperluan keluarga di luar kota';
/** A JPEG as small as it gets: its magic bytes are what the upload checks. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let seq = 0;

/** A schedule working Senin-Jumat 08:00-17:00, Sabtu and Minggu off. */
export async function makeJadwal(t: TestApp): Promise<number> {
  seq += 1;
  const [j] = await t.db.query<{ id: number }>('insert into jadwal_kerja (nama) values ($1) returning id', [
    `Kantor Izin ${process.pid}-${seq}`,
  ]);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d <= 5 then time '08:00' end, case when d <= 5 then time '17:00' end
       from generate_series(1, 7) d`,
    [j.id],
  );
  return j.id;
}

export async function addHoliday(t: TestApp, tanggal: string, nama = 'Libur Nasional') {
  await t.db.query('insert into hari_libur (tanggal, nama) values ($1, $2) on conflict (tanggal) do nothing', [tanggal, nama]);
}

/** An employee on `jadwal` who joined in 2020 (entitled to annual leave), with optional PICs. */
export function makeEmployee(
  t: TestApp,
  jadwal: number,
  opts: { pics?: number[]; tanggal_masuk?: string | null; roles?: string[]; jenis_kelamin?: string } = {},
): Promise<UserFixture> {
  const tanggalMasuk = opts.tanggal_masuk === undefined ? '2020-01-06' : opts.tanggal_masuk;
  return createUser(t, {
    roles: opts.roles,
    pics: opts.pics,
    fields: { jadwal_kerja_id: jadwal, tanggal_masuk: tanggalMasuk, jenis_kelamin: opts.jenis_kelamin ?? null },
  });
}

/** Records HR's adjustment of `hari` days (±) to the employee's annual leave of the period starting in `periode`. */
export async function adjustCuti(t: TestApp, userId: number, periode: number, hari: number): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into penyesuaian_cuti (user_id, periode, hari, alasan) values ($1, $2, $3, 'Penyesuaian untuk pengujian') returning id`,
    [userId, periode, hari],
  );
  return row.id;
}

/** The id of a seeded statutory leave type by its code (CT annual, SKT sick, SH menstrual, ITB unpaid). */
export async function jenisIzin(t: TestApp, kode: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from jenis_izin where kode = $1', [kode]);
  return row.id;
}

/** POST /files with one file part (or several), as a browser's FormData sends it. */
export async function upload(t: TestApp, token: string | undefined, files: { bytes: Buffer; filename: string; type: string }[]) {
  const boundary = `----hadir${crypto.randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Uploads a small JPEG as `user` and answers its file id. */
export async function uploadJpeg(t: TestApp, user: UserFixture, filename = 'surat-dokter.jpg'): Promise<number> {
  const res = await upload(t, user.token, [{ bytes: JPEG, filename, type: 'image/jpeg' }]);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export function fileIzin(t: TestApp, user: UserFixture, body: Record<string, unknown>, headers?: Record<string, string>) {
  return t.request({ method: 'POST', url: '/api/izin', token: user.token, body: { alasan: ALASAN, ...body }, headers });
}

export function decide(t: TestApp, approver: UserFixture, id: number, keputusan: 'Disetujui' | 'Ditolak', catatan?: string) {
  return t.request({ method: 'POST', url: `/api/approval/izin/${id}`, token: approver.token, body: { keputusan, catatan } });
}
