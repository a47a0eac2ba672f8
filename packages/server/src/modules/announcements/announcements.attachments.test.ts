import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Announcement attachments (issue 19): uploaded through POST /files like a request's, claimed by the announcement,
// listed on its detail and downloadable by every employee who can see the announcement, by nobody else before it
// is published.

let t: TestApp;
let admin: UserFixture;
let employee: UserFixture;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function jakartaDate(days = 0): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}

async function upload(user: UserFixture, name = 'edaran.pdf', bytes: Buffer = PDF, type = 'application/pdf') {
  const body = multipart(name, bytes, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { authorization: `Bearer ${user.token}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const uploaded = async (user = admin, name?: string, bytes?: Buffer, type?: string) => {
  const res = await upload(user, name, bytes, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const post = (body: Record<string, unknown>, token = admin.token) =>
  t.request({ method: 'POST', url: '/api/pengumuman/admin', token, body });
const put = (id: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/pengumuman/admin/${id}`, token: admin.token, body });
const file = (id: number, user: UserFixture) => t.request({ method: 'GET', url: `/api/files/${id}`, token: user.token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  employee = await createUser(t);
});
afterAll(() => t.close());

describe('attachments', () => {
  it('are listed on the detail and downloadable by an employee once published', async () => {
    const pdf = await uploaded(admin, 'Edaran THR.pdf');
    const png = await uploaded(admin, 'denah.png', PNG, 'image/png');
    const res = await post({ judul: 'Edaran THR', isi: 'Lihat lampiran.', lampiran_ids: [pdf, png] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lampiran).toEqual([
      { id: pdf, nama: 'Edaran THR.pdf', tipe: 'application/pdf', ukuran: PDF.length },
      { id: png, nama: 'denah.png', tipe: 'image/png', ukuran: PNG.length },
    ]);
    const seen = await t.request({ method: 'GET', url: `/api/pengumuman/${res.body.id}`, token: employee.token });
    expect(seen.body.lampiran.map((f: { nama: string }) => f.nama)).toEqual(['Edaran THR.pdf', 'denah.png']);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/files/${pdf}`,
      headers: { authorization: `Bearer ${employee.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('of a scheduled announcement stay hidden from employees until its date', async () => {
    const pdf = await uploaded();
    const res = await post({ judul: 'Jadwal Libur', isi: 'Segera.', tanggal_terbit: await jakartaDate(3), lampiran_ids: [pdf] });
    expect(res.status).toBe(201);
    expect((await file(pdf, employee)).status).toBe(404);
    expect((await file(pdf, admin)).status).toBe(200);
    expect(
      (
        await put(res.body.id, {
          judul: 'Jadwal Libur',
          isi: 'Sekarang.',
          tanggal_terbit: await jakartaDate(0),
          lampiran_ids: [pdf],
        })
      ).status,
    ).toBe(200);
    expect((await file(pdf, employee)).status).toBe(200);
  });

  it('an unattached upload stays its uploader’s alone', async () => {
    const pdf = await uploaded();
    expect((await file(pdf, employee)).status).toBe(404);
  });

  it("cannot be someone else's upload or a file attached elsewhere", async () => {
    const mine = await uploaded(employee, 'surat.pdf');
    const other = await post({ judul: 'Pinjam', isi: 'Isi', lampiran_ids: [mine] });
    expect(other.status).toBe(400);
    expect(other.body.errors.lampiran_ids).toBe('Lampiran tidak ditemukan. Unggah ulang berkasnya.');

    const pdf = await uploaded();
    expect((await post({ judul: 'Pertama', isi: 'Isi', lampiran_ids: [pdf] })).status).toBe(201);
    const again = await post({ judul: 'Kedua', isi: 'Isi', lampiran_ids: [pdf] });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Lampiran sudah dipakai/);
    // Nothing of the refused announcement was kept.
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from pengumuman where judul = 'Kedua'`);
    expect(n).toBe(0);
  });

  it('are kept, added and let go on update, in the order given', async () => {
    const a = await uploaded(admin, 'a.pdf');
    const b = await uploaded(admin, 'b.pdf');
    const created = await post({ judul: 'Ubah Lampiran', isi: 'Isi', lampiran_ids: [a] });
    const updated = await put(created.body.id, { judul: 'Ubah Lampiran', isi: 'Isi', lampiran_ids: [b, a] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.lampiran.map((f: { nama: string }) => f.nama)).toEqual(['b.pdf', 'a.pdf']);
    const dropped = await put(created.body.id, { judul: 'Ubah Lampiran', isi: 'Isi', lampiran_ids: [b] });
    expect(dropped.body.lampiran.map((f: { nama: string }) => f.nama)).toEqual(['b.pdf']);
    // The file let go is no longer the employees' to open.
    expect((await file(a, employee)).status).toBe(404);
    expect((await file(b, employee)).status).toBe(200);
  });

  it('take PDF and images only, at most 5 MB, at most 5 files', async () => {
    const text = await upload(admin, 'catatan.txt', Buffer.from('halo semua'), 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Berkas harus berupa gambar JPEG atau PNG, atau dokumen PDF.');
    const big = await upload(admin, 'besar.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Ukuran berkas maksimal 5 MB.');
    const six = await post({ judul: 'Banyak', isi: 'Isi', lampiran_ids: [1, 2, 3, 4, 5, 6] });
    expect(six.status).toBe(400);
    expect(six.body.errors.lampiran_ids).toBe('Lampiran paling banyak 5 berkas.');
  });
});

describe('rich text from the editor', () => {
  it('keeps bold, italic, underline, lists, links and headings; drops what the editor may not emit', async () => {
    const isi =
      '<h2>Judul</h2><h3>Sub</h3><p><strong>tebal</strong> <em>miring</em> <u>garis</u> <s>coret</s> <code>kode</code></p>' +
      '<ul><li><p>satu</p></li></ul><ol><li><p>dua</p></li></ol><blockquote><p>kutipan</p></blockquote>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://contoh.id/a">tautan</a><br>baris</p>' +
      '<p><a href="javascript:alert(1)">jahat</a></p>';
    const res = await post({ judul: 'Format', isi });
    expect(res.status).toBe(201);
    expect(res.body.isi).toBe(
      '<h2>Judul</h2><h3>Sub</h3><p><strong>tebal</strong> <em>miring</em> <u>garis</u> coret kode</p>' +
        '<ul><li><p>satu</p></li></ul><ol><li><p>dua</p></li></ol><blockquote><p>kutipan</p></blockquote>' +
        '<p><a target="_blank" rel="noopener noreferrer" href="https://contoh.id/a">tautan</a><br />baris</p>' +
        '<p><a rel="noopener noreferrer" target="_blank">jahat</a></p>',
    );
  });
});
