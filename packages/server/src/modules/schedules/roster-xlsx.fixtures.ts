import ExcelJS from 'exceljs';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// A small factory for the roster's Excel tests: shifts P, S, M and an inactive X, a weekly schedule that works
// every day, three active employees and an inactive one, HR and an employee without admin rights.

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface RosterWorld {
  t: TestApp;
  hrd: UserFixture;
  karyawan: UserFixture;
  shift: Record<'P' | 'S' | 'M' | 'X', number>;
  ani: UserFixture;
  budi: UserFixture;
  citra: UserFixture;
  dedi: UserFixture;
  /** Every active user in name order, as the export lists them. */
  aktif: UserFixture[];
}

export async function rosterWorld(): Promise<RosterWorld> {
  const t = await createTestApp();
  const q = (sql: string, params: unknown[] = []) => t.db.query<{ id: number }>(sql, params);
  const [jadwal] = await q(`insert into jadwal_kerja (nama, toleransi_terlambat) values ('Kantor', 0) returning id`);
  await q(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, false, '08:00', '17:00' from generate_series(1, 7) d`,
    [jadwal.id],
  );
  const shift = { P: 0, S: 0, M: 0, X: 0 };
  for (const [kode, nama, masuk, pulang, aktif] of [
    ['P', 'Pagi', '06:00', '14:00', true],
    ['S', 'Siang', '14:00', '22:00', true],
    ['M', 'Malam', '22:00', '06:00', true],
    ['X', 'Lama', '07:00', '15:00', false],
  ] as const) {
    const [row] = await q(
      'insert into shift (kode, nama, jam_masuk, jam_pulang, aktif) values ($1, $2, $3, $4, $5) returning id',
      [kode, nama, masuk, pulang, aktif],
    );
    shift[kode] = row.id;
  }
  const fields = { jadwal_kerja_id: jadwal.id };
  const hrd = await createUser(t, { roles: ['HRD'], fullname: 'Zaenal HRD' });
  const karyawan = await createUser(t, { fullname: 'Yuni Karyawan', fields });
  const ani = await createUser(t, { fullname: 'Ani Lestari', fields });
  const budi = await createUser(t, { fullname: 'Budi Santoso', fields });
  const citra = await createUser(t, { fullname: 'Citra Dewi', fields });
  const dedi = await createUser(t, { fullname: 'Dedi Keluar', fields });
  await q('update users set active = false where id = $1', [dedi.id]);
  const aktif = [ani, budi, citra, karyawan, hrd];
  return { t, hrd, karyawan, shift, ani, budi, citra, dedi, aktif };
}

/** Roster rows (shift_id null is a day off). */
export async function setRoster(t: TestApp, rows: [userId: number, tanggal: string, shiftId: number | null][]) {
  for (const [u, d, s] of rows) {
    await t.db.query('insert into roster (user_id, tanggal, shift_id) values ($1, $2, $3)', [u, d, s]);
  }
}

/** The whole roster table, for "nothing was written" checks. */
export const rosterTable = (t: TestApp) =>
  t.db.query<{ user_id: number; tanggal: string; shift_id: number | null }>(
    `select user_id, to_char(tanggal, 'YYYY-MM-DD') as tanggal, shift_id from roster order by user_id, tanggal`,
  );

/** A finalised payroll of `bulan` for these employees (the lock penggajian_kunci holds). */
export async function lockPayroll(t: TestApp, bulan: string, userIds: number[]) {
  const [run] = await t.db.query<{ id: number }>(
    `insert into penggajian (bulan, grup_gaji_ids, grup_gaji_nama, status, kelas_risiko_jkk)
     values ($1, '{1}', 'Staf', 'final', 'I') returning id`,
    [bulan],
  );
  for (const u of userIds) {
    await t.db.query('insert into penggajian_kunci (user_id, bulan, penggajian_id) values ($1, $2, $3)', [u, bulan, run.id]);
  }
}

export async function loadXlsx(base64OrBytes: string | Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  const bytes = typeof base64OrBytes === 'string' ? Buffer.from(base64OrBytes, 'base64') : base64OrBytes;
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

/** A sheet's rows from `from` on, each as its cells' values from column 1 to `width` (empty as null). */
export function cellsOf(ws: ExcelJS.Worksheet, from: number, width: number): unknown[][] {
  const rows: unknown[][] = [];
  for (let r = from; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null));
  }
  return rows;
}

/** Uploads an xlsx to the roster import (a dry run unless the query says otherwise). */
export async function upload(t: TestApp, token: string, bytes: Buffer, query = '?dry_run=true') {
  const body = multipart('roster.xlsx', bytes, XLSX);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/roster/import${query}`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
