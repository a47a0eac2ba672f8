import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The engine through its first request type, attendance corrections (koreksi).

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());

let back = 0;
/** Files a correction for a distinct past date (Jakarta), answering its id. */
async function fileKoreksi(u: UserFixture, jam_masuk = '08:00'): Promise<number> {
  back += 1;
  const [{ d }] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date - $1::int, 'YYYY-MM-DD') as d`,
    [(back % 28) + 1],
  );
  const res = await t.request({
    method: 'POST',
    url: '/api/koreksi-kehadiran',
    token: u.token,
    body: { tanggal: d, jam_masuk, alasan: 'Lupa absen masuk' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const decide = (u: UserFixture | undefined, id: number, body: Record<string, unknown>, tipe = 'koreksi') =>
  t.request({ method: 'POST', url: `/api/approval/${tipe}/${id}`, token: u?.token, body });
const get = (u: UserFixture | undefined, url: string) => t.request({ method: 'GET', url, token: u?.token });
const waitingIds = async (u: UserFixture, query = '') =>
  (await get(u, `/api/users/all-approval-by-approval-user?size=200${query}`)).body.items.map((i: { id: number }) => i.id);
const SETUJU = { keputusan: 'Disetujui' };

describe('routing', () => {
  it('goes to the requester’s PIC, who sees and decides it; others get 404', async () => {
    const pic = await createUser(t, { fullname: 'Pak Atasan' });
    const emp = await createUser(t, { pics: [pic.id] });
    const stranger = await createUser(t);
    const id = await fileKoreksi(emp);

    const list = await get(pic, '/api/users/all-approval-by-approval-user');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      id,
      tipe: 'koreksi',
      tipe_approval: 'Koreksi Kehadiran',
      status: 'Menunggu Persetujuan',
      pemohon: { id: emp.id, nip: emp.nip, fullname: emp.fullname },
      approver: null,
    });
    expect(list.body.items[0].ringkasan).toMatch(/^Tanggal \d{2}\/\d{2}\/\d{4} · Masuk 08:00$/);
    // Admin/HRD are not bothered with requests that have a PIC, but may still decide them.
    expect(await waitingIds(hrd)).not.toContain(id);
    expect(await waitingIds(stranger)).toEqual([]);

    expect((await get(stranger, `/api/approval/koreksi/${id}`)).status).toBe(404);
    expect((await decide(stranger, id, SETUJU)).status).toBe(404);
    const detail = await get(pic, `/api/approval/koreksi/${id}`);
    expect(detail.body).toMatchObject({ id, dapat_diputuskan: true, detail: { id, jam_masuk: '08:00', sebelum: {} } });

    const res = await decide(pic, id, SETUJU);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Disetujui', approver: 'Pak Atasan', dapat_diputuskan: false });
    expect(await waitingIds(pic)).toEqual([]);
  });

  it('goes to HRD/Admin when the requester has no (active) PIC', async () => {
    const emp = await createUser(t);
    const gone = await createUser(t);
    const orphan = await createUser(t, { pics: [gone.id] });
    await t.db.query('update users set active = false where id = $1', [gone.id]);
    const a = await fileKoreksi(emp);
    const b = await fileKoreksi(orphan);
    expect(await waitingIds(hrd)).toEqual(expect.arrayContaining([a, b]));
    expect(await waitingIds(admin)).toEqual(expect.arrayContaining([a, b]));
    expect((await decide(admin, a, SETUJU)).status).toBe(200);
    expect((await decide(hrd, b, SETUJU)).status).toBe(200);
  });

  it('lets Admin/HRD decide anything but nobody their own request', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    expect((await decide(hrd, await fileKoreksi(emp), SETUJU)).status).toBe(200);

    const ownId = await fileKoreksi(hrd);
    const own = await decide(hrd, ownId, SETUJU);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Anda tidak dapat menyetujui pengajuan Anda sendiri.');
    expect(await waitingIds(hrd)).not.toContain(ownId);
    expect((await get(hrd, `/api/approval/koreksi/${ownId}`)).status).toBe(404);
    // Another HRD receives it (the HRD has no PIC) and decides it.
    expect(await waitingIds(admin)).toContain(ownId);
    expect((await decide(admin, ownId, SETUJU)).status).toBe(200);
  });

  it('reads the PICs at decision time', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const id = await fileKoreksi(emp);
    await t.db.query('delete from user_pics where user_id = $1', [emp.id]);
    expect((await decide(pic, id, SETUJU)).status).toBe(404);
    expect(await waitingIds(hrd)).toContain(id);
  });
});

describe('deciding', () => {
  it('lets exactly one of two simultaneous approvers win, applying the correction once', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const id = await fileKoreksi(emp, '07:45');
    const results = await Promise.all([decide(pic, id, SETUJU), decide(hrd, id, SETUJU)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('Pengajuan ini sudah diputuskan.');
    const history = await t.db.query('select * from attendance_history where koreksi_id = $1', [id]);
    expect(history).toHaveLength(1);
    const rows = await t.db.query<{ n: number }>('select count(*) as n from attendance where user_id = $1', [emp.id]);
    expect(rows[0].n).toBe(1);
    expect((await decide(hrd, id, { keputusan: 'Ditolak', catatan: 'Terlambat' })).status).toBe(409);
  });

  it('needs a note to reject, keeps it, and changes no record', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const id = await fileKoreksi(emp);
    const bare = await decide(pic, id, { keputusan: 'Ditolak' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Catatan wajib diisi saat menolak.');
    expect((await decide(pic, id, { keputusan: 'Ditolak', catatan: '   ' })).status).toBe(400);
    expect((await decide(pic, id, { keputusan: 'Entah' })).status).toBe(400);
    const res = await decide(pic, id, { keputusan: 'Ditolak', catatan: 'Tidak ada bukti kehadiran.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Ditolak', catatan_approval: 'Tidak ada bukti kehadiran.' });
    expect(await t.db.query('select id from attendance where user_id = $1', [emp.id])).toEqual([]);
    const own = await get(emp, `/api/koreksi-kehadiran/${id}`);
    expect(own.body).toMatchObject({ status: 'Ditolak', catatan_approval: 'Tidak ada bukti kehadiran.', approver: pic.fullname });
  });

  it('lets only the requester cancel, and only while pending', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const id = await fileKoreksi(emp);
    const batal = (u: UserFixture, k: number) =>
      t.request({ method: 'POST', url: `/api/koreksi-kehadiran/${k}/batal`, token: u.token });
    expect((await batal(pic, id)).status).toBe(404);
    expect((await batal(emp, id)).body.status).toBe('Dibatalkan');
    const again = await batal(emp, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Pengajuan ini sudah dibatalkan.');
    const late = await decide(pic, id, SETUJU);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Pengajuan ini sudah dibatalkan oleh pemohon.');
    expect(await waitingIds(pic)).toEqual([]);

    const decided = await fileKoreksi(emp);
    await decide(pic, decided, SETUJU);
    const tooLate = await batal(emp, decided);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('Pengajuan yang sudah diputuskan tidak dapat dibatalkan.');
  });

  it('answers 404 for unknown or not yet registered types and missing requests', async () => {
    const existing = await fileKoreksi(await createUser(t));
    for (const [tipe, id] of [
      ['cuti', existing],
      ['izin', existing],
      ['koreksi', 999999],
    ] as const) {
      expect((await get(hrd, `/api/approval/${tipe}/${id}`)).status, tipe).toBe(404);
      expect((await decide(hrd, id, SETUJU, tipe)).status, tipe).toBe(404);
    }
  });

  it('needs a session', async () => {
    expect((await get(undefined, '/api/users/all-approval-by-approval-user')).status).toBe(401);
    expect((await get(undefined, '/api/approval/koreksi/1')).status).toBe(401);
    expect((await decide(undefined, 1, SETUJU)).status).toBe(401);
  });
});

describe('GET /users/all-approval-by-approval-user', () => {
  it('pages the waiting list, filters by type, status and search, and keeps the decided history', async () => {
    const pic = await createUser(t, { fullname: 'Bu Penyetuju' });
    const a = await createUser(t, { pics: [pic.id], fullname: 'Andi Pemohon' });
    const b = await createUser(t, { pics: [pic.id] });
    const ids = [await fileKoreksi(a), await fileKoreksi(b), await fileKoreksi(a)];
    const page = async (q: string) => (await get(pic, `/api/users/all-approval-by-approval-user?${q}`)).body;

    const p1 = await page('page=1&size=2');
    expect(p1.total).toBe(3);
    expect(p1.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    expect((await page('page=2&size=2')).items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect((await page('tipe=koreksi')).total).toBe(3);
    expect((await page('tipe=lembur')).total).toBe(0);
    const found = await page('search=andi%20pemohon');
    expect(found.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[0]]);
    expect(found.total).toBe(2);
    expect(await page(`search=${b.nip}`)).toMatchObject({ total: 1, items: [{ id: ids[1] }] });
    // LIKE's wildcards are searched for as they are: no name holds them.
    expect((await page('search=%25')).total).toBe(0);
    expect((await page('search=_')).total).toBe(0);
    expect((await get(pic, '/api/users/all-approval-by-approval-user?tipe=cuti')).status).toBe(400);

    await decide(pic, ids[0], SETUJU);
    await decide(pic, ids[1], { keputusan: 'Ditolak', catatan: 'Bukti kurang' });
    expect((await page('')).items.map((i: { id: number }) => i.id)).toEqual([ids[2]]);
    const approved = await page('status=Disetujui');
    expect(approved.items).toHaveLength(1);
    expect(approved.items[0]).toMatchObject({ id: ids[0], status: 'Disetujui', approver: 'Bu Penyetuju' });
    expect((await page('status=Ditolak')).items[0]).toMatchObject({ id: ids[1], catatan_approval: 'Bukti kurang' });
    expect((await page('status=all')).items.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[0]]);
    // The decided history is searched and counted by the requester too.
    expect(await page('status=all&search=andi')).toMatchObject({ total: 1, items: [{ id: ids[0] }] });
    expect(await page(`status=Ditolak&search=${b.nip}`)).toMatchObject({ total: 1, items: [{ id: ids[1] }] });
    expect((await page('status=Disetujui&search=tidak-ada')).total).toBe(0);
    // The decider may still open what they decided.
    expect((await get(pic, `/api/approval/koreksi/${ids[0]}`)).body.dapat_diputuskan).toBe(false);
  });

  it('feeds the dashboard’s Waiting Approval tab', async () => {
    const pic = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const id = await fileKoreksi(emp);
    const res = await get(pic, '/api/dashboard/user/approvals');
    expect(res.status).toBe(200);
    const card = {
      id,
      tipe: 'koreksi',
      tipe_approval: 'Koreksi Kehadiran',
      status: 'Menunggu Persetujuan',
      tanggal_pengajuan: expect.any(String),
      pemohon: emp.fullname,
      ringkasan: expect.stringMatching(/^Tanggal \d{2}\/\d{2}\/\d{4} · Masuk 08:00$/),
    };
    // Who asked, for what and which dates; the PIC decides it.
    expect(res.body.approvals).toEqual([{ ...card, milik_sendiri: false }]);
    // The requester decides nothing: their own request shows there, waiting.
    expect((await get(emp, '/api/dashboard/user/approvals')).body.approvals).toEqual([{ ...card, milik_sendiri: true }]);
    // Once decided it waits no more.
    await decide(pic, id, SETUJU);
    expect((await get(emp, '/api/dashboard/user/approvals')).body.approvals).toEqual([]);
    expect((await get(pic, '/api/dashboard/user/approvals')).body.approvals).toEqual([]);
  });
});
