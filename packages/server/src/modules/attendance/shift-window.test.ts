import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';
import { closeFaceEngine, faceEngine } from '../face/index.ts';
import { type RosterCell, writeCells } from '../schedules/index.ts';
import { insertJadwal, insertLokasi, PHOTO } from './punch.fixtures.ts';

// A punch lands on the shift it belongs to; an early clock-out asks for a reason (issue 18 part 2,
// shift-window.rules.ts). Rosters are written with roster.repo.ts, shifts with SQL, the time with the test clock.
let t: TestApp;
let hrd: UserFixture;
let malam: number;
let pagi: number;

const ZONES = {
  WIB: { zona: 'Asia/Jakarta', offset: '+07:00', coords: { latitude: -6.2, longitude: 106.8166 } },
  WITA: { zona: 'Asia/Makassar', offset: '+08:00', coords: { latitude: -5.1477, longitude: 119.4327 } },
  WIT: { zona: 'Asia/Jayapura', offset: '+09:00', coords: { latitude: -2.5337, longitude: 140.7181 } },
} as const;
type Zone = keyof typeof ZONES;
const lokasi: Record<Zone, number> = { WIB: 0, WITA: 0, WIT: 0 };

/** Local wall-clock time in a zone as an instant. */
const local = (zone: Zone, date: string, hhmm: string) => new Date(`${date}T${hhmm}:00${ZONES[zone].offset}`);
const at = (instant: Date) => setClock(() => instant);

const punch = (u: UserFixture, zone: Zone, type: 'IN' | 'OUT', extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/attendance',
    token: u.token,
    body: { photo: PHOTO, type, ...ZONES[zone].coords, ...extra },
  });
const today = async (u: UserFixture) => (await t.request({ method: 'GET', url: '/api/attendance/today', token: u.token })).body;

async function records(userId: number) {
  return t.db.query<{
    tanggal: string;
    jam_in: string | null;
    jam_out: string | null;
    jadwal_masuk: string | null;
    hari_kerja: boolean;
    di_luar_jadwal: boolean;
    alasan_pulang_awal: string | null;
  }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, to_char(time_in at time zone zona_waktu, 'HH24:MI') as jam_in,
            to_char(time_out at time zone zona_waktu, 'HH24:MI') as jam_out, to_char(jam_masuk, 'HH24:MI') as jadwal_masuk,
            hari_kerja, di_luar_jadwal, alasan_pulang_awal
       from attendance where user_id = $1 order by tanggal`,
    [userId],
  );
}

async function employee(zone: Zone, roster: Record<string, number | null> = {}, jadwal?: number): Promise<UserFixture> {
  const u = await createUser(t, { fields: { lokasi_id: lokasi[zone], ...(jadwal ? { jadwal_kerja_id: jadwal } : {}) } });
  const cells: RosterCell[] = Object.entries(roster).map(([tanggal, shift_id]) => ({
    user_id: u.id,
    tanggal,
    shift_id,
    hapus: false,
  }));
  if (cells.length) await t.db.tx((tx) => writeCells(tx, cells, hrd.id));
  return u;
}

const adminDays = async (u: UserFixture, from: string, to: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/attendance/admin?start-date=${from}&end-date=${to}&search=${u.nip}&size=50`,
      token: hrd.token,
    })
  ).body.items;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  for (const zone of Object.keys(ZONES) as Zone[]) {
    const { coords, zona } = ZONES[zone];
    lokasi[zone] = await insertLokasi(t, `Pabrik ${zone}`, coords.latitude, coords.longitude, 150, zona);
  }
  const shift = 'insert into shift (nama, kode, jam_masuk, jam_pulang) values ($1, $2, $3, $4) returning id';
  malam = (await t.db.query<{ id: number }>(shift, ['Shift Malam', 'M', '22:00', '06:00']))[0].id;
  pagi = (await t.db.query<{ id: number }>(shift, ['Shift Pagi', 'P', '06:00', '14:00']))[0].id;
  // Every selfie must show a face: the engine's workers start here, not in the first test.
  await faceEngine().ready();
}, 120_000);
afterEach(() => setClock());
afterAll(async () => {
  await closeFaceEngine();
  await t.close();
});

