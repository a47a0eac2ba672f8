import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { punchWithSelfie, registeredFace, storedFile } from './privacy.fixtures.ts';

// Issue 15 item 7: an employee downloads their own data (UU 27/2022 art. 7); there was no way to.

let t: TestApp;
let ani: UserFixture;
let budi: UserFixture;
let finalRun: number;

/** Every entry of a zip, by name. */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function download(u: UserFixture) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/users/unduh-data-saya',
    headers: { authorization: `Bearer ${u.token}` },
  });
  return { res, files: res.statusCode === 200 ? await unzip(res.rawPayload) : new Map<string, Buffer>() };
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)?.toString() ?? 'null');

/** A payroll run of the group for `bulan`, finalised when asked. */
async function payrollRun(admin: UserFixture, grup: number, bulan: string, final: boolean) {
  const run = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: admin.token,
    body: { bulan, grup_gaji_ids: [grup] },
  });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  if (final) {
    // Finalising needs a 16-digit NIK for everyone paid and confirms the warnings (payroll-checklist.ts); the
    // employees of this file have no NIK otherwise.
    await t.db.query(`update users set nik = '3171' || lpad(id::text, 12, '0') where nik is null`);
    const res = await t.request({
      method: 'POST',
      url: `/api/penggajian/${run.body.id}/final`,
      token: admin.token,
      body: { konfirmasi: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.db.query('update users set nik = null');
  }
  return run.body.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t, { roles: ['Admin'] });
  const [{ id: grup }] = await t.db.query<{ id: number }>(`insert into grup_gaji (nama) values ('Staf') returning id`);
  await t.db.query(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1::bigint, id, 1, 9000000 from komponen_gaji where gaji_pokok`,
    [grup],
  );
  const fields = { grup_gaji_id: grup, tanggal_masuk: '2025-01-02' };
  ani = await createUser(t, { fullname: 'Ani Unduh', fields: { ...fields, status_ptkp: 'TK/0', nama_bank: 'BCA' } });
  budi = await createUser(t, {
    fullname: 'Budi Lain',
    fields: { ...fields, status_ptkp: 'K/1', nama_bank: 'Bank Budi Rahasia' },
  });
  finalRun = await payrollRun(admin, grup, '2026-09', true);
  await payrollRun(admin, grup, '2026-10', false);
  for (const u of [ani, budi]) {
    await punchWithSelfie(t, u.id, '2026-11-02T01:00:00Z');
    await registeredFace(t, u.id, '2026-10-01T01:00:00Z');
    await storedFile(t, u.id, { at: '2026-11-03T01:00:00Z', biometrik: false, nama: 'surat dokter.jpg' });
    const change = await t.request({
      method: 'PUT',
      url: '/api/users/data-pribadi',
      token: u.token,
      body: { tempat_lahir: `Kota ${u.fullname}`, status_ptkp: 'K/2' },
    });
    expect(change.status).toBe(200);
  }
});
afterAll(() => t.close());

describe('GET /users/unduh-data-saya', () => {
  it('refuses anonymous callers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users/unduh-data-saya' })).status).toBe(401);
  });

  it('streams a zip of the caller’s records and files, never cached, with nobody else’s data', async () => {
    const { res, files } = await download(ani);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="data-saya-${ani.nip}.zip"`);

    const profil = json(files, 'profil.json');
    expect(profil).toMatchObject({
      id: ani.id,
      nip: ani.nip,
      fullname: 'Ani Unduh',
      tempat_lahir: 'Kota Ani Unduh',
      status_ptkp: 'TK/0',
    });
    expect(profil.roles).toEqual(['Karyawan']);
    expect(Object.keys(profil).some((k) => /password|hash/.test(k))).toBe(false);

    expect(json(files, 'pengajuan.json')).toEqual([
      expect.objectContaining({ tipe: 'data-pribadi', status: 'Menunggu Persetujuan', approver: null }),
    ]);
    expect(json(files, 'tabel/perubahan_data_pribadi.json')).toEqual([
      expect.objectContaining({ user_id: ani.id, lama: { status_ptkp: 'TK/0' }, baru: { status_ptkp: 'K/2' } }),
    ]);
    expect(json(files, 'tabel/attendance.json')).toEqual([expect.objectContaining({ user_id: ani.id, tanggal: '2026-11-02' })]);
    // Payslips as the person sees them: final runs only, not HR's draft.
    expect(json(files, 'tabel/penggajian_slip.json')).toEqual([
      expect.objectContaining({ user_id: ani.id, penggajian_id: finalRun, nama: 'Ani Unduh' }),
    ]);
    const face = json(files, 'tabel/face_registrations.json');
    expect(face).toEqual([expect.objectContaining({ user_id: ani.id })]);
    expect(face[0].descriptors).toBeUndefined();

    // Four stored files: the selfie, two face photos and the letter, with their bytes.
    const berkas = json(files, 'berkas.json');
    expect(berkas.map((b: { nama: string }) => b.nama).sort()).toEqual([
      'foto.jpg',
      'foto.jpg',
      'selfie.jpg',
      'surat dokter.jpg',
    ]);
    for (const b of berkas) {
      expect(b.storage_key).toBeUndefined();
      expect(files.get(b.berkas)?.toString()).toMatch(new RegExp(`^foto ${ani.id} `));
    }

    // Nothing of Budi anywhere: not his name, NIP, bank, records or photos.
    const everything = [...files.values()].map((b) => b.toString()).join('\n');
    for (const secret of [budi.nip, 'Budi Lain', 'Bank Budi Rahasia', `foto ${budi.id} `])
      expect(everything).not.toContain(secret);
    for (const [name, body] of files) {
      if (name.startsWith('tabel/')) {
        for (const row of JSON.parse(body.toString())) expect(row.user_id, name).toBe(ani.id);
      }
    }
  });
});
