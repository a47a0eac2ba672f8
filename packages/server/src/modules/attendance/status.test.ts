import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app.ts';
import { dailyStatusSql, queryDailyStatuses } from './status.repo.ts';
import type { DailyStatus, StatusFilter } from './status.rules.ts';

// Constructed days in March 2026: 2 Mon .. 6 Fri are working days of the 'Pagi' schedule, 7 Sat and
// 8 Sun are off. Every judgement is asked at a fixed instant (`at`) so the answers never depend on today.
let t: TestApp;
let wita: number;
let wib: number;
let pagi: number;
let malam: number;
const AT = new Date('2026-03-20T05:00:00Z');

async function insertId(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

/** Mon-Fri jam_masuk-jam_pulang, weekend off; or every day when `everyDay`. */
async function schedule(nama: string, masuk: string, pulang: string, toleransi: number, everyDay = false) {
  const id = await insertId('insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, $2)', [nama, toleransi]);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, off, case when off then null else $2::time end, case when off then null else $3::time end
       from generate_series(1, 7) d cross join lateral (select not $4 and d > 5 as off) o`,
    [id, masuk, pulang, everyDay],
  );
  return id;
}

async function employee(fields: Record<string, unknown> = {}) {
  return createUser(t, { fields: { lokasi_id: wita, jadwal_kerja_id: pagi, tanggal_masuk: '2026-01-01', ...fields } });
}

interface Punch {
  user: number;
  tanggal: string;
  in?: string | null;
  out?: string | null;
  zona?: string;
  masuk?: string | null;
  pulang?: string | null;
  toleransi?: number;
  kerja?: boolean;
}
/** An attendance record as a punch leaves it, with explicit instants and the shift snapshot. */
async function punch(p: Punch): Promise<number> {
  return insertId(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat,
                             hari_kerja, time_in, time_out)
     values ($1, $2, $3, 'Snapshot', $4, $5, $6, $7, $8, $9)`,
    [
      p.user,
      p.tanggal,
      p.zona ?? 'Asia/Makassar',
      p.masuk === undefined ? '08:00' : p.masuk,
      p.pulang === undefined ? '17:00' : p.pulang,
      p.toleransi ?? 15,
      p.kerja ?? true,
      p.in ?? null,
      p.out ?? null,
    ],
  );
}

async function days(userId: number, from: string, to = from, extra: Partial<StatusFilter> = {}): Promise<DailyStatus[]> {
  return (await queryDailyStatuses(t.db, { from, to, at: AT, userIds: [userId], page: 1, size: 400, ...extra })).items;
}
async function day(userId: number, tanggal: string, at = AT): Promise<DailyStatus> {
  const [d] = await days(userId, tanggal, tanggal, { at });
  expect(d, `no day ${tanggal}`).toBeDefined();
  return d;
}

beforeAll(async () => {
  t = await createTestApp();
  const lokasi = 'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2)';
  wita = await insertId(lokasi, ['Kantor Makassar', 'Asia/Makassar']);
  wib = await insertId(lokasi, ['Kantor Jakarta', 'Asia/Jakarta']);
  pagi = await schedule('Pagi', '08:00', '17:00', 15);
  malam = await schedule('Malam', '22:00', '06:00', 0, true);
});
afterAll(() => t.close());

