import { spawn } from 'node:child_process';
import path from 'node:path';

// The operator's commands as npm runs them (the sources through tsx), or the built server, as child processes.

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export interface CommandResult {
  code: number | null;
  out: string;
  err: string;
}

/** Runs node with args in the server package, on exactly the settings in env (DATABASE_URL/DATA_DIR). */
export function runCommand(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: { ...base, ...env, ADMIN_USERNAME: 'admin', LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString();
  });
  child.stderr.on('data', (b: Buffer) => {
    err += b.toString();
  });
  // A command that should have been refused but keeps running (a second server) is stopped; the test says why.
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    }),
  );
}

/** npm run seed -- --demo */
export const seedCommand = (env: Record<string, string>) => runCommand(['--import', 'tsx', 'src/db/seed/cli.ts', '--demo'], env);

/** npm run reset-password -- <username> */
export const resetPasswordCommand = (env: Record<string, string>, username: string) =>
  runCommand(['--import', 'tsx', 'src/reset-password.ts', username], env);

/** The temporary password a reset printed. */
export const temporaryOf = (out: string) => out.match(/Password sementara: (\S+)/)?.[1];
