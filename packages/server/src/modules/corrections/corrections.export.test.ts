import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { excelDate, readExport } from '../../../test/xlsx.ts';

// GET /koreksi-kehadiran/admin/export: the approval list of attendance corrections as xlsx, with its filters and
// access (the approval section).

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture;

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });

/** A correction with its approval row (the filing rules are tested elsewhere). */
async function koreksi(user: UserFixture, tanggal: string, masuk: string | null, pulang: string | null, status: string) {
  const [k] = await t.db.query<{ id: number }>(
    `insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, jam_pulang, alasan)
     values ($1, $2, $3, $4, 'Mesin absen rusak') returning id`,
    [user.id, tanggal, masuk, pulang],
  );
  await t.db.query(`insert into approvals (tipe, request_id, requester_id, status) values ('koreksi', $1, $2, $3)`, [
    k.id,
    user.id,
    status,
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  ani = await createUser(t, { fullname: 'Ani Lestari' });
  const budi = await createUser(t, { fullname: 'Budi Santoso' });
  await koreksi(ani, '2031-01-06', '08:00', null, 'Menunggu Persetujuan');
  await koreksi(budi, '2031-01-07', null, '17:05', 'Disetujui');
});
afterAll(() => t.close());

describe('GET /koreksi-kehadiran/admin/export', () => {
  it("holds the list's rows for its filters", async () => {
    const res = await get('/api/koreksi-kehadiran/admin/export?status=Menunggu Persetujuan');
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^Koreksi_Kehadiran_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const x = await readExport(res.body.file);
    expect(x.above.slice(1, 3)).toEqual([['Daftar Pengajuan Koreksi Kehadiran'], ['Filter', 'Status: Menunggu Persetujuan']]);
    expect(x.header).toEqual(['NIP', 'Nama', 'Tanggal', 'Jam Masuk', 'Jam Pulang', 'Alasan', 'Status', 'Diajukan (WIB)']);
    expect(x.rows.map((r) => r.slice(1, 7))).toEqual([
      ['Ani Lestari', excelDate('2031-01-06'), '08:00', null, 'Mesin absen rusak', 'Menunggu Persetujuan'],
    ]);
    const budi = await readExport((await get('/api/koreksi-kehadiran/admin/export?search=budi')).body.file);
    expect(budi.rows.map((r) => [r[1], r[4], r[6]])).toEqual([['Budi Santoso', '17:05', 'Disetujui']]);
  });

  it('is refused to callers who may not open the approval list', async () => {
    expect((await get('/api/koreksi-kehadiran/admin/export', ani.token)).status).toBe(403);
  });
});
