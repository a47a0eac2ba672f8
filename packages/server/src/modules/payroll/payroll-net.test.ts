import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Deductions beyond the earnings (issue 17, payroll-run.net.ts): never a negative net pay; the company's own
// deductions wait (carried to next month or written off), BPJS and PPh 21 stay whole; a carry is deducted once.
//
// Worked example (every employee here): gaji pokok Rp 3.000.000; BPJS on that wage, worker shares Kesehatan 1 %
// = 30.000, JHT 2 % = 60.000, JP 1 % = 30.000 (PP 82/2018 / PP 46/2015 / PP 45/2015, statutory/bpjs.rates.ts) =
// 120.000; PPh 21: bruto 3.000.000 + employer Kesehatan 4 % 120.000 = 3.120.000, TER A 0 % (PP 58/2023 Lampiran,
// up to 5.400.000) = 0.
//   August, loan 3.500.000: deductions 3.620.000 > earnings 3.000.000 by 620.000. The loan (the company's own) is
//   cut to 2.880.000; net 3.000.000 - 2.880.000 - 120.000 = 0; 620.000 carried.
//   September, loan 500.000: deductions 500.000 + carry 620.000 + 120.000 = 1.240.000; net 1.760.000.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let ani: UserFixture;
let citra: UserFixture;
let dewi: UserFixture;
let grupPinjaman: number;
let grupTanpa: number;
let grupBatas: number;
let pinjaman: number;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;

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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who = hrd) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });
const draft = async (bulan: string, grupId: number) => {
  const res = await call('POST', '/penggajian', { bulan, grup_gaji_ids: [grupId] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const final = (id: number) => call('POST', `/penggajian/${id}/final`, { konfirmasi: true }, admin);
const buka = (id: number) => call('POST', `/penggajian/${id}/buka`, { alasan: 'Koreksi potongan' }, admin);
const slip = async (id: number, who: UserFixture) => (await call('GET', `/penggajian/${id}/slip/${who.id}/rincian`)).body;
const baris = (s: { baris: { kode: string; nama: string; nominal: number; rincian: string; jenis: string }[] }, kode: string) =>
  s.baris.find((b) => b.kode === kode);
const setLoan = (grupId: number, nilai: number) =>
  q('update grup_gaji_komponen set nilai = $3 where grup_gaji_id = $1 and komponen_gaji_id = $2', [grupId, pinjaman, nilai]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  const komponen = (where: string) => one(`select id from komponen_gaji where ${where}`);
  pinjaman = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak)
     values ('Potongan Pinjaman', 'potongan', 'tetap', 0, false) returning id`,
  );
  const wajib: [number, null][] = [
    [await komponen(`sumber_otomatis = 'bpjs_kesehatan'`), null],
    [await komponen(`sumber_otomatis = 'bpjs_jht'`), null],
    [await komponen(`sumber_otomatis = 'bpjs_jp'`), null],
    [await komponen(`sumber_otomatis = 'pph21'`), null],
  ];
  const pokok = await komponen('gaji_pokok');
  grupPinjaman = await grup('Dengan Pinjaman', [[pokok, 3_000_000], [pinjaman, 3_500_000], ...wajib]);
  grupTanpa = await grup('Tanpa Pinjaman', [[pokok, 3_000_000], ...wajib]);
  grupBatas = await grup('Pinjaman Dibatasi', [[pokok, 3_000_000], [pinjaman, 3_500_000], ...wajib]);
  const data = (grupId: number, nik: string) => ({
    grup_gaji_id: grupId,
    tanggal_masuk: '2025-01-02',
    tanggal_lahir: '1990-05-01',
    status_ptkp: 'TK/0',
    nik,
    nama_bank: 'BCA',
    no_rekening: '0123456789',
  });
  ani = await createUser(t, { fullname: 'Ani Lestari', fields: data(grupPinjaman, '3171010101900001') });
  citra = await createUser(t, { fullname: 'Citra Dewi', fields: data(grupTanpa, '3171010101900002') });
  dewi = await createUser(t, { fullname: 'Dewi Sartika', fields: data(grupBatas, '3171010101900003') });
});

afterAll(() => t?.close());

describe("carried to the next month ('dibawa', the default)", () => {
  let agustus: number;
  let september: number;

  it('cuts the company loan, keeps BPJS and PPh 21 whole, nets Rp 0 and shows Rp 620.000 carried', async () => {
    agustus = await draft('2026-08', grupPinjaman);
    const s = await slip(agustus, ani);
    expect(s.neto).toBe(0);
    expect(s.total_pendapatan).toBe(3_000_000);
    expect(s.total_potongan).toBe(3_000_000);
    expect(baris(s, `k${pinjaman}`)).toMatchObject({ nominal: 2_880_000 });
    expect(baris(s, `k${pinjaman}`)?.rincian).toContain('Rp 620.000 dibawa ke slip September 2026');
    expect(s.baris.filter((b: { nama: string }) => b.nama.startsWith('BPJS')).map((b: { nominal: number }) => b.nominal)).toEqual(
      expect.arrayContaining([30_000, 60_000, 30_000]),
    );
    expect(baris(s, 'neto_dibawa')).toMatchObject({
      nama: 'Dibawa ke bulan berikutnya',
      jenis: 'pemberi_kerja',
      nominal: 620_000,
    });
    const periksa = (await call('GET', `/penggajian/${agustus}/periksa`)).body;
    expect(periksa.items.find((i: { kode: string }) => i.kode === 'neto_negatif')).toMatchObject({
      tingkat: 'peringatan',
      jumlah: 1,
      karyawan: [{ user_id: ani.id, nama: 'Ani Lestari' }],
    });
    expect((await final(agustus)).status).toBe(200);
  });

  it("deducts it on September's slip to the rupiah, naming the month", async () => {
    await setLoan(grupPinjaman, 500_000);
    september = await draft('2026-09', grupPinjaman);
    const s = await slip(september, ani);
    expect(baris(s, 'sisa_potongan')).toMatchObject({ nama: 'Sisa potongan bulan lalu', jenis: 'potongan', nominal: 620_000 });
    expect(baris(s, 'sisa_potongan')?.rincian).toContain('Agustus 2026');
    expect(s.total_potongan).toBe(1_240_000);
    expect(s.neto).toBe(1_760_000);
    expect(baris(s, 'neto_dibawa')).toBeUndefined();
    expect((await final(september)).status).toBe(200);
  });

  it('never deducts it twice: reopened and refinalised, and August cannot be reopened under a final September', async () => {
    const refused = await buka(agustus);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('September 2026');
    expect((await buka(september)).status).toBe(200);
    expect((await final(september)).status).toBe(200);
    const rows = await q<{ nominal: number; dipotong_penggajian_id: number }>(
      'select nominal, dipotong_penggajian_id from penggajian_sisa_potongan where user_id = $1',
      [ani.id],
    );
    expect(rows.map((r) => [Number(r.nominal), Number(r.dipotong_penggajian_id)])).toEqual([[620_000, september]]);
    // A draft of September for another group set cannot take Ani again: her September is final.
    const other = await draft('2026-09', grupTanpa);
    expect(
      (await call('GET', `/penggajian/${other}/slip?page=1&size=50`)).body.items.map((i: { user_id: number }) => i.user_id),
    ).not.toContain(ani.id);
  });

  it('refuses a September computed on an August carry that changed, until recomputed', async () => {
    expect((await buka(september)).status).toBe(200);
    expect((await buka(agustus)).status).toBe(200);
    await setLoan(grupPinjaman, 3_600_000);
    expect(await draft('2026-08', grupPinjaman)).toBe(agustus);
    expect(baris(await slip(agustus, ani), 'neto_dibawa')?.nominal).toBe(720_000);
    expect((await final(agustus)).status).toBe(200);
    const stale = await final(september);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Hitung ulang');
    expect((await call('GET', `/penggajian/${september}`)).body.status).toBe('draft');
    await setLoan(grupPinjaman, 500_000);
    expect(await draft('2026-09', grupPinjaman)).toBe(september);
    // 500.000 + 720.000 + 120.000 = 1.340.000; net 3.000.000 - 1.340.000 = 1.660.000.
    expect((await slip(september, ani)).neto).toBe(1_660_000);
    expect((await final(september)).status).toBe(200);
  });

  it('advances statutory shares beyond the earnings: an adjusted base pay of Rp 50.000 nets Rp 0, Rp 70.000 carried', async () => {
    // Gaji pokok adjusted to 50.000; BPJS stays on the group's wage (120.000); no company deduction to cut, so the
    // company advances 120.000 - 50.000 = 70.000 and carries it.
    const run = await draft('2026-08', grupTanpa);
    const res = await call('PUT', `/penggajian/${run}/slip/${citra.id}/rincian`, {
      kode: `k${await one('select id from komponen_gaji where gaji_pokok')}`,
      nominal: 50_000,
      alasan: 'Cuti di luar tanggungan',
    });
    expect(res.status).toBe(200);
    expect(res.body.neto).toBe(0);
    expect(baris(res.body, 'talangan_wajib')).toMatchObject({ jenis: 'pendapatan', nominal: 70_000 });
    expect(baris(res.body, 'neto_dibawa')?.nominal).toBe(70_000);
    expect(res.body.total_potongan).toBe(120_000);
  });
});

describe("capped at the earnings ('dibatasi')", () => {
  it('writes the excess off: Rp 620.000 borne by the company, nothing carried', async () => {
    expect((await call('PUT', '/pengaturan-penggajian', { neto_negatif: 'dibatasi' })).status).toBe(200);
    const agustus = await draft('2026-08', grupBatas);
    expect((await call('PUT', '/pengaturan-penggajian', { neto_negatif: 'dibawa' })).status).toBe(200);
    const s = await slip(agustus, dewi);
    expect(s.neto).toBe(0);
    expect(baris(s, `k${pinjaman}`)?.nominal).toBe(2_880_000);
    expect(baris(s, 'neto_dibatasi')).toMatchObject({ jenis: 'pemberi_kerja', nominal: 620_000 });
    expect(baris(s, 'neto_dibawa')).toBeUndefined();
    expect((await final(agustus)).status).toBe(200);
    expect(await q('select 1 from penggajian_sisa_potongan where user_id = $1', [dewi.id])).toHaveLength(0);
    await setLoan(grupBatas, 500_000);
    const september = await draft('2026-09', grupBatas);
    const next = await slip(september, dewi);
    expect(baris(next, 'sisa_potongan')).toBeUndefined();
    // 3.000.000 - 500.000 - 120.000.
    expect(next.neto).toBe(2_380_000);
  });
});
