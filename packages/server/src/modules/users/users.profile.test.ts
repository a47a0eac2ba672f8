import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { allowTestPushReceiver } from '../notifications/index.ts';
import { makeJabatan, makeJadwal, makeLokasi, newUserBody } from './users.fixtures.ts';

let t: TestApp;
let admin: UserFixture;
let ani: UserFixture;
let budi: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Admin Utama' });
  ani = await createUser(t, { fullname: 'Ani Suryani' });
  budi = await createUser(t, { fullname: 'Budi Hartono' });
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const put = (url: string, token: string, body: unknown) => t.request({ method: 'PUT', url, token, body });

describe('own data calls', () => {
  it('refuse anonymous callers with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/data-kontak'],
      ['PUT', '/api/users/data-kontak'],
      ['GET', '/api/users/data-pribadi'],
      ['PUT', '/api/users/data-pribadi'],
      ['GET', '/api/users/data-karyawan'],
      ['GET', '/api/users/users-by-pic'],
      ['POST', '/api/users/update-fcm-token'],
    ] as const) {
      expect((await t.request({ method, url, body: {} })).status, url).toBe(401);
    }
  });
});

describe('data kontak', () => {
  it('saves and answers only the caller’s own record, whatever id the body carries', async () => {
    const body = {
      id: budi.id,
      user_id: budi.id,
      email: 'ani@contoh.co.id',
      no_hp: '+62 812-3456-7890',
      alamat: 'Jl. Melati No. 5, Bandung',
      kontak_darurat_nama: 'Slamet',
      kontak_darurat_hubungan: 'Suami',
      kontak_darurat_no_hp: '081298765432',
    };
    const res = await put('/api/users/data-kontak', ani.token, body);
    expect(res.status).toBe(200);
    const { id: _id, user_id: _uid, ...saved } = body;
    expect(res.body).toEqual(saved);
    expect((await get('/api/users/data-kontak', ani.token)).body).toEqual(saved);
    const other = (await get('/api/users/data-kontak', budi.token)).body;
    expect(other).toEqual({
      email: null,
      no_hp: null,
      alamat: null,
      kontak_darurat_nama: null,
      kontak_darurat_hubungan: null,
      kontak_darurat_no_hp: null,
    });
  });

  it('clears fields sent empty and refuses bad email or phone', async () => {
    const res = await put('/api/users/data-kontak', ani.token, { email: '', alamat: '  ' });
    expect(res.body).toMatchObject({ email: null, alamat: null, no_hp: null });
    const bad = await put('/api/users/data-kontak', ani.token, { email: 'ani@', kontak_darurat_no_hp: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: 'Format email tidak valid.',
      kontak_darurat_no_hp: 'Format Nomor HP kontak darurat tidak valid.',
    });
  });
});

describe('data pribadi', () => {
  it('saves the other personal data of the caller only, at once', async () => {
    const body = {
      tempat_lahir: 'Bandung',
      tanggal_lahir: '1990-01-01',
      jenis_kelamin: 'Perempuan',
      agama: 'Islam',
      status_perkawinan: 'Kawin',
    };
    const res = await put('/api/users/data-pribadi', ani.token, body);
    expect(res.status).toBe(200);
    const expected = { ...body, nik: null, status_ptkp: null, npwp: null, nama_bank: null, no_rekening: null };
    expect(res.body).toEqual({ ...expected, menunggu_persetujuan: null, message: 'Data pribadi berhasil disimpan.' });
    expect((await get('/api/users/data-pribadi', ani.token)).body).toEqual({ ...expected, menunggu_persetujuan: null });
    expect((await get('/api/users/data-pribadi', budi.token)).body.tempat_lahir).toBeNull();
  });

  it('refuses a NIK that is not 16 digits, unknown choices and a birth date in the future', async () => {
    const res = await put('/api/users/data-pribadi', ani.token, {
      nik: '12345',
      jenis_kelamin: 'L',
      status_ptkp: 'K/4',
      tanggal_lahir: '2999-01-01',
      npwp: '123',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      nik: 'NIK harus 16 digit angka.',
      jenis_kelamin: "Jenis kelamin harus 'Laki-laki' atau 'Perempuan'.",
      status_ptkp: 'Status PTKP harus salah satu dari TK/0-TK/3 atau K/0-K/3.',
      tanggal_lahir: 'Tanggal lahir tidak boleh di masa depan.',
      npwp: 'NPWP harus 15 atau 16 digit angka.',
    });
  });
});

