import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import type { App } from '../src/platform/app-types.ts';
import { readConfig } from '../src/platform/config.ts';
import { round, peakRss } from './measure.ts';
import { open } from './seed.ts';

// The employee import at the size of a company moving in (issue 16 §2): a file of N people with every column
// filled (PICs pointing at people of the same file, salary amounts, the remaining leave), validated (dry run) and
// imported through the real app; then the same file again (nothing changes) and a file that changes everyone.

export interface ImportResult {
  engine: 'pglite' | 'postgres';
  rows: number;
  fileKb: number;
  /** Seconds: dry run and import of new people, dry run of the same file, import of a change to everyone. */
  dryRunNew: number;
  importNew: number;
  dryRunSame: number;
  importChanged: number;
  peakRssMb: number;
}

/** Targets of issue 16 on PostgreSQL: validated within 10 s, imported within 30 s. */
export const IMPORT_TARGETS = { dryRunSeconds: 10, importSeconds: 30 };

const JABATAN = ['Operator', 'Staf Gudang', 'Supervisor', 'Kasir', 'Teknisi', 'Admin Gudang', 'Sopir', 'Satpam'];
const LOKASI = ['Kantor Pusat', 'Cabang Bandung', 'Cabang Surabaya', 'Cabang Medan'];

async function seedMasters(db: Awaited<ReturnType<typeof open>>['db']) {
  for (const nama of JABATAN) await db.query('insert into jabatan (nama) values ($1)', [nama]);
  for (const nama of LOKASI) {
    await db.query(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, -6.2, 106.8, 200, 'Asia/Jakarta')`,
      [nama],
    );
  }
  await db.query(`insert into jadwal_kerja (nama) values ('Reguler')`);
  await db.query(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Tunjangan Transport', 'pendapatan', 'per_hari_hadir', 25000, true)`,
  );
  const [{ grup }] = await db.query<{ grup: number }>(`insert into grup_gaji (nama) values ('Staf') returning id as grup`);
  await db.query(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, row_number() over (order by id), case when gaji_pokok then 5000000 end
       from komponen_gaji where gaji_pokok or nama = 'Tunjangan Transport'`,
    [grup],
  );
  const [{ admin }] = await db.query<{ admin: number }>(
    `insert into users (nip, username, fullname, password_hash) values ('ADM-1', 'admin.bench', 'Admin Bench', '-') returning id as admin`,
  );
  await db.query(`insert into user_roles (user_id, role_id) select $1, id from roles where nama = 'Admin'`, [admin]);
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values (encode(sha256(convert_to('bench-import', 'UTF8')), 'hex'), $1, now() + interval '1 day')`,
    [admin],
  );
}

/** The people of the file by column header; every 10th is the PIC of the nine after them. `variant` changes everyone's job title and pay. */
function person(i: number, variant: number): Record<string, ExcelJS.CellValue> {
  const nip = (n: number) => `K${String(n).padStart(6, '0')}`;
  const lead = i - ((i - 1) % 10);
  return {
    NIP: nip(i),
    'Nama Lengkap': `Karyawan Impor ${i}`,
    Username: `karyawan.${i}`,
    Peran: i % 10 === 1 ? 'Karyawan, HRD' : 'Karyawan',
    Jabatan: JABATAN[(i + variant) % JABATAN.length],
    Lokasi: LOKASI[i % LOKASI.length],
    'Jadwal Kerja': 'Reguler',
    'Tipe Karyawan': i % 3 === 0 ? 'Kontrak' : 'Tetap',
    'Tanggal Masuk': new Date(Date.UTC(2015 + (i % 9), i % 12, 1 + (i % 27))),
    'PIC (NIP)': i === lead ? null : nip(lead),
    Email: `karyawan${i}@contoh.co.id`,
    'No. HP': `0812${String(i).padStart(8, '0')}`,
    NIK: `3201${String(i).padStart(12, '0')}`,
    NPWP: `01.234.567.8-${String(i % 1000).padStart(3, '0')}.000`,
    'Status PTKP': ['TK/0', 'K/0', 'K/1', 'K/2'][i % 4],
    'Nama Bank': ['BCA', 'Mandiri', 'BRI', 'BNI'][i % 4],
    'No. Rekening': String(1_000_000_000 + i),
    'Jenis Kelamin': i % 2 ? 'Laki-laki' : 'Perempuan',
    'Tanggal Lahir': new Date(Date.UTC(1980 + (i % 20), i % 12, 1 + (i % 27))),
    'Grup Gaji': 'Staf',
    'Gaji Pokok (Rp)': 5_000_000 + (i % 50) * 100_000 + variant * 250_000,
    'Tunjangan Transport (Rp/hari)': 25_000,
    'Sisa Cuti Tahunan': i % 13,
  };
}

