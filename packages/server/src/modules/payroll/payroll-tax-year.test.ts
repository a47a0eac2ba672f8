import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Issue 17 part 1 over HTTP, slips to the rupiah (figures worked out by hand beside each case):
//  - the PTKP status by tax year (PP 58/2023 Pasal 2 ayat (3); PMK 168/2023 Pasal 9 ayat (4)): a change in June 2025
//    applies from January 2026, June and December 2025 stay on the old status;
//  - non-permanent workers (PMK 168/2023 Pasal 12 ayat (2)): daily rate, no December art. 17; monthly TER when paid
//    monthly;
//  - JP stops after the pension age of PP 45/2015 Pasal 15 (59 in 2025-2027) unless deferred, at most 3 years.
// TER rows from PP 58/2023 Lampiran (statutory/pph21.ter.ts); PTKP from PMK 101/2016 (statutory/ptkp.ts).

let t: TestApp;
let admin: UserFixture;
let dewi: UserFixture; // permanent, TK/0 -> K/1 on 10 June 2025
let hari: UserFixture; // Harian, daily-wage entries
let bora: UserFixture; // Borongan with a monthly base pay
let joko: UserFixture; // born 10 May 1967: 59 on 10 May 2026
let jaka: UserFixture; // born 20 May 1967, keeps JP by choice
let jono: UserFixture; // born 10 March 1963: reached 57 in 2020, deferral ended 2023
let joni: UserFixture; // no birth date
let staf: number;
let harian: number;
let boronganBulanan: number;
let stafJp: number;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const auto = (s: string) => one(`select id from komponen_gaji where sumber_otomatis = '${s}'`);
const pokok = () => one('select id from komponen_gaji where gaji_pokok');

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
  return id;
}

async function entries(userId: number, tanggal: string[], upah: number) {
  for (const d of tanggal) {
    const id = await one('insert into borongan (user_id, tanggal, total_upah) values ($1, $2, $3) returning id', [
      userId,
      d,
      upah,
    ]);
    await q(`insert into approvals (tipe, request_id, requester_id, status) values ('borongan', $1, $2, 'Disetujui')`, [
      id,
      userId,
    ]);
  }
}

type Baris = { nama: string; jenis: string; nominal: number; rincian: string };
const draft = async (bulan: string, grupIds: number[]) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: admin.token,
    body: { bulan, grup_gaji_ids: grupIds },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const slip = async (runId: number, u: UserFixture) => {
  const res = await t.request({ method: 'GET', url: `/api/penggajian/${runId}/slip/${u.id}/rincian`, token: admin.token });
  expect(res.status).toBe(200);
  return res.body as { baris: Baris[] };
};
const line = (s: { baris: Baris[] }, jenis: string, nama: string) => s.baris.find((b) => b.jenis === jenis && b.nama === nama)!;

