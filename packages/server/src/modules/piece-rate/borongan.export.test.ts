import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { excelDate, readExport } from '../../../test/xlsx.ts';
import { makeJob } from './piece-rate.fixtures.ts';

// GET /borongan/admin/export: the admin daily/piece-rate lists (riwayat and approval) as xlsx, with their filters
// and access; wages are numbers in a Rupiah format.

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture;
let job: number;

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });

/** An entry of one item per wage, with its approval row (the filing rules are tested elsewhere). */
async function entry(user: UserFixture, tanggal: string, upah: number[], status: string) {
  const [b] = await t.db.query<{ id: number }>(
    'insert into borongan (user_id, tanggal, total_upah) values ($1, $2, $3) returning id',
    [user.id, tanggal, upah.reduce((a, x) => a + x, 0)],
  );
  for (const [i, u] of upah.entries()) {
    await t.db.query(
      `insert into borongan_item (borongan_id, urutan, harga_borongan_id, nama, satuan, tipe, jumlah, harga_satuan, upah)
       values ($1, $2, $3, 'Jahit', 'pcs', 'borongan', 1, $4, $4)`,
      [b.id, i + 1, job, u],
    );
  }
  await t.db.query(`insert into approvals (tipe, request_id, requester_id, status) values ('borongan', $1, $2, $3)`, [
    b.id,
    user.id,
    status,
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  ani = await createUser(t, { fullname: 'Ani Lestari' });
  job = await makeJob(t, hrd);
  const budi = await createUser(t, { fullname: 'Budi Santoso' });
  await entry(ani, '2031-01-06', [125_000, 30_500], 'Disetujui');
  await entry(budi, '2031-01-07', [90_000], 'Disetujui');
  await entry(budi, '2031-02-03', [50_000], 'Menunggu Persetujuan');
});
afterAll(() => t.close());

describe('GET /borongan/admin/export', () => {
  it("holds the list's rows for its filters, wages as Rupiah numbers", async () => {
    const res = await get('/api/borongan/admin/export?status=Disetujui&end-date=2031-01-31');
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^Harian_Borongan_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const x = await readExport(res.body.file);
    expect(x.above.slice(1, 3)).toEqual([
      ['Daftar Absensi Harian/Borongan'],
      ['Filter', 'Status: Disetujui · Sampai Tanggal: 31/01/2031'],
    ]);
    expect(x.header).toEqual(['NIP', 'Nama', 'Tanggal', 'Jumlah Pekerjaan', 'Total Upah', 'Status', 'Diajukan (WIB)']);
    expect(x.rows.map((r) => r.slice(1, 6))).toEqual([
      ['Budi Santoso', excelDate('2031-01-07'), 1, 90_000, 'Disetujui'],
      ['Ani Lestari', excelDate('2031-01-06'), 2, 155_500, 'Disetujui'],
    ]);
    expect(x.sheet.getCell('E6').numFmt).toBe('"Rp" #,##0');
  });

  it('is refused to callers who may not open the list', async () => {
    expect((await get('/api/borongan/admin/export', ani.token)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/borongan/admin/export' })).status).toBe(401);
  });
});