describe('late and early leave', () => {
  it('on time: present, not late, presence minutes from clock-in to clock-out', async () => {
    const u = await employee();
    await punch({ user: u.id, tanggal: '2026-03-02', in: '2026-03-02T07:55:00+08:00', out: '2026-03-02T17:05:00+08:00' });
    expect(await day(u.id, '2026-03-02')).toMatchObject({
      status: 'Hadir',
      hadir: true,
      terlambat: false,
      pulang_awal: false,
      tak_lengkap: false,
      alpha: false,
      jam_masuk: '07:55',
      jam_pulang: '17:05',
      time_in: '2026-03-01T23:55:00.000Z',
      menit_terlambat: 0,
      menit_kehadiran: 550,
      jadwal_masuk: '08:00',
      jadwal_pulang: '17:00',
      zona_waktu: 'Asia/Makassar',
    });
  });

  it('within the tolerance is not late; past it is late, counted from jam_masuk', async () => {
    const u = await employee();
    await punch({ user: u.id, tanggal: '2026-03-02', in: '2026-03-02T08:15:59+08:00', out: '2026-03-02T17:00:00+08:00' });
    await punch({ user: u.id, tanggal: '2026-03-03', in: '2026-03-03T08:16:00+08:00', out: '2026-03-03T17:00:00+08:00' });
    expect(await day(u.id, '2026-03-02')).toMatchObject({ status: 'Hadir', terlambat: false, menit_terlambat: 0 });
    expect(await day(u.id, '2026-03-03')).toMatchObject({ status: 'Terlambat', terlambat: true, menit_terlambat: 16 });
  });

  it('clock-out before jam_pulang is early leave, in minutes; late and early together has its own label', async () => {
    const u = await employee();
    await punch({ user: u.id, tanggal: '2026-03-02', in: '2026-03-02T07:50:00+08:00', out: '2026-03-02T16:30:00+08:00' });
    await punch({ user: u.id, tanggal: '2026-03-03', in: '2026-03-03T09:00:00+08:00', out: '2026-03-03T16:00:00+08:00' });
    await punch({ user: u.id, tanggal: '2026-03-04', in: '2026-03-04T07:59:45+08:00', out: '2026-03-04T16:59:30+08:00' });
    expect(await day(u.id, '2026-03-02')).toMatchObject({ status: 'Pulang Awal', pulang_awal: true, menit_pulang_awal: 30 });
    // Minute precision, as shown: out at 16:59:30 is 16:59, one minute early; presence 07:59 to 16:59.
    expect(await day(u.id, '2026-03-04')).toMatchObject({ status: 'Pulang Awal', menit_pulang_awal: 1, menit_kehadiran: 540 });
    expect(await day(u.id, '2026-03-03')).toMatchObject({
      status: 'Terlambat & Pulang Awal',
      menit_terlambat: 60,
      menit_pulang_awal: 60,
      menit_kehadiran: 420,
    });
  });

  it('the same instant is late for a WITA employee and on time for a WIB one', async () => {
    const makassar = await employee();
    const jakarta = await employee({ lokasi_id: wib });
    const instant = '2026-03-02T01:10:00Z'; // 09:10 WITA, 08:10 WIB
    await punch({ user: makassar.id, tanggal: '2026-03-02', in: instant, out: '2026-03-02T10:00:00Z' });
    await punch({ user: jakarta.id, tanggal: '2026-03-02', zona: 'Asia/Jakarta', in: instant, out: '2026-03-02T10:00:00Z' });
    expect(await day(makassar.id, '2026-03-02')).toMatchObject({ status: 'Terlambat', jam_masuk: '09:10', menit_terlambat: 70 });
    expect(await day(jakarta.id, '2026-03-02')).toMatchObject({ status: 'Hadir', jam_masuk: '08:10', terlambat: false });
  });

  it('a correction of time_in changes the judgement at once (nothing is stored)', async () => {
    const u = await employee();
    const id = await punch({
      user: u.id,
      tanggal: '2026-03-04',
      in: '2026-03-04T08:30:00+08:00',
      out: '2026-03-04T17:00:00+08:00',
    });
    expect(await day(u.id, '2026-03-04')).toMatchObject({ status: 'Terlambat', menit_terlambat: 30 });
    await t.db.query(`update attendance set time_in = '2026-03-04T07:58:00+08:00' where id = $1`, [id]);
    expect(await day(u.id, '2026-03-04')).toMatchObject({ status: 'Hadir', terlambat: false, menit_terlambat: 0 });
  });

  it("the record's shift snapshot is judged, not the schedule as it is now", async () => {
    const u = await employee({ jadwal_kerja_id: malam });
    await punch({ user: u.id, tanggal: '2026-03-02', in: '2026-03-02T08:20:00+08:00', out: '2026-03-02T17:00:00+08:00' });
    expect(await day(u.id, '2026-03-02')).toMatchObject({ status: 'Terlambat', jadwal_masuk: '08:00', menit_terlambat: 20 });
  });
});