describe('data karyawan', () => {
  it('shows the employment data HR keeps, including bank, BPJS and PIC names', async () => {
    const [jabatan, lokasi, jadwal] = [await makeJabatan(t), await makeLokasi(t), await makeJadwal(t)];
    const body = newUserBody({
      nip: budi.nip,
      username: budi.username,
      fullname: 'Budi Hartono',
      roles: ['Karyawan', 'HRD'],
      jabatan_id: jabatan.id,
      lokasi_id: lokasi.id,
      jadwal_kerja_id: jadwal.id,
      tipe_karyawan: 'Tetap',
      tanggal_masuk: '2020-03-02',
      pic_ids: [ani.id],
      nama_bank: 'Bank Mandiri',
      no_rekening: '1310012345678',
      no_bpjs_kesehatan: '0001234567890',
      no_bpjs_ketenagakerjaan: '12345678901',
    });
    expect((await put(`/api/users/${budi.id}`, admin.token, body)).status).toBe(200);
    const token = (
      await t.request({ method: 'POST', url: '/api/auth/login', body: { username: budi.username, password: 'Rahasia123' } })
    ).body.token;
    const res = await get('/api/users/data-karyawan', token);
    expect(res.body).toEqual({
      nip: budi.nip,
      username: budi.username,
      fullname: 'Budi Hartono',
      roles: ['HRD', 'Karyawan'],
      jabatan: jabatan.nama,
      lokasi: lokasi.nama,
      jadwal_kerja: jadwal.nama,
      tipe_karyawan: 'Tetap',
      tanggal_masuk: '2020-03-02',
      nama_bank: 'Bank Mandiri',
      no_rekening: '1310012345678',
      no_bpjs_kesehatan: '0001234567890',
      no_bpjs_ketenagakerjaan: '12345678901',
      pics: [{ id: ani.id, nip: ani.nip, fullname: 'Ani Suryani' }],
    });
    budi = { ...budi, token };
  });

  it('cannot be written by the employee', async () => {
    // PUT /users/data-karyawan is PUT /users/{id}: an admin call.
    expect((await put('/api/users/data-karyawan', ani.token, { nama_bank: 'X' })).status).toBe(403);
    expect((await get('/api/users/data-karyawan', ani.token)).body.nama_bank).toBeNull();
  });
});

describe('GET /users/users-by-pic', () => {
  it('lists the active people whose PIC is the caller, and nobody else', async () => {
    const team1 = await createUser(t, { pics: [ani.id], fullname: 'Tim Satu' });
    const team2 = await createUser(t, { pics: [ani.id, admin.id], fullname: 'Tim Dua' });
    const gone = await createUser(t, { pics: [ani.id] });
    await t.db.query('update users set active = false where id = $1', [gone.id]);
    const res = await get('/api/users/users-by-pic', ani.token);
    expect(res.body).toEqual({
      items: [
        { id: budi.id, nip: budi.nip, fullname: 'Budi Hartono', jabatan: expect.any(String) },
        { id: team2.id, nip: team2.nip, fullname: 'Tim Dua', jabatan: null },
        { id: team1.id, nip: team1.nip, fullname: 'Tim Satu', jabatan: null },
      ],
      total: 3,
    });
    const searched = await get('/api/users/users-by-pic?search=satu', ani.token);
    expect(searched.body.items.map((i: { id: number }) => i.id)).toEqual([team1.id]);
    expect((await get('/api/users/users-by-pic', team1.token)).body).toEqual({ items: [], total: 0 });
  });
});

describe('POST /users/update-fcm-token', () => {
  it('stores the push subscription on the caller’s own session', async () => {
    // A stand-in push service (the rules on endpoints are tested in notifications/push-endpoint.test.ts).
    allowTestPushReceiver(t.db, 'https://push.example');
    const subscription = '{"endpoint":"https://push.example/abc","keys":{"p256dh":"BNcR","auth":"tBHI"}}';
    const res = await t.request({
      method: 'POST',
      url: '/api/users/update-fcm-token',
      token: ani.token,
      body: { fcm_token: subscription },
    });
    expect(res.status).toBe(200);
    const rows = await t.db.query<{ user_id: number; push_subscription: string | null }>(
      'select user_id, push_subscription from sessions where push_subscription is not null',
    );
    expect(rows).toEqual([{ user_id: ani.id, push_subscription: subscription }]);
    const bad = await t.request({ method: 'POST', url: '/api/users/update-fcm-token', token: ani.token, body: {} });
    expect(bad.status).toBe(400);
  });
});

describe('approval notifications by e-mail, on a server that sends no e-mail', () => {
  it('says e-mail is off and refuses to turn the choice on', async () => {
    const u = await createUser(t, { fields: { email: 'tanpa.smtp@contoh.co.id' } });
    const url = '/api/users/preferensi-notifikasi';
    expect((await get(url, u.token)).body).toEqual({
      notifikasi_email: false,
      email: 'tanpa.smtp@contoh.co.id',
      email_aktif: false,
    });
    const res = await put(url, u.token, { notifikasi_email: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Pengiriman email belum diaktifkan. Hubungi HRD.');
    expect((await get(url, u.token)).body.notifikasi_email).toBe(false);
  });
});
