import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let makassar: number;
let jakarta: number;
let everyDay: number;
let neverDay: number;

async function insertId(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

/** A schedule with the same day on all seven weekdays, so answers do not depend on today's weekday. */
async function schedule(nama: string, libur: boolean): Promise<number> {
  const id = await insertId('insert into jadwal_kerja (nama) values ($1)', [nama]);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, $2, case when $2 then null else '08:00'::time end, case when $2 then null else '17:00'::time end
       from generate_series(1, 7) d`,
    [id, libur],
  );
  return id;
}

async function localDate(zone: string): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(`select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as d`, [zone]);
  return row.d;
}

const label = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const today = (token: string) => t.request({ method: 'GET', url: '/api/attendance/today', token });

beforeAll(async () => {
  t = await createTestApp();
  const lokasi = 'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2)';
  makassar = await insertId(lokasi, ['Kantor Makassar', 'Asia/Makassar']);
  jakarta = await insertId(lokasi, ['Kantor Jakarta', 'Asia/Jakarta']);
  everyDay = await schedule('Regular', false);
  neverDay = await schedule('Libur Terus', true);
});
afterAll(() => t.close());

describe('GET /attendance/today', () => {
  it('answers the day in the time zone of the employee location (Asia/Makassar)', async () => {
    const u = await createUser(t, { fields: { lokasi_id: makassar, jadwal_kerja_id: everyDay } });
    const res = await today(u.token);
    expect(res.status).toBe(200);
    const date = await localDate('Asia/Makassar');
    expect(res.body).toMatchObject({
      today: label(date),
      shift: 'Regular (08:00 - 17:00)',
      time_clock_in: null,
      time_clock_out: null,
      required_attendance_type: 'IN',
      date,
      zona_waktu: 'Asia/Makassar',
      jam_masuk: '08:00',
      jam_pulang: '17:00',
      libur: false,
      hari_libur: null,
    });
    expect(res.body.today).toMatch(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it('and in Asia/Jakarta for an employee there', async () => {
    const u = await createUser(t, { fields: { lokasi_id: jakarta, jadwal_kerja_id: everyDay } });
    const res = await today(u.token);
    const date = await localDate('Asia/Jakarta');
    expect(res.body).toMatchObject({ today: label(date), date, zona_waktu: 'Asia/Jakarta', shift: 'Regular (08:00 - 17:00)' });
  });

  it("says 'Libur' on a day off, and still asks for IN (working a day off is overtime)", async () => {
    const u = await createUser(t, { fields: { lokasi_id: jakarta, jadwal_kerja_id: neverDay } });
    const res = await today(u.token);
    expect(res.body).toMatchObject({ shift: 'Libur', libur: true, jam_masuk: null, required_attendance_type: 'IN' });
  });

  it("says 'Tidak ada jadwal' without a schedule", async () => {
    const u = await createUser(t);
    const res = await today(u.token);
    expect(res.body).toMatchObject({ shift: 'Tidak ada jadwal', zona_waktu: 'Asia/Jakarta', required_attendance_type: 'IN' });
  });

  it("shows the holiday's name on a holiday of the local date", async () => {
    const u = await createUser(t, { fields: { lokasi_id: jakarta, jadwal_kerja_id: everyDay } });
    await t.db.query('insert into hari_libur (tanggal, nama) values ($1, $2)', [
      await localDate('Asia/Jakarta'),
      'Hari Uji Libur',
    ]);
    const res = await today(u.token);
    expect(res.body).toMatchObject({
      shift: 'Hari Uji Libur',
      hari_libur: 'Hari Uji Libur',
      jam_masuk: null,
      required_attendance_type: 'IN',
    });
  });

  it("reflects today's record: times in the record's zone, OUT after the clock-in, nothing once both exist", async () => {
    const u = await createUser(t, { fields: { lokasi_id: makassar, jadwal_kerja_id: everyDay } });
    const date = await localDate('Asia/Makassar');
    // 01:00 and 09:30 UTC of the local date are 09:00 and 17:30 in Makassar (UTC+8).
    await t.db.query(
      `insert into attendance (user_id, tanggal, zona_waktu, hari_kerja, time_in)
       values ($1, $2, 'Asia/Makassar', true, ($2::date + time '01:00') at time zone 'UTC')`,
      [u.id, date],
    );
    expect((await today(u.token)).body).toMatchObject({
      date,
      time_clock_in: '09:00',
      time_clock_out: null,
      required_attendance_type: 'OUT',
    });
    await t.db.query(`update attendance set time_out = ($2::date + time '09:30') at time zone 'UTC' where user_id = $1`, [
      u.id,
      date,
    ]);
    expect((await today(u.token)).body).toMatchObject({
      time_clock_in: '09:00',
      time_clock_out: '17:30',
      required_attendance_type: null,
    });
  });

  it("ignores yesterday's unfinished day shift and other people's records", async () => {
    const u = await createUser(t, { fields: { lokasi_id: jakarta, jadwal_kerja_id: everyDay } });
    const other = await createUser(t, { fields: { lokasi_id: jakarta, jadwal_kerja_id: everyDay } });
    const date = await localDate('Asia/Jakarta');
    await t.db.query(
      `insert into attendance (user_id, tanggal, zona_waktu, jam_masuk, jam_pulang, hari_kerja, time_in)
       values ($1, $2::date - 1, 'Asia/Jakarta', '08:00', '17:00', true, now() - interval '20 hours'),
              ($3, $2, 'Asia/Jakarta', '08:00', '17:00', true, now())`,
      [u.id, date, other.id],
    );
    expect((await today(u.token)).body).toMatchObject({ date, time_clock_in: null, required_attendance_type: 'IN' });
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/attendance/today' })).status).toBe(401);
  });
});

describe('GET /face-recognition/check-status', () => {
  it('is false until the employee has a registered face, then true; it never tells about others', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const url = '/api/face-recognition/check-status';
    expect((await t.request({ method: 'GET', url, token: u.token })).body).toEqual({ face_registration_status: false });
    await t.db.query(`insert into face_registrations (user_id, descriptors) values ($1, '[[0.1, 0.2]]')`, [u.id]);
    expect((await t.request({ method: 'GET', url, token: u.token })).body).toEqual({ face_registration_status: true });
    expect((await t.request({ method: 'GET', url, token: other.token })).body).toEqual({ face_registration_status: false });
    expect((await t.request({ method: 'GET', url })).status).toBe(401);
  });
});
