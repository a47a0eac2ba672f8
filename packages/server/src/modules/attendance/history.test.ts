import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// HTTP tests of the history endpoints over constructed records in February 2026
// (2 Mon .. 6 Fri working days 08:00-17:00 WITA, 7-8 weekend off).
let t: TestApp;
let wita: number;
let wib: number;
let pagi: number;
let jabatanA: number;
let jabatanB: number;
let admin: UserFixture;
let ani: UserFixture;
let budi: UserFixture;
let aniRecord: number;
let budiRecord: number;

async function insertId(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

async function record(user: number, tanggal: string, timeIn: string, timeOut: string | null, zona = 'Asia/Makassar') {
  return insertId(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat, hari_kerja,
                             time_in, time_out, lat_in, lon_in, jarak_in, lokasi_in_id, skor_wajah_in, offline_in)
     values ($1, $2, $3, 'Pagi', '08:00', '17:00', 10, true, $4, $5, -5.1477, 119.4327, 35, $6, 0.91, false)`,
    [user, tanggal, zona, timeIn, timeOut, zona === 'Asia/Makassar' ? wita : wib],
  );
}

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

beforeAll(async () => {
  t = await createTestApp();
  const lokasi = 'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2)';
  wita = await insertId(lokasi, ['Kantor Makassar', 'Asia/Makassar']);
  wib = await insertId(lokasi, ['Kantor Jakarta', 'Asia/Jakarta']);
  jabatanA = await insertId('insert into jabatan (nama) values ($1)', ['Kasir']);
  jabatanB = await insertId('insert into jabatan (nama) values ($1)', ['Gudang']);
  pagi = await insertId('insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, 10)', ['Pagi']);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d > 5 then null else '08:00'::time end, case when d > 5 then null else '17:00'::time end
       from generate_series(1, 7) d`,
    [pagi],
  );
  admin = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' });
  const fields = { jadwal_kerja_id: pagi, tanggal_masuk: '2026-01-01' };
  ani = await createUser(t, { fullname: 'Ani Lestari', fields: { ...fields, lokasi_id: wita, jabatan_id: jabatanA } });
  budi = await createUser(t, { fullname: 'Budi Santoso', fields: { ...fields, lokasi_id: wib, jabatan_id: jabatanB } });
  aniRecord = await record(ani.id, '2026-02-02', '2026-02-02T08:25:00+08:00', '2026-02-02T17:00:00+08:00');
  await record(ani.id, '2026-02-03', '2026-02-03T07:50:00+08:00', null);
  budiRecord = await record(budi.id, '2026-02-02', '2026-02-02T07:59:00+07:00', '2026-02-02T16:45:00+07:00', 'Asia/Jakarta');
  await t.db.query(
    `insert into attendance_history (attendance_id, changed_by, alasan, old_time_in, new_time_in, changed_at)
     values ($1, $2, 'Lupa absen masuk', '2026-02-02T01:00:00Z', '2026-02-02T00:25:00Z', '2026-02-05T03:00:00Z')`,
    [aniRecord, admin.id],
  );
});
afterAll(() => t.close());

