import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Joiners and leavers under each prorating method the company can choose (PP 36/2021 Pasal 40 ayat (1); divisors 21
// and 25 of Pasal 17), November 2026: 30 days, Sunday 1st; no holidays. A Monday-Friday schedule has 21 working days
// (2-6, 9-13, 16-20, 23-27, 30), a Monday-Saturday one 25 (+ 7, 14, 21, 28). Gaji pokok 6.300.000 and a fixed
// allowance of 1.050.000; BPJS JHT stays on the whole monthly wage: 2% x 7.350.000 = 147.000.

let t: TestApp;
let hrd: UserFixture;
let joiner: UserFixture; // joins Thursday 19 November, Monday-Friday
let leaver: UserFixture; // last day Tuesday 10 November, Monday-Saturday
let early: UserFixture; // joins Tuesday 3 November, Monday-Saturday: 24 working days
let golive: UserFixture; // employed since 2025; the company goes live on Hadir on 15 November
let grupId: number;
const BULAN = '2026-11';

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;

async function jadwal(nama: string, hariKerja: number) {
  const id = await one('insert into jadwal_kerja (nama) values ($1) returning id', [nama]);
  await q(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, h, h > $2, case when h <= $2 then time '08:00' end, case when h <= $2 then time '16:00' end
       from generate_series(1, 7) h`,
    [id, hariKerja],
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const limaHari = await jadwal('Kantor', 5);
  const enamHari = await jadwal('Gudang', 6);
  const tunjangan = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Tunjangan Jabatan', 'pendapatan', 'tetap', 1050000, true) returning id`,
  );
  grupId = await one(`insert into grup_gaji (nama) values ('Staf') returning id`);
  const items: [number, number | null][] = [
    [await one('select id from komponen_gaji where gaji_pokok'), 6_300_000],
    [tunjangan, null],
    [await one(`select id from komponen_gaji where sumber_otomatis = 'bpjs_jht'`), null],
  ];
  for (const [i, [k, nilai]] of items.entries()) {
    await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, $3, $4)', [
      grupId,
      k,
      i + 1,
      nilai,
    ]);
  }
  const emp = (fullname: string, fields: Record<string, unknown>) =>
    createUser(t, { fullname, fields: { grup_gaji_id: grupId, tanggal_masuk: '2025-01-02', ...fields } });
  joiner = await emp('Joni Baru', { jadwal_kerja_id: limaHari, tanggal_masuk: '2026-11-19' });
  leaver = await emp('Lina Pamit', { jadwal_kerja_id: enamHari });
  early = await emp('Eka Awal', { jadwal_kerja_id: enamHari, tanggal_masuk: '2026-11-03' });
  golive = await emp('Gilang Lama', { jadwal_kerja_id: limaHari });
  // Lina's last day is 10 November (deactivated that afternoon, Jakarta time).
  await q(`update users set active = false, deactivated_at = '2026-11-10T09:00:00Z' where id = $1`, [leaver.id]);
  await q(`update perusahaan set mulai_hadir = '2026-11-15'`);
});
afterAll(() => t.close());

type Baris = { nama: string; nominal: number; rincian: string };
async function slips(metode: string) {
  const set = await t.request({
    method: 'PUT',
    url: '/api/pengaturan-penggajian',
    token: hrd.token,
    body: { metode_prorata: metode },
  });
  expect(set.status).toBe(200);
  const run = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: hrd.token,
    body: { bulan: BULAN, grup_gaji_ids: [grupId] },
  });
  expect(run.status).toBe(201);
  const of = async (u: UserFixture) => {
    const res = await t.request({ method: 'GET', url: `/api/penggajian/${run.body.id}/slip/${u.id}/rincian`, token: hrd.token });
    const baris: Baris[] = res.body.baris;
    const get = (nama: string) => baris.find((b) => b.nama === nama)!;
    return { pokok: get('Gaji Pokok'), tunjangan: get('Tunjangan Jabatan'), jht: baris.find((b) => b.nama === 'BPJS JHT')! };
  };
  return { joiner: await of(joiner), leaver: await of(leaver), early: await of(early), golive: await of(golive) };
}