describe.each(Object.keys(ZONES) as Zone[])('a rostered night shift across a month end (%s)', (zone) => {
  it('makes one record dated 31 January, judged on 31 January; 1 February keeps its own shift', async () => {
    const u = await employee(zone, { '2026-01-31': malam, '2026-02-01': malam });
    at(local(zone, '2026-01-31', '21:55'));
    const masuk = await punch(u, zone, 'IN');
    expect(masuk.status).toBe(200);
    expect(masuk.body).toMatchObject({ date: '2026-01-31', shift: 'Shift Malam (22:00 - 06:00)', time_clock_in: '21:55' });

    at(local(zone, '2026-02-01', '05:00'));
    expect(await today(u)).toMatchObject({
      date: '2026-01-31',
      required_attendance_type: 'OUT',
      // A clock-out before 05:30 (30 minutes before the end) needs a reason.
      pulang_awal_sebelum: local(zone, '2026-02-01', '05:30').toISOString(),
    });
    at(local(zone, '2026-02-01', '06:03'));
    const pulang = await punch(u, zone, 'OUT');
    expect(pulang.status).toBe(200);
    expect(pulang.body).toMatchObject({ date: '2026-01-31', time_clock_out: '06:03', required_attendance_type: null });
    expect(await today(u)).toMatchObject({ date: '2026-01-31', required_attendance_type: null, pulang_awal_sebelum: null });

    // That evening's shift is its own.
    at(local(zone, '2026-02-01', '20:30'));
    expect(await today(u)).toMatchObject({ date: '2026-02-01', required_attendance_type: 'IN', time_clock_in: null });
    at(local(zone, '2026-02-01', '21:50'));
    expect((await punch(u, zone, 'IN')).body).toMatchObject({ date: '2026-02-01', time_clock_in: '21:50' });
    expect(await records(u.id)).toEqual([
      expect.objectContaining({ tanggal: '2026-01-31', jam_in: '21:55', jam_out: '06:03', di_luar_jadwal: false }),
      expect.objectContaining({ tanggal: '2026-02-01', jam_in: '21:50', jam_out: null }),
    ]);

    at(local(zone, '2026-02-01', '23:00'));
    const days = await adminDays(u, '2026-01-31', '2026-01-31');
    expect(days).toEqual([
      expect.objectContaining({
        tanggal: '2026-01-31',
        status: 'Hadir',
        shift: 'Shift Malam (22:00 - 06:00)',
        jam_masuk: '21:55',
        jam_pulang: '06:03',
        menit_kehadiran: 488,
        di_luar_jadwal: false,
        alasan_pulang_awal: null,
      }),
    ]);
  });
});

describe('the guard of issue 18', () => {
  it('05:12 WITA closes the night shift clocked in at 21:58 the evening before; the next night is untouched', async () => {
    const u = await employee('WITA', { '2026-03-02': malam, '2026-03-03': malam });
    at(local('WITA', '2026-03-02', '21:58'));
    expect((await punch(u, 'WITA', 'IN')).status).toBe(200);

    at(local('WITA', '2026-03-03', '05:12'));
    const ask = await punch(u, 'WITA', 'OUT');
    expect([ask.status, ask.body.code, ask.body.message]).toEqual([
      409,
      'PULANG_AWAL',
      'Shift Malam berakhir pukul 06:00. Anda akan pulang 48 menit lebih awal. Isi alasan pulang awal untuk melanjutkan.',
    ]);
    const out = await punch(u, 'WITA', 'OUT', { alasan_pulang_awal: 'Bus jemputan berangkat lebih awal' });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ date: '2026-03-02', time_clock_in: '21:58', time_clock_out: '05:12' });

    at(local('WITA', '2026-03-03', '05:13'));
    expect(await today(u)).toMatchObject({
      date: '2026-03-02',
      shift: 'Shift Malam (22:00 - 06:00)',
      time_clock_out: '05:12',
      required_attendance_type: null,
    });
    expect(await records(u.id)).toEqual([expect.objectContaining({ tanggal: '2026-03-02', jam_in: '21:58', jam_out: '05:12' })]);
    at(local('WITA', '2026-03-03', '21:59'));
    expect((await punch(u, 'WITA', 'IN')).body).toMatchObject({ date: '2026-03-03', time_clock_in: '21:59' });
  });
});

