import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { readExport } from '../../../test/xlsx.ts';

// BPJS of daily and piece-rate workers (payroll-run.bpjs-upah.ts), the JP base of the BPJS recap after the pension
// age, the daily-rate PPh 21 of a daily worker's THR and DTP on THR slips (thr-pajak.rules.ts). October 2026 for
// BPJS, March 2026 for THR (Idul Fitri 20 March 2026). JKK class "sangat rendah" 0,24%; JHT 3,7% + 2% (PP 46/2015
// Pasal 16 ayat (1)); JP 2% + 1% (PP 45/2015 Pasal 28 ayat (3)); JKM 0,3% (PP 44/2015 Pasal 18 ayat (1));
// Kesehatan 4% + 1% (Perpres 82/2018 Pasal 30), no minimum wage recorded, so no floor.

let t: TestApp;
let hrd: UserFixture;
let dewi: UserFixture; // daily worker: 20 approved daily-wage entries of 150.000 in October
let bayu: UserFixture; // piece-rate: July-September 2.000.000 + 3.000.000 + 4.000.000, October 9.000.000
let pak: UserFixture; // monthly 5.000.000, born 1960: past the JP pension age
let rudi: UserFixture; // permanent, 9.000.000 a month, THR with DTP
let hana: UserFixture; // daily worker, THR after her regular March slip is final

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const auto = (s: string) => one(`select id from komponen_gaji where sumber_otomatis = '${s}'`);
const post = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/penggajian', token: hrd.token, body });
const final = (id: number) =>
  t.request({ method: 'POST', url: `/api/penggajian/${id}/final`, token: hrd.token, body: { konfirmasi: true } });
const slipOf = (runId: number, u: UserFixture) =>
  t.request({ method: 'GET', url: `/api/penggajian/${runId}/slip/${u.id}/rincian`, token: hrd.token });
const lines = (slip: { baris: { nama: string; jenis: string; nominal: number }[] }) =>
  Object.fromEntries(slip.baris.map((b) => [`${b.jenis}:${b.nama}`, b.nominal]));

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
async function entri(u: UserFixture, tanggal: string, upah: number) {
  const id = await one('insert into borongan (user_id, tanggal, total_upah) values ($1, $2, $3) returning id', [
    u.id,
    tanggal,
    upah,
  ]);
  await q(`insert into approvals (tipe, request_id, requester_id, status) values ('borongan', $1, $2, 'Disetujui')`, [id, u.id]);
}

let harianGrup: number;
let stafGrup: number;
let thrGrup: number;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const bpjs = await Promise.all(['bpjs_kesehatan', 'bpjs_jht', 'bpjs_jp', 'bpjs_jkk', 'bpjs_jkm'].map(auto));
  harianGrup = await grup('Harian', [[await auto('upah_borongan'), null], ...bpjs.map((b): [number, null] => [b, null])]);
  stafGrup = await grup('Staf', [
    [await one('select id from komponen_gaji where gaji_pokok'), 5_000_000],
    ...bpjs.map((b): [number, null] => [b, null]),
  ]);
  thrGrup = await grup('Kantor', [
    [await one('select id from komponen_gaji where gaji_pokok'), 9_000_000],
    [await auto('pph21'), null],
  ]);
  const id = { status_ptkp: 'TK/0', npwp: '01.234.567.8-901.000' };
  const ident = (n: number) => ({
    ...id,
    nik: `317101150590000${n}`,
    no_bpjs_ketenagakerjaan: `2101234567${n}`,
    no_bpjs_kesehatan: `000123456789${n}`,
  });
  dewi = await createUser(t, {
    fullname: 'Dewi Harian',
    fields: { ...ident(1), grup_gaji_id: harianGrup, tipe_karyawan: 'Harian', tanggal_masuk: '2025-01-02' },
  });
  bayu = await createUser(t, {
    fullname: 'Bayu Borongan',
    fields: { ...ident(2), grup_gaji_id: harianGrup, tipe_karyawan: 'Borongan', tanggal_masuk: '2025-01-02' },
  });
  pak = await createUser(t, {
    fullname: 'Pak Senior',
    fields: { ...ident(3), grup_gaji_id: stafGrup, tanggal_masuk: '2000-01-03', tanggal_lahir: '1960-01-10' },
  });
  rudi = await createUser(t, {
    fullname: 'Rudi Kantor',
    fields: { ...ident(4), grup_gaji_id: thrGrup, tanggal_masuk: '2020-01-06' },
  });
  hana = await createUser(t, {
    fullname: 'Hana Lepas',
    fields: { ...ident(5), grup_gaji_id: thrGrup, tipe_karyawan: 'Harian', tanggal_masuk: '2025-03-01' },
  });
  for (let d = 1; d <= 20; d++) await entri(dewi, `2026-10-${String(d).padStart(2, '0')}`, 150_000);
  await entri(bayu, '2026-06-15', 50_000_000); // before the 3-month window: never counted
  await entri(bayu, '2026-07-15', 2_000_000);
  await entri(bayu, '2026-08-15', 3_000_000);
  await entri(bayu, '2026-09-15', 4_000_000);
  await entri(bayu, '2026-10-15', 9_000_000);
  await q(`update perusahaan set kode_klu = '14111'`); // garments: PMK 105/2025 Lampiran A, tax year 2026
});
afterAll(() => t.close());

