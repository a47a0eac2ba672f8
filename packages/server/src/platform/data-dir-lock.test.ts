import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirHeld, dataDirHolder, heldMessage, holdDataDir, LOCK_FILE } from './data-dir-lock.ts';

// Who holds a PGlite data folder (command-line.test.ts runs it against a real server process).

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-lock-'));
  dirs.push(dir);
  return dir;
};
const plant = (dir: string, content: string) => fs.writeFileSync(path.join(dir, LOCK_FILE), content);
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('holding a data folder', () => {
  it('refuses a folder a live process holds, naming it and what it does', () => {
    const dir = folder();
    // The test runner's parent process is alive and is not us.
    plant(dir, JSON.stringify({ pid: process.ppid, use: 'server', since: new Date().toISOString() }));
    expect(dataDirHolder(dir)).toMatchObject({ pid: process.ppid, use: 'server' });
    let refusal: unknown;
    try {
      holdDataDir(dir, 'seed');
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DataDirHeld);
    expect(heldMessage(refusal as DataDirHeld, 'mengisi data demo')).toBe(
      'Server Hadir sedang berjalan dengan folder data ini. Hentikan server dulu sebelum mengisi data demo.\n' +
        `(Folder data: ${dir}, proses ${process.ppid}. Bila proses itu sudah tidak ada, hapus berkas ${LOCK_FILE} di folder tersebut.)`,
    );
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over what a killed process left, or a damaged file, and lets go on release', () => {
    for (const left of [JSON.stringify({ pid: deadPid(), use: 'server', since: '2026-01-01T00:00:00Z' }), '{"pid":']) {
      const dir = folder();
      plant(dir, left);
      expect(dataDirHolder(dir)).toBeUndefined();
      const release = holdDataDir(dir, 'reset-password');
      expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
        pid: process.pid,
        use: 'reset-password',
      });
      release();
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  });
});
