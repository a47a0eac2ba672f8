import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The company's JKK risk class used by a new run, then a THR run for Idul Fitri (20 March 2026) end to end over
// HTTP: who is due, each amount (worked out by hand below, rules in thr-run.compute.test.ts), the PPh 21 of the
// month with the regular run, one THR run per group and month, finalise, the THR slip PDF and the bank file.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let sari: UserFixture; // monthly staff since 2020
let tono: UserFixture; // monthly staff, 7 months
let rina: UserFixture; // joined 1 March 2026: under a month
let dedi: UserFixture; // daily worker since 2024
let staf: number;
let harian: number;
let lain: number;
const BULAN = '2026-03';
const ACUAN = '2026-03-20';

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const auto = (s: string) => one(`select id from komponen_gaji where sumber_otomatis = '${s}'`);
const approve = (id: number, userId: number, status = 'Disetujui') =>
  q(`insert into approvals (tipe, request_id, requester_id, status) values ('borongan', $1, $2, $3)`, [id, userId, status]);

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

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  await q(`update perusahaan set nama = 'PT Maju Bersama'`);
  const tunjangan = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Tunjangan Tetap', 'pendapatan', 'tetap', 1000000, true) returning id`,
  );
  staf = await grup('Staf', [
    [await one('select id from komponen_gaji where gaji_pokok'), 7_000_000],
    [tunjangan, null],
    [await auto('bpjs_kesehatan'), null],
    [await auto('bpjs_jkk'), null],
    [await auto('bpjs_jkm'), null],
    [await auto('pph21'), null],
  ]);
  harian = await grup('Harian', [
    [await auto('upah_borongan'), null],
    [await auto('pph21'), null],
  ]);
  lain = await grup('Lain', []);
  // A NIK too: finalising checks the 16-digit identity the tax filing needs (payroll-checklist.ts).
  const npwp = { status_ptkp: 'TK/0', npwp: '01.234.567.8-901.000', nik: '3171010101900001' };
  sari = await createUser(t, {
    fullname: 'Sari Dewi',
    fields: { ...npwp, grup_gaji_id: staf, tanggal_masuk: '2020-01-06', nama_bank: 'BCA', no_rekening: '111' },
  });
  tono = await createUser(t, { fullname: 'Tono Wijaya', fields: { ...npwp, grup_gaji_id: staf, tanggal_masuk: '2025-08-01' } });
  rina = await createUser(t, { fullname: 'Rina Putri', fields: { ...npwp, grup_gaji_id: staf, tanggal_masuk: '2026-03-01' } });
  dedi = await createUser(t, {
    fullname: 'Dedi Kurnia',
    fields: { ...npwp, grup_gaji_id: harian, tipe_karyawan: 'Harian', tanggal_masuk: '2024-01-02' },
  });
  await createUser(t, { fullname: 'Joko Tanpa Tanggal', fields: { grup_gaji_id: lain } });
  // Dedi's approved daily wages: 6.000.000 on the 25th of each month from March 2025 to February 2026 (12 months,
  // 72.000.000) fall in the window 20 March 2025 - 19 March 2026; 10 March 2025 is before it, 20 March 2026 is the
  // holiday itself (March's regular pay), and a rejected entry never counts.
  const entry = (tanggal: string, upah: number) =>
    one('insert into borongan (user_id, tanggal, total_upah) values ($1, $2, $3) returning id', [dedi.id, tanggal, upah]);
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(2025, 2 + i, 25)).toISOString().slice(0, 10);
    await approve(await entry(d, 6_000_000), dedi.id);
  }
  await approve(await entry('2025-03-10', 9_000_000), dedi.id);
  await approve(await entry('2026-03-20', 6_000_000), dedi.id);
  await approve(await entry('2025-06-10', 9_999_000), dedi.id, 'Ditolak');
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/penggajian', token, body });
const slipOf = (runId: number, u: UserFixture) =>
  t.request({ method: 'GET', url: `/api/penggajian/${runId}/slip/${u.id}/rincian`, token: admin.token });
