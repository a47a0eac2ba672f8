// The phone: Lighthouse's mobile run (its default throttling: slow 4G, a CPU four times slower) on the login page and
// a signed-in employee's home, cold (no service worker, no cache), against the app as `npm start` serves it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

export const PHONE_TARGETS = { score: 90 };
const PAGES = [
  { name: 'login', path: '/login' },
  { name: 'employee home', path: '/' },
] as const;
const ADMIN = { username: 'admin', password: 'Bench-Phone-Admin-2026' };
const EMPLOYEE = { username: 'siti.bench', password: 'Kopi-Tubruk-Senja-42' };
const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface PhoneRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes on the wire (after compression), as the server sent them. */
  jsKb: number;
  allKb: number;
}
export interface PhoneResult {
  page: string;
  runs: PhoneRun[];
  median: PhoneRun;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startApp(port: number, dataDir: string): Promise<ChildProcess> {
  // scripts/start.mjs: builds the web app and the server when their sources are newer, then serves them.
  const app = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (app.exitCode !== null) throw new Error(`the app stopped (${app.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return app;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not answer within 5 minutes');
}

async function createEmployee(base: string) {
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const { token } = (await (await post('/api/auth/login', ADMIN)).json()) as { token: string };
  const res = await post('/api/users', { nip: 'BENCH-HP-1', fullname: 'Siti Rahayu', roles: ['Karyawan'], ...EMPLOYEE }, token);
  if (res.status !== 201) throw new Error(`employee not created: ${await res.text()}`);
}

/** Signs the employee in (localStorage keeps the session), then leaves the browser cold: no worker, no caches. */
async function signedInCold(browser: Browser, base: string) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.waitForFunction(() => document.querySelector('#username') || location.pathname === '/');
  if (await page.$('#username')) {
    await page.type('#username', EMPLOYEE.username);
    await page.type('#password', EMPLOYEE.password);
    await Promise.all([page.waitForFunction(() => location.pathname === '/'), page.keyboard.press('Enter')]);
  }
  await page.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    for (const k of await caches.keys()) await caches.delete(k);
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

export async function phoneBench(opts: { repeat: number }, log: (s: string) => void): Promise<PhoneResult[]> {
  const port = 3900 + (process.pid % 90);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-phone-'));
  log(`phone: starting the app on ${base}`);
  const app = await startApp(port, dataDir);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  try {
    await createEmployee(base);
    const debugPort = Number(new URL(browser.wsEndpoint()).port);
    const results: PhoneResult[] = [];
    for (const target of PAGES) {
      const runs: PhoneRun[] = [];
      for (let i = 0; i < opts.repeat; i++) {
        const signedIn = target.path === '/';
        if (signedIn) await signedInCold(browser, base);
        // Lighthouse clears storage itself on the login page; on home the session must stay (caches went above).
        const out = await lighthouse(`${base}${target.path}`, {
          port: debugPort,
          onlyCategories: ['performance'],
          disableStorageReset: signedIn,
          logLevel: 'error',
        });
        if (!out) throw new Error('Lighthouse returned nothing');
        const { audits, categories } = out.lhr;
        const requests = (
          audits['network-requests'].details as unknown as { items: { resourceType: string; transferSize: number }[] }
        ).items;
        const kb = (xs: { transferSize: number }[]) => Math.round(xs.reduce((n, x) => n + x.transferSize, 0) / 1024);
        runs.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
          jsKb: kb(requests.filter((r) => r.resourceType === 'Script')),
          allKb: kb(requests),
        });
        log(`phone: ${target.name} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
      const pick = (k: keyof PhoneRun) => median(runs.map((r) => r[k]));
      results.push({
        page: target.name,
        runs,
        median: {
          score: pick('score'),
          fcpMs: pick('fcpMs'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          jsKb: pick('jsKb'),
          allKb: pick('allKb'),
        },
      });
    }
    return results;
  } finally {
    await browser.close();
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPhone(results: PhoneResult[]) {
  console.log(
    `\nLighthouse, mobile (median of ${results[0]?.runs.length ?? 0} cold runs; target score >= ${PHONE_TARGETS.score})`,
  );
  console.log('page           score  scores (every run)   FCP ms  LCP ms  TBT ms  JS KB  all KB  verdict');
  for (const r of results) {
    const m = r.median;
    const verdict = m.score >= PHONE_TARGETS.score ? 'ok' : 'MISSED';
    console.log(
      `${r.page.padEnd(15)}${String(m.score).padEnd(7)}${r.runs
        .map((x) => x.score)
        .join(',')
        .padEnd(
          21,
        )}${String(m.fcpMs).padEnd(8)}${String(m.lcpMs).padEnd(8)}${String(m.tbtMs).padEnd(8)}${String(m.jsKb).padEnd(7)}${String(m.allKb).padEnd(8)}${verdict}`,
    );
  }
}
