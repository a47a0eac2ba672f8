import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { dibawahUpahMinimum, persenUpahMelahirkan, persenUpahSakit } from './payroll-run.leave-pay.ts';

// Leave the law pays below the full wage, on October 2026 slips: maternity months 5 and 6 at 75 % (UU 4/2024
// Pasal 5 ayat (2)) always, the sick-pay tiers (UU 13/2003 Pasal 93 ayat (3) jo. PP 36/2021 Pasal 41 ayat (1))
// only with the company's option on. Schedule Monday-Friday, no holiday: October 2026 has 22 working days
// (1-2, 5-9, 12-16, 19-23, 26-30).

let t: TestApp;
let hrd: UserFixture;
let grup: number;
let jadwal: number;
const BULAN = '2026-10';

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;

async function pegawai(fullname: string, pokok: number) {
  const u = await createUser(t, {
    fullname,
    fields: { grup_gaji_id: grup, jadwal_kerja_id: jadwal, tanggal_masuk: '2020-01-06', tanggal_lahir: '1990-03-03' },
  });
  await q(
    'insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai) select $1, id, $2 from komponen_gaji where gaji_pokok',
    [u.id, pokok],
  );
  return u;
}

/** An approved leave request of a seeded type, with its working days (weekdays) as the leave form files them. */
async function cuti(u: UserFixture, kode: string, mulai: string, selesai: string, status = 'Disetujui') {
  const id = await one(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     values ($1, (select id from jenis_izin where kode = $2), true, false, $3, $4, 'Surat dokter terlampir') returning id`,
    [u.id, kode, mulai, selesai],
  );
  await q(
    `insert into izin_hari (izin_id, tanggal)
     select $1, d::date from generate_series($2::date, $3::date, interval '1 day') d where extract(isodow from d) <= 5`,
    [id, mulai, selesai],
  );
  await q('insert into approvals (tipe, request_id, requester_id, status) values ($1, $2, $3, $4)', ['izin', id, u.id, status]);
}

let maya: UserFixture;
let rina: UserFixture;
let joko: UserFixture;
let dewi: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  jadwal = await one(`insert into jadwal_kerja (nama) values ('Kantor') returning id`);
  await q(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, h, h > 5, case when h <= 5 then time '08:00' end, case when h <= 5 then time '17:00' end
       from generate_series(1, 7) h`,
    [jadwal],
  );
  grup = await one(`insert into grup_gaji (nama) values ('Produksi') returning id`);
  const pokok = await one('select id from komponen_gaji where gaji_pokok');
  await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan) values ($1, $2, 1)', [grup, pokok]);

  // Maya: maternity from Monday 11 May 2026, 3 months, then 3 more with a doctor's letter from Monday 10 August
  // (the weekend between does not break the leave), back at work on 19 October.
  maya = await pegawai('Maya Sari', 6_600_000);
  await cuti(maya, 'CM', '2026-05-11', '2026-08-07');
  await cuti(maya, 'CM', '2026-08-10', '2026-10-16');
  // Rina: maternity from 3 August 2026: October is its third month, paid in full.
  rina = await pegawai('Rina Amelia', 6_600_000);
  await cuti(rina, 'CM', '2026-08-03', '2026-10-30');
  // Joko: sick from Monday 16 February 2026 without a working day in between (three requests, weekends between).
  joko = await pegawai('Joko Susilo', 4_400_000);
  await cuti(joko, 'SKT', '2026-02-16', '2026-05-01');
  await cuti(joko, 'SKT', '2026-05-04', '2026-07-31');
  await cuti(joko, 'SKT', '2026-08-03', '2026-10-30');
  // Dewi: sick from 16 February to Friday 29 May, back at work on Monday 1 June, sick again from 2 June: her
  // sickness restarts on 2 June. A rejected request never counts.
  dewi = await pegawai('Dewi Anggraini', 4_400_000);
  await cuti(dewi, 'SKT', '2026-02-16', '2026-05-29');
  await cuti(dewi, 'SKT', '2026-06-01', '2026-06-01', 'Ditolak');
  await cuti(dewi, 'SKT', '2026-06-02', '2026-10-30');
});
afterAll(() => t.close());

async function draft() {
  const run = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: hrd.token,
    body: { bulan: BULAN, grup_gaji_ids: [grup] },
  });
  expect(run.status).toBe(201);
  return async (u: UserFixture) => {
    const slip = (
      await t.request({ method: 'GET', url: `/api/penggajian/${run.body.id}/slip/${u.id}/rincian`, token: hrd.token })
    ).body as { neto: number; baris: { kode: string; nama: string; jenis: string; nominal: number; rincian: string }[] };
    const [{ bruto_pajak }] = await q<{ bruto_pajak: number }>(
      'select bruto_pajak from penggajian_slip where penggajian_id = $1 and user_id = $2',
      [run.body.id, u.id],
    );
    return { ...slip, bruto_pajak, lines: Object.fromEntries(slip.baris.map((b) => [`${b.jenis}:${b.nama}`, b.nominal])) };
  };
}