/** The admin employee form's PUT: the record as it is, with `patch`. */
async function putUser(u: UserFixture, patch: Record<string, unknown>) {
  const d = (await t.request({ method: 'GET', url: `/api/users/${u.id}`, token: admin.token })).body;
  const body = {
    nip: d.nip,
    username: d.username,
    fullname: d.fullname,
    roles: d.roles,
    grup_gaji_id: d.grup_gaji_id,
    tipe_karyawan: d.tipe_karyawan ?? '',
    status_ptkp: d.status_ptkp ?? '',
    nik: d.nik ?? '',
    tanggal_masuk: d.tanggal_masuk ?? '',
    jp_setelah_usia_pensiun: d.jp_setelah_usia_pensiun,
    ...patch,
  };
  return t.request({ method: 'PUT', url: `/api/users/${u.id}`, token: admin.token, body });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  const pph21 = await auto('pph21');
  staf = await grup('Staf Pajak', [
    [await pokok(), 80_000_000],
    [pph21, null],
  ]);
  harian = await grup('Harian Gudang', [
    [await auto('upah_borongan'), null],
    [pph21, null],
  ]);
  boronganBulanan = await grup('Borongan Bulanan', [
    [await pokok(), 7_000_000],
    [await auto('upah_borongan'), null],
    [pph21, null],
  ]);
  stafJp = await grup('Staf JP', [
    [await pokok(), 5_000_000],
    [await auto('bpjs_jp'), null],
  ]);
  dewi = await createUser(t, {
    fullname: 'Dewi Anggraini',
    fields: {
      grup_gaji_id: staf,
      status_ptkp: 'TK/0',
      tipe_karyawan: 'Tetap',
      nik: '3171014501900011',
      tanggal_masuk: '2020-01-02',
    },
  });
  hari = await createUser(t, {
    fullname: 'Hari Wibowo',
    fields: { grup_gaji_id: harian, status_ptkp: 'K/1', tipe_karyawan: 'Harian', nik: '3171014501900012' },
  });
  bora = await createUser(t, {
    fullname: 'Bora Simanjuntak',
    fields: { grup_gaji_id: boronganBulanan, status_ptkp: 'TK/0', tipe_karyawan: 'Borongan', nik: '3171014501900013' },
  });
  const jp = (fullname: string, tanggal_lahir: string | null) =>
    createUser(t, { fullname, fields: { grup_gaji_id: stafJp, tipe_karyawan: 'Tetap', tanggal_lahir } });
  joko = await jp('Joko Susilo', '1967-05-10');
  jaka = await jp('Jaka Permana', '1967-05-20');
  jono = await jp('Jono Hartono', '1963-03-10');
  joni = await jp('Joni Iskandar', null);
  // Everyone has a 16-digit NIK valid as NPWP: no 20% surcharge (UU PPh Pasal 21 ayat (5a)).
  // Hari: 10 approved daily-wage entries of Rp 600.000 in December 2025. Bora: 2 piece-rate entries of Rp 500.000.
  await entries(hari.id, ['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2025-12-05'], 600_000);
  await entries(hari.id, ['2025-12-08', '2025-12-09', '2025-12-10', '2025-12-11', '2025-12-12'], 600_000);
  await entries(bora.id, ['2025-12-03', '2025-12-04'], 500_000);
});
afterAll(() => t.close());

