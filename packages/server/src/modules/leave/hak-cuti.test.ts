import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import {
  ajukanCuti,
  cutiDisetujui,
  cutiTahunan,
  hakCuti,
  KEBIJAKAN_BAWAAN,
  karyawan,
  kebijakan,
  periode,
  resetToday,
  seninJumat,
  setToday,
} from './hak-cuti.fixtures.ts';

// Annual leave derived from the join date and the company's policy (decision 0020): nobody creates a quota,
// the law's 12 days arrive when 12 months of service complete, then every period; carried days serve until
// they expire; cuti bersama is taken when the policy says so; HR's adjustments carry a reason.

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' });
  jadwal = await seninJumat(t);
});
afterEach(async () => {
  resetToday();
  await kebijakan(t, hrd);
});
afterAll(() => t.close());

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });
const penyesuaian = (body: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/kuota-cuti/penyesuaian', token, body });

describe('the policy', () => {
  it('starts as the law: 12 days by calendar year, no carry-over, cuti bersama not taken', async () => {
    const res = await get('/api/kuota-cuti/kebijakan');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...KEBIJAKAN_BAWAAN, updated_at: expect.any(String) });
  });

  it('refuses fewer days than the law and more carried days than a year holds, with Indonesian messages', async () => {
    const put = (body: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/kuota-cuti/kebijakan', token: hrd.token, body: { ...KEBIJAKAN_BAWAAN, ...body } });
    const few = await put({ hari_per_tahun: 10 });
    expect([few.status, few.body.errors]).toEqual([
      400,
      { hari_per_tahun: 'Hak cuti per tahun minimal 12 hari kerja (UU 13/2003 Pasal 79).' },
    ]);
    expect((await put({ bawa_hari: 13 })).body.errors).toEqual({
      bawa_hari: 'Sisa cuti yang dibawa tidak boleh melebihi hak cuti per tahun.',
    });
    expect((await put({ dasar: 'bulanan' })).body.errors).toEqual({ dasar: 'Dasar periode wajib dipilih.' });
    expect((await put({ bawa_bulan: 13 })).body.errors).toEqual({ bawa_bulan: 'Batas pemakaian sisa cuti paling banyak 12.' });
    const ok = await put({ hari_per_tahun: 14, dasar: 'ulang_tahun', bawa_hari: 6, bawa_bulan: 6, potong_cuti_bersama: true });
    expect(ok.status).toBe(200);
    expect((await get('/api/kuota-cuti/kebijakan')).body).toMatchObject({
      hari_per_tahun: 14,
      dasar: 'ulang_tahun',
      bawa_hari: 6,
    });
  });

  it('is for Admin and HRD only', async () => {
    const emp = await createUser(t);
    for (const c of [
      { method: 'GET', url: '/api/kuota-cuti/kebijakan' },
      { method: 'PUT', url: '/api/kuota-cuti/kebijakan', body: KEBIJAKAN_BAWAAN },
      { method: 'GET', url: '/api/kuota-cuti' },
      { method: 'GET', url: `/api/kuota-cuti/user/${emp.id}` },
      { method: 'POST', url: '/api/kuota-cuti/penyesuaian', body: {} },
      { method: 'PUT', url: '/api/kuota-cuti/penyesuaian/1', body: {} },
      { method: 'DELETE', url: '/api/kuota-cuti/penyesuaian/1' },
      { method: 'GET', url: '/api/kuota-cuti/import/template' },
    ] as const) {
      expect((await t.request({ ...c })).status, `${c.method} ${c.url}`).toBe(401);
      expect((await t.request({ ...c, token: emp.token })).status, `${c.method} ${c.url}`).toBe(403);
    }
  });
});

