import { createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Test data for the report tests. Corrections and overtime may only be filed for the last 30 days, so the
// hand-built days are counted back from today, on a schedule that works every day of the week (the weekday
// of a date then does not matter). Employees without a location are in Asia/Jakarta.

let seq = 0;

/** Jakarta's date `days` from today, yyyy-MM-dd. */
export async function localDate(t: TestApp, days: number): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}

/** Every day 08:00-17:00 with `toleransi` minutes of late tolerance. */
export async function everyDaySchedule(t: TestApp, toleransi: number): Promise<number> {
  seq += 1;
  const [j] = await t.db.query<{ id: number }>(
    'insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, $2) returning id',
    [`Setiap Hari ${process.pid}-${seq}`, toleransi],
  );
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, false, time '08:00', time '17:00' from generate_series(1, 7) d`,
    [j.id],
  );
  return j.id;
}

export function employee(t: TestApp, jadwal: number, fullname: string, fields: Record<string, unknown> = {}) {
  return createUser(t, {
    fullname,
    fields: { jadwal_kerja_id: jadwal, tanggal_masuk: '2020-01-06', tipe_karyawan: 'Tetap', ...fields },
  });
}

export interface RecordOpts {
  zona?: string;
  masuk?: string | null;
  pulang?: string | null;
  toleransi?: number;
  kerja?: boolean;
}

/**
 * An attendance record as a punch leaves it: local clock-in/out times (HH:mm:ss on `tanggal`, or the next
 * day with `+1 `) and the shift snapshot (08:00-17:00, tolerance 10, a working day unless told otherwise).
 */
export async function record(
  t: TestApp,
  user: UserFixture,
  tanggal: string,
  timeIn: string | null,
  timeOut: string | null,
  o: RecordOpts = {},
): Promise<number> {
  const at = (v: string | null) => {
    if (v == null) return null;
    const nextDay = v.startsWith('+1 ');
    return { time: nextDay ? v.slice(3) : v, days: nextDay ? 1 : 0 };
  };
  const i = at(timeIn);
  const o2 = at(timeOut);
  const [row] = await t.db.query<{ id: number }>(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat, hari_kerja,
                             time_in, time_out)
     values ($1, $2::date, $3, 'Snapshot', $4, $5, $6, $7,
             ($2::date + $8::int + $9::time) at time zone $3, ($2::date + $10::int + $11::time) at time zone $3)
     returning id`,
    [
      user.id,
      tanggal,
      o.zona ?? 'Asia/Jakarta',
      o.masuk === undefined ? '08:00' : o.masuk,
      o.pulang === undefined ? '17:00' : o.pulang,
      o.toleransi ?? 10,
      o.kerja ?? true,
      i?.days ?? 0,
      i?.time ?? null,
      o2?.days ?? 0,
      o2?.time ?? null,
    ],
  );
  return row.id;
}

export async function holiday(t: TestApp, tanggal: string, nama: string) {
  await t.db.query('insert into hari_libur (tanggal, nama) values ($1, $2)', [tanggal, nama]);
}

/** A borongan entry with its approval row in the given status (the piece-rate API is built elsewhere). */
export async function borongan(t: TestApp, user: UserFixture, tanggal: string, totalUpah: number, status: string) {
  const [b] = await t.db.query<{ id: number }>(
    'insert into borongan (user_id, tanggal, total_upah) values ($1, $2, $3) returning id',
    [user.id, tanggal, totalUpah],
  );
  await t.db.query(`insert into approvals (tipe, request_id, requester_id, status) values ('borongan', $1, $2, $3)`, [
    b.id,
    user.id,
    status,
  ]);
}

export async function jenisIzin(t: TestApp, kode: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from jenis_izin where kode = $1', [kode]);
  return row.id;
}

/** Files a request through the API and decides it as `approver`; answers the request id. */
export async function fileAndDecide(
  t: TestApp,
  user: UserFixture,
  approver: UserFixture | null,
  path: 'izin' | 'lembur' | 'koreksi-kehadiran',
  body: Record<string, unknown>,
  keputusan: 'Disetujui' | 'Ditolak' = 'Disetujui',
): Promise<number> {
  const res = await t.request({ method: 'POST', url: `/api/${path}`, token: user.token, body });
  if (res.status !== 201) throw new Error(`POST /${path}: ${res.status} ${JSON.stringify(res.body)}`);
  if (approver) {
    const tipe = path === 'koreksi-kehadiran' ? 'koreksi' : path;
    const d = await t.request({
      method: 'POST',
      url: `/api/approval/${tipe}/${res.body.id}`,
      token: approver.token,
      body: { keputusan },
    });
    if (d.status !== 200) throw new Error(`approve ${tipe}: ${d.status} ${JSON.stringify(d.body)}`);
  }
  return res.body.id;
}
