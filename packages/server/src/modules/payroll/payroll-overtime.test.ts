import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Overtime on the slip under PP 35/2021 (text: Lembaran Negara copy, online.flipbuilder.com/gxlsw/nhla page 20;
// bisnis.tempo.co/read/1704466): the tiers count the hours of the day (Pasal 31), the 75% basis (Pasal 32 ayat (4)),
// the monthly wage of daily and piece-rate workers (Pasal 33) with the minimum wage floor, and THR for a worker paid
// per day present (Permenaker 6/2016 Pasal 3 ayat (3)). Every amount is worked out by hand in the comments.
// The overtime rounding: each tier = minutes x multiplier x monthly wage / (60 x 173), half up (decision 0004).

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture; // monthly, two requests on one day
let budi: UserFixture; // monthly, base pay under 75% of the whole wage
let citra: UserFixture; // Harian, 5-day week
let dedi: UserFixture; // Harian, 6-day week
let eko: UserFixture; // piece-rate since June
let fajar: UserFixture; // piece-rate, joined this month
let gita: UserFixture; // paid per day present: THR
const grupIds: Record<string, number> = {};
const BULAN = '2026-10';

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const approve = (tipe: string, id: number, userId: number) =>
  q(`insert into approvals (tipe, request_id, requester_id, status) values ($1, $2, $3, 'Disetujui')`, [tipe, id, userId]);

async function grup(nama: string, items: [number, number | null][]) {
  const id = await one('insert into grup_gaji (nama) values ($1) returning id', [nama]);
  for (const [i, [k, nilai]] of items.entries()) {
    await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, $3, $4)', [
      id,
      k,
      i + 1,
      nilai,
    ]);
  }
  grupIds[nama] = id;
  return id;
}

async function lembur(
  u: UserFixture,
  tanggal: string,
  mulai: string,
  selesai: string,
  menit: number,
  hari = 'kerja',
  minggu = 5,
) {
  const id = await one(
    `insert into lembur (user_id, tanggal, jam_mulai, jam_selesai, menit, alasan, jenis_hari, hari_kerja_per_minggu)
     values ($1, $2, $3, $4, $5, 'Stok opname', $6, $7) returning id`,
    [u.id, tanggal, mulai, selesai, menit, hari, minggu],
  );
  await approve('lembur', id, u.id);
}

async function borongan(u: UserFixture, tanggal: string, upah: number) {
  await approve(
    'borongan',
    await one('insert into borongan (user_id, tanggal, total_upah) values ($1, $2, $3) returning id', [u.id, tanggal, upah]),
    u.id,
  );
}

