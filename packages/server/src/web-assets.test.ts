import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The built web app as the server sends it (decision 0025): the .br or .gz copy the web build wrote, by the
// browser's Accept-Encoding, decoding to the very file; hashed assets cached for a year, everything else revalidated.

const BROWSER = 'gzip, deflate, br, zstd'; // what Chromium sends
const YEAR = 'public, max-age=31536000, immutable';
const JS = 'application/javascript; charset=utf-8'; // the same whichever bytes are sent

let dist: string;
let t: TestApp;
const files: Record<string, Buffer> = {};

/** A build's worth of text: varied enough that compression is realistic, not a row of one letter. */
const source = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const ${name}${i} = (x) => x * ${i} + "${name.repeat((i % 7) + 1)}";`).join(
    '\n',
  );

function write(rel: string, data: string | Buffer) {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  files[rel] = Buffer.from(data);
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-web-'));
  write(
    'index.html',
    `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Hadir</title>${'<link rel="modulepreload" href="/assets/api-Cx1.js" />'.repeat(40)}<script type="module" src="/assets/index-Bq9Zx1.js"></script></head><body><div id="root"></div></body></html>`,
  );
  write('assets/index-Bq9Zx1.js', source('absen', 2000));
  write('assets/index-Dk2Lm3.css', Array.from({ length: 400 }, (_, i) => `.c${i}{margin:${i}px;color:#${i}a${i}}`).join(''));
  write('sw.js', source('precache', 300));
  write('manifest.webmanifest', JSON.stringify({ name: 'Hadir', short_name: 'Hadir', icons: [{ src: '/icon-192.png' }] }));
  write('icon-192.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
  await precompress(dist);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built web app, precompressed', () => {
  it('the build writes a brotli and a gzip copy of each text file, smaller than it; none of an image or a small file', () => {
    const js = files['assets/index-Bq9Zx1.js'];
    const br = fs.readFileSync(path.join(dist, 'assets/index-Bq9Zx1.js.br'));
    const gz = fs.readFileSync(path.join(dist, 'assets/index-Bq9Zx1.js.gz'));
    expect(zlib.brotliDecompressSync(br)).toEqual(js);
    expect(zlib.gunzipSync(gz)).toEqual(js);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(js.length / 3);
    expect(fs.existsSync(path.join(dist, 'icon-192.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'manifest.webmanifest.br'))).toBe(false);
  });

  it('sends brotli to a browser that accepts it: the bytes decode to the file, cached for a year', async () => {
    const res = await get('/assets/index-Bq9Zx1.js', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(JS);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(res.rawPayload.length).toBe(fs.statSync(path.join(dist, 'assets/index-Bq9Zx1.js.br')).size);
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(files['assets/index-Bq9Zx1.js']);

    const css = await get('/assets/index-Dk2Lm3.css', BROWSER);
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(zlib.brotliDecompressSync(css.rawPayload)).toEqual(files['assets/index-Dk2Lm3.css']);
  });

  it('sends gzip when only gzip is accepted, or brotli is refused', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip, deflate']) {
      const res = await get('/assets/index-Bq9Zx1.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type']).toBe(JS);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(YEAR);
      expect(zlib.gunzipSync(res.rawPayload)).toEqual(files['assets/index-Bq9Zx1.js']);
    }
  });

  it('sends the file itself to a client that accepts no compression, still varying by Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-Bq9Zx1.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe(JS);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(YEAR);
      expect(res.rawPayload).toEqual(files['assets/index-Bq9Zx1.js']);
    }
  });

  it('the app shell, on its own address and as the page of every client route, is compressed and never cached stale', async () => {
    for (const url of ['/', '/index.html', '/riwayat', '/admin/karyawan/12']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload), url).toEqual(files['index.html']);
    }
    const plain = await get('/riwayat');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.rawPayload).toEqual(files['index.html']);
  });

  it('the service worker, the manifest and the icons are revalidated on every load', async () => {
    const sw = await get('/sw.js', 'gzip');
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(sw.rawPayload)).toEqual(files['sw.js']);

    const manifest = await get('/manifest.webmanifest', BROWSER);
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.rawPayload).toEqual(files['manifest.webmanifest']);

    const icon = await get('/icon-192.png', BROWSER);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.rawPayload).toEqual(files['icon-192.png']);
  });

  it('the compressed copies are no addresses of their own, and the API keeps its own 404 and no-store', async () => {
    const copy = await get('/assets/index-Bq9Zx1.js.br', BROWSER);
    expect(copy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(copy.rawPayload)).toEqual(files['index.html']);

    const api = await get('/api/tidak-ada', BROWSER);
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
    const health = await get('/api/health', BROWSER);
    expect(health.headers['cache-control']).toBe('no-store');
  });
});
