import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

// A PostgreSQL cluster of its own for a test that crashes and restarts it: the shared server on 5432 serves
// every other test file and must stay up. Trust auth, 127.0.0.1 on a free port, socket and data in a temp dir.

const run = promisify(execFile);

function binDir(): string {
  const has = (dir: string) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (has(dir)) return dir;
  } catch {}
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (has(path.join(root, v, 'bin'))) return path.join(root, v, 'bin');
  throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: install postgresql or put pg_config on PATH');
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:port/database */
  url(database?: string): string;
  /** Crash it: 'immediate' is `pg_ctl stop -m immediate` (no checkpoint), 'kill' is SIGKILL to every process. */
  crash(how: 'immediate' | 'kill'): Promise<void>;
  /** Starts it again (crash recovery included) and waits until it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  // initdb refuses to run as root: run the cluster as the postgres OS user then.
  const asRoot = process.getuid?.() === 0;
  const pgRun = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c shared_buffers=32MB', '-c max_connections=40'];
  const log = path.join(dir, 'log');
  const start = async () => {
    try {
      await pgRun('pg_ctl', ['-D', data, '-l', log, '-o', options.join(' '), '-w', '-t', '60', 'start']);
    } catch (err) {
      const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`${(err as Error).message}\n${tail}`);
    }
  };
  await start();

  /** The postmaster and its children, read from /proc (the postmaster's pid is line 1 of postmaster.pid). */
  const processes = (): number[] => {
    const pidFile = path.join(data, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) return [];
    const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    const children = fs
      .readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          // Field 4 of /proc/pid/stat is the parent pid; the name in field 2 may hold spaces, so split after ')'.
          const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  // A zombie counts as gone: it has let go of its memory, and nobody may reap it here (pid 1 of a container).
  const alive = (pid: number) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
    } catch {
      return false;
    }
  };

  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async crash(how) {
      if (how === 'immediate') {
        await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        return;
      }
      const [postmaster] = processes();
      if (!postmaster) return;
      // Stopped first, the postmaster forks no new backend between listing its children and killing them.
      process.kill(postmaster, 'SIGSTOP');
      const pids = processes();
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      const deadline = Date.now() + 10_000;
      while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // After a real crash the lock files name a process that is gone; an unreaped zombie would still answer
      // kill(pid, 0) and make PostgreSQL refuse to start, so they go as they would with the process.
      if (fs.existsSync(`/proc/${postmaster}`)) {
        fs.rmSync(path.join(data, 'postmaster.pid'), { force: true });
        fs.rmSync(path.join(dir, `.s.PGSQL.${port}.lock`), { force: true });
      }
    },
    start,
    async destroy() {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
