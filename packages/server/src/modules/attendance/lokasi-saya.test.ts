import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app.ts';
import { insertLokasi } from './punch.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lokasiSaya = (token?: string) => t.request({ method: 'GET', url: '/api/attendance/lokasi-saya', token });

describe('GET /attendance/lokasi-saya', () => {
  it('answers the work location and the extra allowed ones, with their radius, and nothing of other places', async () => {
    const admin = await createUser(t, { roles: ['HRD'] });
    const pusat = await insertLokasi(t, 'Kantor Pusat Jakarta', -6.2, 106.8166, 150);
    const gudang = await insertLokasi(t, 'Gudang Bekasi', -6.2383, 106.9756, 200);
    await insertLokasi(t, 'Kantor Makassar', -5.1477, 119.4327, 150, 'Asia/Makassar');
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const first = await lokasiSaya(u.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      absen_dimana_saja: false,
      lokasi: [{ id: pusat, nama: 'Kantor Pusat Jakarta', latitude: -6.2, longitude: 106.8166, radius: 150 }],
    });
    const put = await t.request({
      method: 'PUT',
      url: `/api/attendance/admin/lokasi-absen/${u.id}`,
      token: admin.token,
      body: { absen_dimana_saja: true, lokasi_ids: [gudang] },
    });
    expect(put.status).toBe(200);
    const after = await lokasiSaya(u.token);
    expect(after.body.absen_dimana_saja).toBe(true);
    expect(after.body.lokasi.map((l: { nama: string }) => l.nama)).toEqual(['Kantor Pusat Jakarta', 'Gudang Bekasi']);
  });

  it('is empty for someone without a location, and needs a session', async () => {
    const u = await createUser(t);
    expect((await lokasiSaya(u.token)).body).toEqual({ absen_dimana_saja: false, lokasi: [] });
    expect((await lokasiSaya()).status).toBe(401);
  });
});
