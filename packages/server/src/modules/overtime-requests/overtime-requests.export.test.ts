import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { excelDate, excelMinutes, readExport } from '../../../test/xlsx.ts';

// GET /lembur/admin/export: the admin overtime lists (riwayat and approval) as xlsx, with their filters and access.

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture;

const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });

/** An overtime request as filing leaves it, with its approval row (the filing rules are tested elsewhere). */
async function lembur(
  user: UserFixture,
  tanggal: string,
  mulai: string,
  selesai: string,
  menit: number,
  status: string,
  diajukan: string,
) {
  const [l] = await t.db.query<{ id: number }>(
    `insert into lembur (user_id, tanggal, jam_mulai, jam_selesai, menit, alasan, jenis_hari, hari_kerja_per_minggu)
     values ($1, $2, $3, $4, $5, 'Tutup buku', 'kerja', 5) returning id`,
    [user.id, tanggal, mulai, selesai, menit],
  );
  await t.db.query(
    `insert into approvals (tipe, request_id, requester_id, status, tanggal_pengajuan) values ('lembur', $1, $2, $3, $4)`,
    [l.id, user.id, status, diajukan],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  ani = await createUser(t, { fullname: 'Ani Lestari' });
  const budi = await createUser(t, { fullname: 'Budi Santoso' });
  await lembur(ani, '2031-01-06', '17:00', '19:30', 150, 'Disetujui', '2031-01-06T12:00:00Z');
  await lembur(budi, '2031-01-10', '22:00', '02:00', 240, 'Menunggu Persetujuan', '2031-01-10T14:30:00Z');
  await lembur(ani, '2031-02-03', '17:00', '18:00', 60, 'Ditolak', '2031-02-03T11:00:00Z');
});
afterAll(() => t.close());

describe('GET /lembur/admin/export', () => {
  it("holds the list's rows for its filters, with the screen's columns", async () => {
    const res = await get('/api/lembur/admin/export?status=Menunggu Persetujuan&start-date=2031-01-01&end-date=2031-01-31');
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe('Pengajuan_Lembur_2031-01-01_sd_2031-01-31.xlsx');
    const x = await readExport(res.body.file);
    expect(x.above.slice(1)).toEqual([
      ['Daftar Pengajuan Lembur'],
      ['Periode', excelDate('2031-01-01'), 's.d.', excelDate('2031-01-31')],
      ['Filter', 'Status: Menunggu Persetujuan'],
    ]);
    expect(x.header).toEqual(['NIP', 'Nama', 'Tanggal', 'Jam', 'Durasi', 'Jenis Hari', 'Alasan', 'Status', 'Diajukan (WIB)']);
    // Submitted 14:30 UTC: 21:30 in Jakarta.
    expect(x.rows).toEqual([
      [
        expect.any(String),
        'Budi Santoso',
        excelDate('2031-01-10'),
        '22:00 – 02:00 (hari berikutnya)',
        expect.any(Date),
        'Hari kerja',
        'Tutup buku',
        'Menunggu Persetujuan',
        new Date('2031-01-10T21:30:00Z'),
      ],
    ]);
    expect(excelMinutes(x.rows[0][4])).toBe(240);

    const own = await readExport((await get('/api/lembur/admin/export?search=ani')).body.file);
    expect(own.rows.map((r) => [r[2], r[7]])).toEqual([
      [excelDate('2031-02-03'), 'Ditolak'],
      [excelDate('2031-01-06'), 'Disetujui'],
    ]);
    expect(own.above[2]).toEqual(['Filter', 'Cari: ani']);
  });

  it('is refused to callers who may not open the list', async () => {
    expect((await get('/api/lembur/admin/export', ani.token)).status).toBe(403);
    expect((await get('/api/lembur/admin/export?status=Selesai')).status).toBe(400);
  });
});
