import type { Db } from '../src/platform/db.ts';
import { historySeedName, seed } from './seed.ts';

// The reports' seed: a year of punches (bench/seed.ts) and a year of the requests HR decides, kept between runs.

/**
 * Approved annual leave (2 days each and a day in each month before; the entitlement is derived from the join date
 * 400 days ago), overtime for every 10th employee, piece-rate wages for every 10th and a year of expense claims.
 */
async function seedRequests(db: Db) {
  const [{ hrd }] = await db.query<{ hrd: number }>('select min(id)::int as hrd from users');
  await db.query(`insert into user_roles (user_id, role_id) select $1, id from roles where nama = 'Admin'`, [hrd]);
  const [{ ct }] = await db.query<{ ct: number }>(`select id::int as ct from jenis_izin where kode = 'CT'`);
  await db.query(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     select id, $1, true, true, d, d + 1, 'Cuti' from users, lateral (select current_date - 30 - (id % 200)::int as d) x`,
    [ct],
  );
  // A year of leave as a company keeps it: a day in each of the eleven months before, so that the lookups of a range's
  // leave meet a year of it (12 requests an employee), not one request each.
  await db.query(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     select id, $1, true, true, d, d, 'Cuti'
       from users, generate_series(1, 11) m, lateral (select current_date - 5 - 30 * m - (id % 20)::int as d) x`,
    [ct],
  );
  // The approval lists' own load: a correction from everyone over the year and leave asked for next month by one
  // employee in fifteen, one in thirty of each still waiting for a decision.
  await db.query(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     select id, $1, true, true, current_date + 20 + (id % 10)::int, current_date + 20 + (id % 10)::int, 'Cuti'
       from users where id % 15 = 0`,
    [ct],
  );
  // Filed a week before it starts (never later than now), as people ask for leave.
  await approveAll(
    db,
    'izin',
    hrd,
    'r.tanggal_mulai > current_date and r.user_id % 30 = 0',
    `least(now(), (r.tanggal_mulai - 7)::timestamptz)`,
  );
  // The working days each takes, as filing a request records them.
  await db.query(
    `insert into izin_hari (izin_id, tanggal)
     select id, d::date from izin, generate_series(tanggal_mulai, tanggal_selesai, interval '1 day') d
      where extract(isodow from d) <= 5`,
  );
  await db.query(
    `insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, jam_pulang, alasan, created_at)
     select id, current_date - 2 - (id % 300)::int, '08:00', '17:00', 'Lupa absen', now() - ((id % 300) || ' days')::interval
       from users`,
  );
  await approveAll(db, 'koreksi', hrd, 'r.id % 30 = 0', 'r.created_at');
  await db.query(
    `insert into lembur (user_id, tanggal, jam_mulai, jam_selesai, menit, alasan, jenis_hari, hari_kerja_per_minggu)
     select u.id, current_date - g, '17:00', '19:00', 120, 'Lembur', 'kerja', 5
       from users u, generate_series(1, 300, 15) g where u.id % 10 = 0`,
  );
  await approveAll(db, 'lembur', hrd, 'r.id % 30 = 0', THE_MORNING_AFTER);
  await db.query(
    `insert into borongan (user_id, tanggal, total_upah)
     select u.id, current_date - g, 50000 + (u.id % 7) * 1000 from users u, generate_series(1, 60) g where u.id % 10 = 1`,
  );
  await approveAll(db, 'borongan', hrd, 'false', THE_MORNING_AFTER);
  // A claim a month from everyone (taxis, meals), filed the day after the expense, one in thirty still waiting.
  await db.query(
    `insert into reimburse (user_id, tanggal, kategori, nominal, keterangan)
     select id, current_date - 5 - 30 * m - (id % 25)::int, 'Transportasi', 50000 + (id % 9) * 1000, 'Taksi ke klien'
       from users, generate_series(0, 11) m`,
  );
  await approveAll(db, 'reimburse', hrd, 'r.id % 30 = 0', THE_MORNING_AFTER);
  await db.exec('vacuum analyze');
  return hrd;
}

/** Overtime, piece-rate work and expenses are filed the morning after the day they were done. */
const THE_MORNING_AFTER = `(r.tanggal + 1)::timestamptz + interval '9 hours'`;

/**
 * An approval for every request of the table of `tipe` (the seed's only rows there), filed at `diajukan`, waiting
 * where `waiting` holds, else approved by `hrd` a day after it was filed (never later than now): decisions spread over
 * the year as an approver makes them, not one instant that no real history has. Its own statement after the requests' ANALYZE: the approvals' lock trigger looks each
 * request up by id, and against a table filled in the same statement (no statistics) it scanned the whole table each
 * time (100,000 employees: hours instead of seconds).
 */
async function approveAll(
  db: Db,
  tipe: 'izin' | 'koreksi' | 'lembur' | 'borongan' | 'reimburse',
  hrd: number,
  waiting: string,
  diajukan = 'now()',
) {
  const table = { izin: 'izin', koreksi: 'koreksi_kehadiran', lembur: 'lembur', borongan: 'borongan', reimburse: 'reimburse' }[
    tipe
  ];
  await db.exec(`analyze ${table}`);
  await db.query(
    `insert into approvals (tipe, request_id, requester_id, status, tanggal_pengajuan, decided_by, tanggal_approval)
     select $1, r.id, r.user_id, case when ${waiting} then 'Menunggu Persetujuan' else 'Disetujui' end, ${diajukan},
            case when ${waiting} then null else $2::bigint end,
            case when ${waiting} then null else least(now(), ${diajukan} + interval '1 day') end
       from ${table} r order by r.id`,
    [tipe, hrd],
  );
}

/** The kept seed of the reports (the scale scenario's rush uses it too: a big year is seeded once a day, not twice). */
export const reportsSeed = (employees: number) => ({
  name: `reports_approvals_v6_${historySeedName(employees)}`,
  seed: async (db: Db) => {
    await seed(db, employees);
    await seedRequests(db);
  },
});
