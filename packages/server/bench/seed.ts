import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openPglite, openPostgres } from '../src/platform/db.ts';
import { hashPassword } from '../src/platform/passwords.ts';

// Kantor Pusat; punches land ~35 m from it.
export const OFFICE = { latitude: -6.2, longitude: 106.8166 };
export const POINT = { latitude: OFFICE.latitude + 0.0003, longitude: OFFICE.longitude };
/** A clock-in frame as the web app takes it: 480 px on the long side at JPEG quality 0.8 (TakePhotoPage). */
export const PHONE_SELFIE = { longSide: 480, quality: 80 };
/** A registration photo as the web app takes it: 640 px at 0.85 (FaceRegistrationPage). */
export const PHONE_REGISTRATION = { longSide: 640, quality: 85 };

/** A fresh database: PGlite in a temp dir, or a scratch database on the PostgreSQL server of the environment. */
export async function open(engine: 'pglite' | 'postgres'): Promise<{ db: Db; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-'));
    const db = await openPglite(path.join(dir, 'db'));
    return {
      db,
      close: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = new URL((process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) as string);
  const admin = await openPostgres(url.toString());
  const name = `hadir_bench_${process.pid}`;
  await admin.exec(`drop database if exists ${name}`);
  await admin.exec(`create database ${name}`);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    close: async () => {
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** The kept seed's name: the history ends yesterday, so a seed is reused on the day it was made. */
export function historySeedName(employees: number): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  // v2: employees hold job titles (an empty jabatan table misled the planner into nested loops at 100,000).
  return `history_v2_${employees}_${today}`;
}

/** N employees at one office with a Monday-Friday schedule, a session each, and a year of punches. */
export async function seed(db: Db, employees: number): Promise<number> {
  const hash = await hashPassword('Bench12345');
  const [{ id: lokasi }] = await db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Kantor Pusat', $1, $2, 200, 'Asia/Jakarta') returning id`,
    [OFFICE.latitude, OFFICE.longitude],
  );
  const [{ id: jadwal }] = await db.query<{ id: number }>(
    `insert into jadwal_kerja (nama, toleransi_terlambat) values ('Reguler', 10) returning id`,
  );
  await db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d <= 5 then time '08:00' end, case when d <= 5 then time '17:00' end
       from generate_series(1, 7) d`,
    [jadwal],
  );
  // Job titles as a company has them: a few dozen, every employee holding one.
  const titles = await db.query<{ id: number }>(
    `insert into jabatan (nama) select 'Jabatan ' || g from generate_series(1, 40) g returning id`,
  );
  await db.query(
    `insert into users (nip, username, fullname, password_hash, tipe_karyawan, lokasi_id, jadwal_kerja_id, tanggal_masuk, jabatan_id)
     select 'B' || lpad(i::text, 6, '0'), 'bench' || i, 'Karyawan ' || i, $1, 'Tetap', $2, $3, current_date - 400,
            ($5::bigint[])[1 + i % 40]
       from generate_series(1, $4::int) i`,
    [hash, lokasi, jadwal, employees, titles.map((t) => t.id)],
  );
  await db.query(`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where r.nama = 'Karyawan'`);
  // The token of employee <id> is 'bench-<id>'; only its SHA-256 is stored, as createSession does.
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select encode(sha256(convert_to('bench-' || id, 'UTF8')), 'hex'), id, now() + interval '1 day' from users`,
  );
  // A year of working days before today, in slices so that no statement holds millions of rows at once.
  const [{ max }] = await db.query<{ max: number }>('select max(id)::int as max from users');
  for (let from = 0; from < max; from += 1000) {
    await db.query(
      `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat,
                               hari_kerja, time_in, lat_in, lon_in, jarak_in, lokasi_in_id,
                               time_out, lat_out, lon_out, jarak_out, lokasi_out_id)
       select u.id, d, 'Asia/Jakarta', 'Reguler', time '08:00', time '17:00', 10, true,
              (d + time '07:30' + random() * interval '50 minutes') at time zone 'Asia/Jakarta', $2, $3, 25, $1,
              (d + time '17:00' + random() * interval '60 minutes') at time zone 'Asia/Jakarta', $2, $3, 30, $1
         from users u
        cross join generate_series((now() at time zone 'Asia/Jakarta')::date - 365,
                                   (now() at time zone 'Asia/Jakarta')::date - 1, interval '1 day') g
        cross join lateral (select g::date as d) x
        where u.id > $4 and u.id <= $4 + 1000 and extract(isodow from d) <= 5`,
      [lokasi, OFFICE.latitude, OFFICE.longitude, from],
    );
  }
  // A database in steady state: no autovacuum of the fresh history during the runs.
  await db.exec('vacuum analyze');
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from attendance');
  return n;
}

/** Today's punches go, so that the next run clocks everyone in again; history stays. */
export async function resetToday(db: Db) {
  await db.tx(async (t) => {
    const files = await t.query<{ id: number }>(
      `delete from attendance where tanggal >= (now() at time zone 'Asia/Jakarta')::date returning foto_in_id as id`,
    );
    await t.query('delete from files where id = any($1::bigint[])', [files.map((f) => f.id)]);
    await t.query('delete from idempotency_keys');
  });
  // Settle before the next run, so that it does not pay for this one's writes: dead rows vacuumed, dirty pages
  // checkpointed, and the selfies it wrote flushed by the OS (a writeback under the next run stalls its commits).
  await db.exec('vacuum analyze attendance, files, idempotency_keys');
  await db.exec('checkpoint');
  execFileSync('sync');
}