describe('holidays', () => {
  it('a rostered shift on a holiday is a holiday shift; a weekly-schedule day on a holiday has no shift', async () => {
    await t.db.query(`insert into hari_libur (tanggal, nama) values ('2026-03-19', 'Hari Uji Libur')`);
    const u = await employee('WIB', { '2026-03-19': pagi });
    const kantor = await insertJadwal(t, 'Kantor Libur', '08:00', '17:00');
    const v = await employee('WIB', {}, kantor);
    at(local('WIB', '2026-03-19', '05:50'));
    expect(await today(u)).toMatchObject({
      date: '2026-03-19',
      shift: 'Shift Pagi (06:00 - 14:00) · Hari Uji Libur',
      jam_masuk: '06:00',
      libur: false,
      hari_libur: 'Hari Uji Libur',
    });
    expect((await punch(u, 'WIB', 'IN')).status).toBe(200);
    at(local('WIB', '2026-03-19', '08:00'));
    expect(await today(v)).toMatchObject({ shift: 'Hari Uji Libur', jam_masuk: null });
    expect((await punch(v, 'WIB', 'IN')).status).toBe(200);
    expect(await records(u.id)).toEqual([
      expect.objectContaining({ tanggal: '2026-03-19', jadwal_masuk: '06:00', hari_kerja: false, di_luar_jadwal: false }),
    ]);
    expect(await records(v.id)).toEqual([
      expect.objectContaining({ tanggal: '2026-03-19', jadwal_masuk: null, hari_kerja: false, di_luar_jadwal: true }),
    ]);
  });
});

describe('a punch that fits no shift', () => {
  it('is refused naming the next shift when the company forbids it, and recorded as outside schedule when it allows', async () => {
    const u = await employee('WIB', { '2026-03-03': malam });
    const nobody = await employee('WIB');
    at(local('WIB', '2026-03-03', '10:00'));
    await t.db.query('update pengaturan_shift set absen_di_luar_jadwal = false');
    try {
      const refused = await punch(u, 'WIB', 'IN');
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        409,
        'DI_LUAR_JADWAL',
        'Belum waktunya absen. Shift berikutnya: Shift Malam, Selasa, 3 Maret 2026 pukul 22:00 (absen masuk dibuka pukul 20:00).',
      ]);
      const none = await punch(nobody, 'WIB', 'IN');
      expect([none.status, none.body.message]).toEqual([409, 'Tidak ada shift Anda dalam 7 hari ke depan. Hubungi HRD.']);
      expect(await records(u.id)).toEqual([]);
      expect(await records(nobody.id)).toEqual([]);
    } finally {
      await t.db.query('update pengaturan_shift set absen_di_luar_jadwal = true');
    }
    const allowed = await punch(u, 'WIB', 'IN');
    expect(allowed.body).toMatchObject({ date: '2026-03-03', time_clock_in: '10:00' });
    expect(await records(u.id)).toEqual([expect.objectContaining({ tanggal: '2026-03-03', di_luar_jadwal: true })]);
    expect(await adminDays(u, '2026-03-03', '2026-03-03')).toEqual([
      expect.objectContaining({ tanggal: '2026-03-03', di_luar_jadwal: true }),
    ]);
  });
});

