import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import type { BackupItem, BackupJadwal, BackupRestoreResult } from '@hadir/contract';
import { jakartaLocal } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { SERVER_PACKAGE_JSON } from '../../paths.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fileStore } from '../../platform/files.ts';
import {
  extractArchive,
  FORMAT,
  FORMAT_VERSION,
  fileEntry,
  type Manifest,
  type SourceEntry,
  writeArchive,
} from './backup.archive.ts';
import * as repo from './backup.repo.ts';

export interface BackupDeps {
  db: Db;
  config: Config;
}

const APP_VERSION: string = JSON.parse(fs.readFileSync(SERVER_PACKAGE_JSON, 'utf8')).version;
const DUMP_BATCH = 1000;
const LOAD_BATCH_ROWS = 1000;
const LOAD_BATCH_BYTES = 8 * 1024 * 1024;
// Fixed numbers: every server process agrees on them.
const SCHEDULE_LOCK = 7_240_016;
const RESTORE_LOCK = 7_240_017;
const ARCHIVE_NAME = /^hadir-backup-[0-9a-z-]+\.tar\.gz$/;

export const backupDir = (config: Config) => path.join(config.dataDir, 'backups');

/** The backups folder, readable by the server's user alone (archives and work folders hold password hashes). */
async function ownBackupDir(config: Config): Promise<string> {
  const dir = backupDir(config);
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  await fsp.chmod(dir, 0o700);
  return dir;
}

/** The newest change anywhere under `target` (a work folder is alive while something in it is being written). */
async function newestChange(target: string): Promise<number> {
  const stat = await fsp.stat(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of await fsp.readdir(target)) newest = Math.max(newest, await newestChange(path.join(target, name)));
  return newest;
}

/**
 * At start (issue 15): what a killed backup or restore left in the backups folder goes, above all a `.buat-*` dump
 * of every table, password hashes included; finished archives stay. With PostgreSQL, several servers may share
 * DATA_DIR: a leftover changed in the last two minutes may be another server's backup at work and is left to it
 * (with PGlite one process owns the folder). Answers the names removed.
 */
