import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { readExport } from '../../../test/xlsx.ts';

// Issue 17 part 3: the wage and contribution recap per BPJS program of a final run (bpjs-report.ts), every slip with
// the program's contributions in it or listed with the reason. October 2026, JKK class "sangat rendah" (0,24%).
//
// Worked examples (rates: PP 46/2015 Pasal 16 ayat (1) JHT 3,7% + 2%; PP 45/2015 Pasal 28 ayat (3) JP 2% + 1%, cap
// Rp 11.086.300 from March 2026 (BPJS Ketenagakerjaan letter B/1226/022026); PP 44/2015 JKK 0,24%, JKM 0,3%;
// Perpres 82/2018 Pasal 30 and 32 Kesehatan 4% + 1%, cap Rp 12.000.000):
//  Staf, Rp 5.000.000: JHT 100.000 + 185.000, JKK 12.000, JKM 15.000, JP base 5.000.000: 50.000 + 100.000;
//    worker 150.000, company 312.000, total 462.000. Kesehatan base 5.000.000: 50.000 + 200.000 = 250.000.
//  Direksi, Rp 15.000.000: JHT 300.000 + 555.000, JKK 36.000, JKM 45.000, JP base 11.086.300: 110.863 + 221.726;
//    worker 410.863, company 857.726, total 1.268.589. Kesehatan base 12.000.000: 120.000 + 480.000 = 600.000.

let t: TestApp;
let hrd: UserFixture;
let runId: number;
const BULAN = '2026-10';

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const rekap = (program: string, id = runId) =>
  t.request({ method: 'GET', url: `/api/penggajian/${id}/bpjs?program=${program}`, token: hrd.token });

