import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { localDate, uploadReceipt } from './reimbursements.fixtures.ts';

// Approving reimbursements through the engine, marking them paid, and the admin lists.

let t: TestApp;
let hrd: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Dewi Keuangan' });
});
afterAll(() => t.close());

async function fileClaim(u: UserFixture, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/api/reimburse',
    token: u.token,
    body: {
      tanggal: await localDate(t, -2),
      kategori: 'Transportasi',
      nominal: 150000,
      keterangan: 'Bensin perjalanan dinas',
      lampiran_ids: [await uploadReceipt(t, u)],
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}
const decide = (u: UserFixture, id: number, keputusan: string) =>
  t.request({ method: 'POST', url: `/api/approval/reimburse/${id}`, token: u.token, body: { keputusan, catatan: 'Catatan' } });
const bayar = (u: UserFixture | undefined, id: number, body: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/reimburse/admin/${id}/bayar`, token: u?.token, body });
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

describe('approval through the engine', () => {
  it('goes to the PIC with a summary; once approved it is payable', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const tanggal = await localDate(t, -4);
    const id = await fileClaim(emp, { tanggal, nominal: 1250000 });
    const waiting = await get('/api/users/all-approval-by-approval-user?tipe=reimburse', pic.token);
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        id,
        tipe_approval: 'Reimburse',
        ringkasan: `Transportasi · Rp 1.250.000 · ${tanggal.split('-').reverse().join('/')}`,
      }),
    ]);
    const view = await get(`/api/approval/reimburse/${id}`, pic.token);
    expect(view.body).toMatchObject({
      dapat_diputuskan: true,
      detail: { id, nominal: 1250000, lampiran: [{ tipe: 'image/jpeg' }] },
    });
    expect((await decide(emp, id, 'Disetujui')).status).toBe(403);
    expect((await decide(pic, id, 'Disetujui')).status).toBe(200);
    const own = await get(`/api/reimburse/${id}`, emp.token);
    expect(own.body).toMatchObject({ status: 'Disetujui', status_pembayaran: 'Belum Dibayar', approver: pic.fullname });
    const admin = await get(`/api/reimburse/admin/${id}`, hrd.token);
    expect(admin.body).toMatchObject({ dapat_diputuskan: false, dapat_dibayar: true });
  });
});

describe('POST /reimburse/admin/{id}/bayar', () => {
  it('marks an approved claim paid once, with the date, who and a note', async () => {
    const emp = await createUser(t);
    const id = await fileClaim(emp);
    const pending = await bayar(hrd, id);
    expect([pending.status, pending.body.message]).toEqual([
      409,
      'Hanya reimburse yang sudah disetujui yang dapat ditandai dibayar.',
    ]);
    await decide(hrd, id, 'Disetujui');
    const today = await localDate(t, 0);
    const res = await bayar(hrd, id, { catatan: 'Transfer BCA' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Disetujui',
      status_pembayaran: 'Dibayar',
      dibayar_pada: today,
      dibayar_oleh: 'Dewi Keuangan',
      catatan_pembayaran: 'Transfer BCA',
      dapat_dibayar: false,
    });
    const again = await bayar(hrd, id);
    expect([again.status, again.body.message]).toEqual([409, 'Reimburse ini sudah ditandai dibayar.']);
    expect((await get(`/api/reimburse/${id}`, emp.token)).body).toMatchObject({
      status_pembayaran: 'Dibayar',
      dibayar_pada: today,
    });
  });

  it('takes a payment date between the expense and today', async () => {
    const emp = await createUser(t);
    const id = await fileClaim(emp, { tanggal: await localDate(t, -5) });
    await decide(hrd, id, 'Disetujui');
    const future = await bayar(hrd, id, { tanggal_bayar: await localDate(t, 1) });
    expect(future.body.errors.tanggal_bayar).toBe('Tanggal bayar tidak boleh melewati hari ini.');
    const early = await bayar(hrd, id, { tanggal_bayar: await localDate(t, -6) });
    expect(early.body.errors.tanggal_bayar).toBe('Tanggal bayar tidak boleh sebelum tanggal reimburse.');
    const tanggal = await localDate(t, -3);
    expect((await bayar(hrd, id, { tanggal_bayar: tanggal })).body.dibayar_pada).toBe(tanggal);
  });

  it('refuses rejected and cancelled claims, and anyone but Admin/HRD', async () => {
    const emp = await createUser(t);
    const rejected = await fileClaim(emp);
    await decide(hrd, rejected, 'Ditolak');
    expect((await bayar(hrd, rejected)).status).toBe(409);
    const cancelled = await fileClaim(emp);
    await t.request({ method: 'POST', url: `/api/reimburse/${cancelled}/batal`, token: emp.token });
    expect((await bayar(hrd, cancelled)).status).toBe(409);
    expect((await get(`/api/reimburse/${rejected}`, emp.token)).body.status_pembayaran).toBeNull();
    expect((await bayar(emp, rejected)).status).toBe(403);
    expect((await bayar(undefined, rejected)).status).toBe(401);
    expect((await bayar(hrd, 999999)).status).toBe(404);
  });
});

describe('GET /reimburse/admin', () => {
  it('lists everyone’s claims by status, payment status, name and date, for Admin/HRD only', async () => {
    const a = await createUser(t, { fullname: 'Joko Reimburse Admin' });
    const b = await createUser(t);
    const pending = await fileClaim(a, { tanggal: await localDate(t, -20) });
    const unpaid = await fileClaim(b);
    const paid = await fileClaim(b);
    await decide(hrd, unpaid, 'Disetujui');
    await decide(hrd, paid, 'Disetujui');
    await bayar(hrd, paid);

    // What payroll carries: approved and not yet paid.
    const belum = await get('/api/reimburse/admin?status_pembayaran=Belum%20Dibayar&size=200', hrd.token);
    expect(ids(belum)).toContain(unpaid);
    expect(ids(belum)).not.toContain(paid);
    expect(ids(belum)).not.toContain(pending);
    expect(ids(await get('/api/reimburse/admin?status_pembayaran=Dibayar&size=200', hrd.token))).toContain(paid);
    const menunggu = await get('/api/reimburse/admin?status=Menunggu%20Persetujuan&size=200', hrd.token);
    expect(ids(menunggu)).toContain(pending);
    expect(ids(menunggu)).not.toContain(unpaid);
    const search = await get('/api/reimburse/admin?search=joko%20reimburse', hrd.token);
    expect(search.body.total).toBe(1);
    expect(search.body.items[0]).toMatchObject({ id: pending, nominal: 150000, pemohon: { id: a.id, nip: a.nip } });
    const day = await localDate(t, -20);
    expect(ids(await get(`/api/reimburse/admin?start-date=${day}&end-date=${day}&size=200`, hrd.token))).toEqual([pending]);

    expect((await get(`/api/reimburse/admin/${pending}`, hrd.token)).body).toMatchObject({
      dapat_diputuskan: true,
      dapat_dibayar: false,
    });
    expect((await get('/api/reimburse/admin/999999', hrd.token)).status).toBe(404);
    expect((await get('/api/reimburse/admin', a.token)).status).toBe(403);
    expect((await get(`/api/reimburse/admin/${pending}`, a.token)).status).toBe(403);
    expect((await get('/api/reimburse/admin')).status).toBe(401);
    expect((await get('/api/reimburse/admin?status_pembayaran=Lunas', hrd.token)).status).toBe(400);
  });

  it('shows the newest expense first, then the later filing, with or without a range', async () => {
    const c = await createUser(t, { fullname: 'Wati Urutan Klaim' });
    const lama = await localDate(t, -9);
    const baru = await localDate(t, -8);
    const pertama = await fileClaim(c, { tanggal: lama });
    const kedua = await fileClaim(c, { tanggal: lama });
    const terbaru = await fileClaim(c, { tanggal: baru });
    expect(ids(await get('/api/reimburse/admin?search=wati%20urutan&size=200', hrd.token))).toEqual([terbaru, kedua, pertama]);
    const range = await get(`/api/reimburse/admin?start-date=${lama}&end-date=${baru}&size=200`, hrd.token);
    expect(ids(range).filter((id) => [pertama, kedua, terbaru].includes(id))).toEqual([terbaru, kedua, pertama]);
    const second = await get(
      `/api/reimburse/admin?start-date=${lama}&end-date=${lama}&search=wati%20urutan&size=1&page=2`,
      hrd.token,
    );
    expect(second.body).toMatchObject({ total: 2, items: [{ id: pertama }] });
  });
});
