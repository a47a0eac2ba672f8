import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { plainText, summary, toSafeHtml } from './announcements.html.ts';

let t: TestApp;
let admin: UserFixture;
let employee: UserFixture;

/** A local date in Jakarta (where users without a location live), `days` from today. */
async function jakartaDate(days = 0): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}

async function post(body: Record<string, unknown>, token = admin.token) {
  return t.request({ method: 'POST', url: '/api/pengumuman/admin', token, body });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Siti Admin' });
  employee = await createUser(t);
});
afterAll(() => t.close());

describe('body sanitising', () => {
  it('removes scripts, event handlers, javascript: links, styles and iframes, keeps simple markup', async () => {
    const res = await post({
      judul: 'Keamanan',
      isi:
        '<p style="color:red" onclick="steal()">Halo <b>semua</b></p><script>alert(1)</script>' +
        '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">jahat</a>' +
        '<a href="https://contoh.id/info">situs</a><iframe src="https://evil.test"></iframe><h2>Judul</h2>',
    });
    expect(res.status).toBe(201);
    const { isi } = res.body;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe', 'style=', '<img']) {
      expect(isi).not.toContain(bad);
    }
    expect(isi).toContain('<p>Halo <b>semua</b></p>');
    expect(isi).toContain('<a href="https://contoh.id/info" rel="noopener noreferrer" target="_blank">situs</a>');
    expect(isi).toContain('<h2>Judul</h2>');
    // What is stored is what is served.
    const stored = await t.db.query<{ isi: string }>('select isi from pengumuman where id = $1', [res.body.id]);
    expect(stored[0].isi).toBe(isi);
  });

  it('sanitises on update too', async () => {
    const created = await post({ judul: 'Awal', isi: 'Isi awal' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/pengumuman/admin/${created.body.id}`,
      token: admin.token,
      body: { judul: 'Ubah', isi: '<p>Aman</p><script>alert(1)</script>', tanggal_terbit: created.body.tanggal_terbit },
    });
    expect(res.status).toBe(200);
    expect(res.body.isi).toBe('<p>Aman</p>');
  });

  it('lets none of the bypasses fixed in later sanitize-html releases through (2.17.5 is the last for Node 20)', () => {
    // Decision 0025: 2.17.6+ need Node 22.12. Their fixes concern tags this allowlist never lets through.
    const vectors = [
      '<textarea></textarea/><img src=x onerror=alert(1)>',
      '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      '<div><noscript></div><img src=x onerror=alert(1)></noscript>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<svg><a><animate attributeName="href" values="#a;javascript:alert(1)"/><text>x</text></a></svg>',
      '<a href="jav&#x09;ascript:alert(1)">x</a><a href="  JAVASCRIPT:alert(1)">y</a><a href="//evil.test">z</a>',
      `${'<iframe>'.repeat(2000)}<img src=x onerror=alert(1)>`,
    ];
    const allowedTags = new Set([
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'a',
    ]);
    for (const vector of vectors) {
      const out = toSafeHtml(vector);
      for (const [, tag, attrs] of out.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        expect(allowedTags.has(tag.toLowerCase()), `${vector} -> ${out}`).toBe(true);
        for (const [, name] of attrs.matchAll(/([a-z-]+)=/gi)) expect(['href', 'rel', 'target']).toContain(name);
      }
      expect(out, vector).not.toMatch(/javascript:|onerror=|\/\/evil/i);
    }
  });

  it('turns plain text into paragraphs and keeps its line breaks, escaping < and &', () => {
    expect(toSafeHtml('Baris satu\nBaris dua\n\n1 < 2 & 3 > 2')).toBe(
      '<p>Baris satu<br />Baris dua</p><p>1 &lt; 2 &amp; 3 &gt; 2</p>',
    );
  });

  it('refuses a body that is empty once unsafe tags are gone', async () => {
    const res = await post({ judul: 'Kosong', isi: '<script>alert(1)</script>' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors.isi).toMatch(/kosong/);
  });

  it('summarises as plain text of at most about 160 characters', () => {
    expect(plainText('<p>A &amp; B</p><ul><li>satu</li><li>dua</li></ul>')).toBe('A & B satu dua');
    const long = summary(`<p>${'kata '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(161);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('validation', () => {
  it('requires judul and isi with Indonesian messages', async () => {
    const res = await post({ judul: '  ', isi: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ judul: 'Judul wajib diisi.', isi: 'Isi wajib diisi.' });
  });

  it('caps judul at 200 characters and refuses a date that does not exist', async () => {
    expect((await post({ judul: 'x'.repeat(201), isi: 'a' })).body.errors.judul).toBe('Judul maksimal 200 karakter.');
    const res = await post({ judul: 'Tanggal', isi: 'a', tanggal_terbit: '2026-02-30' });
    expect(res.status).toBe(400);
    expect(res.body.errors.tanggal_terbit).toBe('Tanggal tidak valid.');
  });

  it("defaults tanggal_terbit to today's local date and names the creator", async () => {
    const res = await post({ judul: 'Tanpa tanggal', isi: 'Halo' });
    expect(res.status).toBe(201);
    expect(res.body.tanggal_terbit).toBe(await jakartaDate());
    expect(res.body.pembuat).toBe('Siti Admin');
    expect(new Date(res.body.date_created).toISOString()).toBe(res.body.date_created);
  });
});

describe('publishing', () => {
  it('keeps a scheduled announcement from employees until its date, but shows it to admins', async () => {
    const created = await post({ judul: 'Terjadwal', isi: 'Nanti', tanggal_terbit: await jakartaDate(2) });
    const id = created.body.id;
    const list = await t.request({ method: 'GET', url: '/api/pengumuman?size=200', token: employee.token });
    expect(list.body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    const latest = await t.request({ method: 'GET', url: '/api/pengumuman/latest', token: employee.token });
    expect(latest.body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await t.request({ method: 'GET', url: `/api/pengumuman/${id}`, token: employee.token })).status).toBe(404);

    const adminList = await t.request({ method: 'GET', url: '/api/pengumuman/admin?size=200', token: admin.token });
    expect(adminList.body.items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await t.request({ method: 'GET', url: `/api/pengumuman/admin/${id}`, token: admin.token })).status).toBe(200);

    await t.request({
      method: 'PUT',
      url: `/api/pengumuman/admin/${id}`,
      token: admin.token,
      body: { judul: 'Terjadwal', isi: 'Sekarang', tanggal_terbit: await jakartaDate() },
    });
    const detail = await t.request({ method: 'GET', url: `/api/pengumuman/${id}`, token: employee.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id, judul: 'Terjadwal', isi: '<p>Sekarang</p>', ringkasan: 'Sekarang' });
  });

  it('latest answers at most 5, the newest published first', async () => {
    for (let i = 1; i <= 6; i++)
      await post({ judul: `Berita ${i}`, isi: `Isi ${i}`, tanggal_terbit: await jakartaDate(-10 + i) });
    const newest = await post({ judul: 'Paling baru', isi: 'Hari ini' });
    const latest = await t.request({ method: 'GET', url: '/api/pengumuman/latest', token: employee.token });
    expect(latest.status).toBe(200);
    expect(latest.body.items).toHaveLength(5);
    expect(latest.body.items[0].id).toBe(newest.body.id);
    const all = await t.request({ method: 'GET', url: '/api/pengumuman?size=5', token: employee.token });
    expect(latest.body.items).toEqual(all.body.items);
    const dates = latest.body.items.map((i: { tanggal_terbit: string }) => i.tanggal_terbit);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(latest.body.items[0]).sort()).toEqual(['date_created', 'id', 'judul', 'ringkasan', 'tanggal_terbit']);
  });

  it('pages and searches in title and text', async () => {
    const tag = `rapat${Date.now()}`;
    await post({ judul: `Rapat ${tag} satu`, isi: 'a' });
    await post({ judul: `Rapat ${tag} dua`, isi: 'b' });
    await post({ judul: 'Lain', isi: `<p>Agenda <b>${tag}</b></p>` });
    const page1 = await t.request({ method: 'GET', url: `/api/pengumuman?search=${tag}&size=2&page=1`, token: employee.token });
    expect(page1.body.total).toBe(3);
    expect(page1.body.items).toHaveLength(2);
    const page2 = await t.request({ method: 'GET', url: `/api/pengumuman?search=${tag}&size=2&page=2`, token: employee.token });
    expect(page2.body.items).toHaveLength(1);
    const admins = await t.request({
      method: 'GET',
      url: `/api/pengumuman/admin?search=${tag.toUpperCase()}`,
      token: admin.token,
    });
    expect(admins.body.total).toBe(3);
    // Wildcards are plain characters, not patterns.
    const percent = await t.request({ method: 'GET', url: '/api/pengumuman?search=%25', token: employee.token });
    expect(percent.body.total).toBe(0);
    const bad = await t.request({ method: 'GET', url: '/api/pengumuman?size=0', token: employee.token });
    expect(bad.status).toBe(400);
  });

  it('deletes, after which the announcement is gone', async () => {
    const created = await post({ judul: 'Hapus', isi: 'x' });
    const del = await t.request({ method: 'DELETE', url: `/api/pengumuman/admin/${created.body.id}`, token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Pengumuman berhasil dihapus.');
    expect((await t.request({ method: 'GET', url: `/api/pengumuman/${created.body.id}`, token: employee.token })).status).toBe(
      404,
    );
  });
});

describe('access', () => {
  it('needs a session for every call', async () => {
    for (const url of ['/api/pengumuman', '/api/pengumuman/latest', '/api/pengumuman/1', '/api/pengumuman/admin']) {
      expect((await t.request({ method: 'GET', url })).status).toBe(401);
    }
  });

  it('keeps the admin calls from employees (403) and opens them to HRD', async () => {
    const id = (await post({ judul: 'Milik admin', isi: 'x' })).body.id;
    const calls = [
      { method: 'GET', url: '/api/pengumuman/admin' },
      { method: 'GET', url: `/api/pengumuman/admin/${id}` },
      { method: 'POST', url: '/api/pengumuman/admin', body: { judul: 'a', isi: 'b' } },
      { method: 'PUT', url: `/api/pengumuman/admin/${id}`, body: { judul: 'a', isi: 'b' } },
      { method: 'DELETE', url: `/api/pengumuman/admin/${id}` },
    ] as const;
    for (const call of calls) expect((await t.request({ ...call, token: employee.token })).status).toBe(403);
    const hrd = await createUser(t, { roles: ['HRD'] });
    expect((await post({ judul: 'Dari HRD', isi: 'x' }, hrd.token)).status).toBe(201);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/pengumuman/999999', token: employee.token })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/pengumuman/admin/999999', token: admin.token })).status).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: '/api/pengumuman/admin/999999',
      token: admin.token,
      body: { judul: 'a', isi: 'b' },
    });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Pengumuman tidak ditemukan.');
    expect((await t.request({ method: 'DELETE', url: '/api/pengumuman/admin/999999', token: admin.token })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/pengumuman/abc', token: employee.token })).status).toBe(400);
  });
});
