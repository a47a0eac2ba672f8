import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app.ts';
import { type RosterCell, writeCells } from '../schedules/index.ts';
import { dailyStatusSql } from './status.repo.ts';
import type { DailyStatus, StatusFilter } from './status.rules.ts';
import { type DailyCounts, type DailyTotals, dailyCountsSql, dailyTotalsSql } from './status.totals.repo.ts';

// dailyTotalsSql counts an employee's days without spelling them out; dailyStatusSql judges each day. They must
// agree for every employee and filter. A small company with everything that changes a day, built from a fixed
// seed: two zones, a day shift, a night shift every day and no schedule; join dates and deactivations inside
// the range; the company's go-live date inside the range and a branch that goes live later; holidays; approved, rejected and cancelled leave, paid and unpaid, over weekends; punches late,
// early, incomplete, on days off, before joining, before going live, after deactivation and dated after today;
// records without a clock-in; snapshots that differ from the schedule as it is now. Rostered employees too (with a
// weekly schedule under part of the roster, or none): night shifts crossing midnight, days off on weekdays, shifts at
// weekends and on a holiday, leave over rostered shifts and days off, punches on rostered days.

let t: TestApp;
const users: number[] = [];
/** The company goes live on 4 March; the Balikpapan branch on 12 March. */
const COMPANY_START = '2026-03-04';
const BRANCH_START = '2026-03-12';
let branchId: number;

