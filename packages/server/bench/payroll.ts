import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/platform/config.ts';
import { quantile, round, peakRss } from './measure.ts';
import type { Db } from '../src/platform/db.ts';
import { openSeeded } from './kept.ts';

// A payroll draft at scale: N employees in one salary group (base pay, a fixed allowance, meal money per day
// present, overtime, piece-rate, reimbursements, alpha and unpaid-leave deductions, five BPJS lines, PPh 21) with
// a month of punches (every 20th employee misses a day), approved leave, overtime, piece-rate and reimbursements.
// POST /api/penggajian is timed through the real app; each repeat replaces the draft (delete + recompute).

export interface PayrollResult {
  engine: 'pglite' | 'postgres';
  employees: number;
  bulan: string;
  attendanceRows: number;
  seedSeconds: number;
  slips: number;
  lines: number;
  /** Seconds per draft, each run. */
  runs: number[];
  /** Peak RSS of this process during the drafts, MB (with PGlite the database lives in it too). */
  peakRssMb: number;
  /** Seconds of one more draft with every slip grossed up and the company in a DTP sector (the tax options' worst case). */
  taxOptionsSeconds: number;
}

const GAJI_POKOK = 6_000_000;

export async function seedPayroll(db: Db, employees: number, bulan: string) {
  const [{ jadwal }] = await db.query<{ jadwal: number }>(
    `insert into jadwal_kerja (nama) values ('Reguler') returning id as jadwal`,
  );
  await db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d <= 5 then time '08:00' end, case when d <= 5 then time '17:00' end from generate_series(1, 7) d`,
    [jadwal],
  );
  await db.query(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Tunjangan Tetap', 'pendapatan', 'tetap', 750000, true)`,
  );
  await db.query(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Uang Makan', 'pendapatan', 'per_hari_hadir', 30000, true)`,
  );
  const [{ grup }] = await db.query<{ grup: number }>(`insert into grup_gaji (nama) values ('Semua') returning id as grup`);
  // Every component of the seed (the system ones and the two above), base pay at 6.000.000.
  await db.query(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, row_number() over (order by id), case when gaji_pokok then $2::bigint end from komponen_gaji`,
    [grup, GAJI_POKOK],
  );
  await db.query(
    `insert into users (nip, username, fullname, password_hash, tipe_karyawan, jadwal_kerja_id, tanggal_masuk, grup_gaji_id,
                        status_ptkp, npwp, nama_bank, no_rekening)
     select 'P' || lpad(i::text, 6, '0'), 'pay' || i, 'Karyawan ' || i, $1, 'Tetap', $2, date '2020-01-01', $3,
            (array['TK/0','K/0','K/1','K/2','K/3','TK/1'])[1 + i % 6], '01.234.567.8-901.000', 'BCA', lpad(i::text, 10, '0')
       from generate_series(1, $4::int) i`,
    ['-', jadwal, grup, employees],
  );
  const [{ admin }] = await db.query<{ admin: number }>('select min(id)::int as admin from users');
  await db.query(`insert into user_roles (user_id, role_id) select $1, id from roles where nama = 'Admin'`, [admin]);
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values (encode(sha256(convert_to('bench-payroll', 'UTF8')), 'hex'), $1, now() + interval '1 day')`,
    [admin],
  );
  const dari = `${bulan}-01`;
  await db.query(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, hari_kerja, time_in, time_out)
     select u.id, d, 'Asia/Jakarta', 'Reguler', time '08:00', time '17:00', true,
            (d + time '07:50') at time zone 'Asia/Jakarta', (d + time '17:10') at time zone 'Asia/Jakarta'
       from users u
      cross join generate_series($1::date, ($1::date + interval '1 month' - interval '1 day')::date, interval '1 day') g
      cross join lateral (select g::date as d) x
      where extract(isodow from d) <= 5 and not (u.id % 20 = 0 and extract(day from d) = 15)`,
    [dari],
  );
  const approved = (tipe: string, cte: string) =>
    db.query(
      `with r as (${cte} returning id, user_id)
       insert into approvals (tipe, request_id, requester_id, status, decided_by) select '${tipe}', r.id, r.user_id, 'Disetujui', $1 from r`,
      [admin],
    );
  await approved(
    'izin',
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     select id, (select id from jenis_izin order by id limit 1), id % 2 = 0, false, date '${dari}' + 9, date '${dari}' + 9, 'Izin'
       from users where id % 25 = 0`,
  );
  await approved(
    'lembur',
    `insert into lembur (user_id, tanggal, jam_mulai, jam_selesai, menit, alasan, jenis_hari, hari_kerja_per_minggu)
     select u.id, date '${dari}' + g, '17:00', '19:00', 120, 'Lembur', 'kerja', 5
       from users u, generate_series(0, 24, 6) g where u.id % 5 = 0`,
  );
  await approved(
    'borongan',
    `insert into borongan (user_id, tanggal, total_upah) select u.id, date '${dari}' + g, 50000 from users u, generate_series(0, 20, 2) g where u.id % 10 = 1`,
  );
  await approved(
    'reimburse',
    `insert into reimburse (user_id, tanggal, kategori, nominal, keterangan) select id, date '${dari}' + 3, 'Makan', 125000, 'Makan' from users where id % 7 = 0`,
  );
  await db.exec('vacuum analyze');
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from attendance');
  return n;
}

