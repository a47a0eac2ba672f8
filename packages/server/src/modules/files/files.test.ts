import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

let t: TestApp;
let owner: UserFixture;
let pic: UserFixture;
let hrd: UserFixture;
let colleague: UserFixture;
let fotoId: number;
const AT = { latitude: -6.2, longitude: 106.8166 };
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

const get = (id: number, token?: string) => t.request({ method: 'GET', url: `/api/files/${id}`, token });
const log = () =>
  t.db.query<{ viewer_id: number; subject_id: number; what: string }>(
    'select viewer_id, subject_id, what from biometric_access_log order by id',
  );

beforeAll(async () => {
  t = await createTestApp();
  const [lokasi] = await t.db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Kantor Berkas', $1, $2, 100, 'Asia/Jakarta') returning id`,
    [AT.latitude, AT.longitude],
  );
  pic = await createUser(t);
  hrd = await createUser(t, { roles: ['HRD'] });
  colleague = await createUser(t);
  owner = await createUser(t, { pics: [pic.id], fields: { lokasi_id: lokasi.id } });
  const res = await t.request({
    method: 'POST',
    url: '/api/attendance',
    token: owner.token,
    body: { type: 'IN', ...AT, photo: `data:image/jpeg;base64,${JPEG.toString('base64')}` },
  });
  expect(res.status).toBe(200);
  [{ foto_in_id: fotoId }] = await t.db.query<{ foto_in_id: number }>('select foto_in_id from attendance where user_id = $1', [
    owner.id,
  ]);
});
afterAll(() => t.close());

describe('GET /files/{id}', () => {
  it('serves the owner their own selfie, never cached, without logging', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${fotoId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expect(await log()).toEqual([]);
  });

  it("shows it to the owner's PIC and to HRD, logging each view", async () => {
    expect((await get(fotoId, pic.token)).status).toBe(200);
    expect((await get(fotoId, hrd.token)).status).toBe(200);
    const rows = await log();
    expect(rows.map((r) => [r.viewer_id, r.subject_id])).toEqual([
      [pic.id, owner.id],
      [hrd.id, owner.id],
    ]);
    expect(rows[0].what).toMatch(new RegExp(`^file ${fotoId}: absen-in-\\d{4}-\\d{2}-\\d{2}\\.jpg$`));
  });

  it('answers 404 to anyone else (as for a missing file), 401 without a session', async () => {
    const before = (await log()).length;
    const res = await get(fotoId, colleague.token);
    expect([res.status, res.body.message]).toEqual([404, 'File tidak ditemukan.']);
    expect((await get(999999, hrd.token)).status).toBe(404);
    expect((await get(fotoId)).status).toBe(401);
    expect(await log()).toHaveLength(before);
  });
});