describe('incomplete, alpha and days off', () => {
  it('a clock-in without clock-out on a closed day is incomplete; today before the end of the shift it is not', async () => {
    const u = await employee();
    await punch({ user: u.id, tanggal: '2026-03-02', in: '2026-03-02T08:00:00+08:00' });
    expect(await day(u.id, '2026-03-02')).toMatchObject({ status: 'Tidak Lengkap', tak_lengkap: true, hadir: true });
    const duringShift = new Date('2026-03-02T06:00:00Z'); // 14:00 WITA
    expect(await day(u.id, '2026-03-02', duringShift)).toMatchObject({ status: 'Hadir', tak_lengkap: false });
  });

  it('a closed working day without clock-in is alpha; before it closes it is not yet punched', async () => {
    const u = await employee();
    expect(await day(u.id, '2026-03-05')).toMatchObject({ status: 'Alpha', alpha: true, hadir: false, attendance_id: null });
    const morning = new Date('2026-03-05T02:00:00Z'); // 10:00 WITA
    expect(await day(u.id, '2026-03-05', morning)).toMatchObject({ status: 'Belum Absen', belum_absen: true, alpha: false });
    const evening = new Date('2026-03-05T09:30:00Z'); // 17:30 WITA, the shift is over
    expect(await day(u.id, '2026-03-05', evening)).toMatchObject({ status: 'Alpha' });
  });

  it('no alpha on a weekday off, on a holiday, or before the join date (not counted at all)', async () => {
    const u = await employee({ tanggal_masuk: '2026-03-03' });
    await t.db.query(`insert into hari_libur (tanggal, nama) values ('2026-03-06', 'Hari Raya Nyepi')`);
    const list = await days(u.id, '2026-03-01', '2026-03-08');
    expect(list.map((d) => [d.tanggal, d.status])).toEqual([
      ['2026-03-08', 'Libur'],
      ['2026-03-07', 'Libur'],
      ['2026-03-06', 'Libur'],
      ['2026-03-05', 'Alpha'],
      ['2026-03-04', 'Alpha'],
      ['2026-03-03', 'Alpha'],
    ]);
    expect(list[2]).toMatchObject({ hari_libur: 'Hari Raya Nyepi', libur: true, alpha: false, hari_kerja: false });
    expect(list[0]).toMatchObject({ hari_libur: null, libur: true, jadwal_masuk: null });
  });

  it('a holiday added after the fact turns an alpha into a day off at once', async () => {
    const u = await employee();
    expect(await day(u.id, '2026-03-10')).toMatchObject({ status: 'Alpha' });
    await t.db.query(`insert into hari_libur (tanggal, nama) values ('2026-03-10', 'Cuti Bersama')`);
    expect(await day(u.id, '2026-03-10')).toMatchObject({ status: 'Libur', alpha: false, hari_libur: 'Cuti Bersama' });
  });

  it('work on a day off is present and never late', async () => {
    const u = await employee();
    await punch({
      user: u.id,
      tanggal: '2026-03-07',
      masuk: null,
      pulang: null,
      kerja: false,
      in: '2026-03-07T10:00:00+08:00',
      out: '2026-03-07T12:00:00+08:00',
    });
    expect(await day(u.id, '2026-03-07')).toMatchObject({
      status: 'Hadir',
      terlambat: false,
      libur: false,
      menit_kehadiran: 120,
    });
  });

  it('without a schedule every day is a day off', async () => {
    const u = await employee({ jadwal_kerja_id: null });
    expect(await day(u.id, '2026-03-04')).toMatchObject({ status: 'Libur', jadwal_nama: null, hari_kerja: false });
  });

  it('days after today and after deactivation are not counted', async () => {
    const u = await employee();
    expect((await days(u.id, '2026-03-18', '2026-03-25')).map((d) => d.tanggal)).toEqual([
      '2026-03-20',
      '2026-03-19',
      '2026-03-18',
    ]);
    await t.db.query(`update users set active = false, deactivated_at = '2026-03-04T03:00:00Z' where id = $1`, [u.id]);
    expect((await days(u.id, '2026-03-02', '2026-03-06')).map((d) => d.tanggal)).toEqual([
      '2026-03-04',
      '2026-03-03',
      '2026-03-02',
    ]);
  });

  it('a record dated after the local today (the location moved west) is still shown', async () => {
    const u = await employee({ lokasi_id: wib });
    // 20 Mar 13:00 WITA is 12:00 WIB: the 21st is tomorrow in Jakarta, but a record may carry it.
    await punch({ user: u.id, tanggal: '2026-03-21', zona: 'Asia/Jayapura', in: '2026-03-20T23:00:00Z' });
    expect((await days(u.id, '2026-03-20', '2026-03-21')).map((d) => [d.tanggal, d.status])).toEqual([
      ['2026-03-21', 'Hadir'],
      ['2026-03-20', 'Belum Absen'],
    ]);
  });

  it('a record before the join date is still shown', async () => {
    const u = await employee({ tanggal_masuk: '2026-03-05' });
    await punch({ user: u.id, tanggal: '2026-03-03', in: '2026-03-03T08:00:00+08:00', out: '2026-03-03T17:00:00+08:00' });
    expect((await days(u.id, '2026-03-02', '2026-03-05')).map((d) => [d.tanggal, d.status])).toEqual([
      ['2026-03-05', 'Alpha'],
      ['2026-03-03', 'Hadir'],
    ]);
  });

  it("before the company's or the location's go-live date a record is presence only, never late or incomplete", async () => {
    const u = await employee({ tanggal_masuk: '2026-02-02' });
    // 09:30 WITA is 75 minutes past 08:00 + 15, and there is no clock-out.
    await punch({ user: u.id, tanggal: '2026-03-03', in: '2026-03-03T09:30:00+08:00' });
    expect(await day(u.id, '2026-03-03')).toMatchObject({ status: 'Tidak Lengkap', terlambat: true, menit_terlambat: 90 });
    const statuses = async () => (await days(u.id, '2026-03-02', '2026-03-05')).map((d) => [d.tanggal, d.status]);
    try {
      await t.db.query(`update perusahaan set mulai_hadir = '2026-03-04'`);
      expect(await day(u.id, '2026-03-03')).toMatchObject({
        status: 'Hadir',
        hadir: true,
        terlambat: false,
        tak_lengkap: false,
        menit_terlambat: 0,
        jam_masuk: '09:30',
      });
      expect(await statuses()).toEqual([
        ['2026-03-05', 'Alpha'],
        ['2026-03-04', 'Alpha'],
        ['2026-03-03', 'Hadir'],
      ]);
      // The latest start wins: the location started a day after the company.
      await t.db.query(`update lokasi set mulai_hadir = '2026-03-05' where id = $1`, [wita]);
      expect(await statuses()).toEqual([
        ['2026-03-05', 'Alpha'],
        ['2026-03-03', 'Hadir'],
      ]);
      // ...and a join date after both.
      const later = await employee({ tanggal_masuk: '2026-03-06' });
      expect((await days(later.id, '2026-03-02', '2026-03-06')).map((d) => d.tanggal)).toEqual(['2026-03-06']);
    } finally {
      await t.db.query('update perusahaan set mulai_hadir = null');
      await t.db.query('update lokasi set mulai_hadir = null where id = $1', [wita]);
    }
  });
});