/** A fixed pseudo-random sequence (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertId(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  const rnd = random(20261124);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const lokasi = 'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2)';
  const zones = [
    { id: await insertId(lokasi, ['Makassar', 'Asia/Makassar']), zona: 'Asia/Makassar', offset: '+08:00' },
    { id: await insertId(lokasi, ['Jakarta', 'Asia/Jakarta']), zona: 'Asia/Jakarta', offset: '+07:00' },
  ];
  const branch = { id: await insertId(lokasi, ['Balikpapan', 'Asia/Makassar']), zona: 'Asia/Makassar', offset: '+08:00' };
  branchId = branch.id;
  await t.db.query('update lokasi set mulai_hadir = $2 where id = $1', [branch.id, BRANCH_START]);
  await t.db.query('update perusahaan set mulai_hadir = $1', [COMPANY_START]);
  const schedule = async (nama: string, masuk: string, pulang: string, everyDay: boolean) => {
    const id = await insertId('insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, 10)', [nama]);
    await t.db.query(
      `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
       select $1, d, off, case when off then null else $2::time end, case when off then null else $3::time end
         from generate_series(1, 7) d cross join lateral (select not $4 and d > 5 as off) o`,
      [id, masuk, pulang, everyDay],
    );
    return { id, masuk, pulang, night: pulang <= masuk };
  };
  const shifts = [await schedule('Pagi', '08:00', '17:00', false), await schedule('Malam', '22:00', '06:00', true), null];
  for (const [tanggal, nama] of [
    ['2026-03-03', 'Libur A'],
    ['2026-03-19', 'Libur B'],
    ['2026-03-21', 'Libur Sabtu'],
  ])
    await t.db.query('insert into hari_libur (tanggal, nama) values ($1, $2)', [tanggal, nama]);
  const [{ jenis }] = await t.db.query<{ jenis: number }>('select min(id)::int as jenis from jenis_izin');

  for (let i = 0; i < 36; i++) {
    const picked = pick(zones);
    const zone = i % 9 === 7 ? branch : picked;
    const shift = i < 3 ? shifts[2] : pick(shifts.slice(0, 2));
    const joined = rnd() < 0.2 ? addDays('2026-03-01', Math.floor(rnd() * 20)) : '2026-01-01';
    const u = await createUser(t, {
      fields: { lokasi_id: i % 9 === 4 ? null : zone.id, jadwal_kerja_id: shift?.id ?? null, tanggal_masuk: joined },
    });
    users.push(u.id);
    const from = addDays(joined, rnd() < 0.1 ? -3 : 0);
    for (let d = from < '2026-03-01' ? '2026-03-01' : from; d <= '2026-03-24'; d = addDays(d, 1)) {
      if (rnd() < 0.25) continue; // no record: alpha, day off, leave or not yet punched
      const masuk = shift?.masuk ?? '08:00';
      const pulang = shift?.pulang ?? '17:00';
      const start = Date.parse(`${d}T${masuk}:00${zone.offset}`);
      const end = Date.parse(`${d}T${pulang}:00${zone.offset}`) + (shift?.night ? 86_400_000 : 0);
      const clockIn = rnd() < 0.05 ? null : new Date(start + Math.floor((rnd() * 50 - 30) * 60_000));
      // Without a clock-in, sometimes a clock-out alone (a correction that gave only that): judged in full, apart.
      const clockOut = rnd() < (clockIn ? 0.85 : 0.5) ? new Date(end + Math.floor((rnd() * 90 - 45) * 60_000)) : null;
      const other = rnd() < 0.1; // a snapshot unlike today's schedule
      await t.db.query(
        `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat,
                                 hari_kerja, time_in, time_out)
         values ($1, $2, $3, 'Snapshot', $4, $5, $6, $7, $8, $9)`,
        [
          u.id,
          d,
          rnd() < 0.05 ? 'Asia/Jayapura' : zone.zona,
          other ? '09:00' : masuk,
          other ? '18:00' : pulang,
          other ? 0 : 10,
          other ? rnd() < 0.5 : new Date(`${d}T00:00:00Z`).getUTCDay() % 6 !== 0 || shift?.night === true,
          clockIn,
          clockOut && (!clockIn || clockOut > clockIn) ? clockOut : null,
        ],
      );
    }
    for (let k = 0; k < 3; k++) {
      const mulai = addDays('2026-02-26', Math.floor(rnd() * 30));
      const izin = await insertId(
        `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
         values ($1, $2, $3, false, $4, $5, 'uji')`,
        [u.id, jenis, rnd() < 0.5, mulai, addDays(mulai, Math.floor(rnd() * 4))],
      );
      await t.db.query('insert into approvals (tipe, request_id, requester_id, status) values ($1, $2, $3, $4)', [
        'izin',
        izin,
        u.id,
        pick(['Disetujui', 'Disetujui', 'Ditolak', 'Dibatalkan', 'Menunggu Persetujuan']),
      ]);
    }
    if (rnd() < 0.15) {
      await t.db.query('update users set active = false, deactivated_at = $2 where id = $1', [
        u.id,
        `${addDays('2026-03-05', Math.floor(rnd() * 15))}T10:00:00Z`,
      ]);
    }
  }
  await rostered(rnd, zones, shifts[0]!.id, jenis);
  // The location moved west after a punch: a record dated after that employee's local today.
  await t.db.query(
    `insert into attendance (user_id, tanggal, zona_waktu, jam_masuk, jam_pulang, toleransi_terlambat, hari_kerja, time_in)
     values ($1, '2026-03-25', 'Asia/Jayapura', '08:00', '17:00', 0, true, '2026-03-25T00:30:00Z')`,
    [users[5]],
  );
});

/**
 * Six employees on a roster of morning, afternoon and night shifts (2-2-2, then 2 days off) over most of the range, a
 * few days left to the weekly schedule (when they have one); punches on some rostered days, leave over others.
 */
