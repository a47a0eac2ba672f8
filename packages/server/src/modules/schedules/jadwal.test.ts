import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

let t: TestApp;
let hrd: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

type Day = { hari: number; libur: boolean; jam_masuk?: string | null; jam_pulang?: string | null };
/** Senin-Jumat 08:00-17:00, Sabtu and Minggu off; `over` changes single days. */
function week(over: Record<number, Partial<Day>> = {}): Day[] {
  return [1, 2, 3, 4, 5, 6, 7].map((hari) => ({
    hari,
    libur: hari >= 6,
    jam_masuk: hari >= 6 ? null : '08:00',
    jam_pulang: hari >= 6 ? null : '17:00',
    ...over[hari],
  }));
}
const create = (body: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/jadwal-kerja', token, body });

describe('jadwal kerja CRUD', () => {
  it('creates (201) a schedule with seven days answered sorted Senin..Minggu', async () => {
    const shuffled = week().reverse();
    const res = await create({ nama: 'Kantor 5 Hari', toleransi_terlambat: 15, hari: shuffled });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ nama: 'Kantor 5 Hari', toleransi_terlambat: 15, jumlah_karyawan: 0 });
    expect(res.body.hari.map((d: Day) => d.hari)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(res.body.hari[0]).toEqual({ hari: 1, libur: false, jam_masuk: '08:00', jam_pulang: '17:00', lintas_hari: false });
    expect(res.body.hari[6]).toEqual({ hari: 7, libur: true, jam_masuk: null, jam_pulang: null, lintas_hari: false });
    const got = await t.request({ method: 'GET', url: `/api/jadwal-kerja/${res.body.id}`, token: hrd.token });
    expect(got.body).toEqual(res.body);
  });

  it('round-trips a night shift that crosses midnight, flagged lintas_hari', async () => {
    const hari = week({
      1: { jam_masuk: '22:00', jam_pulang: '06:00' },
      6: { libur: false, jam_masuk: '23:30', jam_pulang: '07:30' },
    });
    const res = await create({ nama: 'Shift Malam', toleransi_terlambat: 0, hari });
    expect(res.status).toBe(201);
    const got = await t.request({ method: 'GET', url: `/api/jadwal-kerja/${res.body.id}`, token: hrd.token });
    expect(got.body.hari[0]).toEqual({ hari: 1, libur: false, jam_masuk: '22:00', jam_pulang: '06:00', lintas_hari: true });
    expect(got.body.hari[1].lintas_hari).toBe(false);
    expect(got.body.hari[5]).toEqual({ hari: 6, libur: false, jam_masuk: '23:30', jam_pulang: '07:30', lintas_hari: true });
  });

  it('drops the times of a day off', async () => {
    const res = await create({
      nama: 'Libur Berjam',
      toleransi_terlambat: 5,
      hari: week({ 3: { libur: true, jam_masuk: '08:00', jam_pulang: '12:00' } }),
    });
    expect(res.body.hari[2]).toEqual({ hari: 3, libur: true, jam_masuk: null, jam_pulang: null, lintas_hari: false });
  });

  it('updates the name, tolerance and every day at once', async () => {
    const { body: j } = await create({ nama: 'Toko Pagi', toleransi_terlambat: 10, hari: week() });
    const put = await t.request({
      method: 'PUT',
      url: `/api/jadwal-kerja/${j.id}`,
      token: hrd.token,
      body: {
        nama: 'Toko Siang',
        toleransi_terlambat: 30,
        hari: week({ 1: { libur: true }, 6: { libur: false, jam_masuk: '13:00', jam_pulang: '21:00' } }),
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: j.id, nama: 'Toko Siang', toleransi_terlambat: 30 });
    expect(put.body.hari[0]).toMatchObject({ hari: 1, libur: true, jam_masuk: null });
    expect(put.body.hari[5]).toMatchObject({ hari: 6, libur: false, jam_masuk: '13:00', jam_pulang: '21:00' });
    const [{ n }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from jadwal_kerja_hari where jadwal_kerja_id = $1',
      [j.id],
    );
    expect(n).toBe(7);
  });

  it('deletes an unused schedule together with its days', async () => {
    const { body: j } = await create({ nama: 'Sementara', toleransi_terlambat: 0, hari: week() });
    const del = await t.request({ method: 'DELETE', url: `/api/jadwal-kerja/${j.id}`, token: hrd.token });
    expect(del.body.message).toBe('Jadwal kerja berhasil dihapus.');
    const [{ n }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from jadwal_kerja_hari where jadwal_kerja_id = $1',
      [j.id],
    );
    expect(n).toBe(0);
  });

  it('lists with search, paging, the days and active-employee counts', async () => {
    const { body: a } = await create({ nama: 'Pabrik Shift A', toleransi_terlambat: 0, hari: week() });
    await create({ nama: 'Pabrik Shift B', toleransi_terlambat: 0, hari: week() });
    await createUser(t, { fields: { jadwal_kerja_id: a.id } });
    await createUser(t, { fields: { jadwal_kerja_id: a.id } });
    const res = await t.request({ method: 'GET', url: '/api/jadwal-kerja?search=pabrik shift&size=1', token: hrd.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ nama: 'Pabrik Shift A', jumlah_karyawan: 2 });
    expect(res.body.items[0].hari).toHaveLength(7);
  });
});

describe('jadwal kerja rules', () => {
  it('needs exactly seven distinct weekdays', async () => {
    const six = await create({ nama: 'Enam', toleransi_terlambat: 0, hari: week().slice(0, 6) });
    expect(six.status).toBe(400);
    expect(six.body.errors.hari).toBe('Jadwal harus berisi 7 hari (Senin sampai Minggu).');
    const twice = await create({ nama: 'Ganda', toleransi_terlambat: 0, hari: week({ 7: { hari: 1 } }) });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.hari).toBe('Setiap hari (Senin sampai Minggu) harus muncul tepat satu kali.');
    const eight = await create({ nama: 'Delapan', toleransi_terlambat: 0, hari: week({ 7: { hari: 8 } }) });
    expect(eight.body.errors['hari.6.hari']).toBe('Hari harus 1 (Senin) sampai 7 (Minggu).');
  });

  it('needs both times on a working day and refuses equal times', async () => {
    const res = await create({
      nama: 'Bolong',
      toleransi_terlambat: 0,
      hari: week({
        1: { jam_masuk: null },
        2: { jam_pulang: '' },
        3: { jam_masuk: '09:00', jam_pulang: '09:00' },
        4: { jam_masuk: '8:00' },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'hari.0.jam_masuk': 'Jam masuk wajib diisi.',
      'hari.1.jam_pulang': 'Jam pulang wajib diisi.',
      'hari.2.jam_pulang': 'Jam pulang tidak boleh sama dengan jam masuk.',
      'hari.3.jam_masuk': 'Format jam harus HH:mm.',
    });
  });

  it('keeps the tolerance between 0 and 240 minutes', async () => {
    const high = await create({ nama: 'Longgar', toleransi_terlambat: 241, hari: week() });
    expect(high.body.errors.toleransi_terlambat).toBe('Toleransi terlambat maksimal 240 menit.');
    const low = await create({ nama: 'Minus', toleransi_terlambat: -1, hari: week() });
    expect(low.body.errors.toleransi_terlambat).toBe('Toleransi terlambat minimal 0 menit.');
    expect((await create({ nama: 'Maksimal', toleransi_terlambat: 240, hari: week() })).status).toBe(201);
  });

  it('refuses a duplicate name with 409 and writes nothing of it', async () => {
    await create({ nama: 'Reguler', toleransi_terlambat: 0, hari: week() });
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from jadwal_kerja_hari');
    const res = await create({ nama: 'REGULER', toleransi_terlambat: 0, hari: week() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'DUPLICATE', message: 'Jadwal kerja "REGULER" sudah ada.' });
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from jadwal_kerja_hari');
    expect(after).toEqual(before);
  });

  it('writes a schedule and its days in one transaction: a failing day write leaves nothing half-done', async () => {
    // A real fault inside the database: writing a 04:44 shift fails after the schedule row was written.
    await t.db.exec(`create function tolak_0444() returns trigger language plpgsql as $$
      begin if new.jam_masuk = '04:44' then raise exception 'gangguan uji'; end if; return new; end $$;
      create trigger tolak_0444 before insert on jadwal_kerja_hari for each row execute function tolak_0444();`);
    const bad = week({ 2: { jam_masuk: '04:44' } });
    expect((await create({ nama: 'Gagal Dibuat', toleransi_terlambat: 0, hari: bad })).status).toBe(500);
    expect(await t.db.query("select id from jadwal_kerja where nama = 'Gagal Dibuat'")).toEqual([]);

    const { body: j } = await create({ nama: 'Tetap Utuh', toleransi_terlambat: 0, hari: week() });
    const res = await t.request({
      method: 'PUT',
      url: `/api/jadwal-kerja/${j.id}`,
      token: hrd.token,
      body: { nama: 'Berubah', toleransi_terlambat: 9, hari: bad },
    });
    expect(res.status).toBe(500);
    const got = await t.request({ method: 'GET', url: `/api/jadwal-kerja/${j.id}`, token: hrd.token });
    expect(got.body).toEqual(j);
    await t.db.exec('drop trigger tolak_0444 on jadwal_kerja_hari; drop function tolak_0444();');
  });

  it('refuses to delete a schedule still used, naming how many employees', async () => {
    const { body: j } = await create({ nama: 'Dipakai', toleransi_terlambat: 0, hari: week() });
    await createUser(t, { fields: { jadwal_kerja_id: j.id } });
    const res = await t.request({ method: 'DELETE', url: `/api/jadwal-kerja/${j.id}`, token: hrd.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IN_USE', message: 'Jadwal kerja masih dipakai oleh 1 karyawan.' });
  });

  it('answers 404 for an unknown id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: '/api/jadwal-kerja/777777',
        token: hrd.token,
        body: { nama: 'X', toleransi_terlambat: 0, hari: week() },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Jadwal kerja tidak ditemukan.');
    }
  });
});

describe('jadwal kerja access', () => {
  it('refuses anonymous callers with 401 and plain employees with 403', async () => {
    const { body: j } = await create({ nama: 'Rahasia', toleransi_terlambat: 0, hari: week() });
    expect((await t.request({ method: 'GET', url: '/api/jadwal-kerja' })).status).toBe(401);
    const body = { nama: 'Curang', toleransi_terlambat: 0, hari: week() };
    const calls = [
      { method: 'GET', url: '/api/jadwal-kerja?size=200' },
      { method: 'GET', url: `/api/jadwal-kerja/${j.id}` },
      { method: 'POST', url: '/api/jadwal-kerja', body },
      { method: 'PUT', url: `/api/jadwal-kerja/${j.id}`, body },
      { method: 'DELETE', url: `/api/jadwal-kerja/${j.id}` },
    ] as const;
    for (const call of calls) {
      expect((await t.request({ ...call, token: karyawan.token })).status, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('publishes the settings calls in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    for (const path of [
      '/api/jadwal-kerja',
      '/api/jadwal-kerja/{id}',
      '/api/hari-libur',
      '/api/lokasi',
      '/api/jabatan',
      '/api/perusahaan',
    ]) {
      expect(res.body.paths[path], path).toBeTruthy();
    }
  });
});
