import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { whileClockingIn } from '../../../test/lanes-race.ts';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { queryDailyStatuses } from '../attendance/index.ts';
import {
  borongan,
  employee,
  everyDaySchedule,
  fileAndDecide,
  holiday,
  jenisIzin,
  localDate,
  record,
} from './reports.fixtures.ts';
import * as repo from './reports.repo.ts';
import { judgingSlice } from './reports.service.ts';
import { HEADER_ROW } from '../../platform/xlsx-export.ts';

// A hand-built fortnight, D[1] .. D[14] = 14 .. 1 days ago, on a schedule working every day 08:00-17:00
// with 10 minutes of tolerance. Every figure of the recap is known in advance.

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;
let ani: UserFixture;
let budi: UserFixture;
const D: string[] = [];
let from: string;
let to: string;

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });
const range = () => `start-date=${from}&end-date=${to}`;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Zulkifli HRD' });
  jadwal = await everyDaySchedule(t, 10);
  for (let k = 1; k <= 14; k++) D[k] = await localDate(t, k - 15);
  from = D[1];
  to = D[14];

  ani = await employee(t, jadwal, 'Ani Rekap');
  await record(t, ani, D[1], '07:55', '17:05'); // on time, 550 min
  await record(t, ani, D[2], '08:25', '17:00'); // late 25, 515 min
  await record(t, ani, D[3], '08:00', '16:20'); // early leave 40, 500 min
  await record(t, ani, D[4], '09:00', '16:00'); // late 60 and early 60, 420 min
  await record(t, ani, D[5], '08:00', null); // incomplete, 0 min
  // D6: no record, a working day: alpha.
  await holiday(t, D[7], 'Libur Nasional'); // no record, a holiday: not alpha
  // Annual leave is derived from the join date (2020): 12 days in every year, nothing for HR to set up.
  const alasan = 'Keperluan keluarga di luar kota';
  await fileAndDecide(t, ani, hrd, 'izin', {
    jenis_izin_id: await jenisIzin(t, 'CT'),
    tanggal_mulai: D[8],
    tanggal_selesai: D[9],
    alasan,
  });
  await fileAndDecide(t, ani, hrd, 'izin', {
    jenis_izin_id: await jenisIzin(t, 'ITB'),
    tanggal_mulai: D[10],
    tanggal_selesai: D[10],
    alasan,
  });
  // Late by 90 minutes until the approved correction moves the clock-in to 08:05: on time, 535 min.
  await record(t, ani, D[11], '09:30', '17:00');
  await fileAndDecide(t, ani, hrd, 'koreksi-kehadiran', {
    tanggal: D[11],
    jam_masuk: '08:05',
    alasan: 'Mesin absen rusak pagi itu',
  });
  await record(t, ani, D[12], '08:00', '19:35'); // 695 min, with 2.5 h of approved overtime
  await fileAndDecide(t, ani, hrd, 'lembur', {
    tanggal: D[12],
    jam_mulai: '17:00',
    jam_selesai: '19:30',
    alasan: 'Tutup buku akhir bulan',
  });
  await record(t, ani, D[13], '08:00', '17:00'); // 540 min; its overtime is still pending: not counted
  await fileAndDecide(t, ani, null, 'lembur', {
    tanggal: D[13],
    jam_mulai: '17:00',
    jam_selesai: '18:00',
    alasan: 'Tutup buku akhir bulan',
  });
  await record(t, ani, D[14], '08:00', '17:00'); // 540 min

  // Budi: late on D[1] and D[14] only, otherwise alpha except the holiday.
  budi = await employee(t, jadwal, 'Budi Rekap', { tipe_karyawan: 'Kontrak' });
  await record(t, budi, D[1], '08:11', '17:00'); // 08:11 is past 08:00 + 10: late 11
  await record(t, budi, D[14], '08:10:59', '17:00'); // within the tolerance (minute precision)
});
afterAll(() => t.close());

const ANI = {
  nama: 'Ani Rekap',
  tipe_karyawan: 'Tetap',
  jabatan: null,
  lokasi: null,
  total_kehadiran: 9,
  total_menit_kehadiran: 550 + 515 + 500 + 420 + 0 + 535 + 695 + 540 + 540,
  total_izin: 3,
  total_izin_berbayar: 2,
  total_izin_tidak_berbayar: 1,
  total_tidak_hadir: 1,
  total_absen_tidak_lengkap: 1,
  total_terlambat: 2,
  total_menit_terlambat: 85,
  total_pulang_awal: 2,
  total_menit_pulang_awal: 100,
  total_jam_lembur: 2.5,
};