export async function removeBackupLeftovers(config: Config): Promise<string[]> {
  const dir = backupDir(config);
  if (!fs.existsSync(dir)) return [];
  await ownBackupDir(config);
  const minAgeMs = config.databaseUrl ? 2 * 60_000 : 0;
  const removed: string[] = [];
  for (const name of await fsp.readdir(dir)) {
    if (!(name.startsWith('.buat-') || name.startsWith('.pulihkan-') || name.endsWith('.tmp'))) continue;
    const target = path.join(dir, name);
    const changed = await newestChange(target).catch(() => undefined);
    if (changed === undefined || Date.now() - changed < minAgeMs) continue;
    await fsp.rm(target, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Jakarta wall-clock time as 'yyyy-MM-ddTHH:mm:ss' (WIB is UTC+7 all year). */

// One backup or restore at a time per data folder in this process; restores also take a database lock.
const busy = new Set<string>();
async function exclusive<T>(config: Config, fn: () => Promise<T>): Promise<T> {
  if (busy.has(config.dataDir)) throw new AppError('BACKUP_BUSY');
  busy.add(config.dataDir);
  try {
    return await fn();
  } finally {
    busy.delete(config.dataDir);
  }
}

async function writeLines(out: fs.WriteStream, text: string) {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}

/**
 * Dumps every table from one consistent snapshot into dir (one JSON-lines file each, in load order) and
 * answers the manifest and the entries to pack, the file store's files among them.
 */
async function dump(db: Db, config: Config, dir: string): Promise<{ manifest: Manifest; entries: SourceEntry[] }> {
  const store = fileStore(config);
  return db.tx(async (t) => {
    await t.exec('set transaction isolation level repeatable read, read only');
    const order = repo.loadOrder(await repo.tables(t));
    const migrasi = await repo.appliedMigrations(t);
    const entries: SourceEntry[] = [];
    const manifest: Manifest = {
      format: FORMAT,
      versi_format: FORMAT_VERSION,
      versi_aplikasi: APP_VERSION,
      engine: db.engine,
      created_at: new Date().toISOString(),
      migrasi,
      tabel: [],
      berkas: [],
    };
    await fsp.mkdir(path.join(dir, 'data'), { mode: 0o700 });
    for (const [i, table] of order.entries()) {
      const entri = `data/${String(i + 1).padStart(3, '0')}_${table.nama}.jsonl`;
      const target = path.join(dir, entri);
      const out = fs.createWriteStream(target, { mode: 0o600 });
      const closed = new Promise<void>((resolve, reject) => out.on('close', () => resolve()).on('error', reject));
      const hash = crypto.createHash('sha256');
      let baris = 0;
      let ukuran = 0;
      await repo.dumpTable(t, table, DUMP_BATCH, async (lines) => {
        const text = `${lines.join('\n')}\n`;
        hash.update(text);
        ukuran += Buffer.byteLength(text);
        baris += lines.length;
        await writeLines(out, text);
        if (table.nama !== 'files') return;
        for (const line of lines) {
          const f = JSON.parse(line) as { storage_key: string; sha256: string; ukuran: number };
          manifest.berkas.push({ entri: fileEntry(f.storage_key), ukuran: f.ukuran, sha256: f.sha256 });
        }
      });
      out.end();
      await closed;
      manifest.tabel.push({ nama: table.nama, kolom: table.kolom, baris, entri, ukuran, sha256: hash.digest('hex') });
      entries.push({ entri, open: () => fs.createReadStream(target), ukuran, sha256: manifest.tabel[i].sha256 });
    }
    // Stored files are read from the store (folder or bucket) as the archive is written, one at a time.
    for (const f of manifest.berkas) entries.push({ ...f, open: () => store.open(f.entri.slice('files/'.length)) });
    return { manifest, entries };
  });
}

export async function createBackup(deps: BackupDeps, by: { oleh: string | null }): Promise<BackupItem> {
  const { db, config } = deps;
  return exclusive(config, async () => {
    const dir = await ownBackupDir(config);
    // mkdtemp makes the work folder 0700; every file in it is 0600.
    const work = await fsp.mkdtemp(path.join(dir, '.buat-'));
    try {
      const { manifest, entries } = await dump(db, config, work);
      const stamp = jakartaLocal(new Date()).replace(/[-:]/g, '').replace('T', '-');
      const nama = `hadir-backup-${stamp}-${crypto.randomBytes(3).toString('hex')}${by.oleh ? '' : '-otomatis'}.tar.gz`;
      const target = path.join(dir, nama);
      let archive: { ukuran: number; sha256: string };
      try {
        archive = await writeArchive(target, manifest, entries);
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOSPC') throw err;
        // A stored file missing or changed: a backup that could not be restored whole is no backup.
        throw new AppError('CONFLICT', 'Backup dibatalkan: ada berkas yang hilang atau rusak di penyimpanan berkas.');
      }
      try {
        const row = await repo.insertBackup(db, {
          nama_berkas: nama,
          ...archive,
          otomatis: by.oleh === null,
          dibuat_oleh: by.oleh,
          jumlah_tabel: manifest.tabel.length,
          jumlah_baris: manifest.tabel.reduce((sum, t) => sum + t.baris, 0),
          jumlah_berkas: manifest.berkas.length,
        });
        return { ...row, tersedia: true };
      } catch (err) {
        await fsp.rm(target, { force: true });
        throw err;
      }
    } finally {
      await fsp.rm(work, { recursive: true, force: true });
    }
  });
}

export async function listBackups(deps: BackupDeps): Promise<{ items: BackupItem[]; total: number }> {
  const dir = backupDir(deps.config);
  const rows = await repo.listBackups(deps.db);
  const items = rows.map((r) => ({ ...r, tersedia: fs.existsSync(path.join(dir, r.nama_berkas)) }));
  return { items, total: items.length };
}

/** The archive to stream to an Admin; 404 when the index or the folder no longer has it. */
export async function openBackup(deps: BackupDeps, id: number) {
  const row = await repo.findBackup(deps.db, id);
  if (!row) throw notFound('Backup');
  const file = path.join(backupDir(deps.config), row.nama_berkas);
  const stat = await fsp.stat(file).catch(() => undefined);
  if (!stat) throw new AppError('NOT_FOUND', 'Berkas backup tidak ada lagi di folder backup server.');
  return { nama: row.nama_berkas, ukuran: stat.size, stream: fs.createReadStream(file) };
}

export async function deleteBackup(deps: BackupDeps, id: number) {
  const nama = await repo.deleteBackup(deps.db, id);
  if (!nama) throw notFound('Backup');
  if (ARCHIVE_NAME.test(nama)) await fsp.rm(path.join(backupDir(deps.config), nama), { force: true });
}

export const getJadwal = (deps: BackupDeps) => repo.getJadwal(deps.db);
export const saveJadwal = (deps: BackupDeps, j: BackupJadwal) => repo.saveJadwal(deps.db, j);

/**
 * The scheduled backup, asked every minute by every server: runs once a day from the chosen Jakarta hour on,
 * on whichever server claims it, then keeps only the newest `simpan` automatic backups.
 */
export async function runScheduledBackup(deps: BackupDeps, at: Date): Promise<BackupItem | undefined> {
  const local = jakartaLocal(at);
  const simpan = await repo.claimScheduledRun(deps.db, SCHEDULE_LOCK, local.slice(0, 10), Number(local.slice(11, 13)));
  if (simpan === undefined) return undefined;
  const item = await createBackup(deps, { oleh: null });
  for (const nama of await repo.pruneAutomatic(deps.db, simpan)) {
    if (ARCHIVE_NAME.test(nama)) await fsp.rm(path.join(backupDir(deps.config), nama), { force: true });
  }
  return item;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

async function refuseBusinessData(db: Db) {
  const table = await repo.firstBusinessTable(db, await repo.tables(db));
  if (table) {
    throw new AppError(
      'BACKUP_NOT_EMPTY',
      'Pemulihan hanya ke instalasi yang masih kosong (hanya berisi satu akun Admin). Instalasi ini sudah berisi data.',
    );
  }
}

/** The archive's tables must be this database's tables, column for column. */
async function refuseOtherSchema(db: Db, manifest: Manifest) {
  const here = repo.loadOrder(await repo.tables(db));
  const byName = new Map(here.map((t) => [t.nama, t]));
  const same =
    here.length === manifest.tabel.length && manifest.tabel.every((t) => sameList(t.kolom, byName.get(t.nama)?.kolom ?? []));
  if (!same) throw new AppError('BACKUP_VERSION_MISMATCH');
}

/** Reads a JSON-lines file in batches (never the whole table in memory). */
async function* batches(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= LOAD_BATCH_ROWS || bytes >= LOAD_BATCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Restores an uploaded archive into this instance, which must be empty and at the same migration level.
 * Every entry is checked before anything is written; the files go into the store first (verified by sha256),
 * then the database loads in one transaction; a failure removes the files again and rolls the database back.
 */
export async function restore(deps: BackupDeps, input: Readable): Promise<BackupRestoreResult> {
  const { db, config } = deps;
  return exclusive(config, async () => {
    await refuseBusinessData(db);
    const dir = await ownBackupDir(config);
    const work = await fsp.mkdtemp(path.join(dir, '.pulihkan-'));
    const store = fileStore(config);
    const written: string[] = [];
    try {
      const manifest = await extractArchive(input, work, async (m) => {
        if (!sameList(m.migrasi, await repo.appliedMigrations(db))) {
          throw new AppError(
            'BACKUP_VERSION_MISMATCH',
            `Backup dibuat oleh versi database lain (${m.migrasi.length} migrasi, Hadir ${m.versi_aplikasi}). Pulihkan dengan versi aplikasi yang sama.`,
          );
        }
        await refuseOtherSchema(db, m);
      });

      // Into the store (folder or bucket) one file at a time, each checked again as it goes in.
      for (const f of manifest.berkas) {
        const key = f.entri.slice('files/'.length);
        const bytes = await fsp.readFile(path.join(work, f.entri));
        if (crypto.createHash('sha256').update(bytes).digest('hex') !== f.sha256) {
          throw new Error(`restored file ${key} does not match its sha256`);
        }
        written.push(key);
        await store.put(key, bytes);
      }

      await db.tx(async (t) => {
        await t.query('select pg_advisory_xact_lock($1)', [RESTORE_LOCK]);
        await refuseBusinessData(t);
        const here = await repo.tables(t);
        const identity = new Map(here.map((x) => [x.nama, x]));
        await repo.truncate(
          t,
          manifest.tabel.map((x) => x.nama),
          here,
        );
        for (const table of manifest.tabel) {
          const info = identity.get(table.nama);
          if (!info) throw new AppError('BACKUP_VERSION_MISMATCH');
          for await (const lines of batches(path.join(work, table.entri))) {
            await repo.insertRows(t, { nama: table.nama, kolom: table.kolom, identitas: info.identitas }, lines).catch((err) => {
              // Rows the schema refuses (an edited archive): the file's fault, and nothing stays loaded.
              if (/^2[23]/.test((err as { code?: string }).code ?? '')) throw new AppError('BACKUP_INVALID');
              throw err;
            });
          }
          if ((await repo.countRows(t, table.nama)) !== table.baris) throw new AppError('BACKUP_INVALID');
          await repo.resetIdentity(t, info);
        }
      });
      return {
        message: 'Pemulihan selesai. Silakan masuk kembali dengan akun dari backup.',
        jumlah_tabel: manifest.tabel.length,
        jumlah_baris: manifest.tabel.reduce((sum, x) => sum + x.baris, 0),
        jumlah_berkas: manifest.berkas.length,
      };
    } catch (err) {
      await store.remove(written);
      throw err;
    } finally {
      await fsp.rm(work, { recursive: true, force: true });
    }
  });
}
