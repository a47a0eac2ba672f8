import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';
import { writeCells } from './roster.repo.ts';

// March 2026: Senin 2 .. Selasa 31. The clock stands on Selasa 2026-03-10 10:00 WIB unless a test moves it.
const MARET = new Date('2026-03-10T03:00:00Z');

let t: TestApp;
let hrd: UserFixture;
let pekerja: UserFixture;
let rekan: UserFixture;
let tanpaJadwal: UserFixture;
let makassar: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const post = async (url: string, body: unknown) => {
    const res = await t.request({ method: 'POST', url, token: hrd.token, body });
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  // Senin-Jumat 08:00-17:00, Sabtu and Minggu off.
  const jadwal = await post('/api/jadwal-kerja', {
    nama: 'Reguler Kantor',
    toleransi_terlambat: 0,
    hari: [1, 2, 3, 4, 5, 6, 7].map((hari) => ({
      hari,
      libur: hari >= 6,
      jam_masuk: hari >= 6 ? null : '08:00',
      jam_pulang: hari >= 6 ? null : '17:00',
    })),
  });
  const lokasi = await post('/api/lokasi', {
    nama: 'Pabrik Makassar',
    latitude: -5.1477,
    longitude: 119.4327,
    radius: 100,
    zona_waktu: 'Asia/Makassar',
  });
  const pagi = await post('/api/shift', { nama: 'Shift Pagi', kode: 'P', jam_masuk: '06:00', jam_pulang: '14:00' });
  const malam = await post('/api/shift', { nama: 'Shift Malam', kode: 'M', jam_masuk: '22:00', jam_pulang: '06:00' });
  await post('/api/hari-libur', { tanggal: '2026-03-19', nama: 'Hari Suci Nyepi' });
  await post('/api/hari-libur', { tanggal: '2026-03-20', nama: 'Hari Raya Idul Fitri' });
  await post('/api/hari-libur', { tanggal: '2026-03-21', nama: 'Cuti Bersama Idul Fitri' });

  pekerja = await createUser(t, { fields: { jadwal_kerja_id: jadwal } });
  rekan = await createUser(t, { fields: { jadwal_kerja_id: jadwal } });
  tanpaJadwal = await createUser(t);
  makassar = await createUser(t, { fields: { jadwal_kerja_id: jadwal, lokasi_id: lokasi } });
  const cell = (tanggal: string, shift_id: number | null) => ({ user_id: pekerja.id, tanggal, shift_id, hapus: false });
  await t.db.tx((tx) =>
    writeCells(
      tx,
      [
        cell('2026-03-02', malam), // Senin: a night shift instead of the office day
        cell('2026-03-04', null), // Rabu: a rostered day off
        cell('2026-03-07', pagi), // Sabtu: a shift on the schedule's weekend
        cell('2026-03-20', malam), // a holiday shift on Idul Fitri
        cell('2026-03-21', null), // a rostered day off on a holiday
        cell('2026-04-01', pagi), // next month: not part of March
      ],
      hrd.id,
    ),
  );
  setClock(() => MARET);
});
afterAll(async () => {
  setClock();
  await t.close();
});

const jadwalSaya = (user: UserFixture, query = '') =>
  t.request({ method: 'GET', url: `/api/jadwal-saya${query}`, token: user.token });
const day = (body: { hari: { tanggal: string }[] }, tanggal: string) => body.hari.find((h) => h.tanggal === tanggal);

