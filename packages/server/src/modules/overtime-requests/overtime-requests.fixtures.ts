import { createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Test data for overtime: schedules, holidays, wages and local dates (employees without a location are
// in Asia/Jakarta).

let seq = 0;

/**
 * 5: Senin-Jumat 08:00-17:00, Sabtu and Minggu off. 6: Senin-Jumat 08:00-15:00 and Sabtu 08:00-13:00 (the
 * shortest day, 40 hours a week), Minggu off. 'malam': Senin-Jumat 22:00-06:00.
 */
export async function makeJadwal(t: TestApp, kind: 5 | 6 | 'malam'): Promise<number> {
  seq += 1;
  const [j] = await t.db.query<{ id: number }>(`insert into jadwal_kerja (nama) values ($1) returning id`, [
    `Jadwal Lembur ${process.pid}-${seq}`,
  ]);
  for (let hari = 1; hari <= 7; hari++) {
    let shift: [string, string] | null = null;
    if (kind === 5 && hari <= 5) shift = ['08:00', '17:00'];
    if (kind === 6 && hari <= 5) shift = ['08:00', '15:00'];
    if (kind === 6 && hari === 6) shift = ['08:00', '13:00'];
    if (kind === 'malam' && hari <= 5) shift = ['22:00', '06:00'];
    await t.db.query(
      'insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang) values ($1, $2, $3, $4, $5)',
      [j.id, hari, shift === null, shift?.[0] ?? null, shift?.[1] ?? null],
    );
  }
  return j.id;
}

/** An employee on a schedule, with a monthly wage when given. */
export async function employee(
  t: TestApp,
  kind: 5 | 6 | 'malam',
  opts: { upah?: number; pics?: number[]; fullname?: string } = {},
): Promise<UserFixture> {
  const fields: Record<string, unknown> = { jadwal_kerja_id: await makeJadwal(t, kind) };
  if (opts.upah !== undefined) fields.upah_bulanan = opts.upah;
  return createUser(t, { fields, pics: opts.pics, fullname: opts.fullname });
}

/** Jakarta's date `days` from today, yyyy-MM-dd. */
export async function localDate(t: TestApp, days: number): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}

/** A day of next week (Senin = 1 .. Minggu = 7), `weeks` weeks later still: always 1 to 27 days ahead. */
export async function nextWeekday(t: TestApp, isodow: number, weeks = 0): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `with today as (select (now() at time zone 'Asia/Jakarta')::date as d)
     select to_char(d + (8 - extract(isodow from d)::int) + $1::int - 1 + 7 * $2::int, 'YYYY-MM-DD') as d from today`,
    [isodow, weeks],
  );
  return row.d;
}

export async function makeHoliday(t: TestApp, tanggal: string, nama: string) {
  await t.db.query('insert into hari_libur (tanggal, nama) values ($1, $2)', [tanggal, nama]);
}