async function rostered(rnd: () => number, zones: { id: number; zona: string; offset: string }[], pagi: number, jenis: number) {
  const shift = 'insert into shift (nama, kode, jam_masuk, jam_pulang, toleransi_terlambat) values ($1, $2, $3, $4, $5)';
  const defs = [
    { id: await insertId(shift, ['Pagi R', 'P', '06:00', '14:00', 5]), masuk: '06:00', pulang: '14:00' },
    { id: await insertId(shift, ['Siang R', 'S', '14:00', '22:00', 0]), masuk: '14:00', pulang: '22:00' },
    { id: await insertId(shift, ['Malam R', 'M', '22:00', '06:00', 15]), masuk: '22:00', pulang: '06:00' },
  ];
  for (let k = 0; k < 6; k++) {
    const zone = zones[k % 2];
    const u = await createUser(t, {
      fields: { lokasi_id: zone.id, jadwal_kerja_id: k < 4 ? pagi : null, tanggal_masuk: k === 5 ? '2026-03-08' : '2026-01-01' },
    });
    users.push(u.id);
    const cells: RosterCell[] = [];
    const days: { tanggal: string; def: (typeof defs)[number] | null }[] = [];
    for (let i = 0, d = '2026-02-20'; d <= '2026-03-31'; i++, d = addDays(d, 1)) {
      // Employees with a weekly schedule keep it on a few days.
      if (k < 4 && rnd() < 0.15) continue;
      const slot = Math.floor(((i + k * 3) % 8) / 2);
      const def = slot < 3 ? defs[slot] : null;
      cells.push({ user_id: u.id, tanggal: d, shift_id: def?.id ?? null, hapus: false });
      days.push({ tanggal: d, def });
    }
    await writeCells(t.db, cells, users[0]);
    for (const { tanggal, def } of days) {
      if (tanggal > '2026-03-24' || rnd() < 0.35) continue;
      const masuk = def?.masuk ?? '08:00';
      const pulang = def?.pulang ?? '17:00';
      const start = Date.parse(`${tanggal}T${masuk}:00${zone.offset}`);
      const end = Date.parse(`${tanggal}T${pulang}:00${zone.offset}`) + (pulang <= masuk ? 86_400_000 : 0);
      const clockIn = new Date(start + Math.floor((rnd() * 50 - 30) * 60_000));
      const clockOut = rnd() < 0.85 ? new Date(end + Math.floor((rnd() * 90 - 45) * 60_000)) : null;
      await t.db.query(
        `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat,
                                 hari_kerja, time_in, time_out)
         values ($1, $2, $3, 'Roster', $4, $5, 5, $6, $7, $8)`,
        [u.id, tanggal, zone.zona, def?.masuk ?? null, def?.pulang ?? null, def !== null, clockIn, clockOut],
      );
    }
    for (let n = 0; n < 3; n++) {
      const mulai = addDays('2026-02-26', Math.floor(rnd() * 30));
      const izin = await insertId(
        `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
         values ($1, $2, $3, false, $4, $5, 'uji')`,
        [u.id, jenis, n % 2 === 0, mulai, addDays(mulai, 2 + Math.floor(rnd() * 4))],
      );
      await t.db.query('insert into approvals (tipe, request_id, requester_id, status) values ($1, $2, $3, $4)', [
        'izin',
        izin,
        u.id,
        n < 2 ? 'Disetujui' : 'Ditolak',
      ]);
    }
  }
}

afterAll(async () => {
  await t.close();
});

const COUNTS = ['hadir', 'izin', 'alpha', 'tak_lengkap', 'terlambat', 'pulang_awal'] as const;

/** dailyStatusSql's days summed per employee, as a report would sum them (the definition). */
async function summedDays(f: StatusFilter): Promise<DailyTotals[]> {
  const { sql, params } = dailyStatusSql(f);
  return t.db.query<DailyTotals>(
    `select user_id, ${COUNTS.map((c) => `(count(*) filter (where ${c}))::int as ${c}`).join(', ')},
            (count(*) filter (where izin and izin_berbayar))::int as izin_berbayar,
            (count(*) filter (where izin and not izin_berbayar))::int as izin_tidak_berbayar,
            sum(menit_kehadiran)::int as menit_kehadiran, sum(menit_terlambat)::int as menit_terlambat,
            sum(menit_pulang_awal)::int as menit_pulang_awal
       from (${sql}) d group by user_id`,
    params,
  );
}

async function totals(f: StatusFilter): Promise<DailyTotals[]> {
  const { sql, params } = dailyTotalsSql(f);
  return t.db.query<DailyTotals>(sql, params);
}

const byUser = (rows: DailyTotals[]) =>
  Object.fromEntries([...rows].sort((a, b) => a.user_id - b.user_id).map(({ user_id, ...r }) => [user_id, r]));
const zero = { hadir: 0, izin: 0, alpha: 0, tak_lengkap: 0, terlambat: 0, pulang_awal: 0 };

/** The ranges and moments both proofs ask about. */
const CASES: [string, StatusFilter][] = [
  ['the whole month, asked after it', { from: '2026-03-01', to: '2026-03-31', at: new Date('2026-04-02T00:00:00Z') }],
  ['up to today, asked mid-shift', { from: '2026-03-01', to: '2026-03-31', at: new Date('2026-03-20T05:00:00Z') }],
  ['asked in the night shift', { from: '2026-02-20', to: '2026-03-20', at: new Date('2026-03-19T20:00:00Z') }],
  ['a week', { from: '2026-03-09', to: '2026-03-15', at: new Date('2026-04-02T00:00:00Z') }],
  ['before anyone joined', { from: '2025-12-01', to: '2025-12-31', at: new Date('2026-04-02T00:00:00Z') }],
  ['before the company went live', { from: '2026-02-25', to: '2026-03-05', at: new Date('2026-04-02T00:00:00Z') }],
];