describe('PTKP status by tax year', () => {
  it('records every change of the status with its date, whatever path makes it', async () => {
    const res = await putUser(dewi, { status_ptkp: 'K/1' });
    expect(res.status).toBe(200);
    expect(res.body.status_ptkp).toBe('K/1');
    expect(res.body.riwayat_status_ptkp).toHaveLength(1);
    expect(res.body.riwayat_status_ptkp[0]).toMatchObject({ sebelum: 'TK/0', sesudah: 'K/1' });
    // The change was made on 10 June 2025 (the fixture moves the day the form recorded).
    await q(`update status_ptkp_riwayat set berlaku_mulai = '2025-06-10' where user_id = $1`, [dewi.id]);
    // Any other path (import, approved data-change request) writes users.status_ptkp: the trigger records it too.
    await q(`update users set status_ptkp = 'K/0' where id = $1`, [joni.id]);
    const [r] = await q('select sebelum, sesudah from status_ptkp_riwayat where user_id = $1', [joni.id]);
    expect(r).toEqual({ sebelum: null, sesudah: 'K/0' });
    const detail = (await t.request({ method: 'GET', url: `/api/users/${dewi.id}`, token: admin.token })).body;
    expect(detail.riwayat_status_ptkp).toEqual([{ berlaku_mulai: '2025-06-10', sebelum: 'TK/0', sesudah: 'K/1' }]);
  });

  it('taxes June and December 2025 as TK/0 and January 2026 as K/1', async () => {
    // June 2025, TK/0 -> TER A: 77.500.000 < 80.000.000 <= 89.000.000 -> 23% = 18.400.000 (K/1 would be TER B 22%).
    const juni = line(await slip(await draft('2025-06', [staf]), dewi), 'potongan', 'PPh 21');
    expect(juni.nominal).toBe(18_400_000);
    expect(juni.rincian).toContain('TER kategori A 23%');
    expect(juni.rincian).toContain(
      'Status PTKP awal tahun pajak 2025: TK/0 (PP 58/2023 Pasal 2 ayat (3); PMK 168/2023 Pasal 9 ayat (4)); perubahan ke K/1 berlaku mulai tahun pajak 2026.',
    );
    // December 2025, art. 17 with the TK/0 PTKP (no earlier final slip): bruto 80.000.000 - biaya jabatan 500.000
    // (one month) = neto 79.500.000 - PTKP TK/0 54.000.000 = PKP 25.500.000 x 5% = 1.275.000
    // (with K/1's 58.500.000 it would be 21.000.000 x 5% = 1.050.000).
    const des = line(await slip(await draft('2025-12', [staf]), dewi), 'potongan', 'PPh 21');
    expect(des.nominal).toBe(1_275_000);
    expect(des.rincian).toContain('PTKP TK/0 Rp 54.000.000; PKP Rp 25.500.000');
    // January 2026: K/1 -> TER B: 80.000.000 is the last amount of the 22% row = 17.600.000, nothing to explain.
    const jan = line(await slip(await draft('2026-01', [staf]), dewi), 'potongan', 'PPh 21');
    expect(jan.nominal).toBe(17_600_000);
    expect(jan.rincian).toContain('TER kategori B 22%');
    expect(jan.rincian).not.toContain('awal tahun pajak');
  });

  it('taxes a THR of 2025 with the TK/0 of the start of 2025 too', async () => {
    // THR for a holiday on 6 June 2025, more than 12 months of service: one month's wage 80.000.000. No final
    // regular slip of June: TER A 23% on the THR alone = 18.400.000 (K/1 would be TER B 22% = 17.600.000).
    const res = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: admin.token,
      body: { jenis: 'thr', bulan: '2025-06', tanggal_acuan: '2025-06-06', grup_gaji_ids: [staf] },
    });
    expect(res.status).toBe(201);
    const p = line(await slip(res.body.id, dewi), 'potongan', 'PPh 21');
    expect(p.nominal).toBe(18_400_000);
    expect(p.rincian).toContain('TER kategori A 23%');
    expect(p.rincian).toContain('Status PTKP awal tahun pajak 2025: TK/0');
  });
});

describe('non-permanent workers', () => {
  let run: number;
  beforeAll(async () => {
    run = await draft('2025-12', [harian, boronganBulanan]);
  });

  it('a daily worker in December: the daily rate on the average day, no art. 17 recalculation', async () => {
    // 10 days x 600.000 = 6.000.000; 600.000 a day is above 450.000 and up to 2.500.000: 0,5% x 6.000.000 = 30.000.
    // (December art. 17 would give 0: 6.000.000 - 300.000 - PTKP K/1 58.500.000 < 0; monthly TER B: 0%.)
    const s = await slip(run, hari);
    expect(line(s, 'pendapatan', 'Upah Borongan/Harian').nominal).toBe(6_000_000);
    const p = line(s, 'potongan', 'PPh 21');
    expect(p.nominal).toBe(30_000);
    expect(p.rincian).toContain('Rp 6.000.000 ÷ 10 hari kerja');
    expect(p.rincian).toContain('rata-rata Rp 600.000 sehari; tarif efektif harian 0,5% × bruto Rp 6.000.000');
    expect(p.rincian).toContain('Tanpa perhitungan ulang Pasal 17 di akhir tahun.');
    expect(p.rincian).not.toContain('Masa pajak terakhir');
  });

  it('a piece-rate worker paid monthly: the monthly TER in December, no art. 17 recalculation', async () => {
    // 7.000.000 base + 2 x 500.000 = 8.000.000; TK/0 -> TER A 7.500.000 < 8.000.000 <= 8.550.000: 1,5% = 120.000.
    // (December art. 17 would give 0: 8.000.000 - 400.000 - 54.000.000 < 0.)
    const p = line(await slip(run, bora), 'potongan', 'PPh 21');
    expect(p.nominal).toBe(120_000);
    expect(p.rincian).toContain('TER kategori A 1,5%');
    expect(p.rincian).toContain('Pegawai tidak tetap dengan upah bulanan: TER bulanan (PMK 168/2023 Pasal 12 ayat (2)).');
  });

  it('records the kind of worker on the slip for the tax office files', async () => {
    const rows = await q<{ user_id: number; jenis: string }>(
      `select user_id, masukan ->> 'jenis_pegawai_pajak' as jenis from penggajian_slip where penggajian_id = $1`,
      [run],
    );
    expect(new Map(rows.map((r) => [Number(r.user_id), r.jenis]))).toEqual(
      new Map([
        [hari.id, 'tidak_tetap'],
        [bora.id, 'tidak_tetap'],
      ]),
    );
  });
});

