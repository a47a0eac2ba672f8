import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../test/test-app.ts';

// Personal data is never kept by a browser's or a proxy's cache (issue 15): every /api answer says no-store
// unless the route chose its own header.

let t: TestApp;
let admin: UserFixture;
let ani: UserFixture;
let runId: number;
let fileId: number;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0f1d3e10000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  const [{ id: grup }] = await t.db.query<{ id: number }>(`insert into grup_gaji (nama) values ('Staf Cache') returning id`);
  await t.db.query(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, 1, 5000000 from komponen_gaji where gaji_pokok`,
    [grup],
  );
  ani = await createUser(t, { fields: { grup_gaji_id: grup, nama_bank: 'BCA', no_rekening: '0123' } });
  const run = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: admin.token,
    body: { bulan: '2026-09', grup_gaji_ids: [grup] },
  });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  runId = run.body.id;
  // Finalising needs a 16-digit NIK for everyone paid and confirms the warnings (payroll-checklist.ts).
  await t.db.query(`update users set nik = '3171010101900001' where id = $1`, [ani.id]);
  const final = await t.request({
    method: 'POST',
    url: `/api/penggajian/${runId}/final`,
    token: admin.token,
    body: { konfirmasi: true },
  });
  expect(final.status, JSON.stringify(final.body)).toBe(200);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      authorization: `Bearer ${ani.token}`,
      'content-type': 'multipart/form-data; boundary=batas',
    },
    payload: Buffer.concat([
      Buffer.from(
        '--batas\r\nContent-Disposition: form-data; name="file"; filename="surat.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from('\r\n--batas--\r\n'),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  fileId = JSON.parse(upload.body).id;
});
afterAll(() => t.close());

describe('Cache-Control on /api', () => {
  it('says no-store on personal data: own data, own payslip and its PDF', async () => {
    for (const url of [
      '/api/users/data-pribadi',
      '/api/penggajian/saya',
      `/api/penggajian/saya/${runId}`,
      `/api/penggajian/saya/${runId}/pdf`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ani.token}` } });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
  });

  it('says no-store on refusals and errors too, and keeps what a route sets itself (a stored file)', async () => {
    const refused = await t.request({ method: 'GET', url: '/api/users/data-pribadi' });
    expect([refused.status, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const missing = await t.request({ method: 'GET', url: '/api/tidak-ada', token: ani.token });
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'no-store']);
    const file = await t.request({ method: 'GET', url: `/api/files/${fileId}`, token: ani.token });
    expect([file.status, file.headers['cache-control']]).toEqual([200, 'private, no-store']);
  });
});