describe('jadwal saya', () => {
  it("answers the caller's current month day by day: roster over weekly schedule, holidays, night shifts", async () => {
    const res = await jadwalSaya(pekerja);
    expect(res.status).toBe(200);
    expect(res.body.bulan).toBe('2026-03');
    expect(res.body.zona_waktu).toBe('Asia/Jakarta');
    expect(res.body.hari).toHaveLength(31);
    expect(res.body.hari[0].tanggal).toBe('2026-03-01');
    expect(res.body.hari[30].tanggal).toBe('2026-03-31');
    const off = { jam_masuk: null, jam_pulang: null, lintas_hari: false, libur: true, hari_libur: null };
    const office = {
      nama: 'Reguler Kantor',
      jam_masuk: '08:00',
      jam_pulang: '17:00',
      lintas_hari: false,
      libur: false,
      hari_libur: null,
    };

    // Minggu 1: the weekly schedule's day off.
    expect(day(res.body, '2026-03-01')).toEqual({ tanggal: '2026-03-01', nama: 'Libur', ...off });
    // Senin 2: the roster's night shift, ending the next morning.
    expect(day(res.body, '2026-03-02')).toEqual({
      tanggal: '2026-03-02',
      nama: 'Shift Malam',
      jam_masuk: '22:00',
      jam_pulang: '06:00',
      lintas_hari: true,
      libur: false,
      hari_libur: null,
    });
    // Selasa 3: no roster row, the weekly schedule.
    expect(day(res.body, '2026-03-03')).toEqual({ tanggal: '2026-03-03', ...office });
    // Rabu 4: a rostered day off on a weekly working day.
    expect(day(res.body, '2026-03-04')).toEqual({ tanggal: '2026-03-04', nama: 'Libur', ...off });
    // Sabtu 7: a rostered shift on the weekly day off.
    expect(day(res.body, '2026-03-07')).toMatchObject({
      nama: 'Shift Pagi',
      jam_masuk: '06:00',
      jam_pulang: '14:00',
      libur: false,
    });
    expect(day(res.body, '2026-03-08')).toMatchObject({ nama: 'Libur', libur: true });
    // Kamis 19: a holiday on a weekly working day is off, named for the holiday.
    expect(day(res.body, '2026-03-19')).toEqual({
      tanggal: '2026-03-19',
      nama: 'Hari Suci Nyepi',
      ...off,
      hari_libur: 'Hari Suci Nyepi',
    });
    // Jumat 20: a rostered shift on a holiday is a holiday shift: it keeps its times.
    expect(day(res.body, '2026-03-20')).toEqual({
      tanggal: '2026-03-20',
      nama: 'Shift Malam (Hari Raya Idul Fitri)',
      jam_masuk: '22:00',
      jam_pulang: '06:00',
      lintas_hari: true,
      libur: false,
      hari_libur: 'Hari Raya Idul Fitri',
    });
    // Sabtu 21: a rostered day off on a holiday.
    expect(day(res.body, '2026-03-21')).toEqual({
      tanggal: '2026-03-21',
      nama: 'Cuti Bersama Idul Fitri',
      ...off,
      hari_libur: 'Cuti Bersama Idul Fitri',
    });
    expect(day(res.body, '2026-03-31')).toEqual({ tanggal: '2026-03-31', ...office });
    // The April roster row stays in April.
    const april = await jadwalSaya(pekerja, '?bulan=2026-04');
    expect(april.status).toBe(200);
    expect(april.body.hari).toHaveLength(30);
    expect(day(april.body, '2026-04-01')).toMatchObject({ nama: 'Shift Pagi', jam_masuk: '06:00' });
    expect(day(april.body, '2026-04-02')).toMatchObject({ nama: 'Reguler Kantor', jam_masuk: '08:00' });
  });

  it('allows last, this and next month only', async () => {
    const feb = await jadwalSaya(pekerja, '?bulan=2026-02');
    expect(feb.status).toBe(200);
    expect(feb.body.hari).toHaveLength(28);
    for (const bulan of ['2026-01', '2026-05', '2025-03']) {
      const res = await jadwalSaya(pekerja, `?bulan=${bulan}`);
      expect(res.status, bulan).toBe(400);
      expect(res.body.message).toBe('Jadwal hanya dapat dilihat untuk bulan lalu, bulan ini dan bulan depan.');
    }
    const bad = await jadwalSaya(pekerja, '?bulan=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.bulan).toBe('Format bulan harus yyyy-MM.');
  });

  it('counts the months across a year end', async () => {
    setClock(() => new Date('2026-12-15T03:00:00Z'));
    try {
      expect((await jadwalSaya(pekerja)).body.bulan).toBe('2026-12');
      expect((await jadwalSaya(pekerja, '?bulan=2027-01')).status).toBe(200);
      expect((await jadwalSaya(pekerja, '?bulan=2026-11')).status).toBe(200);
      expect((await jadwalSaya(pekerja, '?bulan=2027-02')).status).toBe(400);
    } finally {
      setClock(() => MARET);
    }
  });

  it("takes the current month in the location's zone", async () => {
    // Selasa 2026-03-31 23:30 WIB is already Rabu 2026-04-01 00:30 WITA.
    setClock(() => new Date('2026-03-31T16:30:00Z'));
    try {
      const wita = await jadwalSaya(makassar);
      expect(wita.body).toMatchObject({ bulan: '2026-04', zona_waktu: 'Asia/Makassar' });
      expect((await jadwalSaya(makassar, '?bulan=2026-05')).status).toBe(200);
      expect((await jadwalSaya(makassar, '?bulan=2026-02')).status).toBe(400);
      expect((await jadwalSaya(pekerja)).body).toMatchObject({ bulan: '2026-03', zona_waktu: 'Asia/Jakarta' });
    } finally {
      setClock(() => MARET);
    }
  });

  it("shows only the caller's own days: another user's id changes nothing", async () => {
    const own = await jadwalSaya(rekan, `?bulan=2026-03&user_id=${pekerja.id}`);
    expect(own.status).toBe(200);
    expect(day(own.body, '2026-03-02')).toMatchObject({ nama: 'Reguler Kantor', jam_masuk: '08:00', lintas_hari: false });
    expect(day(own.body, '2026-03-20')).toMatchObject({ nama: 'Hari Raya Idul Fitri', libur: true, jam_masuk: null });
    expect((await t.request({ method: 'GET', url: '/api/jadwal-saya' })).status).toBe(401);
  });

  it("says 'Tidak ada jadwal' without any schedule, and names holidays still", async () => {
    const res = await jadwalSaya(tanpaJadwal);
    expect(res.status).toBe(200);
    expect(day(res.body, '2026-03-03')).toEqual({
      tanggal: '2026-03-03',
      nama: 'Tidak ada jadwal',
      jam_masuk: null,
      jam_pulang: null,
      lintas_hari: false,
      libur: true,
      hari_libur: null,
    });
    expect(day(res.body, '2026-03-19')).toMatchObject({ nama: 'Hari Suci Nyepi', hari_libur: 'Hari Suci Nyepi' });
  });
});