describe('prorating joiners and leavers', () => {
  it('calendar days: 12/30 for a joiner on the 19th, 10/30 for a leaver on the 10th', async () => {
    const s = await slips('hari_kalender');
    // 6.300.000 x 12/30 = 2.520.000; 1.050.000 x 12/30 = 420.000.
    expect(s.joiner.pokok.nominal).toBe(2_520_000);
    expect(s.joiner.tunjangan.nominal).toBe(420_000);
    expect(s.joiner.pokok.rincian).toBe(
      'Gaji pokok sebulan: Rp 6.300.000 × 12/30 = Rp 2.520.000. Prorata 12/30 hari kalender: masuk 19 November 2026 (PP 36/2021 Pasal 40 ayat (1)).',
    );
    // 6.300.000 x 10/30 = 2.100.000; 1.050.000 x 10/30 = 350.000.
    expect(s.leaver.pokok.nominal).toBe(2_100_000);
    expect(s.leaver.tunjangan.nominal).toBe(350_000);
    expect(s.leaver.pokok.rincian).toContain('Prorata 10/30 hari kalender: keluar 10 November 2026');
    // BPJS on the whole monthly wage: 2% x 7.350.000.
    expect(s.joiner.jht.nominal).toBe(147_000);
    expect(s.leaver.jht.nominal).toBe(147_000);
    // A company going live mid-month does not make its staff joiners.
    expect(s.golive.pokok.nominal).toBe(6_300_000);
    expect(s.golive.pokok.rincian).toBe('Gaji pokok sebulan.');
  });

  it('working days of the schedule: 8/21 for the joiner, 8/25 for the leaver', async () => {
    const s = await slips('hari_kerja');
    // Joiner: 19, 20, 23-27, 30 = 8 of 21. 6.300.000 x 8/21 = 2.400.000; 1.050.000 x 8/21 = 400.000.
    expect(s.joiner.pokok.nominal).toBe(2_400_000);
    expect(s.joiner.tunjangan.nominal).toBe(400_000);
    expect(s.joiner.pokok.rincian).toContain('Prorata 8/21 hari kerja sesuai jadwal: masuk 19 November 2026');
    // Leaver (Monday-Saturday): 2-7, 9, 10 = 8 of 25. 6.300.000 x 8/25 = 2.016.000; 1.050.000 x 8/25 = 336.000.
    expect(s.leaver.pokok.nominal).toBe(2_016_000);
    expect(s.leaver.tunjangan.nominal).toBe(336_000);
    // Early joiner: 3-7, 9-14, 16-21, 23-28, 30 = 24 of 25: 6.300.000 x 24/25 = 6.048.000.
    expect(s.early.pokok.nominal).toBe(6_048_000);
  });

  it('21 days: working days employed / 21, at most the whole month', async () => {
    const s = await slips('21');
    // Joiner 8/21: 2.400.000 and 400.000. Leaver 8/21: 2.400.000 and 400.000.
    expect(s.joiner.pokok.nominal).toBe(2_400_000);
    expect(s.leaver.pokok.nominal).toBe(2_400_000);
    expect(s.leaver.tunjangan.nominal).toBe(400_000);
    expect(s.leaver.pokok.rincian).toContain('Prorata 8/21 hari kerja: keluar 10 November 2026');
    expect(s.leaver.pokok.rincian).toContain('upah sehari = upah sebulan ÷ 21 (PP 36/2021 Pasal 17)');
    // Early joiner: 24 working days, capped at 21/21: the whole 6.300.000.
    expect(s.early.pokok.nominal).toBe(6_300_000);
    expect(s.early.pokok.rincian).toContain('Prorata 21/21 hari kerja (24 hari kerja, paling banyak sebulan penuh)');
  });

  it('25 days: working days employed / 25', async () => {
    const s = await slips('25');
    // Joiner 8/25: 2.016.000 and 336.000. Leaver 8/25: the same. Early joiner 24/25: 6.048.000 and 1.008.000.
    expect(s.joiner.pokok.nominal).toBe(2_016_000);
    expect(s.joiner.tunjangan.nominal).toBe(336_000);
    expect(s.leaver.pokok.nominal).toBe(2_016_000);
    expect(s.early.pokok.nominal).toBe(6_048_000);
    expect(s.early.tunjangan.nominal).toBe(1_008_000);
    expect(s.joiner.jht.nominal).toBe(147_000);
  });
});