describe('night shift 22:00-06:00 (ends the next day)', () => {
  it('clock-out the next morning is neither early nor incomplete', async () => {
    const u = await employee({ lokasi_id: wib, jadwal_kerja_id: malam });
    const night = { user: u.id, tanggal: '2026-03-02', zona: 'Asia/Jakarta', masuk: '22:00', pulang: '06:00', toleransi: 0 };
    await punch({ ...night, in: '2026-03-02T21:58:00+07:00', out: '2026-03-03T06:02:00+07:00' });
    expect(await day(u.id, '2026-03-02')).toMatchObject({
      status: 'Hadir',
      pulang_awal: false,
      tak_lengkap: false,
      jam_masuk: '21:58',
      jam_pulang: '06:02',
      menit_kehadiran: 484,
    });
  });

  it('clock-out at 04:00 is 120 minutes early; no clock-out is incomplete only after 06:00', async () => {
    const u = await employee({ lokasi_id: wib, jadwal_kerja_id: malam });
    const night = { user: u.id, zona: 'Asia/Jakarta', masuk: '22:00', pulang: '06:00', toleransi: 0 };
    await punch({ ...night, tanggal: '2026-03-02', in: '2026-03-02T22:00:00+07:00', out: '2026-03-03T04:00:00+07:00' });
    expect(await day(u.id, '2026-03-02')).toMatchObject({ status: 'Pulang Awal', menit_pulang_awal: 120, tak_lengkap: false });

    await punch({ ...night, tanggal: '2026-03-04', in: '2026-03-04T22:05:00+07:00' });
    const at3 = new Date('2026-03-04T20:00:00Z'); // 03:00 WIB on the 5th: the shift is still running
    expect(await day(u.id, '2026-03-04', at3)).toMatchObject({ status: 'Terlambat', tak_lengkap: false, menit_terlambat: 5 });
    const at7 = new Date('2026-03-05T00:00:00Z'); // 07:00 WIB on the 5th
    expect(await day(u.id, '2026-03-04', at7)).toMatchObject({ status: 'Tidak Lengkap', tak_lengkap: true, terlambat: true });
  });

  it('a night without clock-in becomes alpha when the shift ends the next morning', async () => {
    const u = await employee({ lokasi_id: wib, jadwal_kerja_id: malam });
    expect(await day(u.id, '2026-03-09', new Date('2026-03-09T20:00:00Z'))).toMatchObject({ status: 'Belum Absen' });
    expect(await day(u.id, '2026-03-09', new Date('2026-03-09T23:30:00Z'))).toMatchObject({ status: 'Alpha' });
  });
});