/** Present 08:00-17:00 on every weekday from `dari` to `sampai`. */
async function hadir(u: UserFixture, dari: string, sampai: string) {
  await q(
    `insert into attendance (user_id, tanggal, zona_waktu, jam_masuk, jam_pulang, hari_kerja, time_in, time_out)
     select $1, d::date, 'Asia/Jakarta', '08:00', '17:00', true,
            (d::date + time '07:55') at time zone 'Asia/Jakarta', (d::date + time '17:05') at time zone 'Asia/Jakarta'
       from generate_series($2::date, $3::date, interval '1 day') d
      where extract(isodow from d) <= 5`,
    [u.id, dari, sampai],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const jadwal = await one(`insert into jadwal_kerja (nama) values ('Kantor') returning id`);
  await q(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, h, h > 5, case when h <= 5 then time '08:00' end, case when h <= 5 then time '17:00' end
       from generate_series(1, 7) h`,
    [jadwal],
  );
  // A location whose minimum wage is a test figure (not a real UMK).
  const lokasi = await one(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Pabrik', 0, 0, 100, 'Asia/Jakarta') returning id`,
  );
  await q(
    `insert into upah_minimum (lokasi_id, berlaku_mulai, nominal, sumber) values ($1, '2026-01-01', 5000000, 'UMK Contoh 2026')`,
    [lokasi],
  );
  const k = (where: string) => one(`select id from komponen_gaji where ${where}`);
  const pokok = await k('gaji_pokok');
  const upahLembur = await k(`nama = 'Upah Lembur'`);
  const upahBorongan = await k(`sumber_otomatis = 'upah_borongan'`);
  const perHari = (nama: string) =>
    one(
      `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ($1, 'pendapatan', 'per_hari_hadir', 0, true) returning id`,
      [nama],
    );
  const uangHadir = await perHari('Uang Hadir');
  const upahHarian = await perHari('Upah Harian');

  await grup('Kantor', [
    [pokok, 3_460_000],
    [upahLembur, null],
  ]);
  await grup('Lapangan', [
    [pokok, 2_000_000],
    [uangHadir, 50_000],
    [upahLembur, null],
  ]);
  await grup('Harian', [
    [upahHarian, 300_000],
    [upahLembur, null],
  ]);
  await grup('Borongan', [
    [upahBorongan, null],
    [upahLembur, null],
  ]);
  await grup('Harian THR', [[upahHarian, 200_000]]);

  const emp = (fullname: string, g: string, fields: Record<string, unknown> = {}) =>
    createUser(t, {
      fullname,
      fields: { grup_gaji_id: grupIds[g], jadwal_kerja_id: jadwal, lokasi_id: lokasi, tanggal_masuk: '2025-01-02', ...fields },
    });
  ani = await emp('Ani Lestari', 'Kantor');
  budi = await emp('Budi Santoso', 'Lapangan');
  citra = await emp('Citra Ayu', 'Harian', { tipe_karyawan: 'Harian' });
  dedi = await emp('Dedi Kurnia', 'Harian', { tipe_karyawan: 'Harian' });
  await q(`insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai) values ($1, $2, 240000)`, [dedi.id, upahHarian]);
  eko = await emp('Eko Prasetyo', 'Borongan', { tipe_karyawan: 'Borongan', tanggal_masuk: '2026-06-15' });
  fajar = await emp('Fajar Nugroho', 'Borongan', { tipe_karyawan: 'Borongan', tanggal_masuk: '2026-10-05' });
  gita = await emp('Gita Maharani', 'Harian THR', { tipe_karyawan: 'Harian', tanggal_masuk: '2026-08-01' });

  // Ani: two approved requests on Wednesday 7 October, 17:00-18:00 and 18:00-20:00.
  await lembur(ani, '2026-10-07', '17:00', '18:00', 60);
  await lembur(ani, '2026-10-07', '18:00', '20:00', 120);
  // Budi: present on all 22 weekdays of October; one hour on 7 October.
  await hadir(budi, '2026-10-01', '2026-10-31');
  await lembur(budi, '2026-10-07', '17:00', '18:00', 60);
  await lembur(citra, '2026-10-07', '17:00', '19:00', 120);
  await lembur(dedi, '2026-10-07', '17:00', '18:00', 60, 'kerja', 6);
  // Eko: piece-rate wages of the three whole months before October since he joined (July-September), one entry before
  // them (June) and October's own, which this slip pays but the average leaves out.
  await borongan(eko, '2026-06-20', 9_999_000);
  await borongan(eko, '2026-07-10', 6_000_000);
  await borongan(eko, '2026-08-10', 5_400_000);
  await borongan(eko, '2026-09-10', 6_600_000);
  await borongan(eko, '2026-10-10', 1_000_000);
  await lembur(eko, '2026-10-11', '08:00', '09:00', 60, 'libur', 6);
  await borongan(fajar, '2026-10-06', 1_000_000);
  await lembur(fajar, '2026-10-07', '17:00', '18:00', 60);
  // Gita: 10 weekdays present in August (17-28), 15 in September (8-28); paid 200.000 a day.
  await hadir(gita, '2026-08-17', '2026-08-28');
  await hadir(gita, '2026-09-08', '2026-09-28');
});
afterAll(() => t.close());

type Slip = { baris: { kode: string; nama: string; nominal: number; rincian: string }[] };
const draft = async (bulan: string, groups: string[], extra: Record<string, unknown> = {}) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: hrd.token,
    body: { bulan, grup_gaji_ids: groups.map((g) => grupIds[g]), ...extra },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const slip = async (runId: number, u: UserFixture): Promise<Slip> =>
  (await t.request({ method: 'GET', url: `/api/penggajian/${runId}/slip/${u.id}/rincian`, token: hrd.token })).body;
const line = (s: Slip, nama: string) => s.baris.find((b) => b.nama === nama)!;

