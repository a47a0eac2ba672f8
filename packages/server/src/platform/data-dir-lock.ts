import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

// A PGlite data folder may be opened by one process only, and PGlite itself does not refuse a second one: its
// postmaster.pid names the WebAssembly process (-42, whoever opened it) and a killed server leaves it behind. So
// every Hadir process that opens the folder (the server, the demo seed, the password reset) first holds it
// through this file, which names the real process. A file whose process is gone (a killed server) is taken over,
// as PostgreSQL does with its own postmaster.pid.

export const LOCK_FILE = 'hadir.pid';

/** What a process holds the folder for: the server, or a command-line tool. */
export type DataDirUse = 'server' | 'seed' | 'reset-password';

export interface DataDirHolder {
  pid: number;
  use: DataDirUse;
  since: string;
}

export class DataDirHeld extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(`Folder data ${dataDir} sedang dipakai proses ${holder.pid}.`);
  }
}

function alive(pid: number): boolean {
  // Our own pid in the file is a leftover of an earlier process that had the same pid (pid 1 in a container).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): DataDirHolder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as DataDirHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    // Gone meanwhile, or damaged: nobody holds the folder through it.
    return undefined;
  }
}

/** The live process holding the folder, if any. */
export function dataDirHolder(dataDir: string): DataDirHolder | undefined {
  const holder = readHolder(path.join(dataDir, LOCK_FILE));
  return holder && alive(holder.pid) ? holder : undefined;
}

/**
 * Holds the PGlite data folder for this process, or throws DataDirHeld naming the live process that holds it.
 * Answers the release (also run at exit, so a tool that ends early leaves no file behind).
 */
export function holdDataDir(dataDir: string, use: DataDirUse): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: DataDirHolder = { pid: process.pid, use, since: new Date().toISOString() };
  // Written whole under a name of our own, then linked into place: a link fails when the file exists, so two
  // processes starting together cannot both hold the folder, and nobody reads a half-written file.
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
        const holder = readHolder(file);
        if (holder && alive(holder.pid)) throw new DataDirHeld(dataDir, holder);
        fs.rmSync(file, { force: true });
      }
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}

const RUNNING: Record<DataDirUse, string> = {
  server: 'Server Hadir sedang berjalan dengan folder data ini.',
  seed: 'Pengisian data demo sedang berjalan dengan folder data ini.',
  'reset-password': 'Reset password sedang berjalan dengan folder data ini.',
};
const WAIT: Record<DataDirUse, string> = {
  server: 'Hentikan server dulu sebelum',
  seed: 'Tunggu sampai selesai sebelum',
  'reset-password': 'Tunggu sampai selesai sebelum',
};

/** The refusal a person reads, e.g. heldMessage(err, 'mengisi data demo'). */
export function heldMessage(err: DataDirHeld, before: string): string {
  const { use, pid } = err.holder;
  return (
    `${RUNNING[use]} ${WAIT[use]} ${before}.\n` +
    `(Folder data: ${err.dataDir}, proses ${pid}. Bila proses itu sudah tidak ada, hapus berkas ${LOCK_FILE} di folder tersebut.)`
  );
}

/**
 * For entry points: holds the PGlite folder for this process (nothing to hold with DATABASE_URL), or prints
 * the refusal and ends the process. Released when the process exits.
 */
export function holdDataDirOrExit(config: Pick<Config, 'databaseUrl' | 'dataDir'>, use: DataDirUse, before: string): void {
  if (config.databaseUrl) return;
  try {
    holdDataDir(config.dataDir, use);
  } catch (err) {
    if (!(err instanceof DataDirHeld)) throw err;
    console.error(heldMessage(err, before));
    process.exit(1);
  }
}
