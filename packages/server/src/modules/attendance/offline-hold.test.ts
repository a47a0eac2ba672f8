import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';
import { insertJadwal, insertLokasi, PHOTO } from './punch.fixtures.ts';
import { queryDailyStatuses } from './status.repo.ts';
import { dailyTotalsSql } from './status.totals.repo.ts';

// Offline punches are confirmed, not trusted (issue 15 item 6): one whose device time is older than its arrival by
// more than batas_absen_offline_menit (default 10) waits for HR and counts nowhere until approved.
let t: TestApp;
let hrd: UserFixture;
let hrd2: UserFixture;
let pusat: number;
let jadwal: number;

const HQ = { latitude: -6.2, longitude: 106.8166 };
// 07:58 WIB on Monday 2 March 2026, sent at 19:40 WIB: 11 hours 42 minutes later.
const TAKEN = '2026-03-02T00:58:00.000Z';
const ARRIVED = new Date('2026-03-02T12:40:00Z');
const NEXT_DAY = new Date('2026-03-03T05:00:00Z');
const GAP = 'Waktu di perangkat 07:58, diterima 19:40 (selisih 11 jam 42 menit)';

const punch = (token: string, type: 'IN' | 'OUT', waktu?: string, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/attendance',
    token,
    body: { photo: PHOTO, ...HQ, type, ...(waktu ? { offline: { waktu_perangkat: waktu } } : {}) },
    headers: key ? { 'idempotency-key': key } : undefined,
  });
const decide = (token: string, id: number, keputusan: 'Disetujui' | 'Ditolak') =>
  t.request({
    method: 'POST',
    url: `/api/approval/absen-offline/${id}`,
    token,
    body: keputusan === 'Ditolak' ? { keputusan, catatan: 'Tidak ada di lokasi pagi itu.' } : { keputusan },
  });

const employee = () => createUser(t, { fields: { lokasi_id: pusat, jadwal_kerja_id: jadwal, tanggal_masuk: '2026-01-01' } });

async function records(userId: number) {
  return t.db.query<{ jam_in: string | null; jam_out: string | null; offline_in: boolean }>(
    `select to_char(time_in at time zone zona_waktu, 'HH24:MI') as jam_in,
            to_char(time_out at time zone zona_waktu, 'HH24:MI') as jam_out, offline_in
       from attendance where user_id = $1 order by tanggal`,
    [userId],
  );
}

/** 2 March as the daily judgement, the recap report and payroll's day counts see it, asked the next day. */
async function judged(u: UserFixture) {
  setClock(() => NEXT_DAY);
  const f = { from: '2026-03-02', to: '2026-03-02', at: NEXT_DAY, userIds: [u.id] };
  const [day] = (await queryDailyStatuses(t.db, { ...f, page: 1, size: 10 })).items;
  const recap = await t.request({
    method: 'GET',
    url: `/api/laporan/rekap-periode?start-date=2026-03-02&end-date=2026-03-02&search=${u.nip}`,
    token: hrd.token,
  });
  const { sql, params } = dailyTotalsSql(f);
  const [pay] = await t.db.query<{ hadir: number; alpha: number }>(`select d.hadir, d.alpha from (${sql}) d`, params);
  setClock(() => ARRIVED);
  return {
    status: day.status,
    rekap: { hadir: recap.body.items[0].total_kehadiran, alpha: recap.body.items[0].total_tidak_hadir },
    payroll: { hadir: pay.hadir, alpha: pay.alpha },
  };
}
const ALPHA = { status: 'Alpha', rekap: { hadir: 0, alpha: 1 }, payroll: { hadir: 0, alpha: 1 } };
const PRESENT = { status: 'Hadir', rekap: { hadir: 1, alpha: 0 }, payroll: { hadir: 1, alpha: 0 } };

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  hrd2 = await createUser(t, { roles: ['HRD'] });
  pusat = await insertLokasi(t, 'Kantor Pusat Tahan', HQ.latitude, HQ.longitude, 150);
  jadwal = await insertJadwal(t, 'Pagi Tahan', '08:00', '17:00');
});
afterEach(() => setClock());
afterAll(() => t.close());

