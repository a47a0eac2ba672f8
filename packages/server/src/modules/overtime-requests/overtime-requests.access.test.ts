import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { employee, nextWeekday } from './overtime-requests.fixtures.ts';

// Who sees which overtime, the admin lists, the preview and idempotent filing.

let t: TestApp;
let hrd: UserFixture;
const ALASAN = 'Persiapan audit tahunan';

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());

const file = (u: UserFixture, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/lembur', token: u.token, body: { alasan: ALASAN, ...body }, headers });
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

describe('own overtime', () => {
  it('lists the caller’s own, newest date first, paged and filtered; others’ are not found', async () => {
    const emp = await employee(t, 5);
    const other = await employee(t, 5);
    const mine: number[] = [];
    for (const hari of [1, 2, 3]) {
      mine.push((await file(emp, { tanggal: await nextWeekday(t, hari), jam_mulai: '18:00', jam_selesai: '19:00' })).body.id);
    }
    const theirs = (await file(other, { tanggal: await nextWeekday(t, 1), jam_mulai: '18:00', jam_selesai: '19:00' })).body.id;
    const page1 = await get('/api/lembur?page=1&size=2', emp.token);
    expect(page1.body.total).toBe(3);
    expect(ids(page1)).toEqual([mine[2], mine[1]]);
    expect(ids(await get('/api/lembur?page=2&size=2', emp.token))).toEqual([mine[0]]);
    const selasa = await nextWeekday(t, 2);
    expect(ids(await get(`/api/lembur?start-date=${selasa}&end-date=${selasa}`, emp.token))).toEqual([mine[1]]);
    await t.request({ method: 'POST', url: `/api/lembur/${mine[0]}/batal`, token: emp.token });
    expect(ids(await get('/api/lembur?status=Dibatalkan', emp.token))).toEqual([mine[0]]);

    expect((await get(`/api/lembur/${theirs}`, emp.token)).status).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/lembur/${theirs}/batal`, token: emp.token })).status).toBe(404);
    expect((await get(`/api/lembur/${theirs}`, other.token)).status).toBe(200);
    expect((await get('/api/lembur/999999', emp.token)).status).toBe(404);
    expect((await get('/api/lembur/abc', emp.token)).status).toBe(400);
    // A colleague (not their PIC) cannot open it through the approval engine either.
    expect((await get(`/api/approval/lembur/${theirs}`, emp.token)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await get('/api/lembur')).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/lembur', body: {} })).status).toBe(401);
    expect((await get('/api/lembur/1')).status).toBe(401);
    expect((await get('/api/lembur/preview?tanggal=2026-01-01&jam_mulai=18:00&jam_selesai=19:00')).status).toBe(401);
  });

  it('files once per Idempotency-Key: a retry replays the first answer', async () => {
    const emp = await employee(t, 5);
    const body = { tanggal: await nextWeekday(t, 2), jam_mulai: '18:00', jam_selesai: '20:00' };
    const headers = { 'idempotency-key': `lembur-${emp.id}` };
    const first = await file(emp, body, headers);
    const again = await file(emp, body, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await get('/api/lembur', emp.token)).body.total).toBe(1);
    const other = await file(emp, { ...body, jam_mulai: '20:00', jam_selesai: '21:00' }, headers);
    expect(other.status).toBe(409);
  });
});

describe('concurrent filings', () => {
  it('cannot pass the daily limit together', async () => {
    const emp = await employee(t, 5);
    const senin = await nextWeekday(t, 1);
    const slots = [
      ['17:00', '19:00'],
      ['19:00', '21:00'],
      ['21:00', '23:00'],
      ['23:00', '01:00'],
    ];
    const res = await Promise.all(slots.map(([a, b]) => file(emp, { tanggal: senin, jam_mulai: a, jam_selesai: b })));
    expect(res.map((r) => r.status).sort()).toEqual([201, 201, 400, 400]);
  });
});

describe('GET /lembur/preview', () => {
  it('answers the breakdown and why filing would be refused, without filing', async () => {
    const emp = await employee(t, 5, { upah: 5_000_000 });
    const senin = await nextWeekday(t, 1);
    const ok = await get(`/api/lembur/preview?tanggal=${senin}&jam_mulai=17:00&jam_selesai=20:00`, emp.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ jam: 3, jenis_hari: 'kerja', total: 158960, pesan_batas: null });
    expect(ok.body.tiers).toHaveLength(2);
    const long = await get(`/api/lembur/preview?tanggal=${senin}&jam_mulai=17:00&jam_selesai=21:30`, emp.token);
    expect(long.body).toMatchObject({
      jam: 4.5,
      pesan_batas: 'Lembur pada hari kerja paling lama 4 jam sehari (PP 35/2021 Pasal 26).',
    });
    const night = await get(`/api/lembur/preview?tanggal=${senin}&jam_mulai=23:00&jam_selesai=01:00`, emp.token);
    expect(night.body).toMatchObject({ jam: 2, pesan_batas: null });
    expect((await get('/api/lembur', emp.token)).body.total).toBe(0);
    const bad = await get(`/api/lembur/preview?tanggal=${senin}&jam_mulai=17:00&jam_selesai=17:00`, emp.token);
    expect(bad.status).toBe(400);
  });
});

describe('GET /lembur/admin', () => {
  it('lists everyone’s overtime with filters and search, for Admin/HRD only', async () => {
    const a = await employee(t, 5, { fullname: 'Rina Lembur Admin' });
    const b = await employee(t, 5);
    const senin = await nextWeekday(t, 1, 1);
    const la = (await file(a, { tanggal: senin, jam_mulai: '18:00', jam_selesai: '19:00' })).body.id;
    const lb = (await file(b, { tanggal: await nextWeekday(t, 2, 1), jam_mulai: '18:00', jam_selesai: '19:00' })).body.id;
    await t.request({ method: 'POST', url: `/api/approval/lembur/${lb}`, token: hrd.token, body: { keputusan: 'Disetujui' } });

    const pending = await get('/api/lembur/admin?status=Menunggu%20Persetujuan&size=200', hrd.token);
    expect(ids(pending)).toContain(la);
    expect(ids(pending)).not.toContain(lb);
    const search = await get('/api/lembur/admin?search=rina%20lembur', hrd.token);
    expect(search.body.total).toBe(1);
    expect(search.body.items[0]).toMatchObject({ id: la, jam: 1, pemohon: { id: a.id, nip: a.nip, fullname: a.fullname } });
    const range = await get(`/api/lembur/admin?start-date=${senin}&end-date=${senin}&size=200`, hrd.token);
    expect(ids(range)).toContain(la);
    expect(ids(range)).not.toContain(lb);

    const detail = await get(`/api/lembur/admin/${la}`, hrd.token);
    expect(detail.body).toMatchObject({
      id: la,
      status: 'Menunggu Persetujuan',
      dapat_diputuskan: true,
      tiers: [{ jam_ke: '1' }],
    });
    expect((await get('/api/lembur/admin/999999', hrd.token)).status).toBe(404);

    expect((await get('/api/lembur/admin', a.token)).status).toBe(403);
    expect((await get(`/api/lembur/admin/${la}`, a.token)).status).toBe(403);
    expect((await get('/api/lembur/admin')).status).toBe(401);
    expect((await get('/api/lembur/admin?status=Entah', hrd.token)).status).toBe(400);
    expect((await get('/api/lembur/admin?start-date=2026-13-01', hrd.token)).status).toBe(400);
  });

  it('shows the newest overtime first: by date, then the later start, with or without a range', async () => {
    const c = await employee(t, 5, { fullname: 'Sari Urutan Lembur' });
    const senin = await nextWeekday(t, 1, 2);
    const selasa = await nextWeekday(t, 2, 2);
    const pagi = (await file(c, { tanggal: senin, jam_mulai: '18:00', jam_selesai: '19:00' })).body.id;
    const malam = (await file(c, { tanggal: senin, jam_mulai: '19:30', jam_selesai: '20:30' })).body.id;
    const besok = (await file(c, { tanggal: selasa, jam_mulai: '18:00', jam_selesai: '19:00' })).body.id;
    const all = await get('/api/lembur/admin?search=sari%20urutan&size=200', hrd.token);
    expect(ids(all)).toEqual([besok, malam, pagi]);
    const range = await get(`/api/lembur/admin?start-date=${senin}&end-date=${selasa}&size=200`, hrd.token);
    expect(ids(range).filter((id) => [pagi, malam, besok].includes(id))).toEqual([besok, malam, pagi]);
    // Page by page in the same order.
    const first = await get(`/api/lembur/admin?start-date=${senin}&end-date=${senin}&search=sari%20urutan&size=1`, hrd.token);
    expect(first.body).toMatchObject({ total: 2, items: [{ id: malam }] });
    const second = await get(
      `/api/lembur/admin?start-date=${senin}&end-date=${senin}&search=sari%20urutan&size=1&page=2`,
      hrd.token,
    );
    expect(ids(second)).toEqual([pagi]);
  });
});