describe('GET /laporan/rekap-periode', () => {
  it('sums every column from the attendance rules', async () => {
    const res = await get(`/api/laporan/rekap-periode?${range()}&search=Rekap`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items).toEqual([
      { nip: ani.nip, ...ANI },
      {
        nip: budi.nip,
        nama: 'Budi Rekap',
        tipe_karyawan: 'Kontrak',
        jabatan: null,
        lokasi: null,
        total_kehadiran: 2,
        total_menit_kehadiran: 529 + 530,
        total_izin: 0,
        total_izin_berbayar: 0,
        total_izin_tidak_berbayar: 0,
        total_tidak_hadir: 11,
        total_absen_tidak_lengkap: 0,
        total_terlambat: 1,
        total_menit_terlambat: 11,
        total_pulang_awal: 0,
        total_menit_pulang_awal: 0,
        total_jam_lembur: 0,
      },
    ]);
  });

  it('agrees with the attendance history of the same person and range', async () => {
    const res = await get(`/api/attendance/admin?${range()}&search=${ani.nip}&size=50`);
    expect(res.status).toBe(200);
    type Day = { flags: Record<string, boolean>; menit_terlambat: number; menit_pulang_awal: number; menit_kehadiran: number };
    const days: Day[] = res.body.items;
    const count = (flag: string) => days.filter((d) => d.flags[flag]).length;
    const sum = (k: 'menit_terlambat' | 'menit_pulang_awal' | 'menit_kehadiran') => days.reduce((s, d) => s + d[k], 0);
    expect({
      total_kehadiran: count('hadir'),
      total_menit_kehadiran: sum('menit_kehadiran'),
      total_izin: count('izin'),
      total_tidak_hadir: count('alpha'),
      total_absen_tidak_lengkap: count('tak_lengkap'),
      total_terlambat: count('terlambat'),
      total_menit_terlambat: sum('menit_terlambat'),
      total_pulang_awal: count('pulang_awal'),
      total_menit_pulang_awal: sum('menit_pulang_awal'),
    }).toEqual({
      total_kehadiran: ANI.total_kehadiran,
      total_menit_kehadiran: ANI.total_menit_kehadiran,
      total_izin: ANI.total_izin,
      total_tidak_hadir: ANI.total_tidak_hadir,
      total_absen_tidak_lengkap: ANI.total_absen_tidak_lengkap,
      total_terlambat: ANI.total_terlambat,
      total_menit_terlambat: ANI.total_menit_terlambat,
      total_pulang_awal: ANI.total_pulang_awal,
      total_menit_pulang_awal: ANI.total_menit_pulang_awal,
    });
  });

  it('pages employees in name order; the total counts matching employees', async () => {
    const p1 = await get(`/api/laporan/rekap-periode?${range()}&search=rekap&size=1&page=1`);
    const p2 = await get(`/api/laporan/rekap-periode?${range()}&search=rekap&size=1&page=2`);
    const p3 = await get(`/api/laporan/rekap-periode?${range()}&search=rekap&size=1&page=3`);
    expect([p1.body.total, p2.body.total, p3.body.total]).toEqual([2, 2, 2]);
    expect([...p1.body.items, ...p2.body.items].map((r: { nama: string }) => r.nama)).toEqual(['Ani Rekap', 'Budi Rekap']);
    expect(p3.body.items).toEqual([]);
    const byNip = await get(`/api/laporan/rekap-periode?${range()}&search=${budi.nip.toLowerCase()}`);
    expect(byNip.body.items.map((r: { nama: string }) => r.nama)).toEqual(['Budi Rekap']);
  });

  it('leaves out who joined after the range or left before it', async () => {
    const baru = await employee(t, jadwal, 'Rekap Baru', { tanggal_masuk: D[14] });
    const nanti = await employee(t, jadwal, 'Rekap Nanti', { tanggal_masuk: await localDate(t, 5) });
    const keluar = await employee(t, jadwal, 'Rekap Keluar');
    await t.db.query(
      `update users set active = false, deactivated_at = ($2::date - 1)::timestamp at time zone 'Asia/Jakarta' where id = $1`,
      [keluar.id, D[1]],
    );
    const res = await get(`/api/laporan/rekap-periode?${range()}&search=Rekap%20`);
    const names = res.body.items.map((r: { nama: string }) => r.nama);
    expect(names).toContain(baru.fullname);
    expect(names).not.toContain(nanti.fullname);
    expect(names).not.toContain(keluar.fullname);
    expect(res.body.items.find((r: { nama: string }) => r.nama === baru.fullname)).toMatchObject({ total_tidak_hadir: 1 });
  });
});