describe('GET /attendance/riwayat', () => {
  it("lists the caller's own days in the range, newest first, with derived statuses", async () => {
    const res = await get('/api/attendance/riwayat?start-date=2026-02-01&end-date=2026-02-08&size=10', ani.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(8);
    expect(res.body.items.map((d: { tanggal: string; status: string }) => [d.tanggal, d.status])).toEqual([
      ['2026-02-08', 'Libur'],
      ['2026-02-07', 'Libur'],
      ['2026-02-06', 'Alpha'],
      ['2026-02-05', 'Alpha'],
      ['2026-02-04', 'Alpha'],
      ['2026-02-03', 'Tidak Lengkap'],
      ['2026-02-02', 'Terlambat'],
      ['2026-02-01', 'Libur'],
    ]);
    expect(res.body.items[6]).toEqual({
      tanggal: '2026-02-02',
      id: aniRecord,
      status: 'Terlambat',
      flags: {
        hadir: true,
        terlambat: true,
        pulang_awal: false,
        tak_lengkap: false,
        alpha: false,
        izin: false,
        libur: false,
        belum_absen: false,
      },
      jam_masuk: '08:25',
      jam_pulang: '17:00',
      time_in: '2026-02-02T00:25:00.000Z',
      time_out: '2026-02-02T09:00:00.000Z',
      menit_terlambat: 25,
      menit_pulang_awal: 0,
      menit_kehadiran: 515,
      shift: 'Pagi (08:00 - 17:00)',
      jadwal_nama: 'Pagi',
      jadwal_masuk: '08:00',
      jadwal_pulang: '17:00',
      hari_libur: null,
      zona_waktu: 'Asia/Makassar',
      jenis_izin: null,
      alasan_pulang_awal: null,
      di_luar_jadwal: false,
    });
    expect(res.body.items[0]).toMatchObject({ id: null, shift: 'Libur', jam_masuk: null });
  });

  it('pages in the database', async () => {
    const page2 = await get('/api/attendance/riwayat?start-date=2026-02-01&end-date=2026-02-08&page=2&size=3', ani.token);
    expect(page2.body.total).toBe(8);
    expect(page2.body.items.map((d: { tanggal: string }) => d.tanggal)).toEqual(['2026-02-05', '2026-02-04', '2026-02-03']);
  });

  it('defaults to this month up to today, in the local date of the employee', async () => {
    const [{ today }] = await t.db.query<{ today: string }>(
      `select to_char((now() at time zone 'Asia/Makassar')::date, 'YYYY-MM-DD') as today`,
    );
    const fields = { lokasi_id: wita, jadwal_kerja_id: pagi, tanggal_masuk: `${today.slice(0, 8)}01` };
    const u = await createUser(t, { fields });
    const res = await get('/api/attendance/riwayat?size=31', u.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(Number(today.slice(8)));
    expect(res.body.items[0].tanggal).toBe(today);
    expect(res.body.items.at(-1).tanggal).toBe(`${today.slice(0, 8)}01`);
  });

  it('refuses bad ranges with an Indonesian message', async () => {
    const url = '/api/attendance/riwayat';
    const cases: [string, string][] = [
      ['?start-date=2026-02-30', 'Tanggal tidak valid.'],
      ['?start-date=01-02-2026', 'Format tanggal harus yyyy-MM-dd.'],
      ['?start-date=2026-02-10&end-date=2026-02-01', 'Tanggal mulai tidak boleh setelah tanggal akhir.'],
      ['?start-date=2025-01-01&end-date=2026-01-02', 'Rentang tanggal maksimal 366 hari.'],
      ['?size=500', 'Ukuran halaman maksimal 200.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(url + query, ani.token);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    expect((await get(`${url}?start-date=2025-01-01&end-date=2025-12-31`, ani.token)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await get('/api/attendance/riwayat')).status).toBe(401);
    expect((await get(`/api/attendance/riwayat/${aniRecord}`)).status).toBe(401);
  });
});

describe('GET /attendance/riwayat/{id}', () => {
  it('answers the own record in full, with its correction history', async () => {
    const res = await get(`/api/attendance/riwayat/${aniRecord}`, ani.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: aniRecord,
      tanggal: '2026-02-02',
      status: 'Terlambat',
      jam_masuk: '08:25',
      lat_in: -5.1477,
      lon_in: 119.4327,
      jarak_in: 35,
      lokasi_in: 'Kantor Makassar',
      skor_wajah_in: expect.closeTo(0.91, 5),
      foto_in_id: null,
      offline_in: false,
      lat_out: null,
      lokasi_out: null,
      offline_out: false,
    });
    expect(res.body.riwayat).toEqual([
      {
        id: expect.any(Number),
        changed_at: '2026-02-05T03:00:00.000Z',
        changed_by: 'Hana HRD',
        alasan: 'Lupa absen masuk',
        old_time_in: '2026-02-02T01:00:00.000Z',
        old_time_out: null,
        new_time_in: '2026-02-02T00:25:00.000Z',
        new_time_out: null,
        old_jam_masuk: '09:00',
        old_jam_pulang: null,
        new_jam_masuk: '08:25',
        new_jam_pulang: null,
      },
    ]);
    expect(res.body).not.toHaveProperty('nip');
  });

  it("never shows another employee's record (404), nor a missing one", async () => {
    expect((await get(`/api/attendance/riwayat/${budiRecord}`, ani.token)).status).toBe(404);
    const missing = await get('/api/attendance/riwayat/999999', ani.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Data absensi tidak ditemukan.');
    expect((await get('/api/attendance/riwayat/abc', ani.token)).status).toBe(400);
  });
});

describe('GET /attendance/admin', () => {
  const admin_ = (query: string) => get(`/api/attendance/admin?start-date=2026-02-02&end-date=2026-02-03${query}`, admin.token);
  const rows = (body: { items: { nama: string; tanggal: string; status: string }[] }) =>
    body.items.map((d) => `${d.tanggal} ${d.nama} ${d.status}`);

  it('is for Admin and HRD only', async () => {
    expect((await get('/api/attendance/admin', ani.token)).status).toBe(403);
    expect((await get(`/api/attendance/admin/${aniRecord}`, ani.token)).status).toBe(403);
    expect((await get('/api/attendance/admin')).status).toBe(401);
  });

  it('lists everyone per day with identity, newest first then by name, and filters by location and job title', async () => {
    const byLokasi = await admin_(`&lokasi_id=${wib}`);
    expect(byLokasi.status).toBe(200);
    expect(rows(byLokasi.body)).toEqual(['2026-02-03 Budi Santoso Alpha', '2026-02-02 Budi Santoso Pulang Awal']);
    expect(byLokasi.body.items[1]).toMatchObject({
      id: budiRecord,
      user_id: budi.id,
      nip: budi.nip,
      jabatan: 'Gudang',
      lokasi: 'Kantor Jakarta',
      menit_pulang_awal: 15,
    });
    const byJabatan = await admin_(`&jabatan_id=${jabatanA}`);
    expect(rows(byJabatan.body)).toEqual(['2026-02-03 Ani Lestari Tidak Lengkap', '2026-02-02 Ani Lestari Terlambat']);
  });

  it('filters by status and by name or NIP, and pages', async () => {
    expect(rows((await admin_('&status=terlambat')).body)).toEqual(['2026-02-02 Ani Lestari Terlambat']);
    const alpha = await admin_(`&status=alpha&search=${budi.nip.toLowerCase()}`);
    expect(rows(alpha.body)).toEqual(['2026-02-03 Budi Santoso Alpha']);
    expect(rows((await admin_('&search=lestari')).body)).toHaveLength(2);
    // Admin (no schedule, no join date) counts as well: three people, two days, six rows.
    const p1 = await admin_('&size=4');
    const p2 = await admin_('&size=4&page=2');
    expect(p1.body.total).toBe(6);
    expect(p2.body.total).toBe(6);
    expect([...rows(p1.body), ...rows(p2.body)]).toEqual([
      '2026-02-03 Ani Lestari Tidak Lengkap',
      '2026-02-03 Budi Santoso Alpha',
      '2026-02-03 Hana HRD Libur',
      '2026-02-02 Ani Lestari Terlambat',
      '2026-02-02 Budi Santoso Pulang Awal',
      '2026-02-02 Hana HRD Libur',
    ]);
    const late = await admin_('&status=hadir&size=1&page=2');
    expect(late.body.total).toBe(3);
    expect(rows(late.body)).toEqual(['2026-02-02 Ani Lestari Terlambat']);
  });

  it('defaults to today and validates its filters', async () => {
    const res = await get('/api/attendance/admin', admin.token);
    expect(res.status).toBe(200);
    const [{ today }] = await t.db.query<{ today: string }>(
      `select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as today`,
    );
    expect(new Set(res.body.items.map((d: { tanggal: string }) => d.tanggal))).toEqual(new Set([today]));
    const bad = await get('/api/attendance/admin?status=telat', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Status harus salah satu dari/);
    expect((await get('/api/attendance/admin?lokasi_id=x', admin.token)).status).toBe(400);
    expect((await get('/api/attendance/admin?start-date=2026-03-01&end-date=2026-02-01', admin.token)).status).toBe(400);
  });

  it("answers any record's detail with whose it is", async () => {
    const res = await get(`/api/attendance/admin/${budiRecord}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: budiRecord,
      user_id: budi.id,
      nip: budi.nip,
      nama: 'Budi Santoso',
      jabatan: 'Gudang',
      lokasi: 'Kantor Jakarta',
      status: 'Pulang Awal',
      jam_masuk: '07:59',
      jam_pulang: '16:45',
      lokasi_in: 'Kantor Jakarta',
      riwayat: [],
    });
    expect((await get('/api/attendance/admin/999999', admin.token)).status).toBe(404);
  });
});
