import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../test/test-app.ts';

// Every single-file upload route reads the body through multipart-upload.ts: a body the parser cannot read (cut off
// before its closing boundary, or a part header that never ends) is the sender's to fix, a 400 in Indonesian with
// nothing stored, never a 500.

let t: TestApp;
let hrd: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t?.close());

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const send = async (url: string, payload: Buffer) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${hrd.token}`, 'content-type': 'multipart/form-data; boundary=batas' },
    payload,
  });
  return [res.statusCode, res.json().message];
};
const HEAD = '--batas\r\nContent-Disposition: form-data; name="file"; filename="surat.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
const BODIES: Array<[string, Buffer]> = [
  // The file's bytes then nothing: the closing boundary never comes.
  ['cut off after the file', Buffer.concat([Buffer.from(HEAD), JPEG])],
  // The part's headers never end.
  ['cut off in the part header', Buffer.from('--batas\r\nContent-Disposition: form-data; name="file"; filena')],
];
const UNREADABLE = [400, 'Berkas tidak dapat dibaca. Coba unggah lagi.'];

describe('a malformed multipart body', () => {
  it.each(['/files', '/perusahaan/logo', '/users/import', '/hari-libur/import', '/kuota-cuti/import'])(
    'answers POST %s with a 400 and stores nothing',
    async (url) => {
      const [{ n: before }] = await t.db.query<{ n: number }>('select count(*)::int as n from files');
      for (const [what, body] of BODIES) {
        expect(await send(url, body), what).toEqual(UNREADABLE);
      }
      const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from files');
      expect(n).toBe(before);
    },
  );

  it('answers a backup restore whose part header is cut off with a 400', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'multipart/form-data; boundary=batas' },
      payload: BODIES[1][1],
    });
    expect([res.statusCode, res.json().message]).toEqual(UNREADABLE);
  });

  it('still takes the same upload whole', async () => {
    const whole = multipart('surat.jpg', JPEG, 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization: `Bearer ${hrd.token}`, ...whole.headers },
      payload: whole.payload,
    });
    expect([res.statusCode, res.json().tipe]).toEqual([201, 'image/jpeg']);
  });
});
