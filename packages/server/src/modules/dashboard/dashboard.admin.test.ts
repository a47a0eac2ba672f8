import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { whileClockingIn } from '../../../test/lanes-race.ts';
import { setClock } from '../../platform/clock.ts';
import { urgent } from '../../platform/lanes.ts';
import { attendanceOverview, attendanceTrend, Slices, todaySlices, trendSlices } from './dashboard.admin.service.ts';
import * as repo from './dashboard.admin.repo.ts';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// A constructed company asked at a fixed instant: Wednesday 4 March 2026 09:30 WIB = 10:30 WITA = 11:30 WIT.
// Everyone joined on Monday 2 March, so the 30-day chart has three non-empty days.
const AT = new Date('2026-03-04T02:30:00Z');
let t: TestApp;
let hrd: UserFixture;
let jakarta: number;
let makassar: number;
let jayapura: number;

async function insertId(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

/** Mon-Fri masuk-pulang with 15 minutes tolerance, weekend off. */
async function schedule(nama: string, masuk: string, pulang: string) {
  const id = await insertId('insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, 15)', [nama]);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d <= 5 then $2::time end, case when d <= 5 then $3::time end
       from generate_series(1, 7) d`,
    [id, masuk, pulang],
  );
  return id;
}

/** A clock-in (and optional clock-out) as a punch records it, with the shift snapshot. */
async function punch(user: number, tanggal: string, zona: string, timeIn: string, timeOut: string | null = null) {
  await t.db.query(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat,
                             hari_kerja, time_in, time_out)
     values ($1, $2, $3, 'Pagi', '08:00', '17:00', 15, true, $4, $5)`,
    [user, tanggal, zona, timeIn, timeOut],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  setClock(() => AT);
  const lokasi = 'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2)';
  jakarta = await insertId(lokasi, ['Kantor Jakarta', 'Asia/Jakarta']);
  makassar = await insertId(lokasi, ['Kantor Makassar', 'Asia/Makassar']);
  jayapura = await insertId(lokasi, ['Gudang Jayapura', 'Asia/Jayapura']);
  const pagi = await schedule('Pagi', '08:00', '17:00');
  const subuh = await schedule('Subuh', '05:00', '07:00');
  const emp = (lokasi_id: number, jadwal_kerja_id: number | null = pagi) =>
    createUser(t, { fields: { lokasi_id, jadwal_kerja_id, tanggal_masuk: '2026-03-02' } });

  hrd = await createUser(t, { roles: ['HRD'] });
  const onTime = await emp(jakarta);
  const late = await emp(jakarta);
  await emp(jakarta); // not yet punched: the shift runs until 17:00
  const onLeave = await emp(jakarta);
  await emp(jakarta, subuh); // alpha: the 05:00-07:00 shift has ended without a clock-in
  const lateWita = await emp(makassar);
  await emp(makassar, null); // no schedule: a day off
  const gone = await emp(jakarta);
  await t.db.query(`update users set active = false, deactivated_at = '2026-03-02T10:00:00Z' where id = $1`, [gone.id]);

  await punch(onTime.id, '2026-03-04', 'Asia/Jakarta', '2026-03-04T01:05:00Z'); // 08:05 WIB
  await punch(late.id, '2026-03-04', 'Asia/Jakarta', '2026-03-04T01:30:00Z'); // 08:30 WIB
  await punch(lateWita.id, '2026-03-04', 'Asia/Makassar', '2026-03-04T00:20:00Z'); // 08:20 WITA
  await punch(onTime.id, '2026-03-03', 'Asia/Jakarta', '2026-03-03T01:00:00Z', '2026-03-03T10:00:00Z');
  await punch(late.id, '2026-03-03', 'Asia/Jakarta', '2026-03-03T01:20:00Z', '2026-03-03T10:00:00Z');

  const [{ id: jenis }] = await t.db.query<{ id: number }>('select id from jenis_izin order by id limit 1');
  const izin = await insertId(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     values ($1, $2, true, false, '2026-03-04', '2026-03-04', 'Keperluan keluarga')`,
    [onLeave.id, jenis],
  );
  const approval = 'insert into approvals (tipe, request_id, requester_id, status) values ($1, $2, $3, $4)';
  await insertId(approval, ['izin', izin, onLeave.id, 'Disetujui']);
  await insertId(approval, ['koreksi', 901, late.id, 'Menunggu Persetujuan']);
  await insertId(approval, ['koreksi', 902, lateWita.id, 'Menunggu Persetujuan']);
  await insertId(approval, ['lembur', 903, late.id, 'Menunggu Persetujuan']);
  await insertId(approval, ['reimburse', 904, late.id, 'Ditolak']);
});
afterAll(async () => {
  setClock();
  await t.close();
});

describe('GET /dashboard/admin/kehadiran and /dashboard/admin/tren', () => {
  it("counts today's attendance per location in each location's own date and time", async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/admin/kehadiran', token: hrd.token });
    expect(res.status).toBe(200);
    const zero = { hadir: 0, terlambat: 0, izin: 0, alpha: 0, belum_absen: 0, libur: 0 };
    expect(res.body.lokasi).toEqual([
      {
        lokasi_id: jayapura,
        nama: 'Gudang Jayapura',
        zona_waktu: 'Asia/Jayapura',
        tanggal: '2026-03-04',
        jam: '11:30',
        karyawan: 0,
        ...zero,
      },
      {
        lokasi_id: jakarta,
        nama: 'Kantor Jakarta',
        zona_waktu: 'Asia/Jakarta',
        tanggal: '2026-03-04',
        jam: '09:30',
        karyawan: 5,
        ...zero,
        hadir: 2,
        terlambat: 1,
        izin: 1,
        alpha: 1,
        belum_absen: 1,
      },
      {
        lokasi_id: makassar,
        nama: 'Kantor Makassar',
        zona_waktu: 'Asia/Makassar',
        tanggal: '2026-03-04',
        jam: '10:30',
        karyawan: 2,
        ...zero,
        hadir: 1,
        terlambat: 1,
        libur: 1,
      },
      // The HRD has neither location nor schedule.
      {
        lokasi_id: null,
        nama: 'Tanpa Lokasi',
        zona_waktu: 'Asia/Jakarta',
        tanggal: '2026-03-04',
        jam: '09:30',
        karyawan: 1,
        ...zero,
        libur: 1,
      },
    ]);
  });

  it('follows the local date: at 23:30 WIB it is already tomorrow in Jayapura', async () => {
    setClock(() => new Date('2026-03-04T16:30:00Z'));
    try {
      const res = await t.request({ method: 'GET', url: '/api/dashboard/admin/kehadiran', token: hrd.token });
      const byName = Object.fromEntries(res.body.lokasi.map((l: { nama: string }) => [l.nama, l]));
      expect(byName['Kantor Jakarta']).toMatchObject({ tanggal: '2026-03-04', jam: '23:30', hadir: 2, belum_absen: 0 });
      // The employee who never punched counts as alpha once the 17:00 shift has ended.
      expect(byName['Kantor Jakarta'].alpha).toBe(2);
      expect(byName['Gudang Jayapura']).toMatchObject({ tanggal: '2026-03-05', jam: '01:30' });
      expect(byName['Kantor Makassar']).toMatchObject({ tanggal: '2026-03-05', jam: '00:30', hadir: 0, belum_absen: 1 });
      const tren = await t.request({ method: 'GET', url: '/api/dashboard/admin/tren', token: hrd.token });
      expect(tren.body.tren.at(-1).tanggal).toBe('2026-03-05');
    } finally {
      setClock(() => AT);
    }
  });

  it('counts pending requests of the whole company per type', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/admin/kehadiran', token: hrd.token });
    expect(res.body.approvals).toEqual([
      { tipe: 'koreksi', jumlah: 2 },
      { tipe: 'izin', jumlah: 0 },
      { tipe: 'lembur', jumlah: 1 },
      { tipe: 'reimburse', jumlah: 0 },
      { tipe: 'borongan', jumlah: 0 },
      { tipe: 'registrasi-wajah', jumlah: 0 },
      { tipe: 'absen-offline', jumlah: 0 },
      { tipe: 'data-pribadi', jumlah: 0 },
    ]);
  });

  it('charts present, late and alpha for the last 30 days', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/admin/tren', token: hrd.token });
    const tren = res.body.tren as { tanggal: string; hadir: number; terlambat: number; alpha: number }[];
    // Every date once, in order (PGlite counts the month in slices of employees).
    const dates = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 1, 3 + i)).toISOString().slice(0, 10));
    expect(tren.map((d) => d.tanggal)).toEqual(dates);
    expect(tren[0]).toEqual({ tanggal: '2026-02-03', hadir: 0, terlambat: 0, alpha: 0 });
    expect(tren.slice(-3)).toEqual([
      // Monday: nobody punched; the deactivated employee was still employed that day.
      { tanggal: '2026-03-02', hadir: 0, terlambat: 0, alpha: 7 },
      { tanggal: '2026-03-03', hadir: 2, terlambat: 1, alpha: 4 },
      { tanggal: '2026-03-04', hadir: 3, terlambat: 2, alpha: 1 },
    ]);
  });

  it('counts today and the month in slices of a few employees as in one statement', async () => {
    // PGlite counts both in slices of employees while clock-ins are being answered: here two employees, then the rest
    // (a paced slice is never under 50).
    const whole = await repo.trend(t.db, AT, '2026-02-03', '2026-03-04');
    expect(whole.at(-1)).toEqual({ tanggal: '2026-03-04', hadir: 3, terlambat: 2, alpha: 1 });
    trendSlices.startAt(2);
    expect((await whileClockingIn(() => attendanceTrend(t.db, AT))).tren).toEqual(whole);
    const today = await repo.todayPerLokasi(t.db, AT, '2026-03-04', '2026-03-04');
    expect(today.map((l) => l.karyawan)).toEqual([0, 5, 2, 1]);
    todaySlices.startAt(2);
    expect((await whileClockingIn(() => attendanceOverview(t.db, AT))).lokasi).toEqual(today);
  });

  it('counts in slices while clock-ins are being answered, and in halves after a second without one', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const statements: number[][] = [];
    const part = async (slice: number[]) => {
      statements.push(slice);
      return slice;
    };
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const slices = new Slices(2);
      expect(await whileClockingIn(() => slices.run(ids, part))).toEqual(ids);
      // Two employees first, then the pace of that slice (at least 50).
      expect(statements).toEqual([ids.slice(0, 2), ids.slice(2)]);
      // A punch answered 0.9 s ago: still in slices.
      await urgent(async () => {});
      vi.advanceTimersByTime(900);
      statements.length = 0;
      slices.startAt(2);
      expect(await slices.run(ids, part)).toEqual(ids);
      expect(statements[0]).toEqual([1, 2]);
      // A second without one: nobody waits for the connection, and the employees go in halves (at most four slices
      // long: here five employees).
      vi.advanceTimersByTime(100);
      statements.length = 0;
      slices.startAt(2);
      expect(await slices.run(ids, part)).toEqual(ids);
      expect(statements).toEqual([ids.slice(0, 5), ids.slice(5)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is for Admin and HRD only', async () => {
    const u = await createUser(t);
    for (const url of ['/api/dashboard/admin/kehadiran', '/api/dashboard/admin/tren']) {
      expect((await t.request({ method: 'GET', url, token: u.token })).status).toBe(403);
      expect((await t.request({ method: 'GET', url })).status).toBe(401);
    }
  });
});
