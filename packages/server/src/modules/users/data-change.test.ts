import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Issue 15 item 7: an employee's change of tax and bank data (NIK, PTKP, NPWP, bank account) is a request HR
// approves; before, PUT /users/data-pribadi applied it at once and payroll taxed the new PTKP with no trace.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let pic: UserFixture;
let ani: UserFixture;
let kontrol: UserFixture;
let grup: number;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const get = (url: string, u: UserFixture) => t.request({ method: 'GET', url, token: u.token });
const put = (u: UserFixture, body: unknown) => t.request({ method: 'PUT', url: '/api/users/data-pribadi', token: u.token, body });
const decide = (u: UserFixture, id: number, keputusan = 'Disetujui') =>
  t.request({
    method: 'POST',
    url: `/api/approval/data-pribadi/${id}`,
    token: u.token,
    body: { keputusan, catatan: keputusan === 'Ditolak' ? 'NPWP sudah diperbarui HRD.' : undefined },
  });
const FIELDS = {
  nik: '3273010101900001',
  status_ptkp: 'TK/0',
  npwp: '0092542943407000',
  nama_bank: 'BCA',
  no_rekening: '0123456789',
};
const FORM = { tempat_lahir: 'Bandung', jenis_kelamin: 'Perempuan', nik: FIELDS.nik, status_ptkp: 'TK/0', npwp: FIELDS.npwp };

