import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

let t: TestApp;
let hrd: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  nama: `Izin Khusus ${Math.random().toString(36).slice(2, 8)}`,
  berbayar: true,
  potong_kuota: false,
  wajib_lampiran: false,
  maks_hari: 2,
  ...over,
});
const create = (b: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/jenis-izin', token, body: b });
const listAll = async (token = hrd.token, query = '') =>
  (await t.request({ method: 'GET', url: `/api/jenis-izin?size=200${query}`, token })).body;

describe('who may call the leave type calls', () => {
  const calls = [
    { method: 'POST', url: '/api/jenis-izin', body: {} },
    { method: 'GET', url: '/api/jenis-izin/1' },
    { method: 'PUT', url: '/api/jenis-izin/1', body: {} },
    { method: 'DELETE', url: '/api/jenis-izin/1' },
  ] as const;

  it('refuses anonymous callers with 401, the list included', async () => {
    for (const c of [...calls, { method: 'GET', url: '/api/jenis-izin' } as const]) {
      expect((await t.request({ ...c })).status, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it('refuses a Karyawan with 403 on every managing call', async () => {
    for (const c of calls) {
      const res = await t.request({ ...c, token: karyawan.token });
      expect(res.status, `${c.method} ${c.url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('lets an employee list the active types only, whatever the filter asks', async () => {
    const { body: hidden } = await create(body({ aktif: false }));
    const own = await listAll(karyawan.token, '&aktif=false');
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((j: { aktif: boolean }) => j.aktif)).toBe(true);
    expect(own.items.map((j: { id: number }) => j.id)).not.toContain(hidden.id);
    expect((await listAll(hrd.token, '&aktif=false')).items.map((j: { id: number }) => j.id)).toContain(hidden.id);
  });
});

describe('seeded statutory leave types', () => {
  it('are present with their legal day counts and flags', async () => {
    const { items } = await listAll(hrd.token, '&aktif=true');
    const byKode = Object.fromEntries(items.map((j: { kode: string }) => [j.kode, j]));
    const expectType = (kode: string, fields: Record<string, unknown>) =>
      expect(byKode[kode], kode).toMatchObject({ bawaan: true, aktif: true, ...fields });
    // UU 13/2003 art. 79: annual leave, paid, from the quota.
    expectType('CT', { nama: 'Cuti Tahunan', berbayar: true, potong_kuota: true, maks_hari: null });
    expectType('SKT', { nama: 'Sakit dengan Surat Dokter', berbayar: true, potong_kuota: false, wajib_lampiran: true });
    expectType('ITB', { nama: 'Izin Tidak Dibayar', berbayar: false, potong_kuota: false });
    expectType('CM', { nama: 'Cuti Melahirkan', berbayar: true, wajib_lampiran: true, maks_hari: 79 });
    // UU 13/2003 art. 93 (4): paid special leave.
    expectType('NKH', { nama: 'Menikah', berbayar: true, potong_kuota: false, maks_hari: 3 });
    expectType('NKA', { maks_hari: 2 });
    expectType('KBA', { maks_hari: 2 });
    expectType('IML', { maks_hari: 2 });
    expectType('KMD', { maks_hari: 2 });
    expectType('ARM', { maks_hari: 1 });
    expect(byKode.NKH.keterangan).toContain('Pasal 93 ayat (4)');
  });

  it('cannot be deleted, only deactivated, and stay editable', async () => {
    const { items } = await listAll(hrd.token);
    const menikah = items.find((j: { kode: string }) => j.kode === 'NKH');
    const del = await t.request({ method: 'DELETE', url: `/api/jenis-izin/${menikah.id}`, token: hrd.token });
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({
      code: 'IN_USE',
      message:
        '"Menikah" adalah jenis izin bawaan sesuai undang-undang dan tidak dapat dihapus. Nonaktifkan saja agar tidak bisa dipilih lagi.',
    });
    const { id, bawaan, ...fields } = menikah;
    const off = await t.request({
      method: 'PUT',
      url: `/api/jenis-izin/${id}`,
      token: hrd.token,
      body: { ...fields, maks_hari: 5, aktif: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, aktif: false, maks_hari: 5, bawaan: true });
    expect((await listAll(karyawan.token)).items.map((j: { id: number }) => j.id)).not.toContain(id);
    await t.request({ method: 'PUT', url: `/api/jenis-izin/${id}`, token: hrd.token, body: { ...fields } });
  });
});

describe('jenis izin CRUD', () => {
  it('creates (201) with defaults, reads, updates and deletes an unused type', async () => {
    const created = await create({ nama: '  Izin Pindah Rumah ', kode: 'ipr-1', berbayar: true });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      nama: 'Izin Pindah Rumah',
      kode: 'IPR-1',
      berbayar: true,
      potong_kuota: false,
      wajib_lampiran: false,
      maks_hari: null,
      aktif: true,
      bawaan: false,
      keterangan: null,
      jenis_kelamin: null,
    });
    const id = created.body.id;
    expect((await t.request({ method: 'GET', url: `/api/jenis-izin/${id}`, token: hrd.token })).body.nama).toBe(
      'Izin Pindah Rumah',
    );

    const put = await t.request({
      method: 'PUT',
      url: `/api/jenis-izin/${id}`,
      token: hrd.token,
      body: {
        nama: 'Izin Pindahan',
        kode: '',
        berbayar: false,
        wajib_lampiran: true,
        maks_hari: 1,
        aktif: false,
        keterangan: 'Kebijakan perusahaan.',
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      id,
      nama: 'Izin Pindahan',
      kode: null,
      berbayar: false,
      wajib_lampiran: true,
      maks_hari: 1,
      aktif: false,
      keterangan: 'Kebijakan perusahaan.',
    });

    const del = await t.request({ method: 'DELETE', url: `/api/jenis-izin/${id}`, token: hrd.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Jenis izin berhasil dihapus.');
    expect((await t.request({ method: 'GET', url: `/api/jenis-izin/${id}`, token: hrd.token })).status).toBe(404);
  });

  it('lists with search on nama or kode, paging and a total', async () => {
    for (const nama of ['Izin Wisuda Anak', 'Izin Wisuda Sendiri']) expect((await create(body({ nama }))).status).toBe(201);
    const res = await t.request({ method: 'GET', url: '/api/jenis-izin?search=wisuda&size=1&page=2', token: hrd.token });
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((j: { nama: string }) => j.nama)).toEqual(['Izin Wisuda Sendiri']);
    const byKode = await t.request({ method: 'GET', url: '/api/jenis-izin?search=skt', token: hrd.token });
    expect(byKode.body.items.map((j: { kode: string }) => j.kode)).toEqual(['SKT']);
  });
});

describe('jenis izin rules', () => {
  it('refuses missing or invalid fields with Indonesian field errors', async () => {
    const empty = await t.request({ method: 'POST', url: '/api/jenis-izin', token: hrd.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ nama: 'Nama jenis izin wajib diisi.', berbayar: 'Berbayar wajib dipilih.' });
    const zero = await create(body({ maks_hari: 0 }));
    expect(zero.body.errors.maks_hari).toBe('Maksimal hari minimal 1.');
    const frac = await create(body({ maks_hari: 1.5 }));
    expect(frac.body.errors.maks_hari).toBe('Maksimal hari harus bilangan bulat.');
    const kode = await create(body({ kode: 'A B' }));
    expect(kode.body.errors.kode).toBe('Kode hanya boleh berisi huruf, angka, tanda - dan _.');
  });

  it('refuses an unpaid type that takes from the annual quota', async () => {
    const res = await create(body({ berbayar: false, potong_kuota: true }));
    expect(res.status).toBe(400);
    expect(res.body.errors.potong_kuota).toBe('Jenis izin yang memotong kuota cuti harus berbayar.');
  });

  it('refuses a duplicate name or code regardless of case with 409 on the field', async () => {
    const dupName = await create(body({ nama: 'cuti tahunan' }));
    expect(dupName.status).toBe(409);
    expect(dupName.body).toMatchObject({ code: 'DUPLICATE', errors: { nama: 'Jenis izin "cuti tahunan" sudah ada.' } });
    const dupKode = await create(body({ kode: 'ct' }));
    expect(dupKode.status).toBe(409);
    expect(dupKode.body.errors.kode).toBe('Kode "CT" sudah dipakai jenis izin lain.');
    const { body: other } = await create(body({ kode: 'UNIK1' }));
    const rename = await t.request({
      method: 'PUT',
      url: `/api/jenis-izin/${other.id}`,
      token: hrd.token,
      body: body({ nama: 'MENIKAH' }),
    });
    expect(rename.status).toBe(409);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/jenis-izin/999999', token: hrd.token, body: body() });
      expect(res.status, method).toBe(404);
      expect(res.body.message).toBe('Jenis izin tidak ditemukan.');
    }
    expect((await t.request({ method: 'GET', url: '/api/jenis-izin/abc', token: hrd.token })).status).toBe(400);
  });
});
