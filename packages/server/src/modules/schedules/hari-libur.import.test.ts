import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { xlsxOf } from '../../../test/xlsx.ts';

// Holidays from Excel: the template, the dry run's preview and errors, applying all or nothing, and bad files.

let t: TestApp;
let hrd: UserFixture;
const HEADER = ['Tanggal', 'Nama Hari Libur', 'Cuti Bersama'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(bytes: Buffer, query = '?dry_run=true', token = hrd.token, type = XLSX) {
  const body = multipart('hari-libur.xlsx', bytes, type);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/hari-libur/import${query}`,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const sheet = (rows: unknown[][], edit?: (ws: ExcelJS.Worksheet) => void) =>
  xlsxOf([HEADER, ...rows], { sheet: 'Hari Libur', edit });
const holidays = () =>
  t.db.query<{ tanggal: string; nama: string; cuti_bersama: boolean }>(
    "select to_char(tanggal, 'YYYY-MM-DD') as tanggal, nama, cuti_bersama from hari_libur order by tanggal",
  );
const day = (d: string) => new Date(`${d}T00:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  await t.db.query(
    `insert into hari_libur (tanggal, nama, cuti_bersama) values ('2031-01-01', 'Tahun Baru Masehi', false),
       ('2031-12-25', 'Natal', false)`,
  );
});
afterAll(() => t.close());

describe('the holiday import template', () => {
  it('has the three columns, a Ya/Tidak dropdown and instructions, and an empty one is refused as empty', async () => {
    const res = await t.request({ method: 'GET', url: '/api/hari-libur/import/template', token: hrd.token });
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe('Templat_Hari_Libur.xlsx');
    const bytes = Buffer.from(res.body.file, 'base64');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Hari Libur', 'Petunjuk']);
    const ws = wb.getWorksheet('Hari Libur') as ExcelJS.Worksheet;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(ws.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Ya,Tidak"'] });
    expect(ws.getColumn(1).numFmt).toBe('dd/mm/yyyy');
    expect(String(wb.getWorksheet('Petunjuk')?.getCell('A1').value)).toBe('Petunjuk impor hari libur');

    const empty = await upload(bytes);
    expect(empty).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Lembar "Hari Libur" tidak berisi data di bawah baris judul kolom.' },
    });

    // Filled in as HR would (a date cell, the dropdown's value), it previews.
    ws.getCell('A2').value = day('2031-08-17');
    ws.getCell('B2').value = 'Hari Kemerdekaan RI';
    ws.getCell('C2').value = 'Tidak';
    const filled = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(filled.status).toBe(200);
    expect(filled.body).toEqual({
      rows: [
        {
          row: 2,
          aksi: 'baru',
          label: '17/08/2031 · Hari Kemerdekaan RI',
          changes: [
            { column: 'Nama Hari Libur', lama: null, baru: 'Hari Kemerdekaan RI' },
            { column: 'Cuti Bersama', lama: null, baru: 'Tidak' },
          ],
        },
      ],
      errors: [],
    });
  });
});