export async function payrollBench(
  engine: 'pglite' | 'postgres',
  opts: { employees: number; repeat: number; fresh?: boolean },
  log: (s: string) => void,
): Promise<PayrollResult> {
  const prev = new Date();
  prev.setUTCDate(1);
  prev.setUTCMonth(prev.getUTCMonth() - 1);
  const bulan = prev.toISOString().slice(0, 7);
  const { db, close, seedSeconds } = await openSeeded(
    engine,
    `payroll_${opts.employees}_${bulan}`,
    async (d) => {
      log(`${engine}: seeding ${opts.employees} employees with ${bulan}`);
      await seedPayroll(d, opts.employees, bulan);
    },
    { fresh: opts.fresh, log },
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-files-'));
  try {
    const [{ attendanceRows }] = await db.query<{ attendanceRows: number }>(
      'select count(*)::int as "attendanceRows" from attendance',
    );
    const app = await buildApp({ db, config: { ...readConfig({}), dataDir, webDist: undefined } });
    const [{ grup }] = await db.query<{ grup: number }>('select min(id)::int as grup from grup_gaji');
    const draft = async () => {
      const s = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/penggajian',
        headers: { authorization: 'Bearer bench-payroll' },
        payload: { bulan, grup_gaji_ids: [grup] },
      });
      if (res.statusCode !== 201) throw new Error(`draft ${res.statusCode}: ${res.body}`);
      return round((performance.now() - s) / 1000, 2);
    };
    const runs: number[] = [];
    const rss = peakRss();
    for (let i = 0; i < opts.repeat; i++) {
      runs.push(await draft());
      log(`${engine}: draft ${i + 1}: ${runs.at(-1)} s`);
    }
    // Gross-up recomputes a slip until its tax allowance equals its own PPh 21; DTP reads the reference month.
    await db.query('update grup_gaji set pph21_gross_up = true where id = $1', [grup]);
    await db.query(`update perusahaan set kode_klu = '14111' where id = 1`);
    const taxOptionsSeconds = await draft();
    log(`${engine}: draft with gross-up and DTP: ${taxOptionsSeconds} s`);
    const peakRssMb = rss.stop();
    const [{ slips, lines }] = await db.query<{ slips: number; lines: number }>(
      'select (select count(*)::int from penggajian_slip) as slips, (select count(*)::int from penggajian_slip_baris) as lines',
    );
    await app.close();
    return {
      engine,
      employees: opts.employees,
      bulan,
      attendanceRows,
      seedSeconds,
      slips,
      lines,
      runs,
      peakRssMb,
      taxOptionsSeconds,
    };
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Target of issues 6 and 17: a draft for 10,000 employees within 15 s on PostgreSQL, with the tax options too. */
export function printPayroll(results: PayrollResult[]) {
  console.log(
    '\nengine    employees  slips   lines    attendance  seed s  draft s (each run)        p50     p99     slips/s  peak RSS',
  );
  for (const r of results) {
    const sorted = [...r.runs].sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    const p99 = quantile(sorted, 0.99);
    const perSecond = Math.round(r.employees / median);
    console.log(
      `${r.engine.padEnd(10)}${String(r.employees).padEnd(11)}${String(r.slips).padEnd(8)}${String(r.lines).padEnd(9)}${String(r.attendanceRows).padEnd(12)}${String(r.seedSeconds).padEnd(8)}${r.runs.join(', ').padEnd(26)}${String(median).padEnd(8)}${String(p99).padEnd(8)}${String(perSecond).padEnd(9)}${r.peakRssMb} MB`,
    );
    console.log(`${r.engine}: draft with every slip grossed up and PPh 21 DTP: ${r.taxOptionsSeconds} s`);
    if (r.engine === 'postgres') {
      const worst = Math.max(median, r.taxOptionsSeconds);
      console.log(`postgres: draft for ${r.employees} employees <= 15 s -> ${worst <= 15 ? 'met' : 'NOT met'}`);
    }
  }
}
