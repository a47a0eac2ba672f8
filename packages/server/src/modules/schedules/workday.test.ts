import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { workdayFor } from './index.ts';

let t: TestApp;
let makassarUser: UserFixture;
let jakartaUser: UserFixture;
let noScheduleUser: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  const hrd = await createUser(t, { roles: ['HRD'] });
  const post = async (url: string, body: unknown) => {
    const res = await t.request({ method: 'POST', url, token: hrd.token, body });
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const lokasi = await post('/api/lokasi', {
    nama: 'Kantor Makassar',
    latitude: -5.1477,
    longitude: 119.4327,
    radius: 100,
    zona_waktu: 'Asia/Makassar',
  });
  // Senin 08:00-17:00, Selasa 07:00-15:00, Rabu-Jumat 08:00-17:00, Sabtu night shift, Minggu off.
  const jadwal = await post('/api/jadwal-kerja', {
    nama: 'Campuran',
    toleransi_terlambat: 10,
    hari: [1, 2, 3, 4, 5, 6, 7].map((hari) => ({
      hari,
      libur: hari === 7,
      jam_masuk: hari === 2 ? '07:00' : hari === 6 ? '22:00' : '08:00',
      jam_pulang: hari === 2 ? '15:00' : hari === 6 ? '06:00' : '17:00',
    })),
  });
  await post('/api/hari-libur', { tanggal: '2026-03-19', nama: 'Hari Suci Nyepi' });
  makassarUser = await createUser(t, { fields: { lokasi_id: lokasi, jadwal_kerja_id: jadwal } });
  jakartaUser = await createUser(t, { fields: { jadwal_kerja_id: jadwal } });
  noScheduleUser = await createUser(t);
});
afterAll(() => t.close());

describe('workdayFor', () => {
  it("uses the location's time zone: 2026-03-02T23:30Z is already Selasa 2026-03-03 in Makassar", async () => {
    const day = await workdayFor(t.db, makassarUser.id, new Date('2026-03-02T23:30:00Z'));
    expect(day).toEqual({
      date: '2026-03-03',
      zona_waktu: 'Asia/Makassar',
      jadwal_nama: 'Campuran',
      jam_masuk: '07:00',
      jam_pulang: '15:00',
      toleransi_terlambat: 10,
      libur: false,
      hari_libur: null,
      shift_id: null,
      dari_roster: false,
    });
  });

  it('without a location the zone is Jakarta: 2026-03-02T16:30Z is Senin 23:30 WIB but Selasa 00:30 WITA', async () => {
    const at = new Date('2026-03-02T16:30:00Z');
    const jakarta = await workdayFor(t.db, jakartaUser.id, at);
    expect(jakarta).toMatchObject({ date: '2026-03-02', zona_waktu: 'Asia/Jakarta', jam_masuk: '08:00', jam_pulang: '17:00' });
    const makassar = await workdayFor(t.db, makassarUser.id, at);
    expect(makassar).toMatchObject({ date: '2026-03-03', zona_waktu: 'Asia/Makassar', jam_masuk: '07:00' });
  });

  it('a night shift belongs to the date on which it starts', async () => {
    // Sabtu 2026-03-07 20:00 WITA.
    const day = await workdayFor(t.db, makassarUser.id, new Date('2026-03-07T12:00:00Z'));
    expect(day).toMatchObject({ date: '2026-03-07', jam_masuk: '22:00', jam_pulang: '06:00', libur: false });
  });

  it("answers libur and no shift on the schedule's weekday off", async () => {
    // Minggu 2026-03-08 09:00 WITA.
    const day = await workdayFor(t.db, makassarUser.id, new Date('2026-03-08T01:00:00Z'));
    expect(day).toMatchObject({ date: '2026-03-08', libur: true, jam_masuk: null, jam_pulang: null, hari_libur: null });
  });

  it('answers the holiday name and no shift on a hari libur', async () => {
    // Kamis 2026-03-19 00:30 WITA is Rabu 2026-03-18 16:30 UTC.
    const day = await workdayFor(t.db, makassarUser.id, new Date('2026-03-18T16:30:00Z'));
    expect(day).toMatchObject({ date: '2026-03-19', hari_libur: 'Hari Suci Nyepi', jam_masuk: null, jam_pulang: null });
    // One hour earlier it is still Rabu 2026-03-18 in Makassar, an ordinary working day.
    const before = await workdayFor(t.db, makassarUser.id, new Date('2026-03-18T15:30:00Z'));
    expect(before).toMatchObject({ date: '2026-03-18', hari_libur: null, jam_masuk: '08:00' });
  });

  it('without a schedule there is no shift, and an unknown user has no workday', async () => {
    const day = await workdayFor(t.db, noScheduleUser.id, new Date('2026-03-03T03:00:00Z'));
    expect(day).toMatchObject({
      date: '2026-03-03',
      zona_waktu: 'Asia/Jakarta',
      jadwal_nama: null,
      jam_masuk: null,
      libur: true,
    });
    expect(await workdayFor(t.db, 987654, new Date('2026-03-03T03:00:00Z'))).toBeUndefined();
  });
});
