import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { newUserBody } from './users.fixtures.ts';

let t: TestApp;
let admin: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
});
afterAll(() => t.close());

const post = (body: unknown) => t.request({ method: 'POST', url: '/api/users', token: admin.token, body });

describe('POST /users refuses bad input with 400 and an Indonesian field error', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no roles', { roles: [] }, 'roles', 'Pilih minimal satu peran.'],
    ['an unknown role', { roles: ['Karyawan', 'Direktur'] }, 'roles', 'Peran tidak ditemukan: Direktur.'],
    ['an unknown jabatan', { jabatan_id: 999999 }, 'jabatan_id', 'Jabatan tidak ditemukan.'],
    ['an unknown lokasi', { lokasi_id: 999999 }, 'lokasi_id', 'Lokasi tidak ditemukan.'],
    ['an unknown jadwal', { jadwal_kerja_id: 999999 }, 'jadwal_kerja_id', 'Jadwal kerja tidak ditemukan.'],
    ['an unknown PIC', { pic_ids: [999999] }, 'pic_ids', 'PIC tidak ditemukan atau sudah tidak aktif.'],
    [
      'a username with spaces',
      { username: 'budi santoso' },
      'username',
      'Username 3-50 karakter: huruf, angka, titik, garis bawah atau tanda hubung.',
    ],
    [
      'a too short username',
      { username: 'ab' },
      'username',
      'Username 3-50 karakter: huruf, angka, titik, garis bawah atau tanda hubung.',
    ],
    ['a missing NIP', { nip: '  ' }, 'nip', 'NIP wajib diisi.'],
    ['a missing name', { fullname: undefined }, 'fullname', 'Nama lengkap wajib diisi.'],
    [
      'an unknown employee type',
      { tipe_karyawan: 'Freelance' },
      'tipe_karyawan',
      'Tipe karyawan harus Tetap, Kontrak, Harian, Borongan atau Magang.',
    ],
    ['a bad email', { email: 'bukan-email' }, 'email', 'Format email tidak valid.'],
    ['a bad phone', { no_hp: 'telepon saya' }, 'no_hp', 'Format Nomor HP tidak valid.'],
    ['a weak password', { password: 'pendek1' }, 'password', 'Password baru minimal 8 karakter.'],
    ['a password without a digit', { password: 'tanpaangka' }, 'password', 'Password baru harus mengandung angka.'],
    ['an impossible join date', { tanggal_masuk: '2025-02-30' }, 'tanggal_masuk', 'Tanggal tidak valid.'],
    ['a short BPJS Kesehatan', { no_bpjs_kesehatan: '123' }, 'no_bpjs_kesehatan', 'Nomor BPJS Kesehatan harus 13 digit angka.'],
    ['a NIK that is not 16 digits', { nik: '320101010190001' }, 'nik', 'NIK harus 16 digit angka.'],
    ['an NPWP of 14 digits', { npwp: '01.234.567.8-901.0' }, 'npwp', 'NPWP harus 15 atau 16 digit angka.'],
    [
      'an unknown PTKP status',
      { status_ptkp: 'K/4' },
      'status_ptkp',
      'Status PTKP harus salah satu dari TK/0-TK/3 atau K/0-K/3.',
    ],
  ];
  for (const [what, extra, field, message] of cases) {
    it(what, async () => {
      const res = await post(newUserBody(extra));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors[field]).toBe(message);
    });
  }

  it('refuses a deactivated PIC', async () => {
    const gone = await createUser(t);
    await t.db.query('update users set active = false where id = $1', [gone.id]);
    const res = await post(newUserBody({ pic_ids: [gone.id] }));
    expect(res.status).toBe(400);
    expect(res.body.errors.pic_ids).toBe('PIC tidak ditemukan atau sudah tidak aktif.');
  });

  it('writes nothing when a reference is wrong', async () => {
    const body = newUserBody({ lokasi_id: 999999 });
    expect((await post(body)).status).toBe(400);
    const rows = await t.db.query('select id from users where username = $1', [body.username]);
    expect(rows).toHaveLength(0);
  });

  it('accepts empty strings from untouched form fields as empty', async () => {
    const res = await post(
      newUserBody({ jabatan_id: '', tipe_karyawan: '', tanggal_masuk: '', email: '', password: '', no_bpjs_kesehatan: '' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jabatan_id: null, tipe_karyawan: null, tanggal_masuk: null, email: null });
    expect(res.body.data_login.password_sementara).toBeTruthy();
  });
});

describe('tax data on the admin employee form (NIK, NPWP, PTKP status)', () => {
  it('stores what HR enters, digits only, and clears what is sent empty', async () => {
    const created = await post(newUserBody({ nik: '3201 0101 0190 0001', npwp: '01.234.567.8-901.000', status_ptkp: 'K/1' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nik: '3201010101900001', npwp: '0012345678901000', status_ptkp: 'K/1' });
    const { id, nip, username } = created.body;
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin.token,
      body: newUserBody({ nip, username, nik: '', npwp: '1234567890123456', status_ptkp: 'TK/0' }),
    });
    expect(put.body).toMatchObject({ nik: null, npwp: '1234567890123456', status_ptkp: 'TK/0' });
  });
});