describe('overtime on the slip', () => {
  let runId: number;
  beforeAll(async () => {
    runId = await draft(BULAN, ['Kantor', 'Lapangan', 'Harian', 'Borongan']);
  });

  it('counts two requests of one day as hours 1-3 of that day', async () => {
    // Upah sejam 3.460.000 / 173 = 20.000. Day of 3 hours: hour 1 x1,5 = 30.000; hours 2-3 x2 = 80.000 -> 110.000
    // (per request it would have been 30.000 + (30.000 + 40.000) = 100.000).
    const l = line(await slip(runId, ani), 'Upah Lembur');
    expect(l.nominal).toBe(110_000);
    expect(l.rincian).toContain('2 lembur disetujui pada 1 hari, 3 jam');
    expect(l.rincian).toContain('7 Oktober 2026 (hari kerja, 3 jam): jam 1 × 1,5 = Rp 30.000, jam 2-3 × 2 = Rp 80.000');
    expect(l.rincian).toContain('gaji pokok + tunjangan tetap Rp 3.460.000 (PP 35/2021 Pasal 32 ayat (3))');
  });

  it('uses 75% of the whole wage when base + fixed allowances are under it', async () => {
    // Whole wage = 2.000.000 + 50.000 x 22 days present = 3.100.000; 75% = 2.325.000 > 2.000.000.
    // One hour x1,5: 60 x 3 x 2.325.000 / 20.760 = 20.159,4 -> 20.159.
    const s = await slip(runId, budi);
    expect(line(s, 'Uang Hadir').nominal).toBe(1_100_000);
    const l = line(s, 'Upah Lembur');
    expect(l.nominal).toBe(20_159);
    expect(l.rincian).toContain(
      '75% × keseluruhan upah Rp 3.100.000 (gaji pokok + tunjangan tetap Rp 2.000.000 + tunjangan tidak tetap Rp 1.100.000) = Rp 2.325.000',
    );
    expect(l.rincian).toContain('PP 35/2021 Pasal 32 ayat (4)');
  });

  it('pays a daily worker on the day wage x 21 (5-day week) or x 25 (6-day week)', async () => {
    // Citra: 300.000 x 21 = 6.300.000 (above the 5.000.000 minimum). 2 hours: 60 x 3 x 6.300.000 / 20.760 = 54.624,3
    // -> 54.624; 60 x 4 x 6.300.000 / 20.760 = 72.832,4 -> 72.832; total 127.456.
    const c = line(await slip(runId, citra), 'Upah Lembur');
    expect(c.nominal).toBe(127_456);
    expect(c.rincian).toContain('upah sehari Rp 300.000 (komponen per hari hadir) × 21 (5 hari kerja seminggu');
    expect(c.rincian).toContain('tidak kurang dari upah minimum Rp 5.000.000 (UMK Contoh 2026)');
    // Dedi (own day wage 240.000), 6-day week: 240.000 x 25 = 6.000.000; 1 hour: 60 x 3 x 6.000.000 / 20.760 = 52.023,1.
    const d = line(await slip(runId, dedi), 'Upah Lembur');
    expect(d.nominal).toBe(52_023);
    expect(d.rincian).toContain(
      'upah sehari Rp 240.000 (komponen per hari hadir) × 25 (6 hari kerja seminggu, PP 35/2021 Pasal 33 ayat (1) huruf a)',
    );
  });

  it('pays a piece-rate worker on the average of earlier months, never under the minimum wage', async () => {
    // Eko joined 15 June: 3 whole months before October -> July-September: (6.000.000 + 5.400.000 + 6.600.000) / 3 =
    // 6.000.000. One hour on a rest day of a 6-day week x2: 60 x 4 x 6.000.000 / 20.760 = 69.364,2 -> 69.364.
    const e = await slip(runId, eko);
    expect(line(e, 'Upah Borongan/Harian').nominal).toBe(1_000_000);
    const l = line(e, 'Upah Lembur');
    expect(l.nominal).toBe(69_364);
    expect(l.rincian).toContain('rata-rata penghasilan 3 bulan terakhir sejak 1 Juli 2026: Rp 18.000.000 ÷ 3 = Rp 6.000.000');
    // Fajar joined 5 October: no earlier month, October's 1.000.000 is under the minimum 5.000.000 -> 5.000.000.
    // One hour x1,5: 60 x 3 x 5.000.000 / 20.760 = 43.352,6 -> 43.353.
    const f = line(await slip(runId, fajar), 'Upah Lembur');
    expect(f.nominal).toBe(43_353);
    expect(f.rincian).toContain('sehingga dipakai upah minimum (PP 35/2021 Pasal 33 ayat (3))');
  });

  it('keeps the day grouping when a line is adjusted (the slip recomputes from its stored inputs)', async () => {
    const before = await slip(runId, ani);
    const res = await t.request({
      method: 'PUT',
      url: `/api/penggajian/${runId}/slip/${ani.id}/rincian`,
      token: hrd.token,
      body: { kode: before.baris[0].kode, nominal: 3_500_000, alasan: 'Kenaikan gaji' },
    });
    expect(res.status).toBe(200);
    expect(line(res.body, 'Upah Lembur').nominal).toBe(110_000);
  });
});

describe('THR of a worker paid per day present', () => {
  it('averages the wages of the final slips of the months worked', async () => {
    // August: 10 days x 200.000 = 2.000.000; September: 15 x 200.000 = 3.000.000, each a final regular run.
    // Finalised directly (the month's final status and lock, as finalising writes them): the pre-finalise checklist
    // is not what this test is about.
    for (const bulan of ['2026-08', '2026-09']) {
      const id = await draft(bulan, ['Harian THR']);
      await q(`update penggajian set status = 'final' where id = $1`, [id]);
      await q(
        'insert into penggajian_kunci (user_id, bulan, penggajian_id) select user_id, $2, $1 from penggajian_slip where penggajian_id = $1',
        [id, bulan],
      );
    }
    // Holiday 20 October 2026, joined 1 August: 2 whole months -> average of August-September (5.000.000 / 2 =
    // 2.500.000), THR = 2/12 x 2.500.000 = 416.666,7 -> 416.666 (Permenaker 6/2016 Pasal 3 ayat (1) huruf b, (3)).
    const id = await draft(BULAN, ['Harian THR'], { jenis: 'thr', tanggal_acuan: '2026-10-20' });
    const thr = line(await slip(id, gita), 'Tunjangan Hari Raya');
    expect(thr.nominal).toBe(416_666);
    expect(thr.rincian).toContain(
      'rata-rata upah yang diterima 2 bulan terakhir (20 Agustus 2026 s.d. sebelum 20 Oktober 2026): upah pada slip gaji final Rp 5.000.000',
    );
    expect(thr.rincian).toContain('Pasal 3 ayat (3)-(4)');
  });
});
