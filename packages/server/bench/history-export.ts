import type { Db } from '../src/platform/db.ts';
import { type Measurement, round, withCpu } from './measure.ts';

// The admin attendance history of a year as xlsx (GET /attendance/admin/export) on the reports' seeded year of
// punches: everyone (refused with a 400 when the year holds more days than one file takes), a search, and a
// status filter (which judges every day of each slice it reads). Time, CPU, peak RSS, rows and file size.

export const HISTORY_EXPORTS = {
  everyone: '',
  'search (Karyawan 10)': '&search=Karyawan%2010',
  'late only, search (Karyawan 1)': '&status=terlambat&search=Karyawan%201',
};

type Inject = (url: string) => Promise<{ statusCode: number; body: string }>;

export async function measureHistoryExport(
  engine: string,
  db: Db,
  inject: Inject,
  range: { from: string; to: string },
  only: RegExp,
  log: (s: string) => void,
): Promise<Measurement[]> {
  const out: Measurement[] = [];
  for (const [label, filter] of Object.entries(HISTORY_EXPORTS)) {
    const name = `export riwayat-absensi 365 days, ${label}`;
    if (!only.test(name)) continue;
    const query = `start-date=${range.from}&end-date=${range.to}${filter}`;
    const rows = JSON.parse((await inject(`/api/attendance/admin?${query}&size=1`)).body).total as number;
    global.gc?.();
    const s = performance.now();
    const [res, cpu, peakRssMb] = await withCpu(
      db,
      () => inject(`/api/attendance/admin/export?${query}`),
      () => 1,
    );
    const ms = round(performance.now() - s);
    const body = JSON.parse(res.body);
    const note =
      res.statusCode === 200
        ? `${rows} rows, xlsx ${round(Buffer.from(body.file, 'base64').length / 2 ** 20, 2)} MB`
        : `${rows} rows: ${res.statusCode} ${body.message}`;
    const cpuMs = cpu ? round(cpu.server + cpu.postgres + cpu.rest) : undefined;
    const split = cpu ? ` (server ${round(cpu.server)}, database ${round(cpu.postgres)}, rest ${round(cpu.rest)})` : '';
    log(`${engine}: ${name}: ${ms} ms, cpu ${cpuMs} ms${split}, peak RSS ${peakRssMb} MB, ${note}`);
    out.push({ name, median: ms, p99: ms, max: ms, perSecond: round(1000 / ms, 2), peakRssMb, cpuMs, note });
  }
  return out;
}
