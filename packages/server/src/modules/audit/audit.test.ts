import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The audit log: who changed what through admin routes, approval decisions, and biometric views; Admin only.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Andi Admin' });
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hesti HRD' });
});
afterAll(() => t.close());

const log = (query = '') => t.request({ method: 'GET', url: `/api/audit-log${query}`, token: admin.token });

describe('GET /audit-log', () => {
  it('records an admin change with who, the route, its ids, the body and the answer; reads are not logged', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/jabatan',
      token: hrd.token,
      body: { nama: 'Supervisor Gudang' },
    });
    expect(created.status).toBe(201);
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/jabatan/${created.body.id}`,
      token: hrd.token,
      body: { nama: 'Kepala Gudang' },
    });
    expect(renamed.status).toBe(200);
    await t.request({ method: 'GET', url: '/api/jabatan', token: hrd.token });

    const res = await log('?search=Hesti');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items[0]).toMatchObject({
      jenis: 'perubahan',
      pengguna: 'Hesti HRD',
      aksi: 'PUT /api/jabatan/:id',
      params: { id: created.body.id },
      data: { nama: 'Kepala Gudang' },
      status: 200,
      subjek: null,
    });
    expect(res.body.items[1]).toMatchObject({ aksi: 'POST /api/jabatan', status: 201 });
    // LIKE's wildcards are searched for as they are: '_' is not any letter.
    expect((await log('?search=Hesti_HRD')).body.total).toBe(0);
    expect((await log('?search=Hesti%20HRD')).body.total).toBe(2);
  });

  it('never keeps passwords, tokens or photos, and logs refusals with their status', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin.token,
      body: { nip: 'AUD-1', username: 'audit.satu', fullname: 'Audit Satu', password: 'RahasiaSekali1', roles: ['Karyawan'] },
    });
    expect(res.status).toBe(201);
    const refused = await t.request({ method: 'POST', url: '/api/jabatan', token: admin.token, body: { nama: '' } });
    expect(refused.status).toBe(400);
    const { body } = await log('?search=Andi');
    const create = body.items.find((i: { aksi: string }) => i.aksi === 'POST /api/users');
    expect(create.data).toMatchObject({ nip: 'AUD-1', password: '[disembunyikan]' });
    expect(JSON.stringify(body)).not.toContain('RahasiaSekali1');
    expect(body.items.find((i: { aksi: string }) => i.aksi === 'POST /api/jabatan')).toMatchObject({ status: 400 });
  });

  it('records a PIC’s approval decision, and lists views of biometric data', async () => {
    const pic = await createUser(t, { fullname: 'Putri PIC' });
    const emp = await createUser(t, { pics: [pic.id], fullname: 'Eko Karyawan' });
    const [{ tanggal }] = await t.db.query<{ tanggal: string }>(
      `select ((now() at time zone 'Asia/Jakarta')::date - 2)::text as tanggal`,
    );
    const filed = await t.request({
      method: 'POST',
      url: '/api/koreksi-kehadiran',
      token: emp.token,
      body: { tanggal, jam_masuk: '08:00', alasan: 'Lupa absen pagi' },
    });
    expect(filed.status).toBe(201);
    const decided = await t.request({
      method: 'POST',
      url: `/api/approval/koreksi/${filed.body.id}`,
      token: pic.token,
      body: { keputusan: 'Ditolak', catatan: 'Tidak ada bukti' },
    });
    expect(decided.status).toBe(200);
    await t.db.query(`insert into biometric_access_log (viewer_id, subject_id, what) values ($1, $2, 'file 9: absen-in.jpg')`, [
      hrd.id,
      emp.id,
    ]);

    const decisions = await log('?search=Putri&jenis=perubahan');
    expect(decisions.body.items).toEqual([
      expect.objectContaining({
        aksi: 'POST /api/approval/:tipe/:id',
        params: { tipe: 'koreksi', id: filed.body.id },
        data: { keputusan: 'Ditolak', catatan: 'Tidak ada bukti' },
      }),
    ]);
    const views = await log('?jenis=akses_biometrik&search=Eko');
    expect(views.body.items).toEqual([
      expect.objectContaining({
        jenis: 'akses_biometrik',
        pengguna: 'Hesti HRD',
        subjek: 'Eko Karyawan',
        aksi: 'file 9: absen-in.jpg',
      }),
    ]);
    // The employee's own filing is not an admin change.
    expect((await log(`?pelaku_id=${emp.id}&jenis=perubahan`)).body.total).toBe(0);
    // The decision is about Eko, and says so.
    expect((await log(`?karyawan_id=${emp.id}&jenis=perubahan`)).body.items[0].kalimat).toBe(
      `Putri PIC (Karyawan) menolak pengajuan koreksi kehadiran Eko Karyawan (${emp.nip}): Catatan: Tidak ada bukti.`,
    );
  });

  it('is for Admin only: HRD and employees 403, anonymous 401; bad filters 400', async () => {
    const emp = await createUser(t);
    expect((await t.request({ method: 'GET', url: '/api/audit-log', token: hrd.token })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/audit-log', token: emp.token })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/audit-log' })).status).toBe(401);
    const bad = await log('?jenis=semua');
    expect([bad.status, bad.body.message]).toEqual([400, 'Jenis log tidak dikenal.']);
  });
});