/** PPh 21 of the slip of `u` in a fresh draft run of the group for `bulan`. */
async function pph21(bulan: string, users: UserFixture[]) {
  const run = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: admin.token,
    body: { bulan, grup_gaji_ids: [grup] },
  });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  const out: number[] = [];
  for (const u of users) {
    const slip = await get(`/api/penggajian/${run.body.id}/slip/${u.id}/rincian`, admin);
    out.push(slip.body.baris.find((b: { nama: string }) => b.nama === 'PPh 21').nominal);
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' });
  pic = await createUser(t, { fullname: 'Pak PIC' });
  [{ id: grup }] = await q<{ id: number }>(`insert into grup_gaji (nama) values ('Staf') returning id`);
  await q(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1::bigint, id, 1, 15000000 from komponen_gaji where gaji_pokok
     union all select $1::bigint, id, 2, null from komponen_gaji where sumber_otomatis = 'pph21'`,
    [grup],
  );
  const fields = { ...FIELDS, grup_gaji_id: grup, tanggal_masuk: '2025-01-02' };
  ani = await createUser(t, { fullname: 'Ani Suryani', pics: [pic.id], fields });
  kontrol = await createUser(t, { fullname: 'Kontrol', fields: { ...fields, nik: '3273010101900002' } });
});
afterAll(() => t.close());

let requestId: number;

describe('an employee changing tax and bank data', () => {
  it('files a request instead of applying it; other fields save at once; payroll keeps the old PTKP', async () => {
    const res = await put(ani, {
      ...FORM,
      status_ptkp: 'K/3',
      npwp: '1234567890123456',
      nama_bank: 'BNI',
      no_rekening: '999 888',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Data pribadi berhasil disimpan. Perubahan Status PTKP, NPWP, Nama bank dan Nomor rekening menunggu persetujuan HRD dan belum berlaku.',
    );
    expect(res.body).toMatchObject({ tempat_lahir: 'Bandung', ...FIELDS });
    expect(res.body.menunggu_persetujuan.perubahan).toEqual([
      { kolom: 'status_ptkp', label: 'Status PTKP', lama: 'TK/0', baru: 'K/3' },
      { kolom: 'npwp', label: 'NPWP', lama: FIELDS.npwp, baru: '1234567890123456' },
      { kolom: 'nama_bank', label: 'Nama bank', lama: 'BCA', baru: 'BNI' },
      { kolom: 'no_rekening', label: 'Nomor rekening', lama: '0123456789', baru: '999 888' },
    ]);
    requestId = res.body.menunggu_persetujuan.id;
    expect((await get('/api/users/data-pribadi', ani)).body.menunggu_persetujuan.id).toBe(requestId);
    expect((await get(`/api/users/${ani.id}`, admin)).body).toMatchObject(FIELDS);
    // Same pay, same PTKP on the record: the same tax as a colleague who asked nothing.
    const [a, k] = await pph21('2026-09', [ani, kontrol]);
    expect(a).toBe(k);
  });

  it('keeps one pending request: the same values again change nothing, new values replace it', async () => {
    const changed = { ...FORM, status_ptkp: 'K/3', npwp: '1234567890123456', nama_bank: 'BNI', no_rekening: '999 888' };
    const twice = await Promise.all([put(ani, changed), put(ani, changed)]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(twice.map((r) => r.body.menunggu_persetujuan.id)).toEqual([requestId, requestId]);
    // The form sent back with the record's values (a later edit of another field) leaves the request alone.
    expect((await put(ani, { ...FORM, agama: 'Islam' })).body.menunggu_persetujuan.id).toBe(requestId);
    const replaced = await put(ani, { ...FORM, status_ptkp: 'K/3' });
    const newId = replaced.body.menunggu_persetujuan.id;
    expect(newId).not.toBe(requestId);
    expect(replaced.body.menunggu_persetujuan.perubahan).toEqual([
      { kolom: 'status_ptkp', label: 'Status PTKP', lama: 'TK/0', baru: 'K/3' },
    ]);
    const [old] = await q<{ status: string }>(`select status from approvals where tipe = 'data-pribadi' and request_id = $1`, [
      requestId,
    ]);
    expect(old.status).toBe('Dibatalkan');
    expect((await decide(hrd, requestId)).status).toBe(409);
    requestId = newId;
  });

  it('is listed for HR, and only HR or Admin decide it, not the PIC', async () => {
    const list = await get('/api/users/admin/perubahan-data-pribadi', hrd);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: requestId, status: 'Menunggu Persetujuan', pemohon: { id: ani.id } });
    expect((await get('/api/users/admin/perubahan-data-pribadi', ani)).status).toBe(403);
    const byPic = await decide(pic, requestId);
    expect(byPic.status).toBe(403);
    expect(byPic.body.message).toBe('Pengajuan ini hanya dapat diputuskan oleh HRD atau Admin.');
    const waiting = (u: typeof hrd) => get('/api/users/all-approval-by-approval-user?tipe=data-pribadi&size=100', u);
    expect((await waiting(hrd)).body.items.map((i: { id: number }) => i.id)).toContain(requestId);
    expect((await waiting(pic)).body.items).toEqual([]);
    const detail = await get(`/api/approval/data-pribadi/${requestId}`, hrd);
    expect(detail.body.detail).toEqual({
      perubahan: [{ kolom: 'status_ptkp', label: 'Status PTKP', lama: 'TK/0', baru: 'K/3', saat_ini: 'TK/0' }],
    });
  });

  it('applies on approval, is audited from what to what, and payroll then uses the new PTKP', async () => {
    const res = await decide(hrd, requestId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const now = (await get('/api/users/data-pribadi', ani)).body;
    expect(now).toMatchObject({ status_ptkp: 'K/3', menunggu_persetujuan: null });
    const audit = await q<{ user_id: number; route: string; data: unknown }>(
      `select user_id, route, data from audit_log where route like '/api/users/data-pribadi%' order by id`,
    );
    expect(audit.filter((a) => a.route === '/api/users/data-pribadi').every((a) => a.user_id === ani.id)).toBe(true);
    expect(audit.filter((a) => a.route === '/api/users/data-pribadi').length).toBeGreaterThanOrEqual(4);
    const applied = audit.filter((a) => a.route !== '/api/users/data-pribadi');
    expect(applied).toHaveLength(1);
    expect(applied[0].user_id).toBe(hrd.id);
    const data = typeof applied[0].data === 'string' ? JSON.parse(applied[0].data) : applied[0].data;
    expect(data).toEqual({ lama: { status_ptkp: 'TK/0' }, baru: { status_ptkp: 'K/3' } });
    // A change applies from the next tax year (PMK 168/2023 Pasal 9 ayat (4)): August 2026 stays on TK/0 ...
    const [a, k] = await pph21('2026-08', [ani, kontrol]);
    expect(a).toBe(k);
    // ... and a change recorded in 2025 is what 2026 uses.
    await q(`update status_ptkp_riwayat set berlaku_mulai = '2025-12-01' where user_id = $1`, [ani.id]);
    const [a2, k2] = await pph21('2026-07', [ani, kontrol]);
    expect(a2).toBeLessThan(k2);
  });

  it('does not overwrite a value HR changed meanwhile: the approval is refused with a clear message', async () => {
    const res = await put(ani, { ...FORM, status_ptkp: 'K/3', npwp: '1111222233334444' });
    const id = res.body.menunggu_persetujuan.id;
    await q('update users set npwp = $2 where id = $1', [ani.id, '5555666677778888']);
    const refused = await decide(admin, id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'NPWP sudah diubah HRD setelah pengajuan ini dibuat. Tolak pengajuan ini, lalu minta karyawan mengajukan ulang bila masih perlu.',
    );
    expect((await get(`/api/users/${ani.id}`, admin)).body.npwp).toBe('5555666677778888');
    expect((await decide(admin, id, 'Ditolak')).status).toBe(200);
    expect((await get('/api/users/data-pribadi', ani)).body.menunggu_persetujuan).toBeNull();
  });

  it('settles a new filing racing HR’s decision of the pending one: no 5xx, one pending request at most', async () => {
    for (let round = 0; round < 5; round++) {
      const filed = await put(ani, { ...FORM, npwp: '5555666677778888', status_ptkp: `TK/${round % 4}` });
      const id = filed.body.menunggu_persetujuan?.id;
      if (!id) continue;
      const [decision, refile] = await Promise.all([
        decide(hrd, id),
        put(ani, { ...FORM, npwp: '5555666677778888', status_ptkp: 'K/0', tempat_lahir: `Kota ${round}` }),
      ]);
      expect([200, 409]).toContain(decision.status);
      expect([200, 409]).toContain(refile.status);
      if (refile.status === 409) {
        expect(refile.body.message).toBe(
          'Pengajuan perubahan Anda sebelumnya baru saja diputuskan HRD. Muat ulang halaman lalu coba lagi.',
        );
      }
      const pending = await q<{ n: number }>(
        `select count(*) as n from approvals where tipe = 'data-pribadi' and requester_id = $1 and status = 'Menunggu Persetujuan'`,
        [ani.id],
      );
      expect(Number(pending[0].n)).toBeLessThanOrEqual(1);
    }
  });
});

describe('a personal-data form that leaves the tax fields out', () => {
  it('keeps NIK, PTKP and NPWP as they are; an empty value still asks HR to clear one', async () => {
    const budi = await createUser(t, { fullname: 'Budi Santoso', fields: { ...FIELDS, nik: '3273010101900003' } });
    const kept = { nik: '3273010101900003', status_ptkp: 'TK/0', npwp: FIELDS.npwp };
    // Only the personal fields: nothing of HR's is asked, nothing waits.
    const res = await put(budi, { tempat_lahir: 'Bogor', jenis_kelamin: 'Laki-laki' });
    expect([res.status, res.body.message]).toEqual([200, 'Data pribadi berhasil disimpan.']);
    expect(res.body).toMatchObject({ tempat_lahir: 'Bogor', ...kept, menunggu_persetujuan: null });
    expect((await get(`/api/users/${budi.id}`, admin)).body).toMatchObject(kept);
    // An explicit empty NIK is a request to clear it, for HR to decide.
    const cleared = await put(budi, { tempat_lahir: 'Bogor', nik: '' });
    expect(cleared.body.menunggu_persetujuan.perubahan).toEqual([{ kolom: 'nik', label: 'NIK', lama: kept.nik, baru: null }]);
    expect((await get(`/api/users/${budi.id}`, admin)).body).toMatchObject(kept);
  });
});
