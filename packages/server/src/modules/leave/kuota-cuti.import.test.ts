import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { xlsxOf, zipBomb } from '../../../test/xlsx.ts';
import { cutiDisetujui, karyawan, periode, resetToday, seninJumat, setToday } from './hak-cuti.fixtures.ts';

// Remaining annual leave brought over from the previous system, from Excel: a dry run that shows each
// employee's remaining days before and after and every problem by row and column, then all rows or none.

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;
const HEADER = ['NIP', 'Nama', 'Sisa Cuti Tahunan', 'Alasan'];
const ALASAN = 'Saldo dari sistem lama per 31/05/2031';

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  jadwal = await seninJumat(t);
  setToday('2031-06-02');
});
afterAll(async () => {
  resetToday();
  await t.close();
});

async function upload(bytes: Buffer, dryRun: boolean, token = hrd.token, filename = 'kuota.xlsx') {
  const body = multipart(filename, bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/kuota-cuti/import?dry_run=${dryRun}`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const sheet = (rows: unknown[][]) => xlsxOf([HEADER, ...rows], { sheet: 'Kuota Cuti' });
const adjustments = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from penyesuaian_cuti'))[0].n;

describe('the template', () => {
  it('is an xlsx with the four columns and the instructions', async () => {
    const res = await t.request({ method: 'GET', url: '/api/kuota-cuti/import/template', token: hrd.token });
    expect([res.status, res.body.filename]).toEqual([200, 'Templat_Kuota_Cuti.xlsx']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.body.file, 'base64') as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Kuota Cuti', 'Petunjuk']);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
  });
});

describe('importing remaining annual leave', () => {
  it('previews every change and every problem by row and column, writing nothing', async () => {
    const ani = await karyawan(t, jadwal, '2020-01-06', 'Ani Impor');
    const budi = await karyawan(t, jadwal, '2020-01-06', 'Budi Impor');
    const gone = await karyawan(t, jadwal, '2020-01-06', 'Gani Keluar');
    await t.db.query('update users set active = false, deactivated_at = now() where id = $1', [gone.id]);
    await cutiDisetujui(t, budi, hrd, '2031-06-03', '2031-06-04');
    const file = await sheet([
      [ani.nip, 'Ani', 7, ALASAN],
      [budi.nip, 'Budi', 10, ALASAN],
      ['TIDAK-ADA', 'Siapa', 3, ALASAN],
      [ani.nip, 'Ani lagi', 4, ALASAN],
      [gone.nip, 'Gani', 2, ALASAN],
      [null, 'Tanpa NIP', 2, ALASAN],
    ]);
    const more = await sheet([
      [budi.nip, 'Budi', -1, ALASAN],
      [ani.nip, 'Ani', 2.5, ALASAN],
      [ani.nip, 'Ani', 'tiga', null],
      [ani.nip, 'Ani', null, ALASAN],
    ]);
    const res = await upload(file, true);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      {
        row: 2,
        aksi: 'ubah',
        label: `${ani.nip} · Ani Impor`,
        changes: [{ column: 'Sisa Cuti Tahunan', lama: '12', baru: '7' }],
      },
      { row: 3, aksi: 'tetap', label: `${budi.nip} · Budi Impor`, changes: [] },
    ]);
    expect(res.body.errors).toEqual([
      { row: 4, column: 'NIP', message: 'NIP TIDAK-ADA tidak terdaftar sebagai karyawan.' },
      { row: 5, column: 'NIP', message: `NIP ${ani.nip} sudah ada di baris 2.` },
      { row: 6, column: 'NIP', message: `Karyawan dengan NIP ${gone.nip} sudah tidak aktif.` },
      { row: 7, column: 'NIP', message: 'NIP wajib diisi.' },
    ]);
    const bad = await upload(more, true);
    expect(bad.body.errors).toEqual([
      { row: 2, column: 'Sisa Cuti Tahunan', message: 'Sisa cuti tahunan tidak boleh negatif.' },
      { row: 3, column: 'Sisa Cuti Tahunan', message: 'Sisa cuti tahunan harus berupa bilangan bulat.' },
      { row: 4, column: 'NIP', message: `NIP ${ani.nip} sudah ada di baris 3.` },
      { row: 4, column: 'Sisa Cuti Tahunan', message: 'Sisa cuti tahunan harus berupa angka.' },
      { row: 4, column: 'Alasan', message: 'Alasan wajib diisi.' },
      { row: 5, column: 'NIP', message: `NIP ${ani.nip} sudah ada di baris 3.` },
      { row: 5, column: 'Sisa Cuti Tahunan', message: 'Sisa cuti tahunan wajib diisi.' },
    ]);
    expect(await adjustments()).toBe(0);

    // Applying a file with any problem writes nothing and answers the same list.
    const refused = await upload(file, false);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'Berkas berisi 4 kesalahan; tidak ada kuota cuti yang disimpan. Perbaiki lalu unggah lagi.',
      code: 'VALIDATION_ERROR',
      errors: res.body.errors,
    });
    expect(await adjustments()).toBe(0);
  });

  it('applies every row in one go, as adjustments with the reason, and the figures follow', async () => {
    const citra = await karyawan(t, jadwal, '2020-01-06', 'Citra Impor');
    const dedi = await karyawan(t, jadwal, '2020-01-06', 'Dedi Impor');
    const eko = await karyawan(t, jadwal, '2020-01-06', 'Eko Impor');
    await cutiDisetujui(t, dedi, hrd, '2031-06-03');
    const file = await sheet([
      [citra.nip, 'Citra', 20, ALASAN],
      [dedi.nip.toLowerCase(), 'Dedi', '4', ALASAN],
      [eko.nip, 'Eko', 12, ALASAN],
    ]);
    const res = await upload(file, false);
    expect([res.status, res.body]).toEqual([200, { created: 0, updated: 2 }]);
    expect(await periode(t, hrd, citra, 2031)).toMatchObject({ hak: 12, penyesuaian: 8, total: 20, sisa: 20 });
    expect(await periode(t, hrd, dedi, 2031)).toMatchObject({ penyesuaian: -7, total: 5, terpakai: 1, sisa: 4 });
    expect(await periode(t, hrd, eko, 2031)).toMatchObject({ penyesuaian: 0, sisa: 12 });
    const detail = await t.request({ method: 'GET', url: `/api/kuota-cuti/user/${citra.id}`, token: hrd.token });
    expect(detail.body.penyesuaian).toEqual([
      expect.objectContaining({ periode: 2031, hari: 8, alasan: ALASAN, dibuat_oleh: hrd.fullname }),
    ]);
    const report = await t.request({
      method: 'GET',
      url: `/api/laporan/kuota-cuti?periode=2031&search=${dedi.nip}`,
      token: hrd.token,
    });
    expect(report.body.items[0]).toMatchObject({ total_cuti_tahunan: 5, cuti_tahunan_terpakai: 1, sisa_cuti_tahunan: 4 });
    const [audit] = await t.db.query<{ data: { updated: number; diubah: { karyawan: string; lama: number; baru: number }[] } }>(
      `select data from audit_log where route = '/api/kuota-cuti/import' and data is not null order by id desc limit 1`,
    );
    expect(audit.data).toMatchObject({
      updated: 2,
      diubah: [
        { karyawan: `${citra.nip} · Citra Impor`, lama: 12, baru: 20 },
        { karyawan: `${dedi.nip} · Dedi Impor`, lama: 11, baru: 4 },
      ],
    });
    // The same file again changes nothing.
    expect((await upload(file, false)).body).toEqual({ created: 0, updated: 0 });
  });

  it('refuses a file that is not a clean table with a 400 and writes nothing', async () => {
    const emp = await karyawan(t, jadwal, '2020-01-06');
    const before = await adjustments();
    const cases: [string, Buffer, string | RegExp][] = [
      ['text', Buffer.from('NIP;Sisa\n1;2\n'), /^Berkas harus berupa file Excel \(\.xlsx\)/],
      ['zip bomb', zipBomb(), 'Isi berkas Excel terlalu besar untuk dibaca. Pecah menjadi beberapa berkas.'],
      [
        'formula',
        await xlsxOf([HEADER, [emp.nip, 'Emp', 3, ALASAN]], {
          sheet: 'Kuota Cuti',
          edit: (ws) => {
            ws.getCell('C2').value = { formula: '1+2', result: 3 };
          },
        }),
        /berisi rumus di sel C2/,
      ],
      [
        'empty',
        await xlsxOf([HEADER], { sheet: 'Kuota Cuti' }),
        'Lembar "Kuota Cuti" tidak berisi data di bawah baris judul kolom.',
      ],
      [
        'other columns',
        await xlsxOf(
          [
            ['NIP', 'Sisa'],
            [emp.nip, 3],
          ],
          { sheet: 'Kuota Cuti' },
        ),
        'Kolom Sisa Cuti Tahunan, Alasan tidak ditemukan di baris judul. Gunakan templat yang disediakan.',
      ],
    ];
    for (const [name, bytes, message] of cases) {
      for (const dryRun of [true, false]) {
        const res = await upload(bytes, dryRun);
        expect(res.status, name).toBe(400);
        if (typeof message === 'string') expect(res.body.message, name).toBe(message);
        else expect(res.body.message, name).toMatch(message);
      }
    }
    expect(await adjustments()).toBe(before);
  });

  it('is for Admin and HRD only', async () => {
    const emp = await createUser(t);
    const file = await sheet([[emp.nip, 'Emp', 3, ALASAN]]);
    expect((await upload(file, true, emp.token)).status).toBe(403);
    expect((await upload(file, false, emp.token)).status).toBe(403);
  });
});
