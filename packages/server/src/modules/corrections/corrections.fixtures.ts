import type { TestApp } from '../../../test/test-app.ts';

// Test data for the correction tests: local dates, locations, and attendance records inserted directly.

/** The local date `days` from today in a zone, yyyy-MM-dd. */
export async function localDate(t: TestApp, days: number, zone = 'Asia/Jakarta'): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(`select to_char((now() at time zone $2)::date + $1::int, 'YYYY-MM-DD') as d`, [
    days,
    zone,
  ]);
  return row.d;
}

let seq = 0;
export async function makeLokasi(t: TestApp, zona: string): Promise<number> {
  seq += 1;
  const [row] = await t.db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2) returning id`,
    [`Lokasi Koreksi ${process.pid}-${seq}`, zona],
  );
  return row.id;
}

/** A Jakarta attendance record with local punch times (HH:mm on `tanggal`). */
export async function makeAttendance(
  t: TestApp,
  userId: number,
  tanggal: string,
  timeIn: string | null,
  timeOut: string | null,
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into attendance (user_id, tanggal, zona_waktu, hari_kerja, time_in, time_out)
     values ($1, $2::date, 'Asia/Jakarta', true,
             ($2::date + $3::time) at time zone 'Asia/Jakarta', ($2::date + $4::time) at time zone 'Asia/Jakarta')
     returning id`,
    [userId, tanggal, timeIn, timeOut],
  );
  return row.id;
}

/** The record's punches as local 'yyyy-MM-dd HH:mm' in its zone. */
export async function punches(t: TestApp, userId: number, tanggal: string) {
  const rows = await t.db.query<{ id: number; time_in: string | null; time_out: string | null }>(
    `select id, to_char(time_in at time zone zona_waktu, 'YYYY-MM-DD HH24:MI') as time_in,
            to_char(time_out at time zone zona_waktu, 'YYYY-MM-DD HH24:MI') as time_out
       from attendance where user_id = $1 and tanggal = $2::date`,
    [userId, tanggal],
  );
  return rows[0];
}

export async function historyOf(t: TestApp, koreksiId: number) {
  return t.db.query<{ old_in: string | null; old_out: string | null; new_in: string | null; new_out: string | null }>(
    `select to_char(h.old_time_in at time zone a.zona_waktu, 'HH24:MI') as old_in,
            to_char(h.old_time_out at time zone a.zona_waktu, 'HH24:MI') as old_out,
            to_char(h.new_time_in at time zone a.zona_waktu, 'HH24:MI') as new_in,
            to_char(h.new_time_out at time zone a.zona_waktu, 'HH24:MI') as new_out
       from attendance_history h join attendance a on a.id = h.attendance_id where h.koreksi_id = $1`,
    [koreksiId],
  );
}