describe('POST /hari-libur/import', () => {
  const withProblems = () =>
    sheet([
      [day('2031-08-17'), 'Hari Kemerdekaan RI', 'Tidak'],
      ['25/12/2031', 'Hari Raya Natal', null],
      ['17/08/2031', 'Kemerdekaan (lagi)', 'Tidak'],
      ['31/02/2031', 'Tanggal Salah', 'Tidak'],
      ['2031-12-26', null, 'Ya'],
      ['2031-05-01', 'Hari Buruh', 'mungkin'],
      [null, 'Tanpa Tanggal', 'Ya'],
      ['01/01/2031', 'Tahun Baru Masehi', 'Tidak'],
    ]);

  it('previews every row and every problem by row and column, writing nothing', async () => {
    const before = await holidays();
    const res = await upload(await withProblems());
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      { row: 4, column: 'Tanggal', message: 'Tanggal 17/08/2031 sudah ada di baris 2.' },
      { row: 5, column: 'Tanggal', message: 'Tanggal tidak valid. Gunakan format HH/BB/TTTT, misalnya 17/08/2024.' },
      { row: 6, column: 'Nama Hari Libur', message: 'Nama hari libur wajib diisi.' },
      { row: 7, column: 'Cuti Bersama', message: 'Isi dengan Ya atau Tidak.' },
      { row: 8, column: 'Tanggal', message: 'Tanggal wajib diisi.' },
    ]);
    // A date that exists shows what changes on it; one that is the same shows nothing to change.
    expect(res.body.rows).toEqual([
      expect.objectContaining({ row: 2, aksi: 'baru' }),
      {
        row: 3,
        aksi: 'ubah',
        label: '25/12/2031 · Hari Raya Natal',
        changes: [{ column: 'Nama Hari Libur', lama: 'Natal', baru: 'Hari Raya Natal' }],
      },
      { row: 9, aksi: 'tetap', label: '01/01/2031 · Tahun Baru Masehi', changes: [] },
    ]);
    expect(await holidays()).toEqual(before);
  });

  it('applies nothing from a file with a problem, answering its problems', async () => {
    const before = await holidays();
    const res = await upload(await withProblems(), '?dry_run=false');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Berkas berisi 5 kesalahan; tidak ada hari libur yang disimpan. Perbaiki lalu unggah lagi.');
    expect(res.body.errors).toHaveLength(5);
    expect(await holidays()).toEqual(before);
  });

  it('applies a clean file in one go: new dates added, existing ones updated, and the import audited', async () => {
    const file = await sheet([
      [day('2031-08-17'), 'Hari Kemerdekaan RI', 'Tidak'],
      ['25/12/2031', 'Hari Raya Natal', null],
      ['26/12/2031', 'Cuti Bersama Natal', 'Ya'],
      ['01/01/2031', 'Tahun Baru Masehi', 'tidak'],
    ]);
    const res = await upload(file, '?dry_run=false');
    expect(res).toEqual({ status: 200, body: { created: 2, updated: 1 } });
    expect(await holidays()).toEqual([
      { tanggal: '2031-01-01', nama: 'Tahun Baru Masehi', cuti_bersama: false },
      { tanggal: '2031-08-17', nama: 'Hari Kemerdekaan RI', cuti_bersama: false },
      { tanggal: '2031-12-25', nama: 'Hari Raya Natal', cuti_bersama: false },
      { tanggal: '2031-12-26', nama: 'Cuti Bersama Natal', cuti_bersama: true },
    ]);
    const list = await t.request({ method: 'GET', url: '/api/hari-libur?tahun=2031&search=cuti', token: hrd.token });
    expect(list.body.items).toEqual([
      { id: expect.any(Number), tanggal: '2031-12-26', nama: 'Cuti Bersama Natal', cuti_bersama: true },
    ]);
    const [audit] = await t.db.query<{ user_id: number; data: unknown }>(
      `select user_id, data from audit_log where route = '/api/hari-libur/import' order by id desc limit 1`,
    );
    // One readable entry per import, none empty from the generic hook (it cannot read an upload).
    expect(await t.db.query(`select id from audit_log where route = '/api/hari-libur/import' and data is null`)).toEqual([]);
    expect(audit).toEqual({
      user_id: hrd.id,
      data: { created: 2, updated: 1, ditambah: ['2031-08-17', '2031-12-26'], diubah: ['2031-12-25'] },
    });
    // The same file again changes nothing.
    expect((await upload(file, '?dry_run=false')).body).toEqual({ created: 0, updated: 0 });
  });

  it('adds a holiday once when the same file is applied twice at the same moment', async () => {
    const file = await sheet([[day('2031-04-18'), 'Wafat Yesus Kristus', 'Tidak']]);
    const [a, b] = await Promise.all([upload(file, '?dry_run=false'), upload(file, '?dry_run=false')]);
    expect([a.body, b.body].sort((x, y) => y.created - x.created)).toEqual([
      { created: 1, updated: 0 },
      { created: 0, updated: 0 },
    ]);
    expect((await holidays()).filter((h) => h.tanggal === '2031-04-18')).toHaveLength(1);
  });

  it('refuses files that are not a clean table with a 400 that says why, writing nothing', async () => {
    const before = await holidays();
    const row = [day('2031-06-01'), 'Libur Baru', 'Tidak'];
    const cases: [string, Buffer, string | RegExp][] = [
      [
        'not xlsx',
        Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'),
        'Berkas harus berupa file Excel (.xlsx). Simpan ulang berkas dari Excel sebagai "Excel Workbook (.xlsx)".',
      ],
      [
        'formula',
        await sheet([row], (ws) => {
          ws.getCell('B2').value = { formula: 'CONCAT("Libur", " Baru")', result: 'Libur Baru' };
        }),
        'Lembar "Hari Libur" berisi rumus di sel B2. Salin lalu tempel sebagai nilai (Paste Values) sebelum mengunggah.',
      ],
      [
        'merged cells',
        await sheet([row, [day('2031-06-02'), 'Libur Lain', 'Tidak']], (ws) => ws.mergeCells('C2:C3')),
        'Lembar "Hari Libur" berisi sel yang digabung (C2:C3). Pisahkan sel gabungan lalu unggah lagi.',
      ],
      ['empty sheet', await sheet([]), 'Lembar "Hari Libur" tidak berisi data di bawah baris judul kolom.'],
      [
        'too many rows',
        await sheet(Array.from({ length: 10_001 }, (_, i) => [day('2031-06-01'), `Libur ${i}`, 'Tidak'])),
        'Berkas berisi lebih dari 10.000 baris data. Pecah menjadi beberapa berkas.',
      ],
      [
        'columns missing',
        await xlsxOf(
          [
            ['Tanggal', 'Keterangan'],
            [day('2031-06-01'), 'Libur Baru'],
          ],
          { sheet: 'Hari Libur' },
        ),
        'Kolom Nama Hari Libur tidak ditemukan di baris judul. Gunakan templat yang disediakan.',
      ],
    ];
    for (const [what, bytes, message] of cases) {
      for (const query of ['?dry_run=true', '?dry_run=false']) {
        const res = await upload(bytes, query);
        expect([res.status, res.body.message], `${what} ${query}`).toEqual([400, message]);
      }
    }
    const json = await t.request({ method: 'POST', url: '/api/hari-libur/import', token: hrd.token, body: { tanggal: 'x' } });
    expect([json.status, json.body.message]).toEqual([415, 'Kirim berkas Excel sebagai multipart/form-data.']);
    expect(await holidays()).toEqual(before);
  });

  it('is refused to callers who may not change the settings', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Laporan', bagian: ['laporan'] },
    });
    expect(role.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', 'Staf Laporan'] });
    const employee = await createUser(t);
    const file = await sheet([[day('2031-06-01'), 'Libur Baru', 'Tidak']]);
    for (const who of [limited, employee]) {
      expect((await upload(file, '?dry_run=false', who.token)).status).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/hari-libur/import/template', token: who.token })).status).toBe(403);
    }
    expect((await holidays()).map((h) => h.tanggal)).not.toContain('2031-06-01');
  });
});
