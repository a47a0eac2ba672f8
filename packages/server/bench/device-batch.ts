import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { readConfig } from '../src/platform/config.ts';
import { round, peakRss } from './measure.ts';
import { open } from './seed.ts';

// A fingerprint terminal's batch (issue 18 part 3): one ATTLOG upload of 10,000 lines (a clock-in and a clock-out of
// 5,000 employees, as a terminal sends after a day offline), then the same upload again after a lost answer.

export interface DeviceResult {
  engine: 'pglite' | 'postgres';
  lines: number;
  kb: number;
  /** Seconds for the first upload and for the same upload re-sent. */
  first: number;
  resent: number;
  peakRssMb: number;
}

const SN = 'BENCH0000001';

export async function deviceBench(engine: 'pglite' | 'postgres', opts: { employees: number }, log: (s: string) => void) {
  const { db, close } = await open(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-files-'));
  try {
    await migrate(db);
    const [{ lokasi }] = await db.query<{ lokasi: number }>(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Pabrik', -6.2, 106.8, 200, 'Asia/Jakarta')
       returning id as lokasi`,
    );
    await db.query(
      `insert into users (nip, username, fullname, password_hash, lokasi_id)
       select 'K' || lpad(i::text, 6, '0'), 'karyawan.' || i, 'Karyawan ' || i, '-', $2 from generate_series(1, $1) i`,
      [opts.employees, lokasi],
    );
    await db.query(
      `insert into mesin_absen (nomor_seri, nama, lokasi_id, zona_waktu) values ($1, 'Gerbang', $2, 'Asia/Jakarta')`,
      [SN, lokasi],
    );
    const app = await buildApp({ db, config: { ...readConfig({}), dataDir, webDist: undefined } });
    // Yesterday in WIB: 07:55-ish in, 17:05-ish out, a second apart per person like a queue at the gate.
    const day = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const at = (base: number, i: number) => {
      const s = base + i;
      const hh = String(Math.floor(s / 3600)).padStart(2, '0');
      const mm = String(Math.floor(s / 60) % 60).padStart(2, '0');
      const ss = String(s % 60).padStart(2, '0');
      return `${day} ${hh}:${mm}:${ss}`;
    };
    const lines: string[] = [];
    for (let i = 1; i <= opts.employees; i++) {
      const pin = `K${String(i).padStart(6, '0')}`;
      lines.push(`${pin}\t${at(7 * 3600, i % 3600)}\t0\t1\t0\t0\t0`, `${pin}\t${at(16 * 3600, i % 3600)}\t1\t1\t0\t0\t0`);
    }
    const body = `${lines.join('\n')}\n`;
    log(`${engine}: ${lines.length} lines, ${Math.round(body.length / 1024)} KB`);
    const rss = peakRss();
    const post = async (label: string) => {
      const s = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/iclock/cdata?SN=${SN}&table=ATTLOG&Stamp=1`,
        headers: { 'content-type': 'text/plain' },
        payload: body,
      });
      const seconds = round((performance.now() - s) / 1000, 2);
      if (res.statusCode !== 200 || res.body !== `OK: ${lines.length}\n`)
        throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      log(`${engine}: ${label}: ${seconds} s`);
      return seconds;
    };
    const first = await post('first upload');
    const resent = await post('same upload re-sent');
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from attendance where time_out is not null');
    if (n !== opts.employees) throw new Error(`expected ${opts.employees} closed records, found ${n}`);
    const peakRssMb = rss.stop();
    await app.close();
    return { engine, lines: lines.length, kb: Math.round(body.length / 1024), first, resent, peakRssMb } satisfies DeviceResult;
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printDevice(results: DeviceResult[]) {
  console.log('\nengine    lines   KB     first upload  re-sent   peak RSS');
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(10)}${String(r.lines).padEnd(8)}${String(r.kb).padEnd(7)}${`${r.first} s`.padEnd(14)}${`${r.resent} s`.padEnd(10)}${r.peakRssMb} MB`,
    );
  }
}
