import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { isiPola } from '../src/modules/schedules/roster.service.ts';
import { readConfig } from '../src/platform/config.ts';
import { round, peakRss } from './measure.ts';
import { open } from './seed.ts';

// The roster grid (issue 18, decision 0024): N employees on a weekly schedule and three shifts, a month filled by a
// 2 pagi / 2 siang / 2 malam / 2 libur pattern through the service, then the screen's two heavy calls: GET /roster of
// the month at 500 rows a page, and a PUT of every cell of that page (15,500 cells for 500 employees).

export interface RosterResult {
  engine: 'pglite' | 'postgres';
  employees: number;
  /** Seconds to fill the month by pattern for everyone. */
  pola: number;
  /** Milliseconds for GET /roster (size 500): the best and the median of `repeat`. */
  getBestMs: number;
  getMedianMs: number;
  getKb: number;
  /** Cells sent in the PUT and its seconds. */
  cells: number;
  put: number;
  peakRssMb: number;
}

const BULAN = '2027-03';
const TOKEN = 'bench-roster';

export async function rosterBench(
  engine: 'pglite' | 'postgres',
  opts: { employees: number; repeat: number },
  log: (s: string) => void,
): Promise<RosterResult> {
  const { db, close } = await open(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-files-'));
  try {
    await migrate(db);
    const [{ lokasi }] = await db.query<{ lokasi: number }>(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Pabrik', -6.2, 106.8, 200, 'Asia/Jakarta')
       returning id as lokasi`,
    );
    const [{ jadwal }] = await db.query<{ jadwal: number }>(
      `insert into jadwal_kerja (nama) values ('Reguler') returning id as jadwal`,
    );
    await db.query(
      `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
       select $1, h, h > 5, case when h <= 5 then time '08:00' end, case when h <= 5 then time '17:00' end
         from generate_series(1, 7) h`,
      [jadwal],
    );
    await db.query(
      `insert into users (nip, username, fullname, password_hash, lokasi_id, jadwal_kerja_id)
       select 'K' || lpad(i::text, 6, '0'), 'karyawan.' || i, 'Karyawan ' || lpad(i::text, 6, '0'), '-', $2, $3
         from generate_series(1, $1) i`,
      [opts.employees, lokasi, jadwal],
    );
    const shifts = await db.query<{ id: number }>(
      `insert into shift (nama, kode, jam_masuk, jam_pulang) values
         ('Pagi', 'P', '07:00', '15:00'), ('Siang', 'S', '15:00', '23:00'), ('Malam', 'M', '23:00', '07:00')
       returning id`,
    );
    const [p, s, m] = shifts.map((r) => r.id);
    const [{ admin }] = await db.query<{ admin: number }>(
      `insert into users (nip, username, fullname, password_hash) values ('ADM-1', 'admin.bench', 'Admin Bench', '-') returning id as admin`,
    );
    await db.query(`insert into user_roles (user_id, role_id) select $1, id from roles where nama = 'Admin'`, [admin]);
    await db.query(
      `insert into sessions (token_hash, user_id, expires_at)
       values (encode(sha256(convert_to($2, 'UTF8')), 'hex'), $1, now() + interval '1 day')`,
      [admin, TOKEN],
    );
    const app = await buildApp({ db, config: { ...readConfig({}), dataDir, webDist: undefined } });
    const rss = peakRss();

    let t0 = performance.now();
    const filled = await isiPola(db, admin, {
      lokasi_id: lokasi,
      dari: `${BULAN}-01`,
      sampai: `${BULAN}-31`,
      pola: [p, p, s, s, m, m, null, null],
      geser: 2,
    });
    const pola = round((performance.now() - t0) / 1000, 2);
    if (filled.diubah !== opts.employees * 31) throw new Error(`pattern: ${filled.message}`);
    log(`${engine}: pattern fill of ${filled.diubah} cells: ${pola} s`);

    const headers = { authorization: `Bearer ${TOKEN}` };
    const times: number[] = [];
    let body = '';
    for (let i = 0; i < opts.repeat; i++) {
      t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/roster?bulan=${BULAN}&size=500`, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`GET /roster: ${res.statusCode} ${res.body}`);
      body = res.body;
    }
    times.sort((a, b) => a - b);
    const getBestMs = round(times[0]);
    const getMedianMs = round(times[Math.floor(times.length / 2)]);
    log(`${engine}: GET /roster size 500: best ${getBestMs} ms, median ${getMedianMs} ms, ${Math.round(body.length / 1024)} KB`);

    // Every cell of the page moves one shift on (P -> S -> M -> libur -> P), so each one changes.
    const next = new Map<number | null, number | null>([
      [p, s],
      [s, m],
      [m, null],
      [null, p],
    ]);
    const grid = JSON.parse(body) as { items: { user_id: number; hari: { tanggal: string; shift_id: number | null }[] }[] };
    const sel = grid.items.flatMap((r) =>
      r.hari.map((h) => ({ user_id: r.user_id, tanggal: h.tanggal, shift_id: next.get(h.shift_id) ?? null })),
    );
    t0 = performance.now();
    const res = await app.inject({ method: 'PUT', url: '/api/roster', headers, payload: { sel } });
    const put = round((performance.now() - t0) / 1000, 2);
    if (res.statusCode !== 200 || JSON.parse(res.body).diubah !== sel.length) {
      throw new Error(`PUT /roster: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    log(`${engine}: PUT /roster of ${sel.length} cells: ${put} s`);
    const peakRssMb = rss.stop();
    await app.close();
    return {
      engine,
      employees: opts.employees,
      pola,
      getBestMs,
      getMedianMs,
      getKb: Math.round(body.length / 1024),
      cells: sel.length,
      put,
      peakRssMb,
    };
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printRoster(results: RosterResult[]) {
  console.log('\nengine    employees  pattern fill  GET best/median (KB)     PUT cells  PUT      peak RSS');
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(10)}${String(r.employees).padEnd(11)}${`${r.pola} s`.padEnd(14)}${`${r.getBestMs}/${r.getMedianMs} ms (${r.getKb})`.padEnd(25)}${String(r.cells).padEnd(11)}${`${r.put} s`.padEnd(9)}${r.peakRssMb} MB`,
    );
  }
}