describe('leave pay', () => {
  it('pays maternity months 5 and 6 at 75%, and sickness in full while the tiers option is off', async () => {
    const slip = await draft();
    // Maya's leave started 11 May: 1-10 October is month 5, from 11 October month 6. Her October leave days:
    // 1, 2, 5-9 (7 days, month 5) and 12-16 (5 days, month 6). Upah 6.600.000 ÷ 22 = 300.000 a day;
    // 25% × 12 days × 300.000 = 900.000, also 25% off the taxable wage: bruto 6.600.000 - 900.000 = 5.700.000.
    const m = await slip(maya);
    expect(m.lines).toEqual({ 'pendapatan:Gaji Pokok': 6_600_000, 'potongan:Potongan Upah Cuti Melahirkan': 900_000 });
    expect(m.neto).toBe(5_700_000);
    expect(m.bruto_pajak).toBe(5_700_000);
    expect(m.baris[1].rincian).toBe(
      'Cuti melahirkan bulan ke-5 dan ke-6 dibayar 75% dari upah (UU 4/2024 Pasal 5 ayat (2) huruf c), dihitung sejak hari pertama cuti: bulan ke-5: 7 hari dibayar 75%; bulan ke-6: 5 hari dibayar 75%. Upah sebulan Rp 6.600.000 ÷ 22 hari kerja × (25% × 7 hari + 25% × 5 hari).',
    );
    // Rina is in her third month: full pay.
    expect((await slip(rina)).lines).toEqual({ 'pendapatan:Gaji Pokok': 6_600_000 });
    // Option off (the default): long sickness is paid in full.
    expect((await slip(joko)).lines).toEqual({ 'pendapatan:Gaji Pokok': 4_400_000 });
    expect((await slip(dewi)).lines).toEqual({ 'pendapatan:Gaji Pokok': 4_400_000 });
  });

  it('with the option on, pays sickness by months of continuous sickness: 100/75/50/25%', async () => {
    const on = await t.request({
      method: 'PUT',
      url: '/api/pengaturan-penggajian',
      token: hrd.token,
      body: { upah_sakit_bertahap: true },
    });
    expect(on.status).toBe(200);
    const slip = await draft();
    // Joko, sick since 16 February: 1-15 October is month 8 (75%): 1, 2, 5-9, 12-15 = 11 days; from 16 October
    // month 9 (50%): 16, 19-23, 26-30 = 11 days. Upah 4.400.000 ÷ 22 = 200.000 a day:
    // 200.000 × (25% × 11 + 50% × 11) = 550.000 + 1.100.000 = 1.650.000.
    const j = await slip(joko);
    expect(j.lines).toEqual({ 'pendapatan:Gaji Pokok': 4_400_000, 'potongan:Potongan Upah Sakit Berkepanjangan': 1_650_000 });
    expect(j.neto).toBe(2_750_000);
    expect(j.baris[1].rincian).toContain('bulan ke-8: 11 hari dibayar 75%; bulan ke-9: 11 hari dibayar 50%.');
    expect(j.baris[1].rincian).toContain('UU 13/2003 Pasal 93 ayat (3) jo. PP 36/2021 Pasal 41 ayat (1)');
    // Dewi worked on 1 June, so her sickness counts from 2 June: 1 October is month 4 (full pay), from 2 October
    // month 5 (75%): 2, 5-9, 12-16, 19-23, 26-30 = 21 days. 200.000 × 25% × 21 = 1.050.000.
    const d = await slip(dewi);
    expect(d.lines).toEqual({ 'pendapatan:Gaji Pokok': 4_400_000, 'potongan:Potongan Upah Sakit Berkepanjangan': 1_050_000 });
    // Maternity is unchanged by the option.
    expect((await slip(maya)).lines['potongan:Potongan Upah Cuti Melahirkan']).toBe(900_000);
  });
});

describe('the seeded leave types', () => {
  it('know which pay rule they follow and cite the law in force', async () => {
    const rows = await q<{ kode: string; kategori_upah: string | null; keterangan: string }>(
      `select kode, kategori_upah, keterangan from jenis_izin where kode in ('CM', 'SKT', 'NKH', 'CT') order by kode`,
    );
    expect(rows.map((r) => [r.kode, r.kategori_upah])).toEqual([
      ['CM', 'melahirkan'],
      ['CT', null],
      ['NKH', null],
      ['SKT', 'sakit'],
    ]);
    const cite = Object.fromEntries(rows.map((r) => [r.kode, r.keterangan]));
    expect(cite.NKH).toBe(
      'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf c angka 1; UU 13/2003 Pasal 93 ayat (4) huruf a: dibayar 3 hari.',
    );
    expect(cite.CM).toContain('UU 4/2024 Pasal 4 ayat (3) huruf a');
    expect(cite.SKT).toContain('PP 36/2021 Pasal 41 ayat (1)');
  });
});

describe('the rules as tables', () => {
  it('maps months to the paid share and flags a wage below the minimum', () => {
    expect([1, 4, 5, 6, 7].map(persenUpahMelahirkan)).toEqual([10_000, 10_000, 7_500, 7_500, 10_000]);
    expect([1, 4, 5, 8, 9, 12, 13, 40].map(persenUpahSakit)).toEqual([10_000, 10_000, 7_500, 7_500, 5_000, 5_000, 2_500, 2_500]);
    expect(dibawahUpahMinimum(4_999_999, 5_000_000)).toBe(true);
    expect(dibawahUpahMinimum(5_000_000, 5_000_000)).toBe(false);
    expect(dibawahUpahMinimum(null, 5_000_000)).toBe(false);
    expect(dibawahUpahMinimum(1_000_000, undefined)).toBe(false);
  });
});