describe('GET /laporan/datang-terlambat', () => {
  it('lists late days newest first, agreeing with the recap and the history', async () => {
    const res = await get(`/api/laporan/datang-terlambat?${range()}&search=${ani.nip}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      items: [
        {
          nip: ani.nip,
          nama: 'Ani Rekap',
          jabatan: null,
          lokasi: null,
          jadwal_kerja: 'Snapshot',
          date_absensi: D[4],
          jadwal_time_in: '08:00',
          waktu_absen: `${D[4]}T09:00:00+07:00`,
          menit_terlambat: 60,
        },
        expect.objectContaining({ date_absensi: D[2], waktu_absen: `${D[2]}T08:25:00+07:00`, menit_terlambat: 25 }),
      ],
    });
    const recap = (await get(`/api/laporan/rekap-periode?${range()}&search=${ani.nip}`)).body.items[0];
    const minutes = res.body.items.reduce((s: number, r: { menit_terlambat: number }) => s + r.menit_terlambat, 0);
    expect([res.body.total, minutes]).toEqual([recap.total_terlambat, recap.total_menit_terlambat]);
    const history = await get(`/api/attendance/admin?${range()}&search=${ani.nip}&status=terlambat`);
    expect(history.body.items.map((d: { tanggal: string }) => d.tanggal)).toEqual(
      res.body.items.map((r: { date_absensi: string }) => r.date_absensi),
    );
  });

  it('pages across everyone, newest first then by name', async () => {
    const all = await get(`/api/laporan/datang-terlambat?${range()}&search=rekap&size=50`);
    expect(all.body.items.map((r: { nama: string; date_absensi: string }) => [r.date_absensi, r.nama])).toEqual([
      [D[4], 'Ani Rekap'],
      [D[2], 'Ani Rekap'],
      [D[1], 'Budi Rekap'],
    ]);
    const p2 = await get(`/api/laporan/datang-terlambat?${range()}&search=rekap&size=2&page=2`);
    expect(p2.body).toMatchObject({ total: 3, items: [{ date_absensi: D[1], nama: 'Budi Rekap', menit_terlambat: 11 }] });
  });

  it('finds exactly the days status.repo judges late (the index predicate agrees with the rules)', async () => {
    const wita = await t.db.query<{ id: number }>(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Kantor Makassar', 0, 0, 100, 'Asia/Makassar') returning id`,
    );
    const u = await employee(t, jadwal, 'Cici Batas', { lokasi_id: wita[0].id });
    const wib = { zona: 'Asia/Jakarta' };
    await record(t, u, D[1], '08:10:59', '17:00', { zona: 'Asia/Makassar' }); // within tolerance
    await record(t, u, D[2], '08:11:00', '17:00', { zona: 'Asia/Makassar' }); // late 11
    await record(t, u, D[3], '09:00', '17:00', { ...wib }); // a WIB snapshot: judged in its own zone
    await record(t, u, D[4], '10:00', '12:00', { masuk: null, pulang: null, kerja: false }); // work on a day off
    await record(t, u, D[7], '10:00', '17:00', { zona: 'Asia/Makassar' }); // D7 is a holiday: never late
    await record(t, u, D[8], '22:05', '+1 06:00', { zona: 'Asia/Makassar', masuk: '22:00', pulang: '06:00', toleransi: 0 });
    await record(t, u, D[9], '08:30', null, { zona: 'Asia/Makassar', toleransi: 30 }); // exactly at 08:30: on time
    await record(t, u, D[10], '08:31', null, { zona: 'Asia/Makassar', toleransi: 30 }); // late 31, incomplete
    const id = await record(t, u, D[11], '09:00', '17:00', { zona: 'Asia/Makassar' });
    await t.db.query(`update attendance set time_in = time_in - interval '55 minutes' where id = $1`, [id]); // corrected to 08:05
    // Late by their snapshots but before joining or after the last day: presence, never late (the counted days are
    // the status rules').
    const baru = await employee(t, jadwal, 'Dedi Batas', { tanggal_masuk: D[5] });
    await record(t, baru, D[3], '09:00', '17:00');
    const keluar = await employee(t, jadwal, 'Eko Batas');
    await record(t, keluar, D[6], '09:00', '17:00');
    await t.db.query(
      `update users set active = false, deactivated_at = ($2::date + time '12:00') at time zone 'Asia/Jakarta' where id = $1`,
      [keluar.id, D[5]],
    );

    const at = new Date();
    const judged = await queryDailyStatuses(t.db, { from, to, at, status: 'terlambat', page: 1, size: 1000 });
    const fromIndex = await repo.pageLateDays(t.db, { from, to }, undefined, 1000, 0);
    const key = (d: { user_id: number; tanggal: string }) => `${d.user_id}/${d.tanggal}`;
    expect(fromIndex.map(key).sort()).toEqual(judged.items.map(key).sort());
    expect(await repo.countLateDays(t.db, { from, to })).toBe(judged.total);
    // Read per employee (a search: attendance_terlambat_user_idx), the same days.
    const hers = await repo.pageLateDays(t.db, { from, to }, [u.id], 1000, 0);
    expect(hers.map(key).sort()).toEqual(
      judged.items
        .filter((d) => d.user_id === u.id)
        .map(key)
        .sort(),
    );
    expect(await repo.countLateDays(t.db, { from, to }, [u.id])).toBe(hers.length);
    const mine = (await get(`/api/laporan/datang-terlambat?${range()}&search=Cici`)).body.items;
    expect(mine.map((r: { date_absensi: string; menit_terlambat: number }) => [r.date_absensi, r.menit_terlambat])).toEqual([
      [D[10], 31],
      [D[8], 5],
      [D[3], 60],
      [D[2], 11],
    ]);
  });
});

