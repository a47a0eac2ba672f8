import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { excelDate, readExport } from '../../../test/xlsx.ts';

// GET /reimburse/admin/export: /admin/reimburse and its approval list as xlsx, with their filters (the payment
// status too) and access; amounts are numbers in a Rupiah format.

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture;

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });

/** A claim with its approval row, paid when `dibayar` (the filing rules and receipts are tested elsewhere). */
async function claim(user: UserFixture, tanggal: string, nominal: number, status: string, dibayar = false) {
  const [r] = await t.db.query<{ id: number }>(
    `insert into reimburse (user_id, tanggal, kategori, nominal, keterangan, dibayar_pada, dibayar_oleh)
     values ($1, $2, 'Transportasi', $3, 'Taksi ke klien', $4, $5) returning id`,
    [user.id, tanggal, nominal, dibayar ? tanggal : null, dibayar ? hrd.id : null],
  );
  await t.db.query(`insert into approvals (tipe, request_id, requester_id, status) values ('reimburse', $1, $2, $3)`, [
    r.id,
    user.id,
    status,
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  ani = await createUser(t, { fullname: 'Ani Lestari' });
  const budi = await createUser(t, { fullname: 'Budi Santoso' });
  await claim(ani, '2031-01-06', 175_000, 'Disetujui', true);
  await claim(budi, '2031-01-07', 1_250_000, 'Disetujui');
  await claim(budi, '2031-01-08', 40_000, 'Menunggu Persetujuan');
});
afterAll(() => t.close());

describe('GET /reimburse/admin/export', () => {
  it("holds the list's rows for its filters, amounts as Rupiah numbers", async () => {
    const res = await get('/api/reimburse/admin/export?status_pembayaran=Belum Dibayar');
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^Reimburse_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const x = await readExport(res.body.file);
    expect(x.above.slice(1, 3)).toEqual([['Daftar Reimburse'], ['Filter', 'Pembayaran: Belum Dibayar']]);
    expect(x.header).toEqual([
      'NIP',
      'Nama',
      'Tanggal',
      'Kategori',
      'Keterangan',
      'Nominal',
      'Status',
      'Pembayaran',
      'Diajukan (WIB)',
    ]);
    expect(x.rows.map((r) => r.slice(1, 8))).toEqual([
      ['Budi Santoso', excelDate('2031-01-07'), 'Transportasi', 'Taksi ke klien', 1_250_000, 'Disetujui', 'Belum Dibayar'],
    ]);
    expect(x.sheet.getCell('F6').numFmt).toBe('"Rp" #,##0');

    const all = await readExport((await get('/api/reimburse/admin/export')).body.file);
    expect(all.rows.map((r) => [r[1], r[5], r[7]])).toEqual([
      ['Budi Santoso', 40_000, null],
      ['Budi Santoso', 1_250_000, 'Belum Dibayar'],
      ['Ani Lestari', 175_000, 'Dibayar'],
    ]);
  });

  it('is refused to callers who may not open the list', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Riwayat', bagian: ['riwayat'] },
    });
    expect(role.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', 'Staf Riwayat'] });
    expect((await get('/api/reimburse/admin/export', limited.token)).status).toBe(403);
    expect((await get('/api/reimburse/admin/export', ani.token)).status).toBe(403);
  });
});
