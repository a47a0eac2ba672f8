import { multipart, type TestApp } from '../../../test/test-app.ts';
import { xlsxOf } from '../../../test/xlsx.ts';

// Employee import files built cell by cell, and their upload as the import screen sends it.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type EmployeeRow = Record<string, unknown>;

/** A "Karyawan" sheet with these columns (by default every key used by the rows, NIP first) and rows. */
export function employeeXlsx(rows: EmployeeRow[], headers?: string[]): Promise<Buffer> {
  const columns = headers ?? [...new Set(['NIP', 'Nama Lengkap', 'Username', ...rows.flatMap((r) => Object.keys(r))])];
  return xlsxOf([columns, ...rows.map((r) => columns.map((c) => r[c] ?? null))], { sheet: 'Karyawan' });
}

/** POST /api/users/import (a dry run unless `apply`). */
export async function sendImport(
  t: TestApp,
  token: string,
  bytes: Buffer,
  opts: { apply?: boolean; filename?: string; type?: string } = {},
) {
  const body = multipart(opts.filename ?? 'karyawan.xlsx', bytes, opts.type ?? XLSX_TYPE);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/users/import${opts.apply ? '' : '?dry_run=true'}`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

let seq = 0;
/** A unique NIP and username pair for a row. */
export function person(name: string) {
  seq += 1;
  const s = `${process.pid}${seq}`;
  return { NIP: `IMP-${s}`, 'Nama Lengkap': `${name} ${s}`, Username: `${name.toLowerCase().replace(/\s+/g, '.')}.${s}` };
}
