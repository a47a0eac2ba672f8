import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app.ts';
import { addDays, localDate, monthOf, previousMonthStart } from './demo.calendar.ts';
import { buildHistory } from './demo.history.ts';
import { demoPeople } from './demo.people.ts';
import { draws } from './demo.random.ts';
import { FIRST_NAMES } from './demo.regions.ts';
import {
  DEMO_COMPANY,
  DEMO_DAYS,
  DEMO_PASSWORD,
  DEMO_SCHEDULES,
  type DemoResult,
  DemoRefused,
  demoJobs,
  seedDemo,
} from './demo.ts';
import { HOLIDAYS_2026 } from './holidays.ts';

let t: TestApp;
let result: DemoResult;
let seconds: number;
let admin: string;
let hrd: string;
const today = localDate(new Date(), 'Asia/Jakarta');

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  result = await seedDemo(t.db);
  seconds = (performance.now() - started) / 1000;
  admin = await login(t, 'admin', DEMO_PASSWORD);
  hrd = await login(t, 'hrd', DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await t.request({ method: 'GET', url: `/api${url}`, token });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

describe('the demo company', () => {
  it(`loads ${DEMO_DAYS} days of history from the go-live date, quickly, and only once`, async () => {
    expect(result).toEqual({ created: true, employees: 50, mulaiHadir: addDays(today, 1 - DEMO_DAYS), admin: 'admin' });
    console.log(`demo seed: ${seconds.toFixed(1)} s on ${t.db.engine}`);
    expect(seconds).toBeLessThan(60);
    const [company] = await t.db.query<{ nama: string; mulai_hadir: string }>('select nama, mulai_hadir from perusahaan');
    expect(company).toEqual({ nama: DEMO_COMPANY, mulai_hadir: result.mulaiHadir });
    expect(await seedDemo(t.db)).toMatchObject({ created: false });
  });

  it('lets the Admin and the documented demo accounts sign in with the demo password', async () => {
    for (const username of ['supervisor', 'supervisor.mks', 'karyawan', 'karyawan.mks']) {
      expect(await login(t, username, DEMO_PASSWORD)).toBeTruthy();
    }
    expect((await get(admin, '/auth/me')).role).toContain('Admin');
    expect((await get(hrd, '/auth/me')).role).toContain('HRD');
  });

  it("shows mostly present days on the admin dashboard's chart, some late ones and few absences", async () => {
    const { tren } = await get(hrd, '/dashboard/admin/tren');
    const sum = (k: 'hadir' | 'terlambat' | 'alpha') => tren.reduce((n: number, d: Record<string, number>) => n + d[k], 0);
    expect(sum('hadir')).toBeGreaterThan(600);
    expect(sum('terlambat')).toBeGreaterThan(sum('hadir') * 0.02);
    expect(sum('terlambat')).toBeLessThan(sum('hadir') * 0.2);
    expect(sum('alpha')).toBeLessThan(sum('hadir') * 0.05);
    // Every past weekday has people at work (today's shifts may not have started yet).
    const holidays = new Set(HOLIDAYS_2026.map((h) => h[0]));
    const weekdays = tren.filter(
      (d: { tanggal: string }) =>
        d.tanggal < today && !holidays.has(d.tanggal) && ![0, 6].includes(new Date(d.tanggal).getUTCDay()),
    );
    expect(weekdays.length).toBeGreaterThan(15);
    for (const day of weekdays) {
      expect(day.hadir, day.tanggal).toBeGreaterThan(30);
    }
  });

  it('judges no day before the go-live date as alpha', async () => {
    const before = addDays(result.mulaiHadir!, -1);
    const recap = await get(hrd, `/laporan/rekap-periode?page=1&size=100&start-date=${addDays(before, -30)}&end-date=${before}`);
    expect(recap.total).toBeGreaterThan(40);
    expect(recap.items.filter((r: { total_tidak_hadir: number }) => r.total_tidak_hadir > 0)).toEqual([]);
  });

  it("holds last month's payroll finalised and this month's draft in the payroll history", async () => {
    const runs = (await get(hrd, '/penggajian?page=1&size=10')).items;
    const last = runs.find((r: { bulan: string }) => r.bulan === monthOf(previousMonthStart(today)));
    const current = runs.find((r: { bulan: string }) => r.bulan === monthOf(today));
    // Everyone who had joined by the month's end is paid in it.
    const joined = (end: string) => demoPeople(today, draws('hadir-demo')).filter((p) => p.masuk <= end).length;
    expect(last).toMatchObject({ status: 'final', dibuat_oleh: 'Rina Marlina', difinalkan_oleh: 'Administrator' });
    expect(last.jumlah_karyawan).toBe(joined(addDays(`${monthOf(today)}-01`, -1)));
    expect(last.jumlah_karyawan).toBeGreaterThan(40);
    expect(current).toMatchObject({ status: 'draft', jumlah_karyawan: 50 });
    expect(last.total_neto).toBeGreaterThan(0);
    const slips = (await get(hrd, `/penggajian/${last.id}/slip?page=1&size=100`)).items;
    expect(slips).toHaveLength(last.jumlah_karyawan);
    expect(slips.every((s: { neto: number }) => s.neto > 0)).toBe(true);
  });

  it("holds each location's minimum wage and pays nobody below it", async () => {
    const { items } = await get(hrd, '/upah-minimum?page=1&size=10');
    const byPlace = (lokasi: string) =>
      items
        .filter((u: { lokasi: string }) => u.lokasi === lokasi)
        .map((u: { berlaku_mulai: string; nominal: number }) => [u.berlaku_mulai, u.nominal]);
    // UMP DKI Jakarta 2026 Rp5.729.876 and 2025 Rp5.396.761; UMK Kota Makassar 2026 Rp4.148.719 and 2025 Rp3.880.136
    // (the governors' decisions as published; sources in demo.wages.ts).
    expect(byPlace('Kantor Pusat Jakarta')).toEqual([
      ['2026-01-01', 5_729_876],
      ['2025-01-01', 5_396_761],
    ]);
    expect(byPlace('Pabrik Makassar')).toEqual([
      ['2026-01-01', 4_148_719],
      ['2025-01-01', 3_880_136],
    ]);
    // Both months' checklists compare every monthly wage with it and find none below.
    const runs = (await get(hrd, '/penggajian?page=1&size=10')).items;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    for (const run of runs) {
      const periksa = await get(hrd, `/penggajian/${run.id}/periksa`);
      const bawah = periksa.items.find((i: { kode: string }) => i.kode === 'di_bawah_upah_minimum');
      expect(bawah?.karyawan, `${run.bulan}: ${JSON.stringify(bawah)}`).toBeUndefined();
    }
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from penggajian_slip where masukan->'upah_minimum' is not null`,
    );
    expect(n).toBeGreaterThan(0);
  });

  it('gives every employee a NIK, NPWP, PTKP status and bank account, and a gender that matches their name', async () => {
    const list = (await get(hrd, '/users?page=1&size=100')).items.filter((u: { username: string }) => u.username !== 'admin');
    expect(list).toHaveLength(50);
    const women = new Set([...FIRST_NAMES.jakarta.Perempuan, ...FIRST_NAMES.makassar.Perempuan, 'Rina', 'Siti']);
    for (const item of list) {
      const u = await get(hrd, `/users/${item.id}`);
      expect(u.nik, u.fullname).toMatch(/^\d{16}$/);
      expect(u.npwp, u.fullname).toMatch(/^\d{15,16}$/);
      expect(u.status_ptkp, u.fullname).toMatch(/^(TK|K)\/[0-3]$/);
      expect(u.nama_bank, u.fullname).toBeTruthy();
      expect(u.no_rekening, u.fullname).toMatch(/^\d{10,15}$/);
      expect(u.jenis_kelamin, u.fullname).toBe(women.has(u.fullname.split(' ')[0]) ? 'Perempuan' : 'Laki-laki');
      // A woman's NIK carries her birth day plus 40.
      expect(Number(u.nik.slice(6, 8)) > 40, u.fullname).toBe(u.jenis_kelamin === 'Perempuan');
    }
  });

  it('has leave, overtime, corrections, piece-rate work and expense claims in several states', async () => {
    const count = async (url: string, status: string) =>
      (await get(hrd, `${url}?page=1&size=1&status=${encodeURIComponent(status)}`)).total as number;
    for (const url of ['/izin/admin', '/lembur/admin', '/koreksi-kehadiran/admin', '/borongan/admin', '/reimburse/admin']) {
      const approved = await count(url, 'Disetujui');
      const rejected = await count(url, 'Ditolak');
      expect(approved, url).toBeGreaterThan(rejected);
      expect(rejected, url).toBeGreaterThan(0);
    }
    // Leave asked for the coming weeks waits for a decision.
    expect(await count('/izin/admin', 'Menunggu Persetujuan')).toBeGreaterThan(0);
    // Only the daily and piece-rate workers enter such work, and all of the demo's entries are theirs.
    expect(await get(hrd, '/pengaturan-borongan')).toEqual({ tipe_karyawan: ['Harian', 'Borongan'] });
    const [{ others }] = await t.db.query<{ others: number }>(
      `select count(*)::int as others from borongan b join users u on u.id = b.user_id
        where u.tipe_karyawan is distinct from 'Harian' and u.tipe_karyawan is distinct from 'Borongan'`,
    );
    expect(others).toBe(0);
  });

  it('opens every kind of record, report and payslip without an error', async () => {
    for (const url of ['/izin/admin', '/lembur/admin', '/koreksi-kehadiran/admin', '/borongan/admin', '/reimburse/admin']) {
      for (const item of (await get(hrd, `${url}?page=1&size=5`)).items) await get(hrd, `${url}/${item.id}`);
    }
    const lastMonth = previousMonthStart(today);
    const range = `start-date=${lastMonth}&end-date=${addDays(`${monthOf(today)}-01`, -1)}`;
    for (const report of ['rekap-periode', 'datang-terlambat', 'upah-borongan']) {
      expect((await get(hrd, `/laporan/${report}?page=1&size=10&${range}`)).total, report).toBeGreaterThan(0);
    }
    expect((await get(hrd, `/laporan/kuota-cuti?page=1&size=10&periode=${today.slice(0, 4)}`)).total).toBeGreaterThan(0);
    const days = await get(hrd, `/attendance/admin?page=1&size=5&${range}`);
    for (const day of days.items.filter((d: { id: number | null }) => d.id)) await get(hrd, `/attendance/admin/${day.id}`);
    // The employee's own side: history, requests and last month's payslip.
    const siti = await login(t, 'karyawan', DEMO_PASSWORD);
    expect((await get(siti, `/attendance/riwayat?page=1&size=10&${range}`)).total).toBeGreaterThan(15);
    const [run] = (await get(hrd, `/penggajian?page=1&size=10&status=final`)).items;
    const pdf = await t.request({ method: 'GET', url: `/api/penggajian/saya/${run.id}/pdf`, token: siti });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A PIC sees their people's requests waiting.
    const supervisor = await login(t, 'supervisor.mks', DEMO_PASSWORD);
    const waiting = await get(supervisor, '/users/all-approval-by-approval-user?page=1&size=50&status=Menunggu%20Persetujuan');
    expect(waiting.total).toBeGreaterThan(0);
    const first = waiting.items[0];
    await get(supervisor, `/approval/${first.tipe}/${first.id}`);
  });

  it('is the same company from the same seed and day, and another from another seed', () => {
    const at = new Date(`${today}T03:00:00Z`);
    const thisMonth = `${monthOf(today)}-01`;
    const people = (seed: string) => demoPeople(today, draws(seed));
    const history = (seed: string) =>
      buildHistory({
        now: at,
        goLive: result.mulaiHadir!,
        thisMonth,
        employees: people(seed).map((p, i) => ({
          ...p,
          id: i + 1,
          approverId: 1,
          lokasi: { id: 1, zona: 'Asia/Jakarta', latitude: -6.2, longitude: 106.8, radius: 100 },
        })),
        schedules: DEMO_SCHEDULES,
        holidays: new Set(),
        jobs: demoJobs(result.mulaiHadir!, thisMonth),
        paidBy: 1,
        d: draws(seed),
      });
    expect(people('hadir-demo')).toEqual(people('hadir-demo'));
    expect(people('hadir-demo')).not.toEqual(people('lain'));
    expect(history('hadir-demo')).toEqual(history('hadir-demo'));
    expect(history('hadir-demo').attendance).not.toEqual(history('lain').attendance);
  });
});

describe('a database that already holds a company', () => {
  it('is refused without a change', async () => {
    // This database holds the demo: take its marker away and it is a company like any other.
    await t.db.query(`update perusahaan set nama = 'PT Lain'`);
    const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from users');
    await expect(seedDemo(t.db)).rejects.toThrow(DemoRefused);
    await expect(seedDemo(t.db)).rejects.toThrow('Database ini sudah berisi data perusahaan');
    expect(await t.db.query('select count(*)::int as n from users')).toEqual([before]);
  });
});
