import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The minimum wage per location (Admin/HRD settings, audited) and what a payroll draft does with it: BPJS Kesehatan
// computed on at least the minimum wage in force at the month's end, BPJS Ketenagakerjaan on the wage as paid.
// Amounts and decree names here are test figures, not a real province's.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let karyawan: UserFixture;
let pusat: number;
let bandung: number;
const BULAN = '2026-10';

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const lokasi = (nama: string) =>
  one(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, -6.2, 106.8, 100, 'Asia/Jakarta') returning id`,
    [nama],
  );
const post = (body: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/upah-minimum', token, body });
const sk = (n: number) => `Keputusan Gubernur Contoh No. ${n} Tahun 2025`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
  pusat = await lokasi('Kantor Pusat');
  bandung = await lokasi('Cabang Bandung');
});
afterAll(() => t.close());

describe('upah minimum settings', () => {
  let id: number;

  it('adds a dated minimum wage for a location, listed with the location name and filtered by location', async () => {
    const res = await post({ lokasi_id: pusat, berlaku_mulai: '2026-01-01', nominal: 5_000_000, sumber: sk(1) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lokasi_id: pusat, lokasi: 'Kantor Pusat', berlaku_mulai: '2026-01-01', nominal: 5_000_000 });
    id = res.body.id;
    expect((await post({ lokasi_id: bandung, berlaku_mulai: '2026-01-01', nominal: 4_000_000, sumber: sk(2) })).status).toBe(201);

    const all = await t.request({ method: 'GET', url: '/api/upah-minimum', token: admin.token });
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((i: { lokasi: string }) => i.lokasi)).toEqual(['Cabang Bandung', 'Kantor Pusat']);
    const filtered = await t.request({ method: 'GET', url: `/api/upah-minimum?lokasi_id=${pusat}`, token: hrd.token });
    expect(filtered.body).toMatchObject({ total: 1, items: [{ id, sumber: sk(1) }] });
  });

  it('refuses bad input with Indonesian messages and nothing written', async () => {
    const base = { lokasi_id: pusat, berlaku_mulai: '2026-03-01', nominal: 5_100_000, sumber: sk(3) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nominal: 0 }, 'nominal', 'Nominal harus lebih dari 0.'],
      [{ nominal: -5 }, 'nominal', 'Nominal harus lebih dari 0.'],
      [{ nominal: 5_000_000.5 }, 'nominal', 'Nominal harus rupiah bulat.'],
      [{ berlaku_mulai: '2026-02-30' }, 'berlaku_mulai', 'Tanggal tidak valid.'],
      [{ berlaku_mulai: 'besok' }, 'berlaku_mulai', 'Format tanggal harus yyyy-MM-dd.'],
      [{ sumber: '   ' }, 'sumber', 'Sumber (keputusan gubernur) wajib diisi.'],
      [{ sumber: undefined }, 'sumber', 'Sumber (keputusan gubernur) wajib diisi.'],
      [{ lokasi_id: undefined }, 'lokasi_id', 'Lokasi wajib dipilih.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await post({ ...base, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(over)).toBe(message);
    }
    const unknown = await post({ ...base, lokasi_id: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Lokasi tidak ditemukan.');
    expect(await q('select id from upah_minimum where berlaku_mulai = $1', ['2026-03-01'])).toEqual([]);
  });

  it('refuses a second row for the same location and date, also two taps at once (409)', async () => {
    const dup = await post({ lokasi_id: pusat, berlaku_mulai: '2026-01-01', nominal: 5_200_000, sumber: sk(4) });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(
      'Upah minimum Kantor Pusat yang berlaku mulai 01/01/2026 sudah ada. Ubah data tersebut atau pilih tanggal lain.',
    );
    const body = { lokasi_id: pusat, berlaku_mulai: '2026-11-01', nominal: 6_000_000, sumber: sk(5) };
    const statuses = (await Promise.all([post(body), post(body, admin.token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await q('select count(*)::int as n from upah_minimum where berlaku_mulai = $1', ['2026-11-01'])).toEqual([{ n: 1 }]);
  });

  it('edits a row, refusing a date another row of the location holds, and deletes it', async () => {
    const added = await post({ lokasi_id: pusat, berlaku_mulai: '2026-10-15', nominal: 5_400_000, sumber: sk(6) });
    const put = (rowId: number, body: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/upah-minimum/${rowId}`, token: hrd.token, body });
    const edited = await put(added.body.id, { lokasi_id: pusat, berlaku_mulai: '2026-10-15', nominal: 5_500_000, sumber: sk(7) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ nominal: 5_500_000, sumber: sk(7) });
    const clash = await put(added.body.id, { lokasi_id: pusat, berlaku_mulai: '2026-01-01', nominal: 5_500_000, sumber: sk(7) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('Upah minimum Kantor Pusat yang berlaku mulai 01/01/2026 sudah ada.');
    const missing = await put(999_999, { lokasi_id: pusat, berlaku_mulai: '2020-01-01', nominal: 1, sumber: sk(8) });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Upah minimum tidak ditemukan.');

    const temp = await post({ lokasi_id: bandung, berlaku_mulai: '2027-01-01', nominal: 4_300_000, sumber: sk(9) });
    const del = await t.request({ method: 'DELETE', url: `/api/upah-minimum/${temp.body.id}`, token: hrd.token });
    expect(del.body).toEqual({ message: 'Upah minimum berhasil dihapus.' });
    const again = await t.request({ method: 'DELETE', url: `/api/upah-minimum/${temp.body.id}`, token: hrd.token });
    expect(again.status).toBe(404);
  });

  it('is for Admin and HRD only, and every change is in the audit log', async () => {
    expect((await t.request({ method: 'GET', url: '/api/upah-minimum', token: karyawan.token })).status).toBe(403);
    expect(
      (await post({ lokasi_id: pusat, berlaku_mulai: '2028-01-01', nominal: 1, sumber: sk(1) }, karyawan.token)).status,
    ).toBe(403);
    const logged = await q<{ method: string; n: number }>(
      `select method, count(*)::int as n from audit_log where route like '/api/upah-minimum%' group by method order by method`,
    );
    expect(logged.map((l) => l.method)).toEqual(['DELETE', 'POST', 'PUT']);
  });
});