// A week without the holidays added above: 16 Mon .. 20 Fri February 2026, weekend off.
describe('the query for lists and reports', () => {
  it('pages newest first, with totals with and without a status filter', async () => {
    const u = await employee();
    await punch({ user: u.id, tanggal: '2026-02-16', in: '2026-02-16T08:30:00+08:00', out: '2026-02-16T17:00:00+08:00' });
    await punch({ user: u.id, tanggal: '2026-02-17', in: '2026-02-17T08:40:00+08:00', out: '2026-02-17T17:00:00+08:00' });
    const base = { from: '2026-02-15', to: '2026-02-22', at: AT, userIds: [u.id] };
    const p1 = await queryDailyStatuses(t.db, { ...base, page: 1, size: 3 });
    const p3 = await queryDailyStatuses(t.db, { ...base, page: 3, size: 3 });
    expect(p1.total).toBe(8);
    expect(p1.items.map((d) => d.tanggal)).toEqual(['2026-02-22', '2026-02-21', '2026-02-20']);
    expect(p3.items.map((d) => d.tanggal)).toEqual(['2026-02-16', '2026-02-15']);
    const late = await queryDailyStatuses(t.db, { ...base, status: 'terlambat', page: 1, size: 1 });
    expect(late).toMatchObject({ total: 2, items: [{ tanggal: '2026-02-17', menit_terlambat: 40 }] });
    const beyond = await queryDailyStatuses(t.db, { ...base, status: 'alpha', page: 9, size: 10 });
    expect(beyond).toEqual({ total: 3, items: [] });
  });

  it('the late filter leaves out a late clock-in on a holiday, as judging the day does', async () => {
    const u = await employee();
    await t.db.query(`insert into hari_libur (tanggal, nama) values ('2026-03-13', 'Libur Perusahaan')`);
    await punch({ user: u.id, tanggal: '2026-03-12', in: '2026-03-12T08:30:00+08:00', out: '2026-03-12T17:00:00+08:00' });
    await punch({ user: u.id, tanggal: '2026-03-13', in: '2026-03-13T08:45:00+08:00', out: '2026-03-13T17:00:00+08:00' });
    const base = { from: '2026-03-11', to: '2026-03-15', at: AT, userIds: [u.id], page: 1, size: 10 };
    const late = await queryDailyStatuses(t.db, { ...base, status: 'terlambat' });
    expect(late).toMatchObject({ total: 1, items: [{ tanggal: '2026-03-12', menit_terlambat: 30 }] });
    expect((await queryDailyStatuses(t.db, base)).items.find((d) => d.tanggal === '2026-03-13')).toMatchObject({
      terlambat: false,
      hari_libur: 'Libur Perusahaan',
    });
  });

  it('dailyStatusSql aggregates as a report would', async () => {
    const u = await employee();
    await punch({ user: u.id, tanggal: '2026-02-16', in: '2026-02-16T08:30:00+08:00', out: '2026-02-16T16:00:00+08:00' });
    const { sql, params } = dailyStatusSql({ from: '2026-02-15', to: '2026-02-21', at: AT, userIds: [u.id] });
    const [row] = await t.db.query<Record<string, number>>(
      `select count(*) filter (where hadir) as hadir, count(*) filter (where alpha) as alpha,
              sum(menit_terlambat) as terlambat, sum(menit_pulang_awal) as pulang_awal
         from (${sql}) d where d.user_id = $${params.length + 1}`,
      [...params, u.id],
    );
    expect(row).toEqual({ hadir: 1, alpha: 4, terlambat: 30, pulang_awal: 60 });
  });
});