const lines = (slip: { baris: { nama: string; jenis: string; nominal: number }[] }) =>
  Object.fromEntries(slip.baris.map((b) => [`${b.jenis}:${b.nama}`, b.nominal]));
function pdfText(pdf: Buffer): string {
  const hex = pdf.toString('latin1').match(/<([0-9a-f]+)>/g) ?? [];
  return hex.map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join('');
}

let harianGaji: number;

describe('the JKK risk class setting', () => {
  it('is read and changed by Admin/HRD only, and refuses an unknown class', async () => {
    const url = '/api/pengaturan-penggajian';
    expect((await t.request({ method: 'GET', url, token: hrd.token })).body.kelas_risiko_jkk).toBe('sangat_rendah');
    const emp = await createUser(t);
    expect((await t.request({ method: 'PUT', url, token: emp.token, body: { kelas_risiko_jkk: 'tinggi' } })).status).toBe(403);
    const bad = await t.request({ method: 'PUT', url, token: hrd.token, body: { kelas_risiko_jkk: 'ekstrem' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.kelas_risiko_jkk).toBe('Kelas risiko JKK tidak valid.');
    const ok = await t.request({ method: 'PUT', url, token: hrd.token, body: { kelas_risiko_jkk: 'sedang' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ kelas_risiko_jkk: 'sedang', diubah_oleh: hrd.fullname });
  });

  it('is used by every new regular run; a run may still override it', async () => {
    const res = await post({ bulan: BULAN, grup_gaji_ids: [staf] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jenis: 'gaji', tanggal_acuan: null, kelas_risiko_jkk: 'sedang', jumlah_karyawan: 3 });
    // Upah 8.000.000: JKK "sedang" 0,89% = 71.200. Gross 8.000.000 + Kesehatan 320.000 + JKK 71.200 + JKM 24.000
    // = 8.415.200: TER A 1,5% = 126.228.
    const s = (await slipOf(res.body.id, sari)).body;
    expect(lines(s)).toMatchObject({ 'pemberi_kerja:BPJS JKK': 71_200, 'potongan:PPh 21': 126_228 });
    const override = await post({ bulan: BULAN, grup_gaji_ids: [staf], kelas_risiko_jkk: 'tinggi' });
    expect(override.body.kelas_risiko_jkk).toBe('tinggi');
    expect(lines((await slipOf(override.body.id, sari)).body)['pemberi_kerja:BPJS JKK']).toBe(101_600); // 1,27%
    const again = await post({ bulan: BULAN, grup_gaji_ids: [staf] });
    expect(again.body.kelas_risiko_jkk).toBe('sedang');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/penggajian/${again.body.id}/final`,
          token: hrd.token,
          body: { konfirmasi: true },
        })
      ).status,
    ).toBe(200);
    // Dedi's regular March run is drafted before the THR. A daily worker (PMK 168/2023 Pasal 12 ayat (2)): one day
    // with an approved entry of 6.000.000 is above 2.500.000 a day, so the art. 17 rates on 50%: 3.000.000 x 5%.
    const h = await post({ bulan: BULAN, grup_gaji_ids: [harian] });
    harianGaji = h.body.id;
    expect(lines((await slipOf(harianGaji, dedi)).body)['potongan:PPh 21']).toBe(150_000);
  });
});

let thrId: number;

describe('a THR run', () => {
  it('refuses a missing or far-off reference date and employees without a join date', async () => {
    const none = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [staf] });
    expect(none.status).toBe(400);
    expect(none.body.errors.tanggal_acuan).toBe('Tanggal acuan (hari raya) wajib diisi untuk THR.');
    const far = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [staf], tanggal_acuan: '2026-06-01' });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('Tanggal acuan harus pada Maret 2026 atau bulan berikutnya.');
    const joko = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [lain], tanggal_acuan: ACUAN });
    expect(joko.status).toBe(400);
    expect(joko.body.message).toBe(
      'Tanggal masuk belum diisi untuk Joko Tanpa Tanggal. Lengkapi data karyawan agar masa kerja THR dapat dihitung.',
    );
    expect((await t.request({ method: 'GET', url: '/api/penggajian?status=draft', token: hrd.token })).body.items).toHaveLength(
      1,
    );
  });

  it('pays each employee by service and wage, with PPh 21 of the month and no BPJS', async () => {
    const res = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [staf, harian], tanggal_acuan: ACUAN });
    expect(res.status).toBe(201);
    thrId = res.body.id;
    // Rina (19 days of service) gets no slip.
    expect(res.body).toMatchObject({ jenis: 'thr', tanggal_acuan: ACUAN, status: 'draft', jumlah_karyawan: 3 });
    expect((await slipOf(thrId, rina)).status).toBe(404);
    // Sari: 8.000.000; with March's final gross 8.415.200: 16.415.200 at 7% = 1.149.064 - 126.228 = 1.022.836.
    expect(lines((await slipOf(thrId, sari)).body)).toEqual({
      'pendapatan:Tunjangan Hari Raya': 8_000_000,
      'potongan:PPh 21': 1_022_836,
    });
    // Tono: 7/12 x 8.000.000 = 4.666.666; 13.081.866 at 5% = 654.093 - 126.228 = 527.865.
    expect(lines((await slipOf(thrId, tono)).body)).toEqual({
      'pendapatan:Tunjangan Hari Raya': 4_666_666,
      'potongan:PPh 21': 527_865,
    });
    // Dedi: 72.000.000 / 12 = 6.000.000. A daily worker whose regular run is not final: the THR joins March's
    // daily-rate tax on the regular slip (days worked are known there; thr-pajak.rules.ts), nothing withheld here.
    const d = (await slipOf(thrId, dedi)).body;
    expect(lines(d)).toEqual({ 'pendapatan:Tunjangan Hari Raya': 6_000_000, 'potongan:PPh 21': 0 });
    expect(d.penggajian).toMatchObject({ jenis: 'thr', tanggal_acuan: ACUAN });
  });

  it('is one a month per group: a second THR run holding a group is a 409', async () => {
    const second = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [staf], tanggal_acuan: ACUAN });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'THR Maret 2026 untuk grup ini sudah diolah pada penggajian lain (Harian, Staf). Satu grup hanya boleh punya satu penggajian THR per bulan.',
    );
    // The same run can be recomputed while it is a draft.
    const again = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [harian, staf], tanggal_acuan: ACUAN });
    expect(again.body.id).toBe(thrId);
  });

  it('finalises; a second THR run for the month is then a 409; the list shows the kinds', async () => {
    const fin = await t.request({
      method: 'POST',
      url: `/api/penggajian/${thrId}/final`,
      token: hrd.token,
      body: { konfirmasi: true },
    });
    expect(fin.status).toBe(200);
    const again = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [staf, harian], tanggal_acuan: ACUAN });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'THR Maret 2026 untuk grup ini sudah final. Minta Admin membuka kembali sebelum menghitung ulang.',
    );
    const list = (await t.request({ method: 'GET', url: `/api/penggajian?bulan=${BULAN}`, token: hrd.token })).body;
    expect(list.items.map((r: { jenis: string; status: string }) => `${r.jenis}:${r.status}`).sort()).toEqual([
      'gaji:draft',
      'gaji:final',
      'thr:final',
    ]);
    // THR locks no attendance: Dedi's March records stay open for his regular run.
    await q(`insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, alasan) values ($1, '2026-03-02', '08:00', 'Lupa')`, [
      dedi.id,
    ]);
    const mine = (await t.request({ method: 'GET', url: '/api/penggajian/saya', token: sari.token })).body;
    expect(mine.items.map((s: { jenis: string; neto: number }) => [s.jenis, s.neto])).toContainEqual(['thr', 6_977_164]);
  });

  it('makes the regular draft drafted before it recompute, then taxes the month’s whole gross', async () => {
    const stale = await t.request({
      method: 'POST',
      url: `/api/penggajian/${harianGaji}/final`,
      token: hrd.token,
      body: { konfirmasi: true },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'THR Maret 2026 berubah sejak draft ini dihitung, sehingga PPh 21 perlu dihitung lagi. Hitung ulang draft ini.',
    );
    // Recomputed. Dedi is a daily worker: the daily rate on the month's wage + THR (PMK 168/2023 Pasal 12 ayat (2);
    // thr-pajak.rules.ts): (6.000.000 + 6.000.000) / 1 day > 2.500.000, art. 17 on 50% = 6.000.000 x 5% = 300.000,
    // minus the THR slip's 0.
    expect((await post({ bulan: BULAN, grup_gaji_ids: [harian] })).body.id).toBe(harianGaji);
    expect(lines((await slipOf(harianGaji, dedi)).body)['potongan:PPh 21']).toBe(300_000);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/penggajian/${harianGaji}/final`,
          token: hrd.token,
          body: { konfirmasi: true },
        })
      ).status,
    ).toBe(200);
  });

  it('prints a THR slip and a THR bank file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/penggajian/${thrId}/slip/${sari.id}`,
      headers: { authorization: `Bearer ${hrd.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`slip-thr-${BULAN}-${sari.nip}.pdf`);
    const text = pdfText(res.rawPayload);
    for (const s of [
      'SLIP TUNJANGAN HARI RAYA (THR)',
      'Periode Maret 2026',
      '20 Maret 2026',
      'Tunjangan Hari Raya',
      'Rp 8.000.000',
      'THR Bersih',
      'Rp 6.977.164',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('Hari hadir');
    const csv = await t.request({ method: 'GET', url: `/api/penggajian/${thrId}/bank?format=csv`, token: hrd.token });
    expect(csv.body.filename).toBe(`transfer-thr-${BULAN}-${thrId}.csv`);
    expect(Buffer.from(csv.body.file, 'base64').toString()).toContain(`Sari Dewi,${sari.nip},BCA,111,6977164,THR Maret 2026`);
  });

  it('reopens like a regular run, freeing the employees’ THR of the month', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/penggajian/${thrId}/buka`,
      token: admin.token,
      body: { alasan: 'Salah tanggal' },
    });
    expect(res.body.status).toBe('draft');
    const [n] = await q<{ n: number }>('select count(*)::int as n from penggajian_thr_kunci where penggajian_id = $1', [thrId]);
    expect(n.n).toBe(0);
  });

  it('deletes a draft that was never final, freeing its groups; never a run that was final', async () => {
    const kosong = await grup('Kosong', []);
    const draft = await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [kosong], tanggal_acuan: ACUAN });
    expect(draft.status).toBe(201);
    const url = `/api/penggajian/${draft.body.id}`;
    expect((await t.request({ method: 'DELETE', url, token: sari.token })).status).toBe(403);
    const del = await t.request({ method: 'DELETE', url, token: hrd.token });
    expect(del.body).toEqual({ message: 'Draft penggajian dihapus.' });
    expect((await t.request({ method: 'GET', url, token: hrd.token })).status).toBe(404);
    expect((await post({ jenis: 'thr', bulan: BULAN, grup_gaji_ids: [kosong], tanggal_acuan: ACUAN })).status).toBe(201);
    for (const id of [thrId, harianGaji]) {
      const res = await t.request({ method: 'DELETE', url: `/api/penggajian/${id}`, token: admin.token });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Hanya draft yang belum pernah difinalkan yang dapat dihapus. Hitung ulang draft ini bila datanya berubah.',
      );
    }
  });
});