describe('dailyTotalsSql sums what dailyStatusSql judges', () => {
  const cases = CASES;
  for (const [name, f] of cases) {
    it(`${name}: everyone`, async () => {
      const expected = byUser(await summedDays(f));
      const actual = byUser(await totals(f));
      // Employees without a counted day are listed by the totals with zeros.
      for (const [id, row] of Object.entries(actual)) if (!expected[id]) expect(row).toMatchObject(zero);
      for (const [id, row] of Object.entries(expected)) expect(actual[id], `employee ${id}`).toEqual(row);
    });
  }

  it('for chosen employees, a location and a search, as the reports ask', async () => {
    const f = cases[1][1];
    const some = users.slice(3, 20);
    for (const filter of [{ userIds: some }, { userIds: [users[5]] }, { lokasiId: undefined, search: 'a' }]) {
      const expected = byUser(await summedDays({ ...f, ...filter }));
      const actual = byUser(await totals({ ...f, ...filter }));
      for (const [id, row] of Object.entries(expected)) expect(actual[id], `employee ${id}`).toEqual(row);
    }
  });

  it('the company is varied enough to prove it: every kind of day occurs', async () => {
    const sums = (await totals(cases[1][1])).reduce(
      (acc, r) => {
        for (const c of [...COUNTS, 'izin_berbayar', 'izin_tidak_berbayar', 'menit_pulang_awal'] as const) acc[c] += r[c];
        return acc;
      },
      { ...zero, izin_berbayar: 0, izin_tidak_berbayar: 0, menit_pulang_awal: 0 } as Record<string, number>,
    );
    for (const [kind, n] of Object.entries(sums)) expect(n, kind).toBeGreaterThan(0);
  });
});

/** dailyStatusSql's days counted per date (the definition of the dashboard's trend). */
async function countedDays(f: StatusFilter): Promise<DailyCounts[]> {
  const { sql, params } = dailyStatusSql(f);
  return t.db.query<DailyCounts>(
    `select to_char(g.tanggal, 'YYYY-MM-DD') as tanggal, (count(*) filter (where d.hadir))::int as hadir,
            (count(*) filter (where d.terlambat))::int as terlambat, (count(*) filter (where d.alpha))::int as alpha
       from (select $1::date + i as tanggal from generate_series(0, $2::date - $1::date) i) g
       left join (${sql}) d on d.tanggal = g.tanggal
      group by g.tanggal order by g.tanggal`,
    params,
  );
}

describe('dailyCountsSql counts per date what dailyStatusSql judges', () => {
  for (const [name, f] of CASES) {
    it(`${name}: everyone, rostered employees too`, async () => {
      const { sql, params } = dailyCountsSql(f);
      const actual = await t.db.query<DailyCounts>(sql, params);
      expect(actual).toEqual(await countedDays(f));
      if (name.startsWith('the whole month')) {
        for (const k of ['hadir', 'terlambat', 'alpha'] as const)
          expect(
            actual.some((d) => d[k] > 0),
            k,
          ).toBe(true);
      }
    });
  }
});

describe('rostered employees', () => {
  const month: StatusFilter = { from: '2026-03-01', to: '2026-03-31', at: new Date('2026-03-25T12:00:00Z') };

  it('their days follow the roster (shifts at weekends, weekdays off, night shifts), and the sums agree', async () => {
    const ids = users.slice(-6);
    const { sql, params } = dailyStatusSql({ ...month, userIds: ids });
    const days = await t.db.query<DailyStatus>(sql, params);
    const weekday = (d: DailyStatus) => new Date(`${d.tanggal}T00:00:00Z`).getUTCDay();
    const weekend = (d: DailyStatus) => weekday(d) % 6 === 0;
    expect(days.filter((d) => d.hari_kerja && weekend(d) && d.alpha).length).toBeGreaterThan(0);
    expect(days.filter((d) => d.libur && !weekend(d) && !d.hari_libur).length).toBeGreaterThan(0);
    expect(days.filter((d) => d.jadwal_masuk === '22:00' && d.izin).length).toBeGreaterThan(0);
    // Leave over a rostered day off stays a day off.
    expect(days.filter((d) => d.jadwal_nama === 'Libur' && d.libur && !d.hadir).length).toBeGreaterThan(0);
    // A rostered shift on the holiday is the holiday.
    expect(days.filter((d) => d.tanggal === '2026-03-19' && !d.hadir).every((d) => d.libur)).toBe(true);
    const expected = byUser(await summedDays({ ...month, userIds: ids }));
    const actual = byUser(await totals({ ...month, userIds: ids }));
    expect(actual).toEqual(expected);
    const sum = (k: 'alpha' | 'izin' | 'terlambat') => Object.values(actual).reduce((s, r) => s + r[k], 0);
    expect([sum('alpha'), sum('izin'), sum('terlambat')].every((n) => n > 0)).toBe(true);
  });
});