describe('GET /laporan/kuota-cuti', () => {
  it('answers what GET /users/kuota-cuti answers: total, approved days used, remaining', async () => {
    const year = Number(D[8].slice(0, 4));
    const used = [D[8], D[9]].filter((d) => d.startsWith(String(year))).length;
    const res = await get(`/api/laporan/kuota-cuti?periode=${year}&search=${ani.nip}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 1,
      items: [
        {
          nip: ani.nip,
          nama: 'Ani Rekap',
          periode: year,
          total_cuti_tahunan: 12,
          cuti_tahunan_terpakai: used,
          sisa_cuti_tahunan: 12 - used,
        },
      ],
    });
    expect((await get(`/api/users/kuota-cuti?periode=${year}&search=${ani.nip}`)).body).toEqual(res.body);
  });
});

describe('GET /laporan/upah-borongan', () => {
  it('lists employees with approved wages, one wage per day and the total', async () => {
    const wati = await employee(t, jadwal, 'Wati Borongan', { tipe_karyawan: 'Borongan' });
    const yudi = await employee(t, jadwal, 'Yudi Borongan', { tipe_karyawan: 'Harian' });
    const zaki = await employee(t, jadwal, 'Zaki Borongan', { tipe_karyawan: 'Borongan' });
    await borongan(t, wati, D[1], 50_000, 'Disetujui');
    await borongan(t, wati, D[3], 75_500, 'Disetujui');
    await borongan(t, wati, D[2], 90_000, 'Menunggu Persetujuan');
    await borongan(t, wati, D[4], 10_000, 'Ditolak');
    await borongan(t, yudi, D[14], 120_000, 'Disetujui');
    await borongan(t, zaki, D[5], 40_000, 'Dibatalkan');

    const res = await get(`/api/laporan/upah-borongan?${range()}&search=Borongan`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.headers).toHaveLength(14);
    expect(res.body.headers[0].date).toBe(D[1]);
    const hari = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'][new Date(`${D[1]}T00:00:00Z`).getUTCDay()];
    expect(res.body.headers[0].day).toBe(hari);
    const [w, y] = res.body.items;
    expect(w).toMatchObject({ nip: wati.nip, nama: 'Wati Borongan', total_upah: 125_500 });
    expect(w.upah.map((u: { upah: number }) => u.upah)).toEqual([50_000, 0, 75_500, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(w.upah.map((u: { date: string }) => u.date)).toEqual(D.slice(1));
    expect(y).toMatchObject({ nama: 'Yudi Borongan', total_upah: 120_000 });

    const p2 = await get(`/api/laporan/upah-borongan?${range()}&search=Borongan&size=1&page=2`);
    expect(p2.body).toMatchObject({ total: 2, items: [{ nama: 'Yudi Borongan' }] });
  });
});

describe('validation and access', () => {
  it.each([
    ['', 'Tanggal mulai wajib diisi.'],
    ['start-date=2026-03-01', 'Tanggal akhir wajib diisi.'],
    ['start-date=&end-date=2026-03-01', 'Tanggal mulai wajib diisi.'],
    ['start-date=01-03-2026&end-date=2026-03-31', 'Format tanggal harus yyyy-MM-dd.'],
    ['start-date=2026-02-30&end-date=2026-03-31', 'Tanggal tidak valid.'],
    ['start-date=2026-03-31&end-date=2026-03-01', 'Tanggal akhir tidak boleh sebelum tanggal mulai.'],
    ['start-date=2025-01-01&end-date=2026-01-02', 'Rentang tanggal maksimal 366 hari.'],
  ])('?%s is 400: %s', async (query, message) => {
    for (const path of ['rekap-periode', 'datang-terlambat', 'upah-borongan', 'export/rekap-full', 'export/upah-borongan']) {
      const res = await get(`/api/laporan/${path}?${query}`);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(message);
    }
  });

  it('a full leap year is allowed', async () => {
    expect((await get('/api/laporan/rekap-periode?start-date=2024-01-01&end-date=2024-12-31&search=zzz')).status).toBe(200);
  });

  it.each([
    ['', 'Tahun periode wajib diisi.'],
    ['periode=abc', 'Tahun periode tidak valid.'],
    ['periode=2025.5', 'Tahun periode tidak valid.'],
    ['periode=1999', 'Tahun periode harus antara 2000 dan 2100.'],
  ])('kuota-cuti ?%s is 400: %s', async (query, message) => {
    const res = await get(`/api/laporan/kuota-cuti?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('is for Admin and HRD only', async () => {
    const karyawan = await createUser(t);
    for (const path of [
      `rekap-periode?${range()}`,
      `datang-terlambat?${range()}`,
      'kuota-cuti?periode=2026',
      `upah-borongan?${range()}`,
      `export/rekap-full?${range()}`,
      `export/upah-borongan?${range()}`,
    ]) {
      expect((await get(`/api/laporan/${path}`, karyawan.token)).status, path).toBe(403);
      expect((await t.request({ method: 'GET', url: `/api/laporan/${path}` })).status, path).toBe(401);
    }
  });
});

async function readXlsx(base64: string): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
const utcDate = (d: string) => new Date(`${d}T00:00:00Z`);
const excelMinutes = (v: unknown) =>
  Math.round((v instanceof Date ? (v.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : (v as number)) * 1440);

describe('Excel exports', () => {
  it('the recap export holds every row of the range (more than one batch), cell by cell as the API', async () => {
    await t.db.query(`update perusahaan set nama = 'PT Maju Bersama'`);
    // 520 more employees, some present on D[2]: on PGlite more than one judging slice (250); PostgreSQL judges up to
    // 5,000 at a time, so there the rows come from one.
    await t.db.query(
      `insert into users (nip, username, fullname, password_hash, jadwal_kerja_id, tanggal_masuk, tipe_karyawan)
       select 'EKS' || lpad(i::text, 4, '0'), 'ekspor' || i, 'Ekspor ' || lpad(i::text, 4, '0'), 'x', $1, '2020-01-01', 'Harian'
         from generate_series(1, 520) i`,
      [jadwal],
    );
    await t.db.query(
      `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat, hari_kerja, time_in, time_out)
       select id, $1::date, 'Asia/Jakarta', 'Snapshot', '08:00', '17:00', 10, true,
              ($1::date + time '08:00' + (id % 50) * interval '1 minute') at time zone 'Asia/Jakarta',
              ($1::date + time '16:30' + (id % 60) * interval '1 minute') at time zone 'Asia/Jakarta'
         from users where nip like 'EKS%'`,
      [D[2]],
    );
    const api: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const res = await get(`/api/laporan/rekap-periode?${range()}&size=200&page=${page}`);
      api.push(...res.body.items);
      if (res.body.items.length < 200) break;
    }
    expect(api.length).toBeGreaterThan(520);

    const res = await get(`/api/laporan/export/rekap-full?${range()}`);
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`Rekap_Kehadiran_${from}_sd_${to}.xlsx`);
    const ws = await readXlsx(res.body.file);
    expect(ws.getCell('A1').value).toBe('PT Maju Bersama');
    expect(ws.getCell('B3').value).toEqual(utcDate(from));
    expect(ws.getCell('D3').value).toEqual(utcDate(to));
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW });
    expect(ws.getColumn(2).width).toBeGreaterThan(20);
    const header = ws.getRow(HEADER_ROW).values as unknown[];
    expect(header.slice(1, 6)).toEqual(['NIP', 'Nama', 'Tipe Karyawan', 'Jabatan', 'Lokasi']);

    const cols = [
      'nip',
      'nama',
      'tipe_karyawan',
      'jabatan',
      'lokasi',
      'total_kehadiran',
      'total_menit_kehadiran',
      'total_izin',
      'total_izin_berbayar',
      'total_izin_tidak_berbayar',
      'total_tidak_hadir',
      'total_absen_tidak_lengkap',
      'total_terlambat',
      'total_menit_terlambat',
      'total_pulang_awal',
      'total_menit_pulang_awal',
      'total_jam_lembur',
    ];
    const rows: Record<string, unknown>[] = [];
    for (let r = HEADER_ROW + 1; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      rows.push(
        Object.fromEntries(
          cols.map((c, i) => {
            const v = row.getCell(i + 1).value;
            // Durations are Excel days shown as 'X jam Y menit' (exceljs reads them back as dates from 1899-12-30);
            // the API has whole minutes.
            return [c, c.startsWith('total_menit') ? excelMinutes(v) : (v ?? null)];
          }),
        ),
      );
    }
    expect(rows).toEqual(api);
    expect(typeof ws.getCell(HEADER_ROW + 1, 6).value).toBe('number');
    expect(ws.getCell(HEADER_ROW + 1, 7).numFmt).toBe('[h] "jam" m "menit"');

    // Three at once (a double tap and another HRD): each is answered whole; the third waits for a turn.
    const together = await Promise.all([1, 2, 3].map(() => get(`/api/laporan/export/rekap-full?${range()}`)));
    for (const r of together) {
      expect(r.status).toBe(200);
      expect((await readXlsx(r.body.file)).rowCount).toBe(ws.rowCount);
    }
  });

  it('judges fewer employees per statement of an export while clock-ins are being answered, on PGlite', async () => {
    const year = judgingSlice(t.db, { from: '2025-01-01', to: '2025-12-31' });
    const month = judgingSlice(t.db, { from: '2025-01-01', to: '2025-01-30' });
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const rush = await whileClockingIn(async () => [year(), month()]);
      // A punch answered 0.9 s ago: one may still be coming. A second without one: nobody waits for the connection.
      vi.advanceTimersByTime(900);
      const soon = [year(), month()];
      vi.advanceTimersByTime(100);
      const quiet = [year(), month()];
      // PGlite: a year of 100 employees (~50 ms) while clock-ins come, of 200 (~85 ms) otherwise; a month at most 250
      // either way. PostgreSQL keeps punches apart on other connections: its slices do not change.
      const expected =
        t.db.engine === 'pglite' ? { rush: [100, 250], quiet: [200, 250] } : { rush: [1000, 5000], quiet: [1000, 5000] };
      expect({ rush, soon, quiet }).toEqual({ rush: expected.rush, soon: expected.rush, quiet: expected.quiet });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the wage export has one column per day and the same figures as the screen', async () => {
    const res = await get(`/api/laporan/export/upah-borongan?${range()}&search=Borongan`);
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`Upah_Borongan_${from}_sd_${to}.xlsx`);
    const api = (await get(`/api/laporan/upah-borongan?${range()}&search=Borongan&size=50`)).body;
    const ws = await readXlsx(res.body.file);
    const header = ws.getRow(HEADER_ROW).values as unknown[];
    expect(header.slice(1)).toEqual(['NIP', 'Nama', ...api.headers.map((h: { date: string }) => utcDate(h.date)), 'Total']);
    const rows = [];
    for (let r = HEADER_ROW + 1; r <= ws.rowCount; r++) rows.push((ws.getRow(r).values as unknown[]).slice(1));
    expect(rows).toEqual(
      api.items.map((i: { nip: string; nama: string; upah: { upah: number }[]; total_upah: number }) => {
        const cells: unknown[] = [i.nip, i.nama, ...i.upah.map((u) => u.upah || undefined), i.total_upah];
        return cells;
      }),
    );
  });
});