describe('entitlement by anniversary of the join date', () => {
  it('grants nothing before 12 months, 12 days on the day they complete, and again at the next anniversary', async () => {
    await kebijakan(t, hrd, { dasar: 'ulang_tahun' });
    const emp = await karyawan(t, jadwal, '2030-03-15');

    setToday('2031-03-14');
    const before = await hakCuti(t, hrd, emp);
    expect(before.periode_berjalan).toBe(2030);
    expect(before.karyawan.berhak_mulai).toBe('2031-03-15');
    expect(before.items[0]).toMatchObject({ periode: 2030, mulai: '2030-03-15', selesai: '2031-03-14', hak: 0, total: 0 });
    const early = await ajukanCuti(t, emp, '2031-03-14');
    expect([early.status, early.body.message]).toEqual([
      409,
      'Cuti tahunan baru dapat diambil mulai 15/03/2031, setelah masa kerja 12 bulan (UU 13/2003 Pasal 79).',
    ]);

    setToday('2031-03-15');
    const first = await hakCuti(t, hrd, emp);
    expect(first.periode_berjalan).toBe(2031);
    expect(first.items[0]).toEqual({
      periode: 2031,
      mulai: '2031-03-15',
      selesai: '2032-03-14',
      hak: 12,
      dibawa: 0,
      dibawa_sampai: null,
      hangus: 0,
      cuti_bersama: 0,
      penyesuaian: 0,
      total: 12,
      terpakai: 0,
      menunggu: 0,
      sisa: 12,
    });
    // Filed on the first day of entitlement, with no one at HR doing anything (the day-one failure).
    expect((await ajukanCuti(t, emp, '2031-03-17')).status).toBe(201);

    // Leave on the last Friday of the first period counts there; the Monday after the anniversary, in the next.
    setToday('2032-03-15');
    await cutiDisetujui(t, emp, hrd, '2032-03-12');
    await cutiDisetujui(t, emp, hrd, '2032-03-15');
    const next = await hakCuti(t, hrd, emp);
    expect(next.periode_berjalan).toBe(2032);
    expect(next.items.map((i) => [i.periode, i.mulai, i.hak, i.terpakai, i.menunggu, i.sisa])).toEqual([
      [2032, '2032-03-15', 12, 1, 0, 11],
      [2031, '2031-03-15', 12, 1, 1, 11],
    ]);
  });
});

describe('entitlement by calendar year', () => {
  it('grants the year in which 12 months complete its days from that day on, then every 1 January', async () => {
    const emp = await karyawan(t, jadwal, '2030-03-15');
    setToday('2031-03-14');
    const figures = await hakCuti(t, hrd, emp);
    expect(figures.items.map((i) => [i.periode, i.mulai, i.selesai, i.hak])).toEqual([[2031, '2031-01-01', '2031-12-31', 12]]);
    // The days are the year's, but usable only from the day 12 months complete.
    expect((await ajukanCuti(t, emp, '2031-03-14')).body.message).toBe(
      'Cuti tahunan baru dapat diambil mulai 15/03/2031, setelah masa kerja 12 bulan (UU 13/2003 Pasal 79).',
    );
    expect((await ajukanCuti(t, emp, '2031-03-17')).status).toBe(201);
    setToday('2032-01-01');
    expect((await hakCuti(t, hrd, emp)).items[0]).toMatchObject({ periode: 2032, hak: 12, total: 12, sisa: 12 });
  });

  it('gives more days when the policy says so, at once for every period', async () => {
    const emp = await karyawan(t, jadwal, '2020-01-06');
    setToday('2031-06-02');
    await kebijakan(t, hrd, { hari_per_tahun: 15 });
    expect(await periode(t, hrd, emp, 2031)).toMatchObject({ hak: 15, total: 15 });
  });
});

