import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { dmy, localDate, makeJob } from './piece-rate.fixtures.ts';

// Deciding entries through the approval engine, and everyone's entries for Admin/HRD.

let t: TestApp;
let hrd: UserFixture;
let job: number;
let harian: number;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Dewi Personalia' });
  job = await makeJob(t, hrd, { nama: 'Petik Kopi', satuan: 'kg', harga: 2500 });
  harian = await makeJob(t, hrd, { nama: 'Bersih Lahan', satuan: 'hari', harga: 110000, tipe: 'harian' });
});
afterAll(() => t.close());

async function fileEntry(u: UserFixture, days = -1): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/api/borongan',
    token: u.token,
    body: {
      tanggal: await localDate(t, days),
      items: [
        { harga_borongan_id: job, jumlah: 6 },
        { harga_borongan_id: harian, jumlah: 1 },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const decide = (u: UserFixture, id: number, keputusan: string, catatan?: string) =>
  t.request({ method: 'POST', url: `/api/approval/borongan/${id}`, token: u.token, body: { keputusan, catatan } });
const get = (url: string, u?: UserFixture) => t.request({ method: 'GET', url: `/api${url}`, token: u?.token });
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

describe('approval through the engine', () => {
  it('goes to the PIC with a summary and the items; nobody approves their own', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const id = await fileEntry(emp, -2);
    const waiting = await get('/users/all-approval-by-approval-user?tipe=borongan', pic);
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        id,
        tipe_approval: 'Borongan/Harian',
        ringkasan: `2 pekerjaan · Rp 125.000 · ${dmy(await localDate(t, -2))}`,
      }),
    ]);
    const dashboard = await get('/dashboard/user/approvals', pic);
    expect(dashboard.body.approvals).toContainEqual(expect.objectContaining({ id, tipe_approval: 'Borongan/Harian' }));
    const view = await get(`/approval/borongan/${id}`, pic);
    expect(view.body).toMatchObject({
      dapat_diputuskan: true,
      detail: {
        id,
        total_upah: 125000,
        items: [
          { nama: 'Petik Kopi', jumlah: 6, harga_satuan: 2500, upah: 15000 },
          { nama: 'Bersih Lahan', tipe: 'harian', upah: 110000 },
        ],
      },
    });
    // A colleague who is not the PIC does not see it.
    expect((await get(`/approval/borongan/${id}`, await createUser(t))).status).toBe(404);
    expect((await decide(emp, id, 'Disetujui')).status).toBe(403);
    expect((await decide(pic, id, 'Disetujui')).status).toBe(200);
    expect((await decide(hrd, id, 'Ditolak', 'Terlambat')).status).toBe(409);
    const own = await get(`/borongan/${id}`, emp);
    expect(own.body).toMatchObject({ status: 'Disetujui', approver: pic.fullname });
    expect((await t.request({ method: 'POST', url: `/api/borongan/${id}/batal`, token: emp.token })).status).toBe(409);
  });

  it('rejects with a note; a cancelled entry cannot be decided', async () => {
    const emp = await createUser(t);
    const id = await fileEntry(emp);
    expect((await decide(hrd, id, 'Ditolak')).body.errors.catatan).toBe('Catatan wajib diisi saat menolak.');
    expect((await decide(hrd, id, 'Ditolak', 'Timbangan belum dicek')).status).toBe(200);
    expect((await get(`/borongan/${id}`, emp)).body).toMatchObject({
      status: 'Ditolak',
      approver: 'Dewi Personalia',
      catatan_approval: 'Timbangan belum dicek',
    });
    const other = await fileEntry(emp, -3);
    await t.request({ method: 'POST', url: `/api/borongan/${other}/batal`, token: emp.token });
    expect((await decide(hrd, other, 'Disetujui')).status).toBe(409);
  });
});

describe('GET /borongan/admin', () => {
  it('lists everyone’s entries by status, name/NIP and date, with details, for Admin/HRD only', async () => {
    const a = await createUser(t, { fullname: 'Joko Borongan Admin' });
    const b = await createUser(t);
    const pending = await fileEntry(a, -20);
    const approved = await fileEntry(b, -1);
    await decide(hrd, approved, 'Disetujui');

    const menunggu = await get('/borongan/admin?status=Menunggu%20Persetujuan&size=200', hrd);
    expect(ids(menunggu)).toContain(pending);
    expect(ids(menunggu)).not.toContain(approved);
    expect(ids(await get('/borongan/admin?status=Disetujui&size=200', hrd))).toContain(approved);
    const search = await get('/borongan/admin?search=joko%20borongan', hrd);
    expect(search.body).toMatchObject({
      total: 1,
      items: [{ id: pending, total_upah: 125000, jumlah_pekerjaan: 2, pemohon: { id: a.id, nip: a.nip } }],
    });
    expect(ids(await get(`/borongan/admin?search=${b.nip}`, hrd))).toEqual([approved]);
    const day = await localDate(t, -20);
    expect(ids(await get(`/borongan/admin?start-date=${day}&end-date=${day}&size=200`, hrd))).toEqual([pending]);

    expect((await get(`/borongan/admin/${pending}`, hrd)).body).toMatchObject({
      dapat_diputuskan: true,
      items: [{ nama: 'Petik Kopi' }, { nama: 'Bersih Lahan' }],
    });
    expect((await get(`/borongan/admin/${approved}`, hrd)).body.dapat_diputuskan).toBe(false);
    expect((await get('/borongan/admin/999999', hrd)).status).toBe(404);
    expect((await get('/borongan/admin', a)).status).toBe(403);
    expect((await get(`/borongan/admin/${pending}`, a)).status).toBe(403);
    expect((await get('/borongan/admin')).status).toBe(401);
    expect((await get('/borongan/admin?status=Lunas', hrd)).status).toBe(400);
    expect((await get('/borongan/admin?start-date=2026-13-01', hrd)).status).toBe(400);
  });
});
