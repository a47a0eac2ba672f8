import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { localDate, makeJob } from './piece-rate.fixtures.ts';

// The price list: dated prices, deactivation, and who may manage it.

let t: TestApp;
let hrd: UserFixture;
let emp: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Dewi Personalia' });
  emp = await createUser(t);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, u: UserFixture | undefined, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: u?.token, body });

describe('POST /harga-borongan', () => {
  it('adds a job with its price from today, and shows who set it', async () => {
    const today = await localDate(t, 0);
    const res = await send('POST', '/harga-borongan', hrd, { nama: ' Petik Teh ', satuan: 'kg', harga: 2500, tipe: 'borongan' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nama: 'Petik Teh',
      satuan: 'kg',
      tipe: 'borongan',
      aktif: true,
      harga: 2500,
      berlaku_mulai: today,
      harga_berikutnya: null,
      riwayat_harga: [{ berlaku_mulai: today, harga: 2500, dibuat_oleh: 'Dewi Personalia' }],
    });
  });

  it('refuses bad prices, types and names with a message per field', async () => {
    const base = { nama: 'Jahit Kemeja', satuan: 'potong', harga: 1500, tipe: 'borongan' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ harga: 1500.5 }, 'harga', 'Harga harus rupiah bulat tanpa desimal.'],
      [{ harga: 0 }, 'harga', 'Harga harus lebih dari 0.'],
      [{ harga: '1500' }, 'harga', 'Harga wajib diisi dengan angka.'],
      [{ harga: 100_000_001 }, 'harga', 'Harga maksimal Rp 100.000.000.'],
      [{ tipe: 'bulanan' }, 'tipe', 'Tipe harus harian atau borongan.'],
      [{ tipe: undefined }, 'tipe', 'Tipe wajib dipilih.'],
      [{ nama: '  ' }, 'nama', 'Nama pekerjaan wajib diisi.'],
      [{ satuan: '' }, 'satuan', 'Satuan wajib diisi.'],
      [{ berlaku_mulai: await localDate(t, -32) }, 'berlaku_mulai', 'Tanggal berlaku paling awal 31 hari yang lalu.'],
      [{ berlaku_mulai: '2026-02-30' }, 'berlaku_mulai', 'Tanggal tidak valid.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await send('POST', '/harga-borongan', hrd, { ...base, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it('keeps active jobs unique by name and unit, ignoring case', async () => {
    await makeJob(t, hrd, { nama: 'Sortir Daun', satuan: 'kg' });
    const dup = await send('POST', '/harga-borongan', hrd, { nama: 'sortir daun', satuan: 'KG', harga: 900, tipe: 'borongan' });
    expect([dup.status, dup.body.message]).toEqual([409, 'Pekerjaan "sortir daun" dengan satuan "KG" sudah ada.']);
    // Another unit is another job.
    await makeJob(t, hrd, { nama: 'Sortir Daun', satuan: 'karung' });
  });
});

describe('PUT /harga-borongan/{id}', () => {
  it('adds a dated price only when the price changes; the history keeps every price', async () => {
    const today = await localDate(t, 0);
    const start = await localDate(t, -10);
    const id = await makeJob(t, hrd, { nama: 'Angkut Karung', satuan: 'karung', harga: 3000, berlaku_mulai: start });
    const body = { nama: 'Angkut Karung', satuan: 'karung', tipe: 'borongan' };

    const renamed = await send('PUT', `/harga-borongan/${id}`, hrd, { ...body, nama: 'Angkut Karung Gabah', harga: 3000 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ nama: 'Angkut Karung Gabah', harga: 3000, berlaku_mulai: start });
    expect(renamed.body.riwayat_harga).toHaveLength(1);

    const raised = await send('PUT', `/harga-borongan/${id}`, hrd, { ...body, harga: 3500 });
    expect(raised.body).toMatchObject({ harga: 3500, berlaku_mulai: today });
    expect(raised.body.riwayat_harga.map((r: { harga: number }) => r.harga)).toEqual([3500, 3000]);

    // A second change on the same day replaces the first.
    const fixed = await send('PUT', `/harga-borongan/${id}`, hrd, { ...body, harga: 3400 });
    expect(fixed.body.riwayat_harga.map((r: { harga: number }) => r.harga)).toEqual([3400, 3000]);

    const nextWeek = await localDate(t, 7);
    const scheduled = await send('PUT', `/harga-borongan/${id}`, hrd, { ...body, harga: 4000, berlaku_mulai: nextWeek });
    expect(scheduled.body).toMatchObject({
      harga: 3400,
      berlaku_mulai: today,
      harga_berikutnya: 4000,
      berlaku_berikutnya: nextWeek,
    });
    expect(scheduled.body.riwayat_harga.map((r: { berlaku_mulai: string }) => r.berlaku_mulai)).toEqual([nextWeek, today, start]);

    const tooFar = await send('PUT', `/harga-borongan/${id}`, hrd, {
      ...body,
      harga: 5000,
      berlaku_mulai: await localDate(t, 367),
    });
    expect(tooFar.body.errors.berlaku_mulai).toBe('Tanggal berlaku paling lambat satu tahun dari hari ini.');
    expect((await send('PUT', '/harga-borongan/999999', hrd, { ...body, harga: 1 })).status).toBe(404);
  });
});

