import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_PHOTO } from '../../test/face-photo.ts';
import { createTestApp, createUser, type TestApp } from '../../test/test-app.ts';

// The Idempotency-Key helper, through the call that needs it most: POST /attendance.
let t: TestApp;
let lokasi: number;
const AT = { latitude: -6.2, longitude: 106.8166 };
// Clock-in selfies must show a face.
const PHOTO = FACE_PHOTO;

const punch = (token: string, key: string | undefined, body: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/attendance',
    token,
    body: { type: 'IN', ...AT, photo: PHOTO, ...body },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const count = async (table: string, userId: number) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where ${table === 'files' ? 'uploaded_by' : 'user_id'} = $1`,
      [userId],
    )
  )[0].n;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Kantor Idempoten', $1, $2, 100, 'Asia/Jakarta') returning id`,
    [AT.latitude, AT.longitude],
  );
  lokasi = row.id;
});
afterAll(() => t.close());

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and changes nothing again', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    const first = await punch(u.token, 'kunci-1');
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await punch(u.token, 'kunci-1');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('attendance', u.id)).toBe(1);
    expect(await count('files', u.id)).toBe(1);
    // A new key is a new request: now a real second clock-in, refused.
    const other = await punch(u.token, 'kunci-2');
    expect([other.status, other.body.message]).toEqual([409, 'Anda sudah clock in hari ini.']);
  });

  it('refuses the same key with another body (409)', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    expect((await punch(u.token, 'kunci-a')).status).toBe(200);
    const res = await punch(u.token, 'kunci-a', { type: 'OUT' });
    expect([res.status, res.body.message]).toEqual([409, 'Idempotency-Key ini sudah dipakai untuk permintaan lain.']);
    expect(await count('attendance', u.id)).toBe(1);
  });

  it('keeps keys per user: the same key from someone else is their own request', async () => {
    const a = await createUser(t, { fields: { lokasi_id: lokasi } });
    const b = await createUser(t, { fields: { lokasi_id: lokasi } });
    expect((await punch(a.token, 'sama')).status).toBe(200);
    const res = await punch(b.token, 'sama');
    expect(res.status).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('attendance', b.id)).toBe(1);
  });

  it('does not remember a refusal: after moving into the radius the same key succeeds', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    const far = await punch(u.token, 'kunci-jauh', { latitude: -6.3 });
    expect(far.status).toBe(403);
    expect((await punch(u.token, 'kunci-jauh', { latitude: -6.3 })).status).toBe(403);
    expect(await count('idempotency_keys', u.id)).toBe(0);
  });

  it('50 concurrent duplicates with one key: one record, one photo, every answer the same', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    const results = await Promise.all(Array.from({ length: 50 }, () => punch(u.token, 'ketuk-ganda')));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect(await count('attendance', u.id)).toBe(1);
    expect(await count('files', u.id)).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    const res = await punch(u.token, 'dengan spasi');
    expect([res.status, res.body.message]).toEqual([400, 'Idempotency-Key tidak valid (1-200 karakter tanpa spasi).']);
    expect((await punch(u.token, 'x'.repeat(201))).status).toBe(400);
  });

  it('forgets an answer after 24 hours', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    expect((await punch(u.token, 'kemarin')).status).toBe(200);
    await t.db.query(`update idempotency_keys set created_at = now() - interval '25 hours' where user_id = $1`, [u.id]);
    const res = await punch(u.token, 'kemarin');
    expect([res.status, res.body.message]).toEqual([409, 'Anda sudah clock in hari ini.']);
  });
});
