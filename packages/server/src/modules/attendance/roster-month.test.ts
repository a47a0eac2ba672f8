import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_FLAGS } from '@hadir/contract';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';
import { writeCells } from '../schedules/index.ts';

// A month of shift work seen from every screen that counts it. Three employees on a 2 pagi / 2 siang / 2 malam /
// 2 libur roster for October 2026 (two over a Monday-Friday weekly schedule the roster overrides, one without any):
// rostered days off on weekdays and shifts at weekends, a public holiday one of them works a shift on, a night shift
// crossing the month's end (and one crossing into its first day from September), unpaid leave over rostered days off
// and shifts, punches late, early and incomplete. The days are worked out here from the plan; the history, the recap
// and late reports, the dashboard trend, the leave's day count and the payroll draft must all say the same. The
// overtime tiers follow the roster too (on dates near today: overtime is filed at most 30 days back or ahead).

let t: TestApp;
let hrd: UserFixture;
let grup: number;
const staff: UserFixture[] = [];
let izinId: number;

const MONTH = '2026-10';
const HOLIDAY = '2026-10-20';
const ROSTER_FROM = '2026-09-28';
const ROSTER_TO = '2026-11-01';
/** Employee 0 takes unpaid leave over two rostered days off (Monday, Tuesday) and three shifts. */
const LEAVE = { from: '2026-10-12', to: '2026-10-16' };

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayIndex = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${ROSTER_FROM}T00:00:00Z`)) / 86_400_000);
const octoberDates = Array.from({ length: 31 }, (_, i) => addDays(`${MONTH}-01`, i));

interface ShiftDef {
  id: number;
  nama: string;
  masuk: string;
  pulang: string;
  toleransi: number;
}
const shifts: ShiftDef[] = [];

/** The roster of employee k on a date: pagi, pagi, siang, siang, malam, malam, libur, libur (null). */
const rostered = (k: number, date: string): ShiftDef | null => {
  const slot = Math.floor(((dayIndex(date) + 2 * k) % 8) / 2);
  return slot < 3 ? shifts[slot] : null;
};

type Punch = 'on_time' | 'late' | 'early' | 'incomplete';
/** Whether and how employee k punched on a date (an unpunched working day without leave is alpha). */
function punchOf(k: number, date: string): Punch | null {
  const i = dayIndex(date);
  if (k === 0 && date >= LEAVE.from && date <= LEAVE.to) return null;
  // Employee 1 works the holiday's shift; employee 2 the night shift over the month's end; employee 1 the night shift
  // from 30 September into 1 October.
  if ((k === 1 && (date === HOLIDAY || date === '2026-09-30')) || (k === 2 && date === '2026-10-31')) return 'on_time';
  if (!rostered(k, date) || (i + k) % 3 === 0) return null;
  if (i % 11 === 0) return 'incomplete';
  if (i % 5 === 0) return 'late';
  if (i % 7 === 0) return 'early';
  return 'on_time';
}

interface Day {
  kerja: boolean;
  punch: Punch | null;
  status: string;
}
/** What each October day of employee k is, from the plan alone. */
function expectedDay(k: number, date: string): Day {
  const shift = rostered(k, date);
  const kerja = shift !== null && date !== HOLIDAY;
  const punch = punchOf(k, date);
  const leave = k === 0 && date >= LEAVE.from && date <= LEAVE.to;
  let status = 'Libur';
  if (punch && !kerja) status = 'Hadir';
  else if (punch) {
    status = { on_time: 'Hadir', late: 'Terlambat', early: 'Pulang Awal', incomplete: 'Tidak Lengkap' }[punch];
  } else if (kerja) status = leave ? 'Izin' : 'Alpha';
  return { kerja, punch, status };
}

function expectedTotals(k: number) {
  const days = octoberDates.map((d) => expectedDay(k, d));
  const count = (f: (d: Day) => boolean) => days.filter(f).length;
  return {
    hari_kerja: count((d) => d.kerja),
    hadir: count((d) => d.punch !== null),
    alpha: count((d) => d.status === 'Alpha'),
    izin: count((d) => d.status === 'Izin'),
    terlambat: count((d) => d.status === 'Terlambat'),
    pulang_awal: count((d) => d.status === 'Pulang Awal'),
    tak_lengkap: count((d) => d.status === 'Tidak Lengkap'),
  };
}

const jakarta = (date: string, time: string, plusDays = 0) => new Date(Date.parse(`${addDays(date, plusDays)}T${time}:00+07:00`));
const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

async function insertId(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

/** The record a punch would leave: the roster's shift as the snapshot (none on a day off or holiday). */
async function punch(u: UserFixture, k: number, date: string, how: Punch) {
  const shift = rostered(k, date) as ShiftDef;
  const kerja = date !== HOLIDAY;
  const start = jakarta(date, shift.masuk);
  const end = jakarta(date, shift.pulang, shift.pulang <= shift.masuk ? 1 : 0);
  const timeIn = how === 'late' ? minutes(start, 20) : minutes(start, -5);
  const timeOut = how === 'incomplete' ? null : how === 'early' ? minutes(end, -45) : minutes(end, 3);
  await t.db.query(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat,
                             hari_kerja, time_in, time_out)
     values ($1, $2, 'Asia/Jakarta', $3, $4, $5, $6, $7, $8, $9)`,
    [u.id, date, shift.nama, kerja ? shift.masuk : null, kerja ? shift.pulang : null, shift.toleransi, kerja, timeIn, timeOut],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const kantor = await insertId(`insert into jadwal_kerja (nama, toleransi_terlambat) values ('Kantor', 10)`);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, h, h > 5, case when h <= 5 then time '08:00' end, case when h <= 5 then time '17:00' end
       from generate_series(1, 7) h`,
    [kantor],
  );
  await t.db.query(`insert into hari_libur (tanggal, nama) values ($1, 'Libur Uji')`, [HOLIDAY]);
  for (const [nama, kode, masuk, pulang, toleransi] of [
    ['Pagi', 'P', '06:00', '14:00', 5],
    ['Siang', 'S', '14:00', '22:00', 5],
    ['Malam', 'M', '22:00', '06:00', 10],
  ] as const) {
    const id = await insertId(
      'insert into shift (nama, kode, jam_masuk, jam_pulang, toleransi_terlambat) values ($1, $2, $3, $4, $5)',
      [nama, kode, masuk, pulang, toleransi],
    );
    shifts.push({ id, nama, masuk, pulang, toleransi });
  }
  const pokok = (await t.db.query<{ id: number }>('select id from komponen_gaji where gaji_pokok'))[0].id;
  grup = await insertId(`insert into grup_gaji (nama) values ('Produksi')`);
  await t.db.query('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, 1, 5000000)', [
    grup,
    pokok,
  ]);
  for (let k = 0; k < 3; k++) {
    staff.push(
      await createUser(t, {
        fullname: `Operator ${k + 1}`,
        fields: {
          jadwal_kerja_id: k < 2 ? kantor : null,
          grup_gaji_id: grup,
          tanggal_masuk: '2025-01-06',
          upah_bulanan: 5_190_000,
        },
      }),
    );
  }
  const cells = staff.flatMap((u, k) => {
    const out = [];
    for (let d = ROSTER_FROM; d <= ROSTER_TO; d = addDays(d, 1)) {
      out.push({ user_id: u.id, tanggal: d, shift_id: rostered(k, d)?.id ?? null, hapus: false });
    }
    return out;
  });
  await t.db.tx((tx) => writeCells(tx, cells, hrd.id));
  for (const [k, u] of staff.entries()) {
    for (let d = ROSTER_FROM; d <= '2026-10-31'; d = addDays(d, 1)) {
      const how = punchOf(k, d);
      if (how) await punch(u, k, d, how);
    }
  }
  // The leave, filed and approved through the API.
  const jenis = (await t.db.query<{ id: number }>(`select id from jenis_izin where kode = 'ITB'`))[0].id;
  const filed = await t.request({
    method: 'POST',
    url: '/api/izin',
    token: staff[0].token,
    body: { jenis_izin_id: jenis, tanggal_mulai: LEAVE.from, tanggal_selesai: LEAVE.to, alasan: 'Urusan keluarga di kampung' },
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  izinId = filed.body.id;
  const decided = await t.request({
    method: 'POST',
    url: `/api/approval/izin/${izinId}`,
    token: hrd.token,
    body: { keputusan: 'Disetujui' },
  });
  expect(decided.status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => setClock());

const range = `start-date=${MONTH}-01&end-date=${MONTH}-31`;
const get = (url: string) => t.request({ method: 'GET', url, token: hrd.token });

describe('a rostered month agrees everywhere', () => {
  it('the plan has what the month must show', () => {
    const all = staff.map((_, k) => expectedTotals(k));
    for (const key of ['hadir', 'alpha', 'terlambat', 'pulang_awal', 'tak_lengkap'] as const) {
      expect(
        all.reduce((s, x) => s + x[key], 0),
        key,
      ).toBeGreaterThan(0);
    }
    expect(all[0].izin).toBe(3);
    // Rostered days off on weekdays, shifts at weekends, the holiday shift, the night shift over the month's end.
    const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    expect(octoberDates.some((d) => weekday(d) % 6 !== 0 && !rostered(0, d))).toBe(true);
    expect(octoberDates.some((d) => weekday(d) % 6 === 0 && rostered(0, d))).toBe(true);
    expect(rostered(1, HOLIDAY)?.nama).toBe('Pagi');
    expect(rostered(2, '2026-10-31')?.nama).toBe('Malam');
    expect(rostered(1, '2026-09-30')?.nama).toBe('Malam');
  });

  it('the history shows each day as the roster judges it', async () => {
    const res = await get(`/api/attendance/admin?${range}&size=200`);
    expect(res.status).toBe(200);
    for (const [k, u] of staff.entries()) {
      const days = res.body.items.filter((d: { user_id: number }) => d.user_id === u.id);
      const shown = Object.fromEntries(days.map((d: { tanggal: string; status: string }) => [d.tanggal, d.status]));
      const planned = Object.fromEntries(octoberDates.map((d) => [d, expectedDay(k, d).status]));
      expect(shown, u.fullname).toEqual(planned);
    }
    // The night shift over the month's end: clocked in 31 October 22:00, out 1 November 06:03, one day in October.
    const night = res.body.items.find(
      (d: { user_id: number; tanggal: string }) => d.user_id === staff[2].id && d.tanggal === '2026-10-31',
    );
    expect(night).toMatchObject({ status: 'Hadir', jam_masuk: '21:55', jam_pulang: '06:03', jadwal_masuk: '22:00' });
    // Without a record a rostered day shows its shift; a rostered day off shows as such on a weekday.
    const day = (k: number, d: string) =>
      res.body.items.find((x: { user_id: number; tanggal: string }) => x.user_id === staff[k].id && x.tanggal === d);
    expect(day(0, '2026-10-12')).toMatchObject({ status: 'Libur', jadwal_nama: 'Libur' });
    expect(day(0, '2026-10-14')).toMatchObject({ status: 'Izin', jadwal_nama: 'Pagi', jadwal_masuk: '06:00' });
  });

  it('each status filter of the history shows exactly the days so judged, in the same order', async () => {
    const all = (await get(`/api/attendance/admin?${range}&size=200`)).body;
    expect(all.total).toBeLessThanOrEqual(200);
    type Day = { user_id: number; tanggal: string; flags: Record<string, boolean> };
    const key = (d: Day) => `${d.user_id} ${d.tanggal}`;
    for (const flag of HISTORY_FLAGS) {
      const res = await get(`/api/attendance/admin?${range}&status=${flag}&size=200`);
      const expected = all.items.filter((d: Day) => d.flags[flag]).map(key);
      expect(res.body.items.map(key), flag).toEqual(expected);
      expect(res.body.total, flag).toBe(expected.length);
    }
  });

  it('the recap and the late report count the same days', async () => {
    const recap = await get(`/api/laporan/rekap-periode?${range}&size=50`);
    expect(recap.status).toBe(200);
    for (const [k, u] of staff.entries()) {
      const row = recap.body.items.find((r: { nip: string }) => r.nip === u.nip);
      const e = expectedTotals(k);
      expect(row, u.fullname).toMatchObject({
        total_kehadiran: e.hadir,
        total_izin: e.izin,
        total_izin_berbayar: 0,
        total_izin_tidak_berbayar: e.izin,
        total_tidak_hadir: e.alpha,
        total_absen_tidak_lengkap: e.tak_lengkap,
        total_terlambat: e.terlambat,
        total_menit_terlambat: 20 * e.terlambat,
        total_pulang_awal: e.pulang_awal,
        total_menit_pulang_awal: 45 * e.pulang_awal,
      });
    }
    const late = await get(`/api/laporan/datang-terlambat?${range}&size=50`);
    expect(late.status).toBe(200);
    const shown = late.body.items.map((r: { nip: string; date_absensi: string; menit_terlambat: number }) => [
      r.nip,
      r.date_absensi,
      r.menit_terlambat,
    ]);
    const planned = staff.flatMap((u, k) =>
      octoberDates.filter((d) => expectedDay(k, d).status === 'Terlambat').map((d) => [u.nip, d, 20]),
    );
    expect(shown.sort()).toEqual(planned.sort());
  });

  it('the dashboard trend counts the same people present, late and alpha each day', async () => {
    setClock(() => new Date('2026-11-01T03:00:00Z'));
    const res = await get('/api/dashboard/admin/tren');
    expect(res.status).toBe(200);
    const october = res.body.tren.filter((d: { tanggal: string }) => d.tanggal.startsWith(MONTH));
    expect(october.length).toBeGreaterThan(25);
    for (const day of october) {
      const plans = staff.map((_, k) => expectedDay(k, day.tanggal));
      expect(day, day.tanggal).toMatchObject({
        hadir: plans.filter((p) => p.punch !== null).length,
        terlambat: plans.filter((p) => p.status === 'Terlambat').length,
        alpha: plans.filter((p) => p.status === 'Alpha').length,
      });
    }
  });

  it('the leave counts the rostered shifts it covers, not the rostered days off', async () => {
    const res = await t.request({ method: 'GET', url: `/api/izin/${izinId}`, token: staff[0].token });
    expect(res.status).toBe(200);
    expect(res.body.jumlah_hari).toBe(3);
  });

  it('the payroll draft counts working days, presence, alpha and unpaid leave by the roster', async () => {
    const run = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { bulan: MONTH, grup_gaji_ids: [grup] },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    for (const [k, u] of staff.entries()) {
      const slip = await get(`/api/penggajian/${run.body.id}/slip/${u.id}/rincian`);
      expect(slip.status).toBe(200);
      const e = expectedTotals(k);
      expect(slip.body, u.fullname).toMatchObject({
        hari_kerja: e.hari_kerja,
        hari_hadir: e.hadir,
        hari_alpha: e.alpha,
        hari_izin_tidak_berbayar: e.izin,
      });
    }
  });
});

describe('overtime on a roster', () => {
  /** Monday of the ISO week `weeks` weeks after this one (Jakarta's today). */
  async function monday(weeks: number): Promise<string> {
    const [row] = await t.db.query<{ d: string }>(
      `select to_char(date_trunc('week', (now() at time zone 'Asia/Jakarta')::date)::date + 7 * $1::int, 'YYYY-MM-DD') as d`,
      [weeks],
    );
    return row.d;
  }
  /** One week of roster for an employee: a shift code per day from Monday ('-' a day off). */
  async function week(u: UserFixture, senin: string, codes: string) {
    const byCode: Record<string, number | null> = { P: shifts[0].id, S: shifts[1].id, M: shifts[2].id, '-': null };
    const cells = [...codes].map((c, i) => ({ user_id: u.id, tanggal: addDays(senin, i), shift_id: byCode[c], hapus: false }));
    await t.db.tx((tx) => writeCells(tx, cells, hrd.id));
  }
  const preview = (u: UserFixture, tanggal: string, jam_mulai: string, jam_selesai: string) =>
    t.request({
      method: 'GET',
      url: `/api/lembur/preview?tanggal=${tanggal}&jam_mulai=${jam_mulai}&jam_selesai=${jam_selesai}`,
      token: u.token,
    });
  const pengali = (tiers: { jam: number; pengali: number }[]) => tiers.map((x) => [x.jam, x.pengali]);

  it('a rostered day off is a rest day, priced by the working days of that week', async () => {
    // Six shifts that week (Monday off): a 6-day week, though the weekly schedule works Monday to Friday.
    const senin = await monday(1);
    await week(staff[0], senin, '-PPSSMM');
    const six = await preview(staff[0], senin, '08:00', '18:00');
    expect(six.status).toBe(200);
    expect(six.body).toMatchObject({ jenis_hari: 'libur', hari_kerja_per_minggu: 6, keterangan_hari: 'Hari istirahat mingguan' });
    expect(pengali(six.body.tiers)).toEqual([
      [7, 2],
      [1, 3],
      [2, 4],
    ]);
    // Five shifts the next week: the 5-day table.
    const next = addDays(senin, 7);
    await week(staff[2], next, 'PP--SSM');
    const five = await preview(staff[2], addDays(next, 2), '08:00', '18:00');
    expect(five.body).toMatchObject({ jenis_hari: 'libur', hari_kerja_per_minggu: 5 });
    expect(pengali(five.body.tiers)).toEqual([
      [8, 2],
      [1, 3],
      [1, 4],
    ]);
  });

  it('a rostered shift is a working day, and overtime may not overlap it; a rostered shift on a holiday is a holiday', async () => {
    const senin = await monday(2);
    await week(staff[1], senin, 'MM--PPS');
    // Saturday's shift 06:00-14:00 (a weekend under the weekly schedule): overtime after it is working-day overtime.
    const after = await preview(staff[1], addDays(senin, 5), '14:00', '16:00');
    expect(after.body).toMatchObject({ jenis_hari: 'kerja', hari_kerja_per_minggu: 5, pesan_batas: null });
    expect(pengali(after.body.tiers)).toEqual([
      [1, 1.5],
      [1, 2],
    ]);
    const clash = await preview(staff[1], addDays(senin, 5), '12:00', '15:00');
    expect(clash.body.pesan_batas).toBe(
      'Jam lembur bertabrakan dengan jam kerja Anda (06:00-14:00). Lembur dihitung di luar jam kerja.',
    );
    // Tuesday's night shift runs to Wednesday 06:00 (a rostered day off): overtime from 05:00 overlaps it.
    const night = await preview(staff[1], addDays(senin, 2), '05:00', '08:00');
    expect(night.body.pesan_batas).toBe(
      'Jam lembur bertabrakan dengan jam kerja Anda (22:00-06:00). Lembur dihitung di luar jam kerja.',
    );
    await t.db.query(`insert into hari_libur (tanggal, nama) values ($1, 'Libur Shift')`, [addDays(senin, 4)]);
    const holiday = await preview(staff[1], addDays(senin, 4), '06:00', '14:00');
    expect(holiday.body).toMatchObject({ jenis_hari: 'libur', keterangan_hari: 'Hari libur: Libur Shift', pesan_batas: null });
    // Filed, it keeps that day type.
    const filed = await t.request({
      method: 'POST',
      url: '/api/lembur',
      token: staff[1].token,
      body: { tanggal: addDays(senin, 4), jam_mulai: '06:00', jam_selesai: '14:00', alasan: 'Produksi hari libur' },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({ jenis_hari: 'libur', hari_kerja_per_minggu: 5 });
  });
});
