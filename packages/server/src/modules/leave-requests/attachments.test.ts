import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { fileIzin, JPEG, jenisIzin, makeEmployee, makeJadwal, PDF, upload, uploadJpeg } from './leave-requests.fixtures.ts';

// POST /files (one JPEG, PNG or PDF of at most 5 MB, judged by its content) and attachments of leave:
// required by some types, only the caller's own unattached uploads, visible to the requester, their
// PICs and Admin/HRD only.

let t: TestApp;
let jadwal: number;
let SKT: number; // sick leave with a doctor's letter: attachment required
let ITB: number;

beforeAll(async () => {
  t = await createTestApp();
  jadwal = await makeJadwal(t);
  SKT = await jenisIzin(t, 'SKT');
  ITB = await jenisIzin(t, 'ITB');
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(16)]);

describe('POST /files', () => {
  it('stores a JPEG, a PNG or a PDF and answers 201 with its id, name, size and type', async () => {
    const emp = await createUser(t);
    const res = await upload(t, emp.token, [{ bytes: PDF, filename: 'surat dokter.pdf', type: 'application/pdf' }]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), nama: 'surat dokter.pdf', ukuran: PDF.length, tipe: 'application/pdf' });
    // The content decides the type, not the declared one.
    const png = await upload(t, emp.token, [{ bytes: PNG, filename: '../../etc/foto.png', type: 'application/octet-stream' }]);
    expect(png.body).toMatchObject({ nama: 'foto.png', tipe: 'image/png', ukuran: PNG.length });
    const [row] = await t.db.query<{ uploaded_by: number; biometrik: boolean }>(
      'select uploaded_by, biometrik from files where id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ uploaded_by: emp.id, biometrik: false });
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/files/${res.body.id}`,
      headers: { authorization: `Bearer ${emp.token}` },
    });
    expect([back.statusCode, back.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(back.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses other content, empty files, more than one file, more than 5 MB, non-multipart bodies and anonymous callers', async () => {
    const emp = await createUser(t);
    const text = await upload(t, emp.token, [{ bytes: Buffer.from('bukan gambar'), filename: 'a.jpg', type: 'image/jpeg' }]);
    expect([text.status, text.body.message]).toEqual([400, 'Berkas harus berupa gambar JPEG atau PNG, atau dokumen PDF.']);
    const empty = await upload(t, emp.token, [{ bytes: Buffer.alloc(0), filename: 'a.jpg', type: 'image/jpeg' }]);
    expect([empty.status, empty.body.message]).toEqual([400, 'Berkas kosong.']);
    const two = await upload(t, emp.token, [
      { bytes: JPEG, filename: 'a.jpg', type: 'image/jpeg' },
      { bytes: JPEG, filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect([two.status, two.body.message]).toEqual([400, 'Kirim tepat satu berkas per unggahan.']);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(t, emp.token, [{ bytes: big, filename: 'besar.pdf', type: 'application/pdf' }]);
    expect([large.status, large.body.message]).toEqual([413, 'Ukuran berkas maksimal 5 MB.']);
    const justUnder = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]);
    expect((await upload(t, emp.token, [{ bytes: justUnder, filename: 'pas.pdf', type: 'application/pdf' }])).status).toBe(201);
    const json = await t.request({ method: 'POST', url: '/api/files', token: emp.token, body: { file: 'x' } });
    expect([json.status, json.body.message]).toEqual([415, 'Kirim berkas sebagai multipart/form-data.']);
    expect((await upload(t, undefined, [{ bytes: JPEG, filename: 'a.jpg', type: 'image/jpeg' }])).status).toBe(401);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from files where uploaded_by = $1', [emp.id]);
    expect(n).toBe(1);
  });
});

describe('attachments of leave', () => {
  let pic: UserFixture;
  let hrd: UserFixture;
  beforeAll(async () => {
    pic = await createUser(t);
    hrd = await createUser(t, { roles: ['HRD'] });
  });

  it('requires one for sick leave, and lists it with the request', async () => {
    const emp = await makeEmployee(t, jadwal, { pics: [pic.id] });
    const body = { jenis_izin_id: SKT, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-07' };
    const missing = await fileIzin(t, emp, body);
    expect([missing.status, missing.body.errors.lampiran_ids]).toEqual([
      400,
      'Sakit dengan Surat Dokter wajib disertai lampiran (misalnya surat keterangan dokter).',
    ]);
    const fileId = await uploadJpeg(t, emp);
    const res = await fileIzin(t, emp, { ...body, lampiran_ids: [fileId] });
    expect(res.status).toBe(201);
    expect(res.body.lampiran).toEqual([{ id: fileId, nama: 'surat-dokter.jpg', tipe: 'image/jpeg', ukuran: JPEG.length }]);
    expect((await t.request({ method: 'GET', url: '/api/izin', token: emp.token })).body.items[0].lampiran).toEqual(
      res.body.lampiran,
    );
  });

  it("refuses someone else's file, a missing file (400), a file already attached and a selfie (409)", async () => {
    const emp = await makeEmployee(t, jadwal);
    const other = await createUser(t);
    const foreign = await uploadJpeg(t, other);
    const missing = 'Lampiran tidak ditemukan. Unggah ulang berkasnya.';
    const used = 'Lampiran sudah dipakai pada pengajuan lain.';
    const body = { jenis_izin_id: ITB, tanggal_mulai: '2031-02-03', tanggal_selesai: '2031-02-03' };
    for (const ids of [[foreign], [999999]]) {
      const res = await fileIzin(t, emp, { ...body, lampiran_ids: ids });
      expect([res.status, res.body.errors.lampiran_ids]).toEqual([400, missing]);
    }
    const own = await uploadJpeg(t, emp);
    expect((await fileIzin(t, emp, { ...body, lampiran_ids: [own] })).status).toBe(201);
    const reused = await fileIzin(t, emp, {
      ...body,
      tanggal_mulai: '2031-02-04',
      tanggal_selesai: '2031-02-04',
      lampiran_ids: [own],
    });
    expect([reused.status, reused.body.errors.lampiran_ids]).toEqual([409, used]);
    const [selfie] = await t.db.query<{ id: number }>(
      `insert into files (nama, tipe, ukuran, sha256, storage_key, uploaded_by, biometrik)
       values ('selfie.jpg', 'image/jpeg', 1, 'x', '00/00000000000000000000000000000000', $1, true) returning id`,
      [emp.id],
    );
    const bio = await fileIzin(t, emp, {
      ...body,
      tanggal_mulai: '2031-02-05',
      tanggal_selesai: '2031-02-05',
      lampiran_ids: [selfie.id],
    });
    expect([bio.status, bio.body.errors.lampiran_ids]).toEqual([409, used]);
  });

  it('never attaches one file to a leave request and a reimbursement, in either order or at once', async () => {
    const emp = await makeEmployee(t, jadwal);
    const [{ kemarin }] = await t.db.query<{ kemarin: string }>(
      `select ((now() at time zone 'Asia/Jakarta')::date - 1)::text as kemarin`,
    );
    const reimburse = (lampiran: number) =>
      t.request({
        method: 'POST',
        url: '/api/reimburse',
        token: emp.token,
        body: { tanggal: kemarin, kategori: 'Kesehatan', nominal: 150000, keterangan: 'Obat', lampiran_ids: [lampiran] },
      });
    const leave = (lampiran: number, tanggal: string) =>
      fileIzin(t, emp, { jenis_izin_id: SKT, tanggal_mulai: tanggal, tanggal_selesai: tanggal, lampiran_ids: [lampiran] });

    const receipt = await uploadJpeg(t, emp);
    expect((await reimburse(receipt)).status).toBe(201);
    expect((await leave(receipt, '2031-04-01')).status).toBe(409);

    const letter = await uploadJpeg(t, emp);
    expect((await leave(letter, '2031-04-02')).status).toBe(201);
    expect((await reimburse(letter)).status).toBe(409);

    const both = await uploadJpeg(t, emp);
    const res = await Promise.all([reimburse(both), leave(both, '2031-04-03')]);
    expect(res.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ n }] = await t.db.query<{ n: number }>(
      `select (select count(*) from izin_lampiran where file_id = $1) + (select count(*) from reimburse_lampiran where file_id = $1) as n`,
      [both],
    );
    expect(n).toBe(1);
  });

  it('shows an attachment to the requester, their PIC and HRD, and to nobody else (404)', async () => {
    const emp = await makeEmployee(t, jadwal, { pics: [pic.id] });
    const colleague = await makeEmployee(t, jadwal);
    const fileId = await uploadJpeg(t, emp);
    const res = await fileIzin(t, emp, {
      jenis_izin_id: SKT,
      tanggal_mulai: '2031-03-03',
      tanggal_selesai: '2031-03-03',
      lampiran_ids: [fileId],
    });
    expect(res.status).toBe(201);
    const view = (u: UserFixture) => t.request({ method: 'GET', url: `/api/files/${fileId}`, token: u.token });
    for (const who of [emp, pic, hrd]) expect((await view(who)).status).toBe(200);
    const denied = await view(colleague);
    expect([denied.status, denied.body.message]).toEqual([404, 'File tidak ditemukan.']);
    // The colleague cannot read the request either.
    expect((await t.request({ method: 'GET', url: `/api/izin/${res.body.id}`, token: colleague.token })).status).toBe(404);
  });
});