describe('an offline punch sent long after it was taken', () => {
  it('is held: the day stays alpha everywhere until HR approves it, then it counts at the device time', async () => {
    const u = await employee();
    setClock(() => ARRIVED);
    const res = await punch(u.token, 'IN', TAKEN, 'tahan-1');
    expect(res.status).toBe(200);
    expect(res.body.menunggu_konfirmasi).toBe(
      'Clock in pukul 07:58 sudah diterima dan menunggu konfirmasi HRD karena dikirim 11 jam 42 menit setelah diambil. ' +
        'Absen ini baru dihitung setelah disetujui.',
    );
    expect(res.body).toMatchObject({ time_clock_in: null, punch: { type: 'IN', jam: '07:58', offline: true } });
    expect(await records(u.id)).toEqual([]);
    expect(await judged(u)).toEqual(ALPHA);

    const mine = await t.request({ method: 'GET', url: '/api/attendance/absen-offline', token: u.token });
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        tipe: 'IN',
        tanggal: '2026-03-02',
        jam_perangkat: '07:58',
        keterangan: GAP,
        status: 'Menunggu Persetujuan',
      }),
    ]);
    const id = res.body.punch.id;
    const detail = await t.request({ method: 'GET', url: `/api/approval/absen-offline/${id}`, token: hrd.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      tipe_approval: 'Absen Offline',
      dapat_diputuskan: true,
      ringkasan: 'Clock in 02/03/2026 07:58 · selisih 11 jam 42 menit',
      detail: {
        keterangan: GAP,
        selisih_menit: 702,
        alasan: 'Dikirim 11 jam 42 menit setelah diambil (batas 10 menit).',
        lokasi: 'Kantor Pusat Tahan',
        pemohon: { id: u.id },
      },
    });
    // The selfie is the evidence HR weighs.
    const foto = await t.request({ method: 'GET', url: `/api/files/${detail.body.detail.foto_id}`, token: hrd.token });
    expect(foto.status).toBe(200);

    const ok = await decide(hrd.token, id, 'Disetujui');
    expect([ok.status, ok.body.status]).toEqual([200, 'Disetujui']);
    expect(await records(u.id)).toEqual([{ jam_in: '07:58', jam_out: null, offline_in: true }]);
    const flagged = await t.db.query<{ diterima_in: Date }>('select diterima_in from attendance where user_id = $1', [u.id]);
    expect(flagged[0].diterima_in.toISOString()).toBe(ARRIVED.toISOString());
    // A clock-in without a clock-out is present but incomplete in the judgement; it is no longer alpha.
    const after = await judged(u);
    expect(after.rekap).toEqual(PRESENT.rekap);
    expect(after.payroll).toEqual(PRESENT.payroll);
  });

  it('rejected, nothing counts: the day stays alpha', async () => {
    const u = await employee();
    setClock(() => ARRIVED);
    const res = await punch(u.token, 'IN', TAKEN);
    const no = await decide(hrd.token, res.body.punch.id, 'Ditolak');
    expect([no.status, no.body.status]).toEqual([200, 'Ditolak']);
    expect(await records(u.id)).toEqual([]);
    expect(await judged(u)).toEqual(ALPHA);
  });

  it('a punch within the company limit counts at once; the limit is the company setting', async () => {
    const u = await employee();
    const v = await employee();
    setClock(() => new Date('2026-03-02T01:05:00Z')); // 08:05 WIB
    const res = await punch(u.token, 'IN', '2026-03-02T00:56:00Z'); // 9 minutes old
    expect(res.status).toBe(200);
    expect(res.body.menunggu_konfirmasi).toBeUndefined();
    expect(res.body).toMatchObject({ time_clock_in: '07:56', required_attendance_type: 'OUT' });
    expect(await records(u.id)).toEqual([{ jam_in: '07:56', jam_out: null, offline_in: true }]);

    await t.db.query('update pengaturan_keamanan set batas_absen_offline_menit = 5');
    const held = await punch(v.token, 'IN', '2026-03-02T00:56:00Z');
    expect(held.body.menunggu_konfirmasi).toMatch(/^Clock in pukul 07:56 sudah diterima dan menunggu konfirmasi HRD/);
    expect(await records(v.id)).toEqual([]);
    await t.db.query('update pengaturan_keamanan set batas_absen_offline_menit = 10');
  });

  it('two approvers at once: one applies it, the other is told it is decided', async () => {
    const u = await employee();
    setClock(() => ARRIVED);
    const id = (await punch(u.token, 'IN', TAKEN)).body.punch.id;
    const [a, b] = await Promise.all([decide(hrd.token, id, 'Disetujui'), decide(hrd2.token, id, 'Disetujui')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.message).toBe('Pengajuan ini sudah diputuskan.');
    expect(await records(u.id)).toEqual([{ jam_in: '07:58', jam_out: null, offline_in: true }]);
  });

  it('approval into a month whose payroll became final is refused, and nothing changes', async () => {
    const u = await employee();
    setClock(() => ARRIVED);
    const id = (await punch(u.token, 'IN', TAKEN)).body.punch.id;
    const [run] = await t.db.query<{ id: number }>(
      `insert into penggajian (bulan, grup_gaji_ids, grup_gaji_nama, status, kelas_risiko_jkk)
       values ('2026-03', '{1}', 'Staf', 'final', 'I') returning id`,
    );
    await t.db.query(`insert into penggajian_kunci (user_id, bulan, penggajian_id) values ($1, '2026-03', $2)`, [u.id, run.id]);
    const res = await decide(hrd.token, id, 'Disetujui');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Penggajian bulan 2026-03 sudah final/);
    expect(await records(u.id)).toEqual([]);
    const still = await t.request({ method: 'GET', url: `/api/approval/absen-offline/${id}`, token: hrd.token });
    expect([still.body.status, still.body.dapat_diputuskan]).toEqual(['Menunggu Persetujuan', true]);
    // A new punch into that month is refused on arrival, as an online one is.
    const late = await punch(u.token, 'OUT', '2026-03-02T10:00:00Z');
    expect(late.status).toBe(409);
  });

  it('a clock-out after a held clock-in waits too; it applies only after the clock-in', async () => {
    const u = await employee();
    setClock(() => ARRIVED);
    const inId = (await punch(u.token, 'IN', TAKEN)).body.punch.id;
    const again = await punch(u.token, 'IN', '2026-03-02T01:10:00Z');
    expect([again.status, again.body.message]).toEqual([409, 'Clock in Anda untuk tanggal ini sudah menunggu konfirmasi HRD.']);
    const out = await punch(u.token, 'OUT'); // online, 19:40
    expect(out.status).toBe(200);
    expect(out.body.menunggu_konfirmasi).toBe(
      'Clock out pukul 19:40 sudah diterima dan menunggu konfirmasi HRD karena clock in tanggal ini masih menunggu konfirmasi. ' +
        'Absen ini baru dihitung setelah disetujui.',
    );
    const outId = out.body.punch.id;
    const early = await decide(hrd.token, outId, 'Disetujui');
    expect([early.status, early.body.message]).toEqual([
      409,
      'Absen ini tidak dapat diterapkan: karyawan belum clock in pada tanggal itu. Putuskan clock in-nya lebih dulu.',
    ]);
    expect((await decide(hrd.token, inId, 'Disetujui')).status).toBe(200);
    expect((await decide(hrd.token, outId, 'Disetujui')).status).toBe(200);
    const [rec] = await t.db.query<{ jam_in: string; jam_out: string; offline_out: boolean }>(
      `select to_char(time_in at time zone zona_waktu, 'HH24:MI') as jam_in,
              to_char(time_out at time zone zona_waktu, 'HH24:MI') as jam_out, offline_out
         from attendance where user_id = $1`,
      [u.id],
    );
    expect(rec).toEqual({ jam_in: '07:58', jam_out: '19:40', offline_out: false });
  });

  it('a record that changed meanwhile refuses the approval with a sentence', async () => {
    const u = await employee();
    setClock(() => ARRIVED);
    const id = (await punch(u.token, 'IN', TAKEN)).body.punch.id;
    // The employee clocks in online after all (20:00 the same day).
    setClock(() => new Date('2026-03-02T13:00:00Z'));
    expect((await punch(u.token, 'IN')).status).toBe(200);
    const res = await decide(hrd.token, id, 'Disetujui');
    expect([res.status, res.body.message]).toEqual([
      409,
      'Absen ini tidak dapat diterapkan: karyawan sudah clock in pada tanggal itu.',
    ]);
    expect(await records(u.id)).toEqual([{ jam_in: '20:00', jam_out: null, offline_in: false }]);
  });
});
