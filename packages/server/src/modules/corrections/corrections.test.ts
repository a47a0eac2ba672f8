import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { historyOf, localDate, makeAttendance, makeLokasi, punches } from './corrections.fixtures.ts';

let t: TestApp;
let hrd: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());

const file = (u: UserFixture, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/koreksi-kehadiran', token: u.token, body });
const approve = (u: UserFixture, id: number) =>
  t.request({ method: 'POST', url: `/api/approval/koreksi/${id}`, token: u.token, body: { keputusan: 'Disetujui' } });
const ALASAN = 'Lupa absen karena rapat di luar kantor';

describe('POST /koreksi-kehadiran', () => {
  it('files a correction for a past date with the record as it is now', async () => {
    const emp = await createUser(t);
    const tanggal = await localDate(t, -2);
    await makeAttendance(t, emp.id, tanggal, '09:15', '17:05');
    const res = await file(emp, { tanggal, jam_masuk: '08:00', alasan: `  ${ALASAN}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tanggal,
      jam_masuk: '08:00',
      jam_pulang: null,
      alasan: ALASAN,
      status: 'Menunggu Persetujuan',
      pemohon: { id: emp.id, nip: emp.nip, fullname: emp.fullname },
      zona_waktu: 'Asia/Jakarta',
      sebelum: { jam_masuk: '09:15', jam_pulang: '17:05' },
      sesudah: { jam_masuk: '08:00', jam_pulang: '17:05' },
      approver: null,
      catatan_approval: null,
      tanggal_approval: null,
    });
    expect(Date.parse(res.body.tanggal_pengajuan)).not.toBeNaN();
  });

  it('refuses bad input with Indonesian messages', async () => {
    const emp = await createUser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tanggal: await localDate(t, 1), jam_masuk: '08:00' }, 'tanggal', 'Tanggal koreksi tidak boleh melewati hari ini.'],
      [
        { tanggal: await localDate(t, -31), jam_masuk: '08:00' },
        'tanggal',
        'Koreksi hanya dapat diajukan untuk 30 hari terakhir.',
      ],
      [{ tanggal: await localDate(t, -1) }, 'jam_masuk', 'Isi jam masuk, jam pulang, atau keduanya.'],
      [
        { tanggal: await localDate(t, -1), jam_masuk: '', jam_pulang: '' },
        'jam_masuk',
        'Isi jam masuk, jam pulang, atau keduanya.',
      ],
      [{ tanggal: await localDate(t, -1), jam_masuk: '8:00' }, 'jam_masuk', 'Format jam harus HH:mm.'],
      [
        { tanggal: await localDate(t, -1), jam_masuk: '08:00', jam_pulang: '08:00' },
        'jam_pulang',
        'Jam pulang tidak boleh sama dengan jam masuk.',
      ],
      [{ tanggal: '2026-02-30', jam_masuk: '08:00' }, 'tanggal', 'Tanggal tidak valid.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await file(emp, { alasan: ALASAN, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const short = await file(emp, { tanggal: await localDate(t, -1), jam_masuk: '08:00', alasan: 'lupa' });
    expect(short.body.errors.alasan).toBe('Alasan minimal 5 karakter.');
    const long = await file(emp, { tanggal: await localDate(t, -1), jam_masuk: '08:00', alasan: 'x'.repeat(501) });
    expect(long.body.errors.alasan).toBe('Alasan maksimal 500 karakter.');
  });

  it('takes the dates in the employee’s own time zone', async () => {
    // Jayapura is 2 hours ahead of Jakarta: its "today" is never behind Jakarta's.
    const emp = await createUser(t, { fields: { lokasi_id: await makeLokasi(t, 'Asia/Jayapura') } });
    const res = await file(emp, { tanggal: await localDate(t, -1, 'Asia/Jayapura'), jam_masuk: '07:00', alasan: ALASAN });
    expect(res.status).toBe(201);
    expect(res.body.zona_waktu).toBe('Asia/Jayapura');
    const tooFar = await file(emp, { tanggal: await localDate(t, 1, 'Asia/Jayapura'), jam_masuk: '07:00', alasan: ALASAN });
    expect(tooFar.status).toBe(400);
  });

  it('allows one pending correction per date, again once that one is cancelled', async () => {
    const emp = await createUser(t);
    const tanggal = await localDate(t, -3);
    const first = await file(emp, { tanggal, jam_masuk: '08:00', alasan: ALASAN });
    expect(first.status).toBe(201);
    const dup = await file(emp, { tanggal, jam_pulang: '17:00', alasan: ALASAN });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Masih ada pengajuan koreksi untuk tanggal ini yang menunggu persetujuan.');
    expect((await file(emp, { tanggal: await localDate(t, -4), jam_masuk: '08:00', alasan: ALASAN })).status).toBe(201);
    const cancel = await t.request({ method: 'POST', url: `/api/koreksi-kehadiran/${first.body.id}/batal`, token: emp.token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('Dibatalkan');
    expect((await file(emp, { tanggal, jam_masuk: '08:00', alasan: ALASAN })).status).toBe(201);
  });

  it('files a double tap with one Idempotency-Key once, answering both with the same correction', async () => {
    const emp = await createUser(t);
    const tanggal = await localDate(t, -3);
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/koreksi-kehadiran',
        token: emp.token,
        headers: { 'idempotency-key': `koreksi-${emp.id}` },
        body: { tanggal, jam_masuk: '08:00', alasan: ALASAN },
      });
    const res = await Promise.all([send(), send()]);
    expect(res.map((r) => r.status)).toEqual([201, 201]);
    expect(res[1].body.id).toBe(res[0].body.id);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from koreksi_kehadiran where user_id = $1', [
      emp.id,
    ]);
    expect(n).toBe(1);
  });

  it('refuses a single time that would end up on the wrong side of the recorded one', async () => {
    const emp = await createUser(t);
    const tanggal = await localDate(t, -2);
    await makeAttendance(t, emp.id, tanggal, '08:00', '12:00');
    const res = await file(emp, { tanggal, jam_masuk: '13:00', alasan: ALASAN });
    expect(res.status).toBe(400);
    expect(res.body.errors.jam_masuk).toBe('Jam masuk harus sebelum jam pulang yang tercatat (12:00).');
  });
});

describe('approving a correction', () => {
  it('changes the existing record and keeps the original in its history', async () => {
    const emp = await createUser(t);
    const tanggal = await localDate(t, -5);
    await makeAttendance(t, emp.id, tanggal, '09:40', null);
    const { body } = await file(emp, { tanggal, jam_masuk: '08:05', jam_pulang: '17:10', alasan: ALASAN });
    expect((await approve(hrd, body.id)).status).toBe(200);
    expect(await punches(t, emp.id, tanggal)).toMatchObject({ time_in: `${tanggal} 08:05`, time_out: `${tanggal} 17:10` });
    expect(await historyOf(t, body.id)).toEqual([{ old_in: '09:40', old_out: null, new_in: '08:05', new_out: '17:10' }]);
    const detail = await t.request({ method: 'GET', url: `/api/koreksi-kehadiran/${body.id}`, token: emp.token });
    expect(detail.body).toMatchObject({
      status: 'Disetujui',
      approver: hrd.fullname,
      sebelum: { jam_masuk: '09:40', jam_pulang: null },
      sesudah: { jam_masuk: '08:05', jam_pulang: '17:10' },
    });
    expect(Date.parse(detail.body.tanggal_approval)).not.toBeNaN();
  });

  it('creates the record of a day without one, in the employee’s zone, across midnight', async () => {
    const emp = await createUser(t, { fields: { lokasi_id: await makeLokasi(t, 'Asia/Makassar') } });
    const tanggal = await localDate(t, -2, 'Asia/Makassar');
    const { body } = await file(emp, { tanggal, jam_masuk: '22:00', jam_pulang: '06:00', alasan: ALASAN });
    expect(body.sebelum).toEqual({ jam_masuk: null, jam_pulang: null });
    expect((await approve(hrd, body.id)).status).toBe(200);
    const [row] = await t.db.query<{ time_in: Date; time_out: Date; zona_waktu: string }>(
      'select time_in, time_out, zona_waktu from attendance where user_id = $1 and tanggal = $2',
      [emp.id, tanggal],
    );
    expect(row.zona_waktu).toBe('Asia/Makassar');
    // 22:00 WITA is 14:00 UTC; 06:00 WITA the next day is 22:00 UTC: eight hours later.
    expect(row.time_in.toISOString()).toBe(`${tanggal}T14:00:00.000Z`);
    expect(row.time_out.getTime() - row.time_in.getTime()).toBe(8 * 3600_000);
    expect(await historyOf(t, body.id)).toEqual([{ old_in: null, old_out: null, new_in: '22:00', new_out: '06:00' }]);
  });

  it('fails with 409 and changes nothing when the record moved since filing', async () => {
    const emp = await createUser(t);
    const tanggal = await localDate(t, -6);
    const { body } = await file(emp, { tanggal, jam_masuk: '10:00', alasan: ALASAN });
    // A clock-out recorded after filing, before the approval: 10:00 would come after it.
    await makeAttendance(t, emp.id, tanggal, null, '09:00');
    const res = await approve(hrd, body.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Koreksi tidak dapat diterapkan: jam pulang (09:00) harus setelah jam masuk (10:00).');
    expect(await punches(t, emp.id, tanggal)).toMatchObject({ time_in: null, time_out: `${tanggal} 09:00` });
    expect(await historyOf(t, body.id)).toEqual([]);
    const detail = await t.request({ method: 'GET', url: `/api/koreksi-kehadiran/${body.id}`, token: emp.token });
    expect(detail.body.status).toBe('Menunggu Persetujuan');
  });
});

describe('own corrections', () => {
  it('lists the caller’s own, newest first, paged; others’ are not found', async () => {
    const emp = await createUser(t);
    const other = await createUser(t);
    const ids: number[] = [];
    for (const days of [-1, -2, -3]) {
      ids.push((await file(emp, { tanggal: await localDate(t, days), jam_pulang: '17:00', alasan: ALASAN })).body.id);
    }
    const theirs = (await file(other, { tanggal: await localDate(t, -1), jam_pulang: '17:00', alasan: ALASAN })).body.id;
    const page1 = await t.request({ method: 'GET', url: '/api/koreksi-kehadiran?page=1&size=2', token: emp.token });
    expect(page1.body.total).toBe(3);
    expect(page1.body.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.request({ method: 'GET', url: '/api/koreksi-kehadiran?page=2&size=2', token: emp.token });
    expect(page2.body.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect((await t.request({ method: 'GET', url: `/api/koreksi-kehadiran/${theirs}`, token: emp.token })).status).toBe(404);
    const batal = await t.request({ method: 'POST', url: `/api/koreksi-kehadiran/${theirs}/batal`, token: emp.token });
    expect(batal.status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/koreksi-kehadiran/999999', token: emp.token })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/koreksi-kehadiran/abc', token: emp.token })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/koreksi-kehadiran' })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/koreksi-kehadiran', body: {} })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/koreksi-kehadiran/1' })).status).toBe(401);
  });
});

describe('GET /koreksi-kehadiran/admin', () => {
  it('lists everyone’s corrections with status filter and search, for Admin/HRD only', async () => {
    const a = await createUser(t, { fullname: 'Siti Koreksi Admin' });
    const b = await createUser(t);
    const ka = (await file(a, { tanggal: await localDate(t, -1), jam_masuk: '08:00', alasan: ALASAN })).body.id;
    const kb = (await file(b, { tanggal: await localDate(t, -1), jam_masuk: '08:00', alasan: ALASAN })).body.id;
    await approve(hrd, kb);
    const pending = await t.request({
      method: 'GET',
      url: '/api/koreksi-kehadiran/admin?status=Menunggu%20Persetujuan&size=200',
      token: hrd.token,
    });
    const pendingIds = pending.body.items.map((i: { id: number }) => i.id);
    expect(pendingIds).toContain(ka);
    expect(pendingIds).not.toContain(kb);
    const search = await t.request({
      method: 'GET',
      url: '/api/koreksi-kehadiran/admin?search=siti%20koreksi',
      token: hrd.token,
    });
    expect(search.body.total).toBe(1);
    expect(search.body.items[0]).toMatchObject({ id: ka, pemohon: { id: a.id, nip: a.nip, fullname: a.fullname } });

    const detail = await t.request({ method: 'GET', url: `/api/koreksi-kehadiran/admin/${ka}`, token: hrd.token });
    expect(detail.body).toMatchObject({ id: ka, status: 'Menunggu Persetujuan', dapat_diputuskan: true });
    const decided = await t.request({ method: 'GET', url: `/api/koreksi-kehadiran/admin/${kb}`, token: hrd.token });
    expect(decided.body).toMatchObject({ status: 'Disetujui', approver: hrd.fullname, dapat_diputuskan: false });
    expect((await t.request({ method: 'GET', url: '/api/koreksi-kehadiran/admin/999999', token: hrd.token })).status).toBe(404);

    expect((await t.request({ method: 'GET', url: '/api/koreksi-kehadiran/admin', token: a.token })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/koreksi-kehadiran/admin/${ka}`, token: a.token })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/koreksi-kehadiran/admin' })).status).toBe(401);
    const bad = await t.request({ method: 'GET', url: '/api/koreksi-kehadiran/admin?status=Entah', token: hrd.token });
    expect(bad.status).toBe(400);
  });
});