describe('DELETE /harga-borongan/{id}', () => {
  it('deactivates: kept with its history, no longer offered to employees; it can be activated again', async () => {
    const id = await makeJob(t, hrd, { nama: 'Cangkul Kebun', satuan: 'hari', tipe: 'harian', harga: 120000 });
    const offered = async () =>
      (await send('GET', '/harga-borongan/berlaku', emp)).body.items.map((i: { id: number }) => i.id) as number[];
    expect(await offered()).toContain(id);

    const res = await send('DELETE', `/harga-borongan/${id}`, hrd);
    expect([res.status, res.body.message]).toEqual([
      200,
      'Pekerjaan "Cangkul Kebun" dinonaktifkan dan tidak dapat dipilih lagi.',
    ]);
    expect(await offered()).not.toContain(id);
    expect((await send('GET', `/harga-borongan/${id}`, hrd)).body).toMatchObject({ aktif: false, harga: 120000 });
    const inactive = await send('GET', '/harga-borongan?aktif=false&size=200', hrd);
    expect(inactive.body.items.map((i: { id: number }) => i.id)).toContain(id);

    // Its name is free again while it is inactive; activating it then clashes.
    const again = await makeJob(t, hrd, { nama: 'Cangkul Kebun', satuan: 'hari', tipe: 'harian' });
    const body = { nama: 'Cangkul Kebun', satuan: 'hari', tipe: 'harian', harga: 120000, aktif: true };
    expect((await send('PUT', `/harga-borongan/${id}`, hrd, body)).status).toBe(409);
    await send('DELETE', `/harga-borongan/${again}`, hrd);
    expect((await send('PUT', `/harga-borongan/${id}`, hrd, body)).body.aktif).toBe(true);
    expect(await offered()).toContain(id);
    expect((await send('DELETE', '/harga-borongan/999999', hrd)).status).toBe(404);
  });
});

describe('GET /harga-borongan', () => {
  it('lists and searches the price list for Admin/HRD', async () => {
    const id = await makeJob(t, hrd, { nama: 'Bordir Logo Unik', satuan: 'pcs', harga: 750 });
    const res = await send('GET', '/harga-borongan?search=bordir%20logo', hrd);
    expect(res.body).toMatchObject({ total: 1, items: [{ id, nama: 'Bordir Logo Unik', harga: 750 }] });
    const harian = await send('GET', '/harga-borongan?tipe=harian&size=200', hrd);
    expect(harian.body.items.every((i: { tipe: string }) => i.tipe === 'harian')).toBe(true);
    expect((await send('GET', '/harga-borongan?tipe=bulanan', hrd)).status).toBe(400);
  });

  it('lets only Admin/HRD manage prices; employees read the prices in force', async () => {
    const id = await makeJob(t, hrd);
    const body = { nama: 'Curang', satuan: 'kg', harga: 1, tipe: 'borongan' };
    expect((await send('GET', '/harga-borongan', emp)).status).toBe(403);
    expect((await send('GET', `/harga-borongan/${id}`, emp)).status).toBe(403);
    expect((await send('POST', '/harga-borongan', emp, body)).status).toBe(403);
    expect((await send('PUT', `/harga-borongan/${id}`, emp, body)).status).toBe(403);
    expect((await send('DELETE', `/harga-borongan/${id}`, emp)).status).toBe(403);
    expect((await send('GET', '/harga-borongan', undefined)).status).toBe(401);
    expect((await send('GET', '/harga-borongan/berlaku', undefined)).status).toBe(401);
    const berlaku = await send('GET', '/harga-borongan/berlaku', emp);
    expect(berlaku.status).toBe(200);
    expect(berlaku.body.tanggal).toBe(await localDate(t, 0));
    expect(berlaku.body.items).toContainEqual(expect.objectContaining({ id, harga: 1000 }));
  });
});

describe('OpenAPI', () => {
  it('documents the price list and the entries', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    for (const path of ['/api/harga-borongan/{id}', '/api/harga-borongan/berlaku', '/api/borongan', '/api/borongan/admin/{id}']) {
      expect(res.body.paths[path], path).toBeDefined();
    }
    expect(res.body.paths['/api/borongan'].post.requestBody.content['application/json'].schema.required).toEqual([
      'tanggal',
      'items',
    ]);
  });
});