describe('the counted days: from the latest of joining and going live, up to the last day', () => {
  const month: StatusFilter = { from: '2026-03-01', to: '2026-03-31', at: new Date('2026-04-02T00:00:00Z') };

  it('no day outside them is judged alpha, late, early or incomplete; their records still show as presence', async () => {
    // The window as a person reads the settings: join date, the company's start, the branch's start, the last day.
    const people = await t.db.query<{ id: number; masuk: string; lokasi_id: number | null; keluar: string | null }>(
      `select u.id, u.tanggal_masuk as masuk, u.lokasi_id,
              case when not u.active
                   then to_char((u.deactivated_at at time zone coalesce(l.zona_waktu, 'Asia/Jakarta'))::date, 'YYYY-MM-DD') end as keluar
         from users u left join lokasi l on l.id = u.lokasi_id
        where u.id = any($1::bigint[])`,
      [users],
    );
    const window = new Map(
      people.map((p) => {
        const starts = [p.masuk, COMPANY_START, p.lokasi_id === branchId ? BRANCH_START : ''].sort();
        return [p.id, { from: starts[starts.length - 1], until: p.keluar ?? '9999-12-31' }];
      }),
    );
    const { sql, params } = dailyStatusSql(month);
    const days = await t.db.query<DailyStatus>(
      `select * from (${sql}) d where d.user_id = any($${params.length + 1}::bigint[])`,
      [...params, users],
    );
    const outside = days.filter((d) => {
      const w = window.get(d.user_id)!;
      return d.tanggal < w.from || d.tanggal > w.until;
    });
    const judged = outside.filter((d) => d.alpha || d.terlambat || d.pulang_awal || d.tak_lengkap || d.belum_absen || d.izin);
    expect(judged.map((d) => [d.user_id, d.tanggal, d.status])).toEqual([]);
    // Outside the window only records are listed, each a fact: a clock-in is presence.
    for (const d of outside) {
      expect(d.attendance_id, `${d.user_id} ${d.tanggal}`).not.toBeNull();
      expect(d.hadir).toBe(d.time_in !== null);
      expect(d.menit_terlambat + d.menit_pulang_awal).toBe(0);
    }
    // Enough such records to prove it: before the company's start, in the branch before its own start, and ones that
    // their shift would call late or incomplete.
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    const present = outside.filter((d) => d.hadir);
    expect(present.filter((d) => d.tanggal < COMPANY_START).length).toBeGreaterThan(0);
    expect(present.filter((d) => d.lokasi === 'Balikpapan' && d.tanggal >= COMPANY_START).length).toBeGreaterThan(0);
    const lateByShift = present.filter(
      (d) => d.jadwal_masuk && d.jam_masuk && minutes(d.jam_masuk) > minutes(d.jadwal_masuk) + d.toleransi_terlambat,
    );
    expect(lateByShift.length).toBeGreaterThan(0);
    expect(present.filter((d) => d.time_out === null).length).toBeGreaterThan(0);
  });

  it('before the company went live nobody has an alpha, late, early or incomplete day in the totals', async () => {
    const rows = await totals({ from: '2026-02-20', to: '2026-03-03', at: month.at });
    expect(rows.length).toBe(users.length);
    const sum = (k: 'alpha' | 'terlambat' | 'pulang_awal' | 'tak_lengkap' | 'hadir') => rows.reduce((s, r) => s + r[k], 0);
    expect([sum('alpha'), sum('terlambat'), sum('pulang_awal'), sum('tak_lengkap')]).toEqual([0, 0, 0, 0]);
    // The punches of those days still count as presence.
    expect(sum('hadir')).toBeGreaterThan(0);
  });
});