describe('carry-over', () => {
  it('serves leave dated before the carried days expire and is gone after', async () => {
    await kebijakan(t, hrd, { bawa_hari: 5, bawa_bulan: 3 });
    const emp = await karyawan(t, jadwal, '2029-01-02');
    setToday('2031-12-01');
    await cutiDisetujui(t, emp, hrd, '2031-12-01', '2031-12-04');
    // 2030 went unused: 5 days came into 2031, unused by 31 March, gone; 8 of 2031's own days are left.
    expect(await periode(t, hrd, emp, 2031)).toMatchObject({
      hak: 12,
      dibawa: 5,
      dibawa_sampai: '2031-03-31',
      hangus: 5,
      total: 12,
      terpakai: 4,
      sisa: 8,
    });

    setToday('2032-02-02');
    expect(await periode(t, hrd, emp, 2032)).toMatchObject({
      hak: 12,
      dibawa: 5,
      dibawa_sampai: '2032-03-31',
      hangus: 0,
      total: 17,
    });
    // 15 days in May: the carried days are gone by then, so only 12 serve.
    const may = await ajukanCuti(t, emp, '2032-05-03', '2032-05-21');
    expect([may.status, may.body.message]).toEqual([
      409,
      'Sisa kuota cuti tahun 2032 tidak mencukupi: tersisa 12 hari, diajukan 15 hari kerja. Sisa cuti periode sebelumnya hanya dapat dipakai sampai 31/03/2032.',
    ]);
    // Two days in February take carried days first: all 12 own days remain for later, and no more.
    await cutiDisetujui(t, emp, hrd, '2032-02-09', '2032-02-10');
    expect((await ajukanCuti(t, emp, '2032-05-03', '2032-05-19')).body.message).toMatch(
      /^Sisa kuota cuti tahun 2032 tidak mencukupi: tersisa 12 hari, diajukan 13 hari kerja/,
    );
    const twelve = await ajukanCuti(t, emp, '2032-05-03', '2032-05-18');
    expect([twelve.status, twelve.body.jumlah_hari]).toEqual([201, 12]);
    await t.request({ method: 'POST', url: `/api/izin/${twelve.body.id}/batal`, token: emp.token });

    setToday('2032-04-01');
    expect(await periode(t, hrd, emp, 2032)).toMatchObject({ dibawa: 5, hangus: 3, total: 14, terpakai: 2, sisa: 12 });
    expect((await get(`/api/laporan/kuota-cuti?periode=2032&search=${emp.nip}`)).body.items[0]).toMatchObject({
      total_cuti_tahunan: 14,
      cuti_tahunan_terpakai: 2,
      sisa_cuti_tahunan: 12,
    });
  });

  it('carries no more than what is left, and nothing when the policy carries nothing', async () => {
    await kebijakan(t, hrd, { bawa_hari: 5 });
    const emp = await karyawan(t, jadwal, '2029-01-02');
    setToday('2031-12-01');
    // 9 days in December: 3 of 2031's own days are left to carry.
    await cutiDisetujui(t, emp, hrd, '2031-12-01', '2031-12-09');
    await cutiDisetujui(t, emp, hrd, '2031-12-10', '2031-12-11');
    setToday('2032-01-05');
    expect(await periode(t, hrd, emp, 2032)).toMatchObject({ dibawa: 3, total: 15 });
    await kebijakan(t, hrd, { bawa_hari: 0 });
    expect(await periode(t, hrd, emp, 2032)).toMatchObject({ dibawa: 0, dibawa_sampai: null, total: 12 });
  });
});

describe('cuti bersama', () => {
  it("takes cuti bersama on the employee's working days from annual leave only when the policy says so", async () => {
    await t.db.query(
      `insert into hari_libur (tanggal, nama, cuti_bersama) values
         ('2031-12-26', 'Cuti Bersama Natal', true),
         ('2031-12-27', 'Cuti Bersama Sabtu', true),
         ('2031-08-18', 'Libur Nasional', false)`,
    );
    const emp = await karyawan(t, jadwal, '2020-01-06');
    setToday('2031-06-02');
    expect(await periode(t, hrd, emp, 2031)).toMatchObject({ cuti_bersama: 0, total: 12 });
    await kebijakan(t, hrd, { potong_cuti_bersama: true });
    // Friday 26 December counts; Saturday the 27th is not a working day; 18 August is not cuti bersama.
    expect(await periode(t, hrd, emp, 2031)).toMatchObject({ hak: 12, cuti_bersama: 1, total: 11, sisa: 11 });
    const preview = await get(
      `/api/izin/preview?jenis_izin_id=${await cutiTahunan(t)}&tanggal_mulai=2031-06-02&tanggal_selesai=2031-06-02`,
      emp.token,
    );
    expect(preview.body.sisa_kuota).toBe(11);
    // Nothing is taken before 12 months of service.
    const fresh = await karyawan(t, jadwal, '2031-01-05');
    expect(await periode(t, hrd, fresh, 2031)).toMatchObject({ hak: 0, cuti_bersama: 0 });
  });
});

