import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { applyCorrection, planCorrection } from './corrections.apply.ts';

let t: TestApp;
let approverId: number;

beforeAll(async () => {
  t = await createTestApp();
  approverId = (await createUser(t, { roles: ['HRD'] })).id;
});
afterAll(() => t.close());

let seq = 0;
/** A schedule with the same shift every weekday. */
async function jadwal(jamMasuk: string, jamPulang: string) {
  seq += 1;
  const [row] = await t.db.query<{ id: number }>(
    'insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, 15) returning id',
    [`Shift Uji ${seq}`],
  );
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, false, $2::time, $3::time from generate_series(1, 7) d`,
    [row.id, jamMasuk, jamPulang],
  );
  return { id: row.id, nama: `Shift Uji ${seq}` };
}

const record = async (userId: number, tanggal: string) =>
  (
    await t.db.query<Record<string, unknown>>(
      `select zona_waktu, jadwal_nama, to_char(jam_masuk, 'HH24:MI') as jam_masuk, to_char(jam_pulang, 'HH24:MI') as jam_pulang,
              toleransi_terlambat, hari_kerja,
              to_char(time_in at time zone zona_waktu, 'YYYY-MM-DD HH24:MI') as time_in,
              to_char(time_out at time zone zona_waktu, 'YYYY-MM-DD HH24:MI') as time_out
         from attendance where user_id = $1 and tanggal = $2`,
      [userId, tanggal],
    )
  )[0];

const apply = (userId: number, tanggal: string, jamMasuk: string | null, jamPulang: string | null) =>
  t.db.tx((tx) =>
    applyCorrection(tx, { userId, tanggal, jamMasuk, jamPulang, alasan: 'Lupa absen', koreksiId: 1, changedBy: approverId }),
  );

describe('applyCorrection', () => {
  it('creates a missing record with the shift of that date as its snapshot', async () => {
    const shift = await jadwal('08:00', '17:00');
    const u = await createUser(t, { fields: { jadwal_kerja_id: shift.id } });
    await apply(u.id, '2026-03-02', '08:10', '17:20');
    expect(await record(u.id, '2026-03-02')).toEqual({
      zona_waktu: 'Asia/Jakarta',
      jadwal_nama: shift.nama,
      jam_masuk: '08:00',
      jam_pulang: '17:00',
      toleransi_terlambat: 15,
      hari_kerja: true,
      time_in: '2026-03-02 08:10',
      time_out: '2026-03-02 17:20',
    });
  });

  it('snapshots a holiday as no working day', async () => {
    const shift = await jadwal('08:00', '17:00');
    const u = await createUser(t, { fields: { jadwal_kerja_id: shift.id } });
    await t.db.query(`insert into hari_libur (tanggal, nama) values ('2026-03-19', 'Nyepi')`);
    await apply(u.id, '2026-03-19', '09:00', null);
    expect(await record(u.id, '2026-03-19')).toMatchObject({ hari_kerja: false, jam_masuk: null, time_in: '2026-03-19 09:00' });
  });

  it('updates an existing record and writes its history', async () => {
    const u = await createUser(t);
    const [a] = await t.db.query<{ id: number }>(
      `insert into attendance (user_id, tanggal, zona_waktu, hari_kerja, time_in)
       values ($1, '2026-04-06', 'Asia/Jakarta', true, '2026-04-06 09:30+07') returning id`,
      [u.id],
    );
    const res = await apply(u.id, '2026-04-06', null, '17:00');
    expect(res.attendanceId).toBe(a.id);
    expect(await record(u.id, '2026-04-06')).toMatchObject({ time_in: '2026-04-06 09:30', time_out: '2026-04-06 17:00' });
    const history = await t.db.query<Record<string, unknown>>(
      `select changed_by, alasan, koreksi_id, old_time_in, old_time_out, new_time_in, new_time_out
         from attendance_history where attendance_id = $1`,
      [a.id],
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ changed_by: approverId, alasan: 'Lupa absen', koreksi_id: 1, old_time_out: null });
    expect((history[0].old_time_in as Date).toISOString()).toBe('2026-04-06T02:30:00.000Z');
    expect((history[0].new_time_out as Date).toISOString()).toBe('2026-04-06T10:00:00.000Z');
  });

  it('puts a clock-out at or before the clock-in on the next day: proposed, recorded or shift start', async () => {
    const night = await jadwal('22:00', '06:00');
    const u = await createUser(t, { fields: { jadwal_kerja_id: night.id } });
    await apply(u.id, '2026-05-04', '21:50', '06:10');
    expect(await record(u.id, '2026-05-04')).toMatchObject({ time_in: '2026-05-04 21:50', time_out: '2026-05-05 06:10' });
    // Only the clock-out, against the recorded clock-in.
    await apply(u.id, '2026-05-04', null, '05:00');
    expect(await record(u.id, '2026-05-04')).toMatchObject({ time_out: '2026-05-05 05:00' });
    // Only the clock-out, no record: the shift's start decides.
    await apply(u.id, '2026-05-06', null, '06:00');
    expect(await record(u.id, '2026-05-06')).toMatchObject({ time_in: null, time_out: '2026-05-07 06:00' });
  });

  it('refuses a clock-in after the recorded clock-out with 409 and leaves nothing behind', async () => {
    const u = await createUser(t);
    await t.db.query(
      `insert into attendance (user_id, tanggal, zona_waktu, hari_kerja, time_out)
       values ($1, '2026-06-01', 'Asia/Jakarta', true, '2026-06-01 12:00+07')`,
      [u.id],
    );
    const err = await apply(u.id, '2026-06-01', '13:00', null).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(409);
    expect(await record(u.id, '2026-06-01')).toMatchObject({ time_in: null, time_out: '2026-06-01 12:00' });
    const history = await t.db.query(
      'select h.id from attendance_history h join attendance a on a.id = h.attendance_id where a.user_id = $1',
      [u.id],
    );
    expect(history).toEqual([]);
  });
});

describe('planCorrection', () => {
  it('reads times in the location’s zone without writing anything', async () => {
    const [lokasi] = await t.db.query<{ id: number }>(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Jayapura Uji', 0, 0, 100, 'Asia/Jayapura') returning id`,
    );
    const u = await createUser(t, { fields: { lokasi_id: lokasi.id } });
    const plan = await planCorrection(t.db, { userId: u.id, tanggal: '2026-07-01', jamMasuk: '07:00', jamPulang: null });
    expect(plan).toMatchObject({
      attendanceId: null,
      zonaWaktu: 'Asia/Jayapura',
      sebelum: { jam_masuk: null, jam_pulang: null },
      sesudah: { jam_masuk: '07:00', jam_pulang: null },
    });
    expect(plan?.newTimeIn?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(await record(u.id, '2026-07-01')).toBeUndefined();
  });
});