describe('JP after the pension age', () => {
  it('refuses a JP option that is not yes or no', async () => {
    const res = await putUser(jaka, { jp_setelah_usia_pensiun: 'ya' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Pilihan JP setelah usia pensiun harus ya atau tidak.');
  });

  it('pays JP in the month the employee reaches 59 and none from the next, unless deferred for at most 3 years', async () => {
    expect((await putUser(jaka, { jp_setelah_usia_pensiun: true })).body.jp_setelah_usia_pensiun).toBe(true);
    expect((await putUser(jono, { jp_setelah_usia_pensiun: true })).status).toBe(200);
    // 1% of 5.000.000 = 50.000 from the worker, 2% = 100.000 from the company (PP 45/2015 Pasal 28).
    const mei = await draft('2026-05', [stafJp]);
    const jpOf = async (runId: number, u: UserFixture) => {
      const s = await slip(runId, u);
      return [line(s, 'potongan', 'BPJS JP'), line(s, 'pemberi_kerja', 'BPJS JP')];
    };
    expect((await jpOf(mei, joko)).map((b) => b.nominal)).toEqual([50_000, 100_000]);
    const juni = await draft('2026-06', [stafJp]);
    const [pekerja, perusahaan] = await jpOf(juni, joko);
    expect([pekerja.nominal, perusahaan.nominal]).toEqual([0, 0]);
    expect(pekerja.rincian).toContain(
      'Usia pensiun 59 tahun tercapai pada 10 Mei 2026 (PP 45/2015 Pasal 15): kepesertaan JP berakhir, iuran JP tidak dipungut lagi setelah bulan itu.',
    );
    // Jaka chose to keep paying: JP goes on, at most until 20 May 2029.
    const [jk, jkPk] = await jpOf(juni, jaka);
    expect([jk.nominal, jkPk.nominal]).toEqual([50_000, 100_000]);
    expect(jk.rincian).toContain('karyawan memilih tetap membayar JP selama masih bekerja, paling lama sampai 20 Mei 2029');
    // Jono reached 57 on 10 March 2020 (the 2020 pension age): the 3 years ended on 10 March 2023.
    const [jn] = await jpOf(juni, jono);
    expect(jn.nominal).toBe(0);
    expect(jn.rincian).toContain('Usia pensiun 57 tahun tercapai pada 10 Maret 2020');
    // No birth date: JP as before.
    expect((await jpOf(juni, joni)).map((b) => b.nominal)).toEqual([50_000, 100_000]);
    const run = (await t.request({ method: 'GET', url: `/api/penggajian/${juni}`, token: admin.token })).body;
    // Company JP: Jaka 100.000 + Joni 100.000 (Joko and Jono none).
    expect(run.total_pemberi_kerja).toBe(200_000);
  });
});