describe("HR's adjustments", () => {
  it('need a reason and whole days other than 0, for an active employee', async () => {
    const emp = await karyawan(t, jadwal, '2020-01-06');
    const missing = await penyesuaian({ user_id: emp.id, periode: 2031, hari: 2 });
    expect([missing.status, missing.body.errors]).toEqual([400, { alasan: 'Alasan wajib diisi.' }]);
    expect((await penyesuaian({ user_id: emp.id, periode: 2031, hari: 2, alasan: '   ' })).body.errors).toEqual({
      alasan: 'Alasan wajib diisi.',
    });
    expect((await penyesuaian({ user_id: emp.id, periode: 2031, hari: 0, alasan: 'Bonus' })).body.errors).toEqual({
      hari: 'Jumlah hari tidak boleh 0.',
    });
    expect((await penyesuaian({ user_id: emp.id, periode: 2031, hari: 1.5, alasan: 'Bonus' })).body.errors).toEqual({
      hari: 'Jumlah hari harus bilangan bulat.',
    });
    expect((await penyesuaian({ user_id: emp.id, periode: 1999, hari: 1, alasan: 'Bonus' })).body.errors).toEqual({
      periode: 'Periode minimal tahun 2000.',
    });
    const unknown = await penyesuaian({ user_id: 999999, periode: 2031, hari: 1, alasan: 'Bonus' });
    expect([unknown.status, unknown.body.errors]).toEqual([400, { user_id: 'Karyawan tidak ditemukan.' }]);
    const gone = await karyawan(t, jadwal, '2020-01-06');
    await t.db.query('update users set active = false, deactivated_at = now() where id = $1', [gone.id]);
    expect((await penyesuaian({ user_id: gone.id, periode: 2031, hari: 1, alasan: 'Bonus' })).body.errors).toEqual({
      user_id: 'Karyawan sudah tidak aktif.',
    });
    expect((await hakCuti(t, hrd, emp)).penyesuaian).toEqual([]);
  });

  it('are added, changed and removed with their reason, audited, and show in the figures', async () => {
    const emp = await karyawan(t, jadwal, '2020-01-06');
    setToday('2031-06-02');
    const added = await penyesuaian({ user_id: emp.id, periode: 2031, hari: 3, alasan: ' Penghargaan karyawan teladan ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      user_id: emp.id,
      periode: 2031,
      hari: 3,
      alasan: 'Penghargaan karyawan teladan',
      dibuat_oleh: 'Hana HRD',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = added.body.id;
    expect((await get(`/api/kuota-cuti/penyesuaian/${id}`)).body).toEqual(added.body);
    const figures = await hakCuti(t, hrd, emp);
    expect(figures.penyesuaian).toEqual([added.body]);
    expect(figures.items[0]).toMatchObject({ periode: 2031, hak: 12, penyesuaian: 3, total: 15, sisa: 15 });

    const put = await t.request({
      method: 'PUT',
      url: `/api/kuota-cuti/penyesuaian/${id}`,
      token: hrd.token,
      body: { periode: 2031, hari: -2, alasan: 'Cuti di muka tahun lalu' },
    });
    expect([put.status, put.body.hari, put.body.alasan]).toEqual([200, -2, 'Cuti di muka tahun lalu']);
    expect(await periode(t, hrd, emp, 2031)).toMatchObject({ penyesuaian: -2, total: 10 });

    const del = await t.request({ method: 'DELETE', url: `/api/kuota-cuti/penyesuaian/${id}`, token: hrd.token });
    expect([del.status, del.body.message]).toEqual([200, 'Penyesuaian cuti berhasil dihapus.']);
    expect((await get(`/api/kuota-cuti/penyesuaian/${id}`)).body.message).toBe('Penyesuaian cuti tidak ditemukan.');
    expect(await periode(t, hrd, emp, 2031)).toMatchObject({ penyesuaian: 0, total: 12 });

    const audit = await t.db.query<{ method: string; data: { alasan?: string } | null }>(
      `select method, data from audit_log
        where status < 300
          and (route like '/api/kuota-cuti/penyesuaian/%' and params->>'id' = $1::text
               or route = '/api/kuota-cuti/penyesuaian' and data->>'user_id' = $2::text)
        order by id`,
      [String(id), String(emp.id)],
    );
    expect(audit.map((a) => [a.method, a.data?.alasan ?? null])).toEqual([
      ['POST', 'Penghargaan karyawan teladan'],
      ['PUT', 'Cuti di muka tahun lalu'],
      ['DELETE', null],
    ]);
  });

  it('may not take away days that pending or approved leave uses, also by removing or changing one', async () => {
    const emp = await karyawan(t, jadwal, '2020-01-06');
    setToday('2031-06-02');
    const plus = (await penyesuaian({ user_id: emp.id, periode: 2031, hari: 3, alasan: 'Lembur pengganti' })).body.id;
    await ajukanCuti(t, emp, '2031-06-02', '2031-06-18'); // 13 working days, pending: 2 of 15 left
    const message = 'Sisa cuti tahun 2031 tidak boleh kurang dari 0 hari; 13 hari sudah disetujui atau sedang diajukan.';
    const minus = await penyesuaian({ user_id: emp.id, periode: 2031, hari: -5, alasan: 'Koreksi' });
    expect([minus.status, minus.body.message]).toEqual([409, message]);
    const removed = await t.request({ method: 'DELETE', url: `/api/kuota-cuti/penyesuaian/${plus}`, token: hrd.token });
    expect([removed.status, removed.body.message]).toEqual([409, message]);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/kuota-cuti/penyesuaian/${plus}`,
      token: hrd.token,
      body: { periode: 2032, hari: 3, alasan: 'Lembur pengganti' },
    });
    expect(moved.status).toBe(409);
    expect(await periode(t, hrd, emp, 2031)).toMatchObject({ penyesuaian: 3, total: 15, menunggu: 13 });
    expect((await penyesuaian({ user_id: emp.id, periode: 2031, hari: -2, alasan: 'Koreksi' })).status).toBe(201);
  });
});

describe('one derivation behind every screen', () => {
  it('gives the report, GET /users/kuota-cuti, the settings list and detail and the leave form the same figures', async () => {
    const emp = await karyawan(t, jadwal, '2020-01-06', 'Sama Rata');
    setToday('2031-06-02');
    await penyesuaian({ user_id: emp.id, periode: 2031, hari: 2, alasan: 'Saldo sistem lama' });
    await cutiDisetujui(t, emp, hrd, '2031-06-03', '2031-06-05');

    const detail = await periode(t, hrd, emp, 2031);
    expect(detail).toMatchObject({ total: 14, terpakai: 3, menunggu: 0, sisa: 11 });
    const list = (await get(`/api/kuota-cuti?search=${emp.nip}`)).body;
    expect(list.total).toBe(1);
    expect(list.items[0]).toEqual({
      user_id: emp.id,
      nip: emp.nip,
      nama: 'Sama Rata',
      tanggal_masuk: '2020-01-06',
      berhak_mulai: '2021-01-06',
      ...detail,
    });
    const row = {
      nip: emp.nip,
      nama: 'Sama Rata',
      periode: 2031,
      total_cuti_tahunan: 14,
      cuti_tahunan_terpakai: 3,
      sisa_cuti_tahunan: 11,
    };
    expect((await get(`/api/laporan/kuota-cuti?periode=2031&search=${emp.nip}`)).body).toEqual({ total: 1, items: [row] });
    expect((await get(`/api/users/kuota-cuti?periode=2031&search=${emp.nip}`)).body).toEqual({ total: 1, items: [row] });
    const form = await get(
      `/api/izin/preview?jenis_izin_id=${await cutiTahunan(t)}&tanggal_mulai=2031-07-01&tanggal_selesai=2031-07-01`,
      emp.token,
    );
    expect(form.body.sisa_kuota).toBe(11);
  });

  it('reports employees with days in the period, the inactive ones included, and leaves out those with none', async () => {
    setToday('2031-06-02');
    const tag = `Lapor${process.pid}`;
    await karyawan(t, jadwal, '2020-01-06', `${tag} Berhak`);
    const gone = await karyawan(t, jadwal, '2020-01-06', `${tag} Keluar`);
    await t.db.query(`update users set active = false, deactivated_at = '2031-03-01T03:00:00Z' where id = $1`, [gone.id]);
    await karyawan(t, jadwal, '2031-01-05', `${tag} Baru`);
    const granted = await karyawan(t, jadwal, null, `${tag} Diberi`);
    await penyesuaian({ user_id: granted.id, periode: 2031, hari: 4, alasan: 'Kesepakatan kerja' });
    const res = await get(`/api/laporan/kuota-cuti?periode=2031&search=${tag}`);
    expect(res.body.items.map((r: { nama: string; total_cuti_tahunan: number }) => [r.nama, r.total_cuti_tahunan])).toEqual([
      [`${tag} Berhak`, 12],
      [`${tag} Diberi`, 4],
      [`${tag} Keluar`, 12],
    ]);
    // A year after the last day brings nothing.
    const later = await get(`/api/laporan/kuota-cuti?periode=2032&search=${tag}`);
    expect(later.body.items.map((r: { nama: string }) => r.nama)).toEqual([`${tag} Baru`, `${tag} Berhak`]);
  });
});
