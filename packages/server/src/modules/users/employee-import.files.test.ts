import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { xlsxOf, xlsxOfRows, zipBomb } from '../../../test/xlsx.ts';
import { sendImport } from './employee-import.fixtures.ts';

// Files that are not a clean employee table get a 400 with a sentence HR can act on, and nothing is written:
// neither on a dry run nor when applied.

let t: TestApp;
let hrd: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());

const HEADER = ['NIP', 'Nama Lengkap', 'Username'];
const row = (i: number) => [`BAD-${i}`, `Karyawan ${i}`, `bad.${i}`];
const countUsers = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from users'))[0].n;

async function refused(bytes: Buffer, message: string, opts: { filename?: string; type?: string } = {}) {
  const before = await countUsers();
  for (const apply of [false, true]) {
    const res = await sendImport(t, hrd.token, bytes, { ...opts, apply });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
  }
  expect(await countUsers()).toBe(before);
}

const NOT_XLSX = 'Berkas harus berupa file Excel (.xlsx). Simpan ulang berkas dari Excel sebagai "Excel Workbook (.xlsx)".';

describe('a bad file', () => {
  it('that is not an xlsx (a CSV renamed, an old .xls)', async () => {
    await refused(Buffer.from('NIP,Nama Lengkap,Username\nBAD-1,Karyawan 1,bad.1\n'), NOT_XLSX, {
      filename: 'karyawan.csv',
      type: 'text/csv',
    });
    // The OLE2 signature of an Excel 97-2003 workbook.
    await refused(Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'), NOT_XLSX, { filename: 'karyawan.xls' });
  });

  it('that is a zip bomb', async () => {
    await refused(zipBomb(), 'Isi berkas Excel terlalu besar untuk dibaca. Pecah menjadi beberapa berkas.');
  });

  it('with 100,000 rows', async () => {
    const bytes = await xlsxOfRows(HEADER, 100_000, row, 'Karyawan');
    await refused(bytes, 'Berkas berisi lebih dari 10.000 baris data. Pecah menjadi beberapa berkas.');
  });

  it('with formulas', async () => {
    const bytes = await xlsxOf([HEADER, row(1), row(2)], {
      sheet: 'Karyawan',
      edit: (ws) => {
        ws.getCell('C3').value = { formula: 'LOWER(B3)', result: 'karyawan 2' };
      },
    });
    await refused(
      bytes,
      'Lembar "Karyawan" berisi rumus di sel C3. Salin lalu tempel sebagai nilai (Paste Values) sebelum mengunggah.',
    );
  });

  it('with merged cells', async () => {
    const bytes = await xlsxOf([HEADER, row(1), row(2)], { sheet: 'Karyawan', edit: (ws) => ws.mergeCells('A2:A3') });
    await refused(bytes, 'Lembar "Karyawan" berisi sel yang digabung (A2:A3). Pisahkan sel gabungan lalu unggah lagi.');
  });

  it('with an empty sheet, or a header and no rows', async () => {
    await refused(
      await xlsxOf([], { sheet: 'Karyawan' }),
      'Lembar "Karyawan" kosong: baris judul kolom tidak ditemukan. Gunakan templat yang disediakan.',
    );
    await refused(
      await xlsxOf([HEADER], { sheet: 'Karyawan' }),
      'Lembar "Karyawan" tidak berisi data di bawah baris judul kolom.',
    );
  });

  it('sent as JSON instead of an upload', async () => {
    const res = await t.request({ method: 'POST', url: '/api/users/import?dry_run=true', token: hrd.token, body: { file: 'x' } });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Kirim berkas Excel sebagai multipart/form-data.');
  });
});
