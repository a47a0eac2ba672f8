import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';
import { dmy, localDate, makeJob } from './piece-rate.fixtures.ts';

// An employee's piece-rate/daily entry: dates, prices in force, wages, one entry per date, who sees it.

let t: TestApp;
let hrd: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());
afterEach(() => setClock());

const file = (u: UserFixture, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/borongan', token: u.token, body, headers });
const get = (url: string, u?: UserFixture) => t.request({ method: 'GET', url: `/api${url}`, token: u?.token });
const setPrice = (id: number, harga: number, berlaku_mulai?: string) =>
  t.request({
    method: 'PUT',
    url: `/api/harga-borongan/${id}`,
    token: hrd.token,
    body: { nama: `Pekerjaan ${id}`, satuan: 'kg', tipe: 'borongan', harga, berlaku_mulai },
  });
const count = async (userId: number) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from borongan where user_id = $1', [userId]))[0].n;

describe('POST /borongan', () => {
  it('stores the wage: each item rounded half up to whole rupiah, the total their sum', async () => {
    const emp = await createUser(t);
    const petik = await makeJob(t, hrd, { nama: 'Petik Teh', satuan: 'kg', harga: 1333 });
    const harian = await makeJob(t, hrd, { nama: 'Jaga Gudang', satuan: 'hari', harga: 125000, tipe: 'harian' });
    const tanggal = await localDate(t, -1);
    const res = await file(emp, {
      tanggal,
      items: [
        { harga_borongan_id: petik, jumlah: 2.5 },
        { harga_borongan_id: harian, jumlah: 1 },
      ],
      keterangan: ' Kebun blok C ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tanggal,
      // 2.5 x 1.333 = 3.332,5 -> 3.333
      total_upah: 3333 + 125000,
      jumlah_pekerjaan: 2,
      keterangan: 'Kebun blok C',
      status: 'Menunggu Persetujuan',
      pemohon: { id: emp.id, nip: emp.nip },
      approver: null,
      items: [
        {
          harga_borongan_id: petik,
          nama: 'Petik Teh',
          satuan: 'kg',
          tipe: 'borongan',
          jumlah: 2.5,
          harga_satuan: 1333,
          upah: 3333,
        },
        {
          harga_borongan_id: harian,
          nama: 'Jaga Gudang',
          satuan: 'hari',
          tipe: 'harian',
          jumlah: 1,
          harga_satuan: 125000,
          upah: 125000,
        },
      ],
    });
    // 12,35 x 810 = 10.003,5 -> 10.004; 0,01 x 49 = 0,49 -> 0.
    const other = await createUser(t);
    const small = await makeJob(t, hrd, { harga: 810 });
    const tiny = await makeJob(t, hrd, { harga: 49 });
    const res2 = await file(other, {
      tanggal,
      items: [
        { harga_borongan_id: small, jumlah: 12.35 },
        { harga_borongan_id: tiny, jumlah: 0.01 },
      ],
    });
    expect(res2.body.items.map((i: { upah: number }) => i.upah)).toEqual([10004, 0]);
    expect(res2.body.total_upah).toBe(10004);
  });

  it('keeps the price of an old entry when the price changes later', async () => {
    const emp = await createUser(t);
    const job = await makeJob(t, hrd, { harga: 1000, berlaku_mulai: await localDate(t, -10) });
    const old = (await file(emp, { tanggal: await localDate(t, -5), items: [{ harga_borongan_id: job, jumlah: 10 }] })).body;
    expect(old.total_upah).toBe(10000);
    // Raised from today, then also renamed: the old entry keeps its price, wage and name.
    expect((await setPrice(job, 1500)).status).toBe(200);
    const now = await file(emp, { tanggal: await localDate(t, 0), items: [{ harga_borongan_id: job, jumlah: 10 }] });
    expect(now.body.items[0]).toMatchObject({ harga_satuan: 1500, upah: 15000, nama: `Pekerjaan ${job}` });
    const again = await get(`/borongan/${old.id}`, emp);
    expect(again.body).toMatchObject({
      total_upah: 10000,
      items: [{ harga_satuan: 1000, upah: 10000, nama: old.items[0].nama }],
    });
    // An entry dated before the change, made after it, still uses the price in force on its date.
    const late = await file(emp, { tanggal: await localDate(t, -3), items: [{ harga_borongan_id: job, jumlah: 10 }] });
    expect(late.body.total_upah).toBe(10000);
  });

  it('does not apply a future price before its date', async () => {
    const emp = await createUser(t);
    const job = await makeJob(t, hrd, { harga: 2000 });
    const nextWeek = await localDate(t, 7);
    await setPrice(job, 2600, nextWeek);
    const today = await file(emp, { tanggal: await localDate(t, 0), items: [{ harga_borongan_id: job, jumlah: 3 }] });
    expect(today.body.items[0]).toMatchObject({ harga_satuan: 2000, upah: 6000 });
    const priceNow = await get('/harga-borongan/berlaku', emp);
    expect(priceNow.body.items).toContainEqual(expect.objectContaining({ id: job, harga: 2000 }));
    const priceThen = await get(`/harga-borongan/berlaku?tanggal=${nextWeek}`, emp);
    expect(priceThen.body.items).toContainEqual(expect.objectContaining({ id: job, harga: 2600, berlaku_mulai: nextWeek }));
  });

  it('refuses dates in the future or more than 31 days back', async () => {
    const emp = await createUser(t);
    const job = await makeJob(t, hrd, { berlaku_mulai: await localDate(t, -31) });
    const items = [{ harga_borongan_id: job, jumlah: 1 }];
    const future = await file(emp, { tanggal: await localDate(t, 1), items });
    expect([future.status, future.body.errors.tanggal]).toEqual([400, 'Tanggal tidak boleh melewati hari ini.']);
    const old = await file(emp, { tanggal: await localDate(t, -32), items });
    expect([old.status, old.body.errors.tanggal]).toEqual([
      400,
      'Absensi borongan/harian hanya dapat diinput untuk 31 hari terakhir.',
    ]);
    expect((await file(emp, { tanggal: await localDate(t, -31), items })).status).toBe(201);
    expect((await file(emp, { tanggal: '2026-02-29', items })).body.errors.tanggal).toBe('Tanggal tidak valid.');
  });

  it('judges "today" in the employee’s own time zone', async () => {
    // 23:30 WIB on 20 November is 01:30 WIT on 21 November.
    setClock(() => new Date('2026-11-20T16:30:00Z'));
    const [papua] = await t.db.query<{ id: number }>(
      `insert into lokasi (nama, alamat, latitude, longitude, radius, zona_waktu)
       values ('Kebun Jayapura', 'Jayapura', -2.53, 140.71, 300, 'Asia/Jayapura') returning id`,
    );
    const wit = await createUser(t, { fields: { lokasi_id: papua.id } });
    const wib = await createUser(t);
    const job = await makeJob(t, hrd, { berlaku_mulai: '2026-11-20' });
    const body = { tanggal: '2026-11-21', items: [{ harga_borongan_id: job, jumlah: 1 }] };
    expect((await file(wib, body)).status).toBe(400);
    expect((await file(wit, body)).status).toBe(201);
  });

  it('takes only active jobs with a price in force on the date, naming the job', async () => {
    const emp = await createUser(t);
    const tanggal = await localDate(t, -2);
    const gone = await makeJob(t, hrd, { nama: 'Pikul Pupuk', berlaku_mulai: tanggal });
    await t.request({ method: 'DELETE', url: `/api/harga-borongan/${gone}`, token: hrd.token });
    const fresh = await makeJob(t, hrd, { nama: 'Semprot Hama', berlaku_mulai: await localDate(t, 0) });
    const ok = await makeJob(t, hrd, { berlaku_mulai: tanggal });
    const cases: [number, string][] = [
      [gone, 'Pekerjaan "Pikul Pupuk" sudah tidak aktif.'],
      [fresh, `Pekerjaan "Semprot Hama" belum memiliki harga yang berlaku pada ${dmy(tanggal)}.`],
      [999999, 'Pekerjaan tidak ditemukan.'],
    ];
    for (const [id, message] of cases) {
      const res = await file(emp, {
        tanggal,
        items: [
          { harga_borongan_id: ok, jumlah: 1 },
          { harga_borongan_id: id, jumlah: 1 },
        ],
      });
      expect(res.status).toBe(400);
      expect([res.body.message, res.body.errors['items.1.harga_borongan_id']]).toEqual([message, message]);
    }
    expect(await count(emp.id)).toBe(0);
  });

  it('checks quantities and the list of items', async () => {
    const emp = await createUser(t);
    const job = await makeJob(t, hrd);
    const tanggal = await localDate(t, 0);
    const cases: [unknown, string, string][] = [
      [[{ harga_borongan_id: job, jumlah: 0 }], 'items.0.jumlah', 'Jumlah harus lebih dari 0.'],
      [[{ harga_borongan_id: job, jumlah: -2 }], 'items.0.jumlah', 'Jumlah harus lebih dari 0.'],
      [[{ harga_borongan_id: job, jumlah: 1.005 }], 'items.0.jumlah', 'Jumlah maksimal 2 angka di belakang koma.'],
      [[{ harga_borongan_id: job, jumlah: 10_000.01 }], 'items.0.jumlah', 'Jumlah maksimal 10.000.'],
      [[{ harga_borongan_id: job, jumlah: '3' }], 'items.0.jumlah', 'Jumlah wajib diisi dengan angka.'],
      [[{ jumlah: 3 }], 'items.0.harga_borongan_id', 'Pekerjaan wajib dipilih.'],
      [[], 'items', 'Tambahkan minimal satu pekerjaan.'],
      [undefined, 'items', 'Tambahkan minimal satu pekerjaan.'],
      [
        [
          { harga_borongan_id: job, jumlah: 1 },
          { harga_borongan_id: job, jumlah: 2 },
        ],
        'items',
        'Pekerjaan yang sama tidak boleh dipilih dua kali; jumlahkan saja.',
      ],
      [
        Array.from({ length: 51 }, (_, i) => ({ harga_borongan_id: i + 1, jumlah: 1 })),
        'items',
        'Maksimal 50 pekerjaan dalam satu hari.',
      ],
    ];
    for (const [items, field, message] of cases) {
      const res = await file(emp, { tanggal, items });
      expect(res.status, JSON.stringify(items)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const max = await file(emp, { tanggal, items: [{ harga_borongan_id: job, jumlah: 10_000 }] });
    expect([max.status, max.body.total_upah]).toEqual([201, 10_000_000]);
  });
});

describe('one entry per employee and date', () => {
  it('refuses a second entry while the first waits or is approved; after a cancel or rejection it is free', async () => {
    const emp = await createUser(t);
    const job = await makeJob(t, hrd);
    const tanggal = await localDate(t, -4);
    const body = { tanggal, items: [{ harga_borongan_id: job, jumlah: 5 }] };
    const first = await file(emp, body);
    const dup = await file(emp, body);
    expect([dup.status, dup.body.message]).toEqual([
      409,
      `Absensi borongan/harian tanggal ${dmy(tanggal)} sudah diinput (Menunggu Persetujuan).`,
    ]);
    // Another employee, or another date, is another entry.
    expect((await file(await createUser(t), body)).status).toBe(201);
    expect((await file(emp, { ...body, tanggal: await localDate(t, -3) })).status).toBe(201);

    await t.request({ method: 'POST', url: `/api/borongan/${first.body.id}/batal`, token: emp.token });
    const second = await file(emp, body);
    expect(second.status).toBe(201);
    await t.request({
      method: 'POST',
      url: `/api/approval/borongan/${second.body.id}`,
      token: hrd.token,
      body: { keputusan: 'Ditolak', catatan: 'Jumlah tidak sesuai timbangan' },
    });
    const third = await file(emp, body);
    expect(third.status).toBe(201);
    await t.request({
      method: 'POST',
      url: `/api/approval/borongan/${third.body.id}`,
      token: hrd.token,
      body: { keputusan: 'Disetujui' },
    });
    expect((await file(emp, body)).body.message).toBe(
      `Absensi borongan/harian tanggal ${dmy(tanggal)} sudah diinput (Disetujui).`,
    );
  });

  it('gives one entry for 20 concurrent sends of the same date', async () => {
    const emp = await createUser(t);
    const job = await makeJob(t, hrd);
    const body = { tanggal: await localDate(t, -1), items: [{ harga_borongan_id: job, jumlah: 2 }] };
    const res = await Promise.all(Array.from({ length: 20 }, () => file(emp, body)));
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await count(emp.id)).toBe(1);
  });

  it('files once per Idempotency-Key', async () => {
    const emp = await createUser(t);
    const job = await makeJob(t, hrd);
    const body = { tanggal: await localDate(t, 0), items: [{ harga_borongan_id: job, jumlah: 2 }] };
    const headers = { 'idempotency-key': `borongan-${emp.id}` };
    const [a, b] = await Promise.all([file(emp, body, headers), file(emp, body, headers)]);
    expect([a.status, b.status, b.body.id]).toEqual([201, 201, a.body.id]);
    expect(await count(emp.id)).toBe(1);
  });
});

describe('own entries', () => {
  it('lists the caller’s own, newest first; others’ are not found; cancel while pending', async () => {
    const emp = await createUser(t);
    const other = await createUser(t);
    const job = await makeJob(t, hrd, { berlaku_mulai: await localDate(t, -20) });
    const at = async (u: UserFixture, days: number) =>
      (await file(u, { tanggal: await localDate(t, days), items: [{ harga_borongan_id: job, jumlah: 1 }] })).body.id;
    const older = await at(emp, -10);
    const newer = await at(emp, -2);
    const theirs = await at(other, -2);
    const list = await get('/borongan', emp);
    expect(list.body).toMatchObject({
      total: 2,
      items: [
        { id: newer, total_upah: 1000, jumlah_pekerjaan: 1 },
        { id: older, status: 'Menunggu Persetujuan' },
      ],
    });
    const range = await get(`/borongan?start-date=${await localDate(t, -5)}`, emp);
    expect(range.body.items.map((i: { id: number }) => i.id)).toEqual([newer]);

    expect((await get(`/borongan/${theirs}`, emp)).status).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/borongan/${theirs}/batal`, token: emp.token })).status).toBe(404);
    const batal = await t.request({ method: 'POST', url: `/api/borongan/${older}/batal`, token: emp.token });
    expect([batal.status, batal.body.status]).toEqual([200, 'Dibatalkan']);
    expect((await t.request({ method: 'POST', url: `/api/borongan/${older}/batal`, token: emp.token })).status).toBe(409);
    expect((await get('/borongan?status=Dibatalkan', emp)).body.items.map((i: { id: number }) => i.id)).toEqual([older]);
    expect((await get('/borongan')).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/borongan', body: {} })).status).toBe(401);
  });
});