describe('BPJS of daily and piece-rate workers', () => {
  let runId: number;
  it('computes every line on the monthly wage the rules give, saying how it was found', async () => {
    const res = await post({ bulan: '2026-10', grup_gaji_ids: [harianGrup, stafGrup], kelas_risiko_jkk: 'sangat_rendah' });
    expect(res.status).toBe(201);
    runId = res.body.id;
    // Dewi: 20 days x 150.000 = 3.000.000 (KEP-150/MEN/1999: the day's wage x the days worked). JHT 2% 60.000 and
    // 3,7% 111.000; JP 1% 30.000 and 2% 60.000; Kesehatan 1% 30.000 and 4% 120.000; JKK 0,24% 7.200; JKM 0,3% 9.000.
    const d = (await slipOf(runId, dewi)).body;
    expect(lines(d)).toMatchObject({
      'pendapatan:Upah Borongan/Harian': 3_000_000,
      'potongan:BPJS JHT': 60_000,
      'potongan:BPJS JP': 30_000,
      'potongan:BPJS Kesehatan': 30_000,
      'pemberi_kerja:BPJS JHT': 111_000,
      'pemberi_kerja:BPJS JP': 60_000,
      'pemberi_kerja:BPJS Kesehatan': 120_000,
      'pemberi_kerja:BPJS JKK': 7_200,
      'pemberi_kerja:BPJS JKM': 9_000,
    });
    const jht = d.baris.find((b: { nama: string; jenis: string }) => b.nama === 'BPJS JHT' && b.jenis === 'potongan');
    expect(jht.rincian).toContain('Upah sebulan pekerja harian = upah sehari × hari kerja bulan ini');
    expect(jht.rincian).toContain('KEP-150/MEN/1999');
    // Bayu: the average of July-September (3 months; KEP-150/MEN/1999): 9.000.000 / 3 = 3.000.000, not October's
    // 9.000.000 nor June's entry: JHT 2% 60.000, JP 1% 30.000, JKK 7.200.
    const b = (await slipOf(runId, bayu)).body;
    expect(lines(b)).toMatchObject({
      'pendapatan:Upah Borongan/Harian': 9_000_000,
      'potongan:BPJS JHT': 60_000,
      'potongan:BPJS JP': 30_000,
      'pemberi_kerja:BPJS JKK': 7_200,
    });
    expect(b.baris.find((x: { nama: string }) => x.nama === 'BPJS JHT').rincian).toContain('rata-rata upah 3 bulan terakhir');
    // Pak Senior reached the JP pension age (56 in 2016, PP 45/2015 Pasal 15): no JP, the rest on 5.000.000.
    expect(lines((await slipOf(runId, pak)).body)).toMatchObject({ 'potongan:BPJS JP': 0, 'potongan:BPJS JHT': 100_000 });
  });

  it('reports their wage in the BPJS recap, and no JP base once JP stopped at the pension age', async () => {
    expect((await final(runId)).status).toBe(200);
    const res = await t.request({
      method: 'GET',
      url: `/api/penggajian/${runId}/bpjs?program=ketenagakerjaan`,
      token: hrd.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.tidak_masuk).toEqual([]);
    const x = await readExport(res.body.file);
    const kolom = (nama: string) => x.header.indexOf(nama);
    const baris = (nama: string) => x.rows.find((r: unknown[]) => r[3] === nama)!;
    expect(baris('Dewi Harian')[kolom('Upah Dilaporkan')]).toBe(3_000_000);
    expect(baris('Dewi Harian')[kolom('Dasar Upah JP')]).toBe(3_000_000);
    expect(baris('Bayu Borongan')[kolom('Upah Dilaporkan')]).toBe(3_000_000);
    expect(baris('Pak Senior')[kolom('Upah Dilaporkan')]).toBe(5_000_000);
    expect(baris('Pak Senior')[kolom('Dasar Upah JP')]).toBe(0);
  });
});

describe('THR tax of a daily worker, and DTP on THR', () => {
  it('taxes a daily worker’s THR with the daily rate on the month’s wages + THR, and pays DTP on THR', async () => {
    // Hana's March: 10 days x 600.000 = 6.000.000; average 600.000 a day is above 450.000: 0,5% = 30.000 (PP 58/2023
    // tarif efektif harian). Her average is above 500.000 a day: no DTP (PMK 105/2025 Pasal 4 ayat (3)).
    for (let d = 2; d <= 11; d++) await entri(hana, `2026-03-${String(d).padStart(2, '0')}`, 600_000);
    await q(`insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, 9, null)`, [
      thrGrup,
      await auto('upah_borongan'),
    ]);
    const lepas = await one(`insert into grup_gaji (nama) values ('Lepas') returning id`);
    await q(
      `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, 1, null), ($1, $3, 2, null)`,
      [lepas, await auto('upah_borongan'), await auto('pph21')],
    );
    await q('update users set grup_gaji_id = $1 where id = $2', [lepas, hana.id]);
    const gaji = await post({ bulan: '2026-03', grup_gaji_ids: [lepas] });
    expect(lines((await slipOf(gaji.body.id, hana)).body)['potongan:PPh 21']).toBe(30_000);
    expect((await final(gaji.body.id)).status).toBe(200);

    const thr = await post({ jenis: 'thr', bulan: '2026-03', grup_gaji_ids: [lepas, thrGrup], tanggal_acuan: '2026-03-20' });
    expect(thr.status).toBe(201);
    // Hana: 12 months from 20 March 2025, wages 6.000.000: THR 6.000.000 / 12 = 500.000 (Permenaker 6/2016 Pasal 3
    // ayat (3)). March + THR = 6.500.000 / 10 days = 650.000 a day: 0,5% = 32.500 - 30.000 withheld = 2.500.
    const h = (await slipOf(thr.body.id, hana)).body;
    expect(lines(h)).toEqual({ 'pendapatan:Tunjangan Hari Raya': 500_000, 'potongan:PPh 21': 2_500 });
    expect(h.baris[1].rincian).toContain('÷ 10 hari kerja = rata-rata Rp 650.000 sehari');
    // Rudi: THR 9.000.000, no final March slip: TER A 1,75% = 157.500 (PP 58/2023). January's fixed pay is not
    // final, so his base pay 9.000.000 <= 10.000.000 decides (PMK 105/2025 Pasal 4): DTP 157.500, paid in cash.
    const r = (await slipOf(thr.body.id, rudi)).body;
    expect(lines(r)).toEqual({
      'pendapatan:Tunjangan Hari Raya': 9_000_000,
      'potongan:PPh 21': 157_500,
      'pendapatan:PPh 21 Ditanggung Pemerintah (DTP)': 157_500,
    });
    expect(r).toMatchObject({ total_pendapatan: 9_157_500, total_potongan: 157_500, neto: 9_000_000 });
  });
});