describe('an early clock-out', () => {
  it('is answered 409 until it comes with a reason, which HR sees in the history and the detail', async () => {
    const u = await employee('WIB', { '2026-03-16': malam });
    // The clock-in window of this night shift opens 5 hours early.
    await t.db.query('update shift set buka_masuk_menit = 300 where id = $1', [malam]);
    try {
      at(local('WIB', '2026-03-16', '17:00'));
      expect((await punch(u, 'WIB', 'IN')).body).toMatchObject({
        date: '2026-03-16',
        pulang_awal_sebelum: local('WIB', '2026-03-17', '05:30').toISOString(),
      });
      at(local('WIB', '2026-03-16', '17:30'));
      const ask = await punch(u, 'WIB', 'OUT');
      expect([ask.status, ask.body.code, ask.body.message]).toEqual([
        409,
        'PULANG_AWAL',
        'Shift Malam berakhir pukul 06:00. Anda akan pulang 12 jam 30 menit lebih awal. Isi alasan pulang awal untuk melanjutkan.',
      ]);
      expect(await records(u.id)).toEqual([expect.objectContaining({ jam_in: '17:00', jam_out: null })]);
      const blank = await punch(u, 'WIB', 'OUT', { alasan_pulang_awal: '   ' });
      expect(blank.body.code).toBe('PULANG_AWAL');
      const tooLong = await punch(u, 'WIB', 'OUT', { alasan_pulang_awal: 'x'.repeat(501) });
      expect([tooLong.status, tooLong.body.errors]).toEqual([
        400,
        { alasan_pulang_awal: 'Alasan pulang awal maksimal 500 karakter.' },
      ]);

      const ok = await punch(u, 'WIB', 'OUT', { alasan_pulang_awal: '  Anak sakit, harus ke rumah sakit  ' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ time_clock_out: '17:30', required_attendance_type: null, pulang_awal_sebelum: null });
      expect(await records(u.id)).toEqual([
        expect.objectContaining({ jam_out: '17:30', alasan_pulang_awal: 'Anak sakit, harus ke rumah sakit' }),
      ]);
    } finally {
      await t.db.query('update shift set buka_masuk_menit = 120 where id = $1', [malam]);
    }
    at(local('WIB', '2026-03-17', '12:00'));
    const [day] = await adminDays(u, '2026-03-16', '2026-03-16');
    expect(day).toMatchObject({
      status: 'Pulang Awal',
      menit_pulang_awal: 750,
      alasan_pulang_awal: 'Anak sakit, harus ke rumah sakit',
      di_luar_jadwal: false,
    });
    const detail = await t.request({ method: 'GET', url: `/api/attendance/admin/${day.id}`, token: hrd.token });
    expect(detail.body).toMatchObject({ alasan_pulang_awal: 'Anak sakit, harus ke rumah sakit', nip: u.nip });
    const own = await t.request({ method: 'GET', url: `/api/attendance/riwayat/${day.id}`, token: u.token });
    expect(own.body.alasan_pulang_awal).toBe('Anak sakit, harus ke rumah sakit');
  });
});

describe('a fingerprint terminal', () => {
  it('pushing 21:55 and 06:02 makes one record on the first date, without asking for a reason', async () => {
    const SN = 'SHIFTWIN0001';
    const reg = await t.request({
      method: 'POST',
      url: '/api/mesin-absen',
      token: hrd.token,
      body: { nomor_seri: SN, nama: 'Gerbang Shift', lokasi_id: lokasi.WIB, zona_waktu: 'Asia/Jakarta' },
    });
    expect(reg.status).toBe(201);
    const u = await employee('WIB', { '2026-03-23': malam, '2026-03-24': malam });
    const line = (time: string) => `${u.nip}\t${time}\t0\t1\t0\t0\t0`;
    const push = (lines: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/iclock/cdata?SN=${SN}&table=ATTLOG&Stamp=1`,
        headers: { 'content-type': 'text/plain' },
        payload: `${lines.join('\n')}\n`,
      });
    at(local('WIB', '2026-03-24', '06:10'));
    const res = await push([line('2026-03-23 21:55:00'), line('2026-03-24 06:02:00')]);
    expect([res.statusCode, res.body]).toEqual([200, 'OK: 2\n']);
    expect(await records(u.id)).toEqual([
      expect.objectContaining({ tanggal: '2026-03-23', jam_in: '21:55', jam_out: '06:02', alasan_pulang_awal: null }),
    ]);
    // An early clock-out from a terminal is written without a reason; the judgement shows it.
    const v = await employee('WIB', { '2026-03-23': malam });
    await push([line('2026-03-23 21:55:00').replace(u.nip, v.nip), line('2026-03-24 03:00:00').replace(u.nip, v.nip)]);
    expect(await records(v.id)).toEqual([expect.objectContaining({ tanggal: '2026-03-23', jam_in: '21:55', jam_out: '03:00' })]);
    const refused = await t.db.query('select 1 from log_mesin_absen where hasil = $1', ['ditolak']);
    expect(refused).toEqual([]);
  });
});
