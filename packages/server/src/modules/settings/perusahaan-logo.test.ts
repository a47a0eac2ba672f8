import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The company logo in Profil Perusahaan: Admin/HRD upload a PNG or JPEG (judged by its content, at most 1 MB and
// 2000 x 2000 px), replace and remove it; everyone signed in sees it. A refused upload leaves the old logo and
// writes nothing; a replaced or removed logo leaves no row and no bytes behind; a backup carries it.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let employee: UserFixture;

/** A real image of w x h pixels, red with a transparent first row (PNG) or solid red (JPEG). */
function png(w: number, h: number): Buffer {
  const img = new PNG({ width: w, height: h });
  for (let i = 0; i < img.data.length; i += 4) img.data.set([200, 20, 20, i < w * 4 ? 0 : 255], i);
  return PNG.sync.write(img);
}
function jpg(w: number, h: number): Buffer {
  const data = Buffer.alloc(w * h * 4);
  for (let i = 0; i < data.length; i += 4) data.set([200, 20, 20, 255], i);
  return Buffer.from(jpeg.encode({ width: w, height: h, data }, 90).data);
}

const put = (bytes: Buffer, name = 'logo.png', type = 'image/png', token = hrd.token) => {
  const body = multipart(name, bytes, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/perusahaan/logo',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
};
const image = (token = employee.token) =>
  t.app.inject({ method: 'GET', url: '/api/perusahaan/logo/gambar', headers: { authorization: `Bearer ${token}` } });
const info = async () => (await t.request({ method: 'GET', url: '/api/perusahaan/logo', token: employee.token })).body;
const fileRows = () =>
  t.db.query<{ id: number; storage_key: string; uploaded_by: number | null; dilampirkan: boolean }>(
    'select id, storage_key, uploaded_by, dilampirkan from files order by id',
  );
/** Every stored blob under DATA_DIR/files (the disk store writes `ab/<32 hex>`). */
const blobs = () =>
  fs.existsSync(path.join(t.dataDir, 'files'))
    ? fs
        .readdirSync(path.join(t.dataDir, 'files'), { recursive: true, encoding: 'utf8' })
        .filter((f) => /^[0-9a-f]{2}\/[0-9a-f]{32}$/.test(f))
    : [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  employee = await createUser(t);
});
afterAll(() => t.close());

describe('company logo', () => {
  it('starts without a logo', async () => {
    expect(await info()).toEqual({ logo: null });
    const res = await image();
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Logo perusahaan tidak ditemukan.', code: 'NOT_FOUND' }]);
  });

  it('takes a PNG from HRD, stores it as the company file on disk and shows it to every employee', async () => {
    const res = await put(png(120, 60));
    expect(res.statusCode, res.body).toBe(200);
    const { logo } = res.json();
    expect(logo).toMatchObject({ tipe: 'image/png' });
    expect(await info()).toEqual({ logo });
    const rows = await fileRows();
    // The company's file, not HRD's: in nobody's own-data download, and no request can claim it as an attachment.
    expect(rows).toEqual([{ id: logo.versi, storage_key: expect.any(String), uploaded_by: null, dilampirkan: true }]);
    expect(blobs()).toEqual([rows[0].storage_key]);
    const shown = await image();
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const decoded = PNG.sync.read(shown.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([120, 60]);
    // Re-encoded from its pixels: the transparent first row and the red below survive.
    expect([...decoded.data.subarray(0, 4)]).toEqual([200, 20, 20, 0]);
    expect([...decoded.data.subarray(120 * 4, 120 * 4 + 4)]).toEqual([200, 20, 20, 255]);
    // Not through the attachments' route: the logo is served by its own.
    expect((await t.request({ method: 'GET', url: `/api/files/${logo.versi}`, token: hrd.token })).status).toBe(404);
  });

  it('replaces it with a JPEG, leaving neither the old row nor its bytes', async () => {
    const before = await fileRows();
    const res = await put(jpg(300, 100), 'logo baru.jpg', 'image/jpeg', admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({ tipe: 'image/jpeg' });
    expect(res.json().logo.versi).not.toBe(before[0].id);
    const rows = await fileRows();
    expect(rows.map((r) => r.id)).toEqual([res.json().logo.versi]);
    expect(blobs()).toEqual([rows[0].storage_key]);
    const shown = await image();
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.decode(shown.rawPayload).width).toBe(300);
  });

  it('refuses what is not a usable PNG or JPEG with a clear message, keeping the logo and writing nothing', async () => {
    const { logo } = await info();
    const rows = await fileRows();
    const header = png(40, 40);
    const wide = png(2001, 40);
    const cases: [Buffer, string, string, number, string][] = [
      [Buffer.from('bukan gambar'), 'logo.png', 'image/png', 400, 'Logo harus berupa gambar PNG atau JPEG.'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'logo.gif', 'image/gif', 400, 'Logo harus berupa gambar PNG atau JPEG.'],
      [Buffer.from('%PDF-1.4 menyamar'), 'logo.jpg', 'image/jpeg', 400, 'Logo harus berupa gambar PNG atau JPEG.'],
      // The PNG's signature and header, then its pixels cut off.
      [header.subarray(0, 50), 'logo.png', 'image/png', 400, 'Gambar logo rusak atau tidak dapat dibaca.'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'logo.jpg', 'image/jpeg', 400, 'Gambar logo rusak atau tidak dapat dibaca.'],
      [wide, 'lebar.png', 'image/png', 400, 'Ukuran gambar logo maksimal 2000 × 2000 piksel.'],
      [png(20, 200), 'kecil.png', 'image/png', 400, 'Gambar logo terlalu kecil: minimal 32 × 32 piksel.'],
      [Buffer.alloc(0), 'kosong.png', 'image/png', 400, 'Berkas logo kosong.'],
      [
        Buffer.concat([png(40, 40), Buffer.alloc(1024 * 1024)]),
        'besar.png',
        'image/png',
        413,
        'Ukuran berkas logo maksimal 1 MB.',
      ],
    ];
    for (const [bytes, name, type, status, message] of cases) {
      const res = await put(bytes, name, type);
      expect([name, res.statusCode], res.body).toEqual([name, status]);
      expect(res.json().message).toContain(message);
    }
    // A body whose boundary never comes (a cut-off upload).
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/perusahaan/logo',
      headers: { authorization: `Bearer ${hrd.token}`, 'content-type': 'multipart/form-data; boundary=batas' },
      payload: Buffer.from('--batas\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n\r\n'),
    });
    expect([cut.statusCode, cut.json().message]).toEqual([400, 'Berkas tidak dapat dibaca. Coba unggah lagi.']);
    const two = multipart('a.png', png(40, 40), 'image/png');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/perusahaan/logo',
      headers: { authorization: `Bearer ${hrd.token}`, ...two.headers },
      // The same part twice: the closing boundary of the first is cut off and the part repeated.
      payload: Buffer.concat([two.payload.subarray(0, two.payload.length - 4), Buffer.from('\r\n'), two.payload]),
    });
    expect([twice.statusCode, twice.json().message]).toEqual([400, 'Kirim tepat satu berkas gambar logo.']);
    const json = await t.request({ method: 'POST', url: '/api/perusahaan/logo', token: hrd.token, body: {} });
    expect([json.status, json.body.message]).toEqual([415, 'Kirim logo sebagai berkas (multipart/form-data).']);
    expect(await info()).toEqual({ logo });
    expect(await fileRows()).toEqual(rows);
    expect(blobs()).toEqual([rows[0].storage_key]);
  });

  it('lets only Admin/HRD change it', async () => {
    expect((await put(png(40, 40), 'logo.png', 'image/png', employee.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: '/api/perusahaan/logo', token: employee.token })).status).toBe(403);
  });

  it('keeps exactly one logo when two uploads race', async () => {
    const [a, b] = await Promise.all([put(png(64, 64)), put(jpg(64, 64), 'logo.jpg', 'image/jpeg')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await fileRows();
    expect(rows).toHaveLength(1);
    expect([a.json().logo.versi, b.json().logo.versi]).toContain(rows[0].id);
    expect(blobs()).toEqual([rows[0].storage_key]);
  });

  it('is carried by a backup with the other stored files', async () => {
    const [row] = await fileRows();
    const made = await t.request({ method: 'POST', url: '/api/backup', token: admin.token });
    expect(made.status).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/backup/${made.body.id}/download`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const entries = new Map<string, Buffer>();
    const extract = tar.extract();
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        entries.set(header.name, Buffer.concat(chunks));
        next();
      });
    });
    await new Promise((resolve, reject) => {
      extract.on('finish', resolve).on('error', reject);
      Readable.from(zlib.gunzipSync(res.rawPayload)).pipe(extract);
    });
    expect(entries.get(`files/${row.storage_key}`)?.equals((await image()).rawPayload)).toBe(true);
  });

  it('removes it (rows and bytes); a second removal says there is none', async () => {
    const first = await t.request({ method: 'DELETE', url: '/api/perusahaan/logo', token: hrd.token });
    expect([first.status, first.body]).toEqual([200, { message: 'Logo perusahaan dihapus.' }]);
    expect(await info()).toEqual({ logo: null });
    expect(await fileRows()).toEqual([]);
    expect(blobs()).toEqual([]);
    const again = await t.request({ method: 'DELETE', url: '/api/perusahaan/logo', token: hrd.token });
    expect([again.status, again.body]).toEqual([404, { message: 'Logo perusahaan tidak ditemukan.', code: 'NOT_FOUND' }]);
    expect((await image()).statusCode).toBe(404);
  });
});
