import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { writeCells } from './roster.repo.ts';

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

const pagi = { nama: 'Shift Pagi', kode: 'P', jam_masuk: '06:00', jam_pulang: '14:00' };
const create = (body: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/shift', token, body });
async function created(body: Record<string, unknown>) {
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; nama: string; kode: string };
}
const rosterOn = (userId: number, shiftId: number, dates: string[]) =>
  t.db.tx((tx) =>
    writeCells(
      tx,
      dates.map((tanggal) => ({ user_id: userId, tanggal, shift_id: shiftId, hapus: false })),
      hrd.id,
    ),
  );

describe('shift definitions CRUD', () => {
  it('creates (201) with the defaults, a night shift crossing midnight, and lists them ordered by kode', async () => {
    const p = await create({ ...pagi, kode: 'p' });
    expect(p.status).toBe(201);
    expect(p.body).toEqual({
      id: expect.any(Number),
      nama: 'Shift Pagi',
      kode: 'P',
      jam_masuk: '06:00',
      jam_pulang: '14:00',
      lintas_hari: false,
      istirahat_menit: 60,
      toleransi_terlambat: 0,
      buka_masuk_menit: 120,
      tutup_pulang_menit: 360,
      aktif: true,
    });
    const m = await create({
      nama: 'Shift Malam',
      kode: 'M',
      jam_masuk: '22:00',
      jam_pulang: '06:00',
      istirahat_menit: 30,
      toleransi_terlambat: 10,
      buka_masuk_menit: 60,
      tutup_pulang_menit: 240,
    });
    expect(m.body).toMatchObject({ kode: 'M', lintas_hari: true, istirahat_menit: 30, toleransi_terlambat: 10 });
    const s = await created({ nama: 'Shift Siang', kode: 'S', jam_masuk: '14:00', jam_pulang: '22:00' });

    const list = await t.request({ method: 'GET', url: '/api/shift', token: hrd.token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((x: { kode: string }) => x.kode)).toEqual(['M', 'P', 'S']);
    expect((await t.request({ method: 'GET', url: `/api/shift/${s.id}`, token: hrd.token })).body).toMatchObject({
      nama: 'Shift Siang',
      jam_masuk: '14:00',
      jam_pulang: '22:00',
      lintas_hari: false,
    });
  });

  it('updates a shift (keeping its own kode and name is no clash), and deletes an unused one', async () => {
    const x = await created({ nama: 'Shift Tengah', kode: 'T', jam_masuk: '10:00', jam_pulang: '18:00' });
    const put = await t.request({
      method: 'PUT',
      url: `/api/shift/${x.id}`,
      token: hrd.token,
      body: { nama: 'Shift Tengah', kode: 't', jam_masuk: '18:00', jam_pulang: '02:00', toleransi_terlambat: 5 },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      kode: 'T',
      jam_masuk: '18:00',
      jam_pulang: '02:00',
      lintas_hari: true,
      toleransi_terlambat: 5,
    });
    const del = await t.request({ method: 'DELETE', url: `/api/shift/${x.id}`, token: hrd.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Shift berhasil dihapus.');
    expect((await t.request({ method: 'GET', url: `/api/shift/${x.id}`, token: hrd.token })).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: '/api/shift/777777',
        token: hrd.token,
        body: { ...pagi, nama: 'X', kode: 'X' },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Shift tidak ditemukan.');
    }
  });
});

describe('shift definition rules', () => {
  it('refuses a kode already used (any case) naming the shift that holds it, and a name already used', async () => {
    const holder = await created({ nama: 'Pagi Gudang', kode: 'G1', jam_masuk: '07:00', jam_pulang: '15:00' });
    const kode = await create({ nama: 'Pagi Lain', kode: 'g1', jam_masuk: '07:00', jam_pulang: '15:00' });
    expect(kode.status).toBe(409);
    expect(kode.body).toMatchObject({ code: 'DUPLICATE', message: 'Kode shift G1 sudah dipakai Pagi Gudang.' });
    expect(kode.body.errors).toEqual({ kode: 'Kode shift G1 sudah dipakai Pagi Gudang.' });

    const nama = await create({ nama: 'PAGI GUDANG', kode: 'G2', jam_masuk: '07:00', jam_pulang: '15:00' });
    expect(nama.status).toBe(409);
    expect(nama.body.errors).toEqual({ nama: 'Nama shift "PAGI GUDANG" sudah dipakai.' });

    // An update onto another shift's kode is refused the same way and changes nothing.
    const other = await created({ nama: 'Siang Gudang', kode: 'G3', jam_masuk: '15:00', jam_pulang: '23:00' });
    const put = await t.request({
      method: 'PUT',
      url: `/api/shift/${other.id}`,
      token: hrd.token,
      body: { nama: 'Siang Gudang', kode: 'G1', jam_masuk: '15:00', jam_pulang: '23:00' },
    });
    expect(put.status).toBe(409);
    expect(put.body.errors.kode).toBe('Kode shift G1 sudah dipakai Pagi Gudang.');
    expect((await t.request({ method: 'GET', url: `/api/shift/${other.id}`, token: hrd.token })).body.kode).toBe('G3');
    expect((await t.request({ method: 'GET', url: `/api/shift/${holder.id}`, token: hrd.token })).body.kode).toBe('G1');
  });

  it('refuses equal start and end times with a field error, and bad fields with Indonesian messages', async () => {
    const same = await create({ nama: 'Nol Jam', kode: 'N', jam_masuk: '08:00', jam_pulang: '08:00' });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ jam_pulang: 'Jam pulang tidak boleh sama dengan jam masuk.' });
    const bad = await create({ nama: '', kode: 'L', jam_masuk: '8:00', jam_pulang: '25:00', istirahat_menit: 241 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      kode: 'Kode L dipakai untuk hari libur. Pilih kode lain.',
      jam_masuk: 'Format jam harus HH:mm.',
      jam_pulang: 'Format jam harus HH:mm.',
      istirahat_menit: 'Istirahat maksimal 240 menit.',
    });
    expect(bad.body.errors.nama).toBeTruthy();
    expect((await create({ nama: 'Panjang', kode: 'ABCDE', jam_masuk: '08:00', jam_pulang: '16:00' })).body.errors.kode).toBe(
      'Kode shift 1-4 huruf atau angka, misalnya P, S atau M.',
    );
    expect(await t.db.query("select id from shift where nama in ('Nol Jam', 'Panjang')")).toEqual([]);
  });

  it('refuses to delete a shift the roster uses, saying on how many days; deactivating it keeps those days', async () => {
    const emp = await createUser(t);
    const other = await createUser(t);
    const sh = await created({ nama: 'Shift Lebaran', kode: 'LB', jam_masuk: '07:00', jam_pulang: '15:00' });
    await rosterOn(emp.id, sh.id, ['2026-03-20', '2026-03-21']);
    await rosterOn(other.id, sh.id, ['2026-03-20']);

    const del = await t.request({ method: 'DELETE', url: `/api/shift/${sh.id}`, token: hrd.token });
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({
      code: 'IN_USE',
      message:
        'Shift "Shift Lebaran" dipakai pada 3 hari di roster sehingga tidak dapat dihapus. Nonaktifkan saja shift ini agar tidak dipilih lagi.',
    });

    const off = await t.request({
      method: 'PUT',
      url: `/api/shift/${sh.id}`,
      token: hrd.token,
      body: { nama: 'Shift Lebaran', kode: 'LB', jam_masuk: '07:00', jam_pulang: '15:00', aktif: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.aktif).toBe(false);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from roster where shift_id = $1', [sh.id]);
    expect(n).toBe(3);
    expect((await t.request({ method: 'DELETE', url: `/api/shift/${sh.id}`, token: hrd.token })).status).toBe(409);
    // Still listed (the roster's days show it), marked inactive.
    const list = await t.request({ method: 'GET', url: '/api/shift', token: hrd.token });
    expect(list.body.items.find((x: { id: number }) => x.id === sh.id)).toMatchObject({ aktif: false });
  });
});

describe('shift access', () => {
  it('refuses anonymous callers 401, employees 403, and an HRD whose custom role lacks section pengaturan 403', async () => {
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Riwayat Shift', bagian: ['riwayat'] },
    });
    expect(role.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', 'Staf Riwayat Shift'] });
    const body = { nama: 'Shift Gelap', kode: 'Z', jam_masuk: '01:00', jam_pulang: '09:00' };

    expect((await t.request({ method: 'GET', url: '/api/shift' })).status).toBe(401);
    expect((await create(body, karyawan.token)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/shift', token: karyawan.token })).status).toBe(403);
    const refused = await create(body, limited.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();
    expect((await t.request({ method: 'PUT', url: '/api/pengaturan-shift', token: limited.token, body: {} })).status).toBe(403);
    // The list stays readable for the roster screen (a reference list of every admin section).
    expect((await t.request({ method: 'GET', url: '/api/shift', token: limited.token })).status).toBe(200);
    expect(await t.db.query("select id from shift where nama = 'Shift Gelap'")).toEqual([]);
    // Admin may, like HRD.
    expect((await create(body, admin.token)).status).toBe(201);
  });
});

describe('pengaturan shift', () => {
  it('answers the defaults, saves and reads back the punch-window rules', async () => {
    const get = await t.request({ method: 'GET', url: '/api/pengaturan-shift', token: hrd.token });
    expect(get.status).toBe(200);
    expect(get.body).toEqual({
      absen_di_luar_jadwal: true,
      batas_pulang_awal_menit: 30,
      buka_masuk_menit: 120,
      tutup_pulang_menit: 360,
    });
    const body = { absen_di_luar_jadwal: false, batas_pulang_awal_menit: 15, buka_masuk_menit: 90, tutup_pulang_menit: 720 };
    const put = await t.request({ method: 'PUT', url: '/api/pengaturan-shift', token: hrd.token, body });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(body);
    expect((await t.request({ method: 'GET', url: '/api/pengaturan-shift', token: admin.token })).body).toEqual(body);
  });

  it('refuses bad values with field messages and keeps what was saved', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/pengaturan-shift', token: hrd.token })).body;
    const res = await t.request({
      method: 'PUT',
      url: '/api/pengaturan-shift',
      token: hrd.token,
      body: { batas_pulang_awal_menit: -1, buka_masuk_menit: 721, tutup_pulang_menit: 1.5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      absen_di_luar_jadwal: 'Pilihan absen di luar jadwal wajib diisi.',
      batas_pulang_awal_menit: 'Batas pulang awal minimal 0 menit.',
      buka_masuk_menit: 'Absen masuk dibuka maksimal 720 menit.',
      tutup_pulang_menit: 'Absen pulang ditutup harus bilangan bulat (menit).',
    });
    expect((await t.request({ method: 'GET', url: '/api/pengaturan-shift', token: hrd.token })).body).toEqual(before);
    expect((await t.request({ method: 'GET', url: '/api/pengaturan-shift', token: karyawan.token })).status).toBe(403);
  });
});