describe('payroll draft', () => {
  it('computes BPJS Kesehatan on at least the minimum wage in force at the month’s end, the rest on the wage', async () => {
    const auto = async (s: string) => one(`select id from komponen_gaji where sumber_otomatis = $1`, [s]);
    const grup = await one(`insert into grup_gaji (nama) values ('Operator') returning id`);
    const items = [
      await one('select id from komponen_gaji where gaji_pokok'),
      ...(await Promise.all(['bpjs_kesehatan', 'bpjs_jht', 'bpjs_jp', 'bpjs_jkk', 'bpjs_jkm'].map(auto))),
    ];
    for (const [i, k] of items.entries()) {
      await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan) values ($1, $2, $3)', [grup, k, i + 1]);
    }
    const pegawai = (fullname: string, lokasiId: number, pokok: number) =>
      createUser(t, {
        fullname,
        fields: { grup_gaji_id: grup, lokasi_id: lokasiId, tanggal_masuk: '2024-01-02', tanggal_lahir: '1995-05-05' },
      }).then(async (u) => {
        await q(
          `insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai) select $1, id, $2 from komponen_gaji where gaji_pokok`,
          [u.id, pokok],
        );
        return u;
      });
    const sari = await pegawai('Sari Wulandari', pusat, 4_000_000);
    const tono = await pegawai('Tono Prasetyo', pusat, 7_000_000);

    const run = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { bulan: BULAN, grup_gaji_ids: [grup] },
    });
    expect(run.status).toBe(201);
    const slip = async (u: UserFixture) =>
      (await t.request({ method: 'GET', url: `/api/penggajian/${run.body.id}/slip/${u.id}/rincian`, token: hrd.token })).body;
    const lines = (s: { baris: { nama: string; jenis: string; nominal: number }[] }) =>
      Object.fromEntries(s.baris.map((b) => [`${b.jenis}:${b.nama}`, b.nominal]));

    // Kantor Pusat on 31 October 2026: the row from 15 October (5.500.000); the November row is not yet in force.
    // Sari earns 4.000.000, below it: Kesehatan on 5.500.000 (Perpres 82/2018 Pasal 32): 1% = 55.000, 4% = 220.000.
    // JHT, JP, JKK, JKM stay on 4.000.000 (PP 44/2015 Pasal 19, PP 46/2015 Pasal 17): 2% = 80.000, 1% = 40.000,
    // employer 3,7% = 148.000, 2% = 80.000, 0,24% = 9.600, 0,3% = 12.000.
    const s = await slip(sari);
    expect(lines(s)).toEqual({
      'pendapatan:Gaji Pokok': 4_000_000,
      'potongan:BPJS Kesehatan': 55_000,
      'potongan:BPJS JHT': 80_000,
      'potongan:BPJS JP': 40_000,
      'pemberi_kerja:BPJS Kesehatan': 220_000,
      'pemberi_kerja:BPJS JHT': 148_000,
      'pemberi_kerja:BPJS JP': 80_000,
      'pemberi_kerja:BPJS JKK': 9_600,
      'pemberi_kerja:BPJS JKM': 12_000,
    });
    expect(s.neto).toBe(4_000_000 - 55_000 - 80_000 - 40_000);
    const kesehatan = s.baris.find((b: { jenis: string; nama: string }) => b.jenis === 'potongan' && b.nama === 'BPJS Kesehatan');
    expect(kesehatan.rincian).toBe(
      `Bagian karyawan dari dasar upah Rp 5.500.000. Upah sebulan Rp 4.000.000 di bawah upah minimum Rp 5.500.000 (${sk(7)}; UU 13/2003 Pasal 88E ayat (2)): dasar upah minimal UMK/UMP Rp 5.500.000 (Perpres 82/2018 Pasal 32 jo. Perpres 64/2020).`,
    );
    const [stored] = await q<{ masukan: { upah_minimum: unknown } }>(
      'select masukan from penggajian_slip where penggajian_id = $1 and user_id = $2',
      [run.body.id, sari.id],
    );
    expect(stored.masukan.upah_minimum).toEqual({ nominal: 5_500_000, sumber: sk(7) });

    // Tono earns 7.000.000, above the minimum: everything on his wage, no note. 1% = 70.000, 4% = 280.000.
    const o = await slip(tono);
    expect(lines(o)).toMatchObject({ 'potongan:BPJS Kesehatan': 70_000, 'pemberi_kerja:BPJS Kesehatan': 280_000 });
    expect(o.baris.find((b: { nama: string }) => b.nama === 'BPJS Kesehatan').rincian).toBe(
      'Bagian karyawan dari dasar upah Rp 7.000.000.',
    );
  });
});