async function grup(nama: string, gaji: number, bpjs: boolean) {
  const id = await one('insert into grup_gaji (nama) values ($1) returning id', [nama]);
  await q(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, row_number() over (order by id), case when gaji_pokok then $2::bigint end from komponen_gaji
      where gaji_pokok or ($3 and sumber_otomatis in ('bpjs_kesehatan', 'bpjs_jht', 'bpjs_jp', 'bpjs_jkk', 'bpjs_jkm'))`,
    [id, gaji, bpjs],
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  await q(`update perusahaan set nama = 'PT Maju Jaya' where id = 1`);
  const staf = await grup('Staf', 5_000_000, true);
  const direksi = await grup('Direksi', 15_000_000, true);
  const lepas = await grup('Tanpa BPJS', 3_000_000, false);
  const orang: [string, number, string | null, string | null, string | null][] = [
    ['Ani Lestari', staf, '3171011505900001', '21012345678', '0001234567890'],
    ['Bima Direktur', direksi, '3171011505800002', '19098765432', '0009876543210'],
    ['Citra Tanpa KPJ', staf, '3171011505950003', null, '0001112223334'],
    ['Dodi Tanpa NIK', staf, null, '21055555555', '0005556667778'],
    ['Eka Harian', lepas, '3171011505990005', '21066666666', '0006667778889'],
  ];
  for (const [i, [nama, g, nik, kpj, jkn]] of orang.entries()) {
    await q(
      `insert into users (nip, username, fullname, password_hash, grup_gaji_id, nik, no_bpjs_ketenagakerjaan,
                          no_bpjs_kesehatan, tanggal_lahir, tanggal_masuk)
       values ($1, $2, $3, 'x', $4, $5, $6, $7, '1990-05-15', '2025-01-01')`,
      [`P${100 + i}`, `bpjs${i}`, nama, g, nik, kpj, jkn],
    );
  }
  const res = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: hrd.token,
    body: { bulan: BULAN, grup_gaji_ids: [staf, direksi, lepas] },
  });
  expect(res.status).toBe(201);
  runId = res.body.id;
});

afterAll(() => t.close());

describe('BPJS wage and contribution recap', () => {
  it('refuses a draft run and an unknown program', async () => {
    const draft = await rekap('ketenagakerjaan');
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe('Rekap BPJS hanya untuk penggajian yang sudah final.');
    const bad = await rekap('jkn');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Program BPJS tidak dikenal.');
    await q(`update penggajian set status = 'final' where id = $1`, [runId]);
  });

  it('BPJS Ketenagakerjaan: every program column to the rupiah, totals, and who is left out and why', async () => {
    const res = await rekap('ketenagakerjaan');
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`rekap-upah-dan-iuran-bpjs-ketenagakerjaan-${BULAN}-${runId}.xlsx`);
    expect(res.body.jumlah).toBe(2);
    expect(res.body.total).toBe(462_000 + 1_268_589);
    expect(res.body.tidak_masuk.map((x: { nama: string; alasan: string }) => `${x.nama}: ${x.alasan}`)).toEqual([
      'Citra Tanpa KPJ: Nomor KPJ BPJS Ketenagakerjaan belum diisi.',
      'Dodi Tanpa NIK: NIK belum diisi.',
      'Eka Harian: Slip ini tidak memuat iuran BPJS Ketenagakerjaan.',
    ]);
    const x = await readExport(res.body.file);
    expect(x.above[0]).toEqual(['Rekap Upah dan Iuran BPJS Ketenagakerjaan']);
    expect(x.above[1]).toEqual(['PT Maju Jaya, periode Oktober 2026']);
    expect(String(x.above[2][0])).toContain('bukan format unggah resmi BPJS');
    expect(x.header).toEqual([
      'No',
      'NIK',
      'Nomor KPJ',
      'Nama',
      'NIP',
      'Tanggal Lahir',
      'Upah Dilaporkan',
      'JHT Pekerja (2%)',
      'JHT Perusahaan (3,7%)',
      'JKK Perusahaan',
      'JKM Perusahaan (0,3%)',
      'Dasar Upah JP',
      'JP Pekerja (1%)',
      'JP Perusahaan (2%)',
      'Total Pekerja',
      'Total Perusahaan',
      'Total Iuran',
    ]);
    expect(x.rows).toEqual([
      // biome-ignore format: one employee per line
      [1, '3171011505900001', '21012345678', 'Ani Lestari', 'P100', '15-05-1990', 5_000_000, 100_000, 185_000, 12_000, 15_000, 5_000_000, 50_000, 100_000, 150_000, 312_000, 462_000],
      // biome-ignore format: one employee per line
      [2, '3171011505800002', '19098765432', 'Bima Direktur', 'P101', '15-05-1990', 15_000_000, 300_000, 555_000, 36_000, 45_000, 11_086_300, 110_863, 221_726, 410_863, 857_726, 1_268_589],
      // biome-ignore format: the totals row
      [null, 'Total', null, null, null, null, 20_000_000, 400_000, 740_000, 48_000, 60_000, 16_086_300, 160_863, 321_726, 560_863, 1_169_726, 1_730_589],
    ]);
  });

  it('BPJS Kesehatan: the capped base, both shares, and the card number the portal asks for', async () => {
    const res = await rekap('kesehatan');
    expect(res.status).toBe(200);
    expect(res.body.jumlah).toBe(3);
    expect(res.body.total).toBe(250_000 + 600_000 + 250_000);
    expect(res.body.tidak_masuk.map((x: { nama: string; alasan: string }) => `${x.nama}: ${x.alasan}`)).toEqual([
      'Dodi Tanpa NIK: NIK belum diisi.',
      'Eka Harian: Slip ini tidak memuat iuran BPJS Kesehatan.',
    ]);
    const x = await readExport(res.body.file);
    expect(x.header.slice(2, 3)).toEqual(['Nomor Kartu JKN']);
    expect(x.header.slice(6)).toEqual([
      'Upah Dilaporkan',
      'Dasar Upah Iuran',
      'Iuran Pekerja (1%)',
      'Iuran Perusahaan (4%)',
      'Total Pekerja',
      'Total Perusahaan',
      'Total Iuran',
    ]);
    expect(x.rows.map((r) => [r[2], r[3], ...r.slice(6)])).toEqual([
      ['0001234567890', 'Ani Lestari', 5_000_000, 5_000_000, 50_000, 200_000, 50_000, 200_000, 250_000],
      ['0009876543210', 'Bima Direktur', 15_000_000, 12_000_000, 120_000, 480_000, 120_000, 480_000, 600_000],
      ['0001112223334', 'Citra Tanpa KPJ', 5_000_000, 5_000_000, 50_000, 200_000, 50_000, 200_000, 250_000],
      [null, null, 25_000_000, 22_000_000, 220_000, 880_000, 220_000, 880_000, 1_100_000],
    ]);
  });
});