/** HR's way: the template from the app (its dropdowns on every row), filled in under its headers. */
async function employeeFile(app: App, rows: number, variant: number): Promise<Buffer> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/users/import/template',
    headers: { authorization: 'Bearer bench-import' },
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(res.json().file, 'base64') as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Karyawan')!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  for (let i = 1; i <= rows; i++) {
    const p = person(i, variant);
    ws.getRow(i + 1).values = headers.map((h) => p[h] ?? null);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(app: App, bytes: Buffer, dryRun: boolean) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  return app.inject({
    method: 'POST',
    url: `/api/users/import${dryRun ? '?dry_run=true' : ''}`,
    headers: { authorization: 'Bearer bench-import', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="karyawan.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

export async function employeeImportBench(
  engine: 'pglite' | 'postgres',
  opts: { rows: number },
  log: (s: string) => void,
): Promise<ImportResult> {
  const { db, close } = await open(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-files-'));
  try {
    await migrate(db);
    await seedMasters(db);
    const app = await buildApp({ db, config: { ...readConfig({}), dataDir, webDist: undefined } });
    const file = await employeeFile(app, opts.rows, 0);
    const changed = await employeeFile(app, opts.rows, 1);
    log(`${engine}: file of ${opts.rows} people, ${Math.round(file.length / 1024)} KB`);
    const rss = peakRss();
    const timed = async (label: string, bytes: Buffer, dryRun: boolean, check: (body: any) => boolean) => {
      const s = performance.now();
      const res = await upload(app, bytes, dryRun);
      const seconds = round((performance.now() - s) / 1000, 2);
      const body = res.json();
      if (res.statusCode !== 200 || !check(body)) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      log(`${engine}: ${label}: ${seconds} s`);
      return seconds;
    };
    const aksi = (body: { rows: { aksi: string }[]; errors: unknown[] }, want: string) =>
      body.errors.length === 0 && body.rows.length === opts.rows && body.rows.every((r) => r.aksi === want);
    const dryRunNew = await timed('dry run, new people', file, true, (b) => aksi(b, 'baru'));
    const importNew = await timed('import, new people', file, false, (b) => b.created === opts.rows);
    const dryRunSame = await timed('dry run, same file', file, true, (b) => aksi(b, 'tetap'));
    const importChanged = await timed('import, everyone changed', changed, false, (b) => b.updated === opts.rows);
    const peakRssMb = rss.stop();
    await app.close();
    return {
      engine,
      rows: opts.rows,
      fileKb: Math.round(file.length / 1024),
      dryRunNew,
      importNew,
      dryRunSame,
      importChanged,
      peakRssMb,
    };
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printImport(results: ImportResult[]) {
  console.log('\nengine    rows   file KB  dry run new  import new  dry run same  import changed  peak RSS');
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(10)}${String(r.rows).padEnd(7)}${String(r.fileKb).padEnd(9)}${`${r.dryRunNew} s`.padEnd(13)}${`${r.importNew} s`.padEnd(12)}${`${r.dryRunSame} s`.padEnd(14)}${`${r.importChanged} s`.padEnd(16)}${r.peakRssMb} MB`,
    );
    if (r.engine === 'postgres') {
      const dry = Math.max(r.dryRunNew, r.dryRunSame);
      const imp = Math.max(r.importNew, r.importChanged);
      console.log(
        `postgres: ${r.rows} rows validated <= ${IMPORT_TARGETS.dryRunSeconds} s -> ${dry <= IMPORT_TARGETS.dryRunSeconds ? 'met' : 'NOT met'}; imported <= ${IMPORT_TARGETS.importSeconds} s -> ${imp <= IMPORT_TARGETS.importSeconds ? 'met' : 'NOT met'}`,
      );
    }
  }
}
