import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { excelDate, readExport } from '../../../test/xlsx.ts';
import { decide, fileIzin, jenisIzin, makeEmployee, makeJadwal } from './leave-requests.fixtures.ts';

// GET /izin/admin/export: the admin leave lists (riwayat and approval) as xlsx, with their filters and access.

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture;
let budi: UserFixture;
let ITB: number;

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });

async function filed(user: UserFixture, tanggal_mulai: string, tanggal_selesai: string, keputusan?: 'Disetujui' | 'Ditolak') {
  const res = await fileIzin(t, user, { jenis_izin_id: ITB, tanggal_mulai, tanggal_selesai });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (keputusan) expect((await decide(t, hrd, res.body.id, keputusan, 'Sudah dibahas.')).status).toBe(200);
  return res.body.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`update perusahaan set nama = 'PT Sinar Jaya' where id = 1`);
  hrd = await createUser(t, { roles: ['HRD'] });
  const jadwal = await makeJadwal(t);
  ani = await makeEmployee(t, jadwal);
  budi = await makeEmployee(t, jadwal);
  await t.db.query(`update users set fullname = 'Ani Lestari' where id = $1`, [ani.id]);
  await t.db.query(`update users set fullname = 'Budi Santoso' where id = $1`, [budi.id]);
  ITB = await jenisIzin(t, 'ITB');
  // 2031: 6 January is a Monday.
  await filed(ani, '2031-01-06', '2031-01-08', 'Disetujui');
  await filed(budi, '2031-02-03', '2031-02-03');
  await filed(ani, '2031-03-03', '2031-03-04', 'Ditolak');
});
afterAll(() => t.close());

describe('GET /izin/admin/export', () => {
  it("holds the list's rows for its filters, with dates as dates and the filters above them", async () => {
    const res = await get('/api/izin/admin/export?status=Disetujui');
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^Pengajuan_Izin_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const x = await readExport(res.body.file);
    expect(x.above).toEqual([['PT Sinar Jaya'], ['Daftar Pengajuan Izin'], ['Filter', 'Status: Disetujui'], []]);
    expect(x.header).toEqual([
      'NIP',
      'Nama',
      'Jenis Izin',
      'Tanggal Mulai',
      'Tanggal Selesai',
      'Hari Kerja',
      'Alasan',
      'Status',
      'Diajukan (WIB)',
    ]);
    expect(x.rows).toEqual([
      [
        ani.nip,
        'Ani Lestari',
        'Izin Tidak Dibayar',
        excelDate('2031-01-06'),
        excelDate('2031-01-08'),
        3,
        'Keperluan keluarga di luar kota',
        'Disetujui',
        expect.any(Date),
      ],
    ]);
    expect(x.sheet.getCell('D6').numFmt).toBe('dd/mm/yyyy');
    expect(x.sheet.getCell('I6').numFmt).toBe('dd/mm/yyyy hh:mm');

    // A date range keeps the requests that overlap it, and becomes the file's period.
    const feb = await get(`/api/izin/admin/export?start-date=2031-02-01&end-date=2031-02-28&jenis_izin_id=${ITB}`);
    expect(feb.body.filename).toBe('Pengajuan_Izin_2031-02-01_sd_2031-02-28.xlsx');
    const fx = await readExport(feb.body.file);
    expect(fx.above.slice(2)).toEqual([
      ['Periode', excelDate('2031-02-01'), 's.d.', excelDate('2031-02-28')],
      ['Filter', 'Jenis Izin: Izin Tidak Dibayar'],
    ]);
    expect(fx.rows.map((r) => [r[1], r[7]])).toEqual([['Budi Santoso', 'Menunggu Persetujuan']]);

    // Without filters: everything, newest request first, as the list.
    const all = (await get('/api/izin/admin?size=50')).body.items.map((i: { pemohon: { fullname: string }; status: string }) => [
      i.pemohon.fullname,
      i.status,
    ]);
    const ax = await readExport((await get('/api/izin/admin/export?search=a')).body.file);
    expect(ax.rows.map((r) => [r[1], r[7]])).toEqual(all);
    expect(all).toHaveLength(3);
  });

  it('refuses what the list refuses, and callers who may not open the list', async () => {
    const back = await get('/api/izin/admin/export?start-date=2031-02-10&end-date=2031-02-01');
    expect([back.status, back.body.message]).toEqual([400, 'Tanggal akhir tidak boleh sebelum tanggal awal.']);
    const admin = await createUser(t, { roles: ['Admin'] });
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Laporan', bagian: ['laporan'] },
    });
    expect(role.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', 'Staf Laporan'] });
    expect((await get('/api/izin/admin/export', limited.token)).status).toBe(403);
    expect((await get('/api/izin/admin/export', ani.token)).status).toBe(403);
  });
});
