import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { excelDate, excelMinutes, readExport } from '../../../test/xlsx.ts';

// GET /attendance/admin/export: the admin attendance history as xlsx, with the list's filters and access, over
// constructed records in February 2026 (Monday-Friday 08:00-17:00 with 10 minutes of tolerance).

let t: TestApp;
let wita: number;
let kasir: number;
let gudang: number;
let pagi: number;
let hrd: UserFixture;
let ani: UserFixture;

async function insertId(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

async function record(user: number, tanggal: string, timeIn: string, timeOut: string | null, zona: string) {
  await t.db.query(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat, hari_kerja,
                             time_in, time_out)
     values ($1, $2, $3, 'Pagi', '08:00', '17:00', 10, true, $4, $5)`,
    [user, tanggal, zona, timeIn, timeOut],
  );
}

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });
type Day = { nip: string; tanggal: string; status: string; jam_masuk: string | null };

/** Every row of the list API for `query`, page by page. */
async function listed(query: string): Promise<Day[]> {
  const days: Day[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/api/attendance/admin?${query}&size=200&page=${page}`);
    expect(res.status).toBe(200);
    days.push(...res.body.items);
    if (res.body.items.length < 200) return days;
  }
}
const asRows = (days: Day[]) => days.map((d) => [d.nip, excelDate(d.tanggal), d.status, d.jam_masuk]);
const pick = (rows: unknown[][]) => rows.map((r) => [r[0], r[4], r[7], r[5]]);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`update perusahaan set nama = 'PT Sinar Jaya' where id = 1`);
  const lokasi = 'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2)';
  wita = await insertId(lokasi, ['Kantor Makassar', 'Asia/Makassar']);
  const wib = await insertId(lokasi, ['Kantor Jakarta', 'Asia/Jakarta']);
  kasir = await insertId('insert into jabatan (nama) values ($1)', ['Kasir']);
  gudang = await insertId('insert into jabatan (nama) values ($1)', ['Gudang']);
  pagi = await insertId('insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, 10)', ['Pagi']);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d > 5 then null else '08:00'::time end, case when d > 5 then null else '17:00'::time end
       from generate_series(1, 7) d`,
    [pagi],
  );
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' });
  const fields = { jadwal_kerja_id: pagi, tanggal_masuk: '2026-01-01' };
  ani = await createUser(t, { fullname: 'Ani Lestari', fields: { ...fields, lokasi_id: wita, jabatan_id: kasir } });
  const budi = await createUser(t, { fullname: 'Budi Santoso', fields: { ...fields, lokasi_id: wib, jabatan_id: gudang } });
  const citra = await createUser(t, { fullname: 'Citra Dewi', fields: { ...fields, lokasi_id: wita, jabatan_id: gudang } });
  await record(ani.id, '2026-02-02', '2026-02-02T08:25:00+08:00', '2026-02-02T17:00:00+08:00', 'Asia/Makassar');
  await record(ani.id, '2026-02-03', '2026-02-03T07:50:00+08:00', null, 'Asia/Makassar');
  await record(budi.id, '2026-02-02', '2026-02-02T08:40:00+07:00', '2026-02-02T17:00:00+07:00', 'Asia/Jakarta');
  await record(citra.id, '2026-02-04', '2026-02-04T08:30:00+08:00', '2026-02-04T17:00:00+08:00', 'Asia/Makassar');
});
afterAll(() => t.close());

describe('GET /attendance/admin/export', () => {
  it("holds the filtered days with the screen's columns, the period and filters above them", async () => {
    const range = 'start-date=2026-02-02&end-date=2026-02-06';
    const res = await get(`/api/attendance/admin/export?${range}&lokasi_id=${wita}&status=terlambat`);
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe('Riwayat_Absensi_2026-02-02_sd_2026-02-06.xlsx');
    const x = await readExport(res.body.file);
    expect(x.above).toEqual([
      ['PT Sinar Jaya'],
      ['Riwayat Absensi'],
      ['Periode', excelDate('2026-02-02'), 's.d.', excelDate('2026-02-06')],
      ['Filter', 'Lokasi: Kantor Makassar · Status: Terlambat'],
    ]);
    expect(x.header).toEqual([
      'NIP',
      'Nama',
      'Jabatan',
      'Lokasi',
      'Tanggal',
      'Jam Masuk',
      'Jam Pulang',
      'Status',
      'Terlambat',
      'Alasan Pulang Awal',
    ]);
    // Late in Makassar: Citra on the 4th, then Ani on the 2nd (newest first). Budi was late in Jakarta.
    expect(x.rows.map((r) => r.slice(1, 8))).toEqual([
      ['Citra Dewi', 'Gudang', 'Kantor Makassar', excelDate('2026-02-04'), '08:30', '17:00', 'Terlambat'],
      ['Ani Lestari', 'Kasir', 'Kantor Makassar', excelDate('2026-02-02'), '08:25', '17:00', 'Terlambat'],
    ]);
    // Dates are dates, lateness a duration Excel can sum ('X jam Y menit').
    expect(x.sheet.getCell('E6').numFmt).toBe('dd/mm/yyyy');
    expect(x.sheet.getCell('I6').numFmt).toBe('[h] "jam" m "menit"');
    expect(x.rows.map((r) => excelMinutes(r[8]))).toEqual([30, 25]);

    const kasirOnly = await readExport((await get(`/api/attendance/admin/export?${range}&jabatan_id=${kasir}`)).body.file);
    expect(kasirOnly.above[3]).toEqual(['Filter', 'Jabatan: Kasir']);
    expect(pick(kasirOnly.rows)).toEqual(asRows(await listed(`${range}&jabatan_id=${kasir}`)));
    expect(new Set(kasirOnly.rows.map((r) => r[1]))).toEqual(new Set(['Ani Lestari']));
    // A day without a late arrival leaves the lateness blank, as the screen does.
    expect(kasirOnly.rows.find((r) => r[7] === 'Tidak Lengkap')?.[8]).toBeNull();
  });

  it('holds every day of a long range with many people, in the order of the list, with or without a status', async () => {
    await t.db.query(
      `insert into users (nip, username, fullname, password_hash, jadwal_kerja_id, tanggal_masuk, jabatan_id)
       select 'RA' || lpad(i::text, 3, '0'), 'riwayat' || i, 'Riwayat ' || lpad(i::text, 3, '0'), 'x', $1, '2026-01-01', $2
         from generate_series(1, 60) i`,
      [pagi, gudang],
    );
    const range = 'start-date=2026-01-01&end-date=2026-02-28';
    const sizes: Record<string, number> = {};
    for (const filter of ['', '&status=alpha', '&status=hadir', `&jabatan_id=${gudang}&search=riwayat%200`]) {
      const expected = await listed(range + filter);
      const res = await get(`/api/attendance/admin/export?${range}${filter}`);
      expect(res.status, filter).toBe(200);
      expect(pick((await readExport(res.body.file)).rows), filter).toEqual(asRows(expected));
      sizes[filter] = expected.length;
    }
    // More than one page of the export (2,000 days), with and without a status (read in slices of dates).
    expect(sizes['']).toBeGreaterThan(3000);
    expect(sizes['&status=alpha']).toBeGreaterThan(2000);
  });

  it('refuses a range or filter the list refuses, and callers who may not open the history', async () => {
    const back = await get('/api/attendance/admin/export?start-date=2026-02-10&end-date=2026-02-01');
    expect([back.status, back.body.message]).toEqual([400, 'Tanggal mulai tidak boleh setelah tanggal akhir.']);
    expect((await get('/api/attendance/admin/export?status=telat')).status).toBe(400);
    const admin = await createUser(t, { roles: ['Admin'] });
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Laporan', bagian: ['laporan'] },
    });
    expect(role.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', 'Staf Laporan'] });
    expect((await get('/api/attendance/admin/export', limited.token)).status).toBe(403);
    expect((await get('/api/attendance/admin/export', ani.token)).status).toBe(403);
  });

  it('refuses more days than one file holds before writing any, naming how to narrow it', async () => {
    await t.db.query(
      `insert into users (nip, username, fullname, password_hash, jadwal_kerja_id, tanggal_masuk)
       select 'BANYAK' || i, 'banyak' || i, 'Banyak ' || i, 'x', $1, '2020-01-01' from generate_series(1, 560) i`,
      [pagi],
    );
    const res = await get('/api/attendance/admin/export?start-date=2025-03-01&end-date=2026-02-28');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^Data terlalu banyak untuk satu berkas Excel \(\d{3}\.\d{3} baris, paling banyak 200\.000\)\. Persempit rentang tanggal atau filter\.$/,
    );
    const narrowed = await get('/api/attendance/admin/export?start-date=2025-03-01&end-date=2026-02-28&search=Ani');
    expect(narrowed.status).toBe(200);
  });
});
