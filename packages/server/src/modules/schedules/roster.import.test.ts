import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelDate, xlsxOf } from '../../../test/xlsx.ts';
import {
  cellsOf,
  loadXlsx,
  lockPayroll,
  type RosterWorld,
  rosterTable,
  rosterWorld,
  setRoster,
  upload as uploadAs,
} from './roster-xlsx.fixtures.ts';

// POST /roster/import: a month's roster from Excel. The round trip (export, edit in Excel, dry run shows exactly
// the edits, apply writes them in one go, a second dry run shows nothing to do), and every problem answered by row
// and column with nothing written.

let w: RosterWorld;
const upload = (bytes: Buffer, query = '?dry_run=true', token = w.hrd.token) => uploadAs(w.t, token, bytes, query);
const day = excelDate;
/** A roster file as HR might build it by hand: the title, the header row, the employee rows. */
const file = (header: unknown[], rows: unknown[][], edit?: (ws: ExcelJS.Worksheet) => void) =>
  xlsxOf([['Roster Shift'], header, ...rows], { sheet: 'Roster', edit });
const march = (n: number) => Array.from({ length: n }, (_, i) => day(`2032-03-${String(i + 1).padStart(2, '0')}`));

beforeAll(async () => {
  w = await rosterWorld();
});
afterAll(() => w.t.close());

describe('the round trip: export, edit in Excel, import', () => {
  it('previews exactly the edited cells, applies them with an audit entry, and then has nothing left to do', async () => {
    const { P, S, M } = w.shift;
    await setRoster(w.t, [
      [w.ani.id, '2031-12-01', P],
      [w.ani.id, '2031-12-02', S],
      [w.ani.id, '2031-12-04', null],
      [w.budi.id, '2031-12-10', M],
    ]);
    const exported = await w.t.request({ method: 'GET', url: '/api/roster/export?bulan=2031-12', token: w.hrd.token });
    const wb = await loadXlsx(exported.body.file);
    const ws = wb.getWorksheet('Roster') as ExcelJS.Worksheet;
    // Rows: 3 Ani, 4 Budi, 5 Citra, 6 Yuni, 7 Zaenal; column 3 is the 1st.
    ws.getCell(3, 3).value = 'S';
    ws.getCell(3, 6).value = null;
    ws.getCell(5, 7).value = ' m ';
    ws.getCell(5, 8).value = 'l';
    const edited = Buffer.from(await wb.xlsx.writeBuffer());

    const before = await rosterTable(w.t);
    const dry = await upload(edited);
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      rows: [
        {
          row: 3,
          aksi: 'ubah',
          label: `${w.ani.nip} · Ani Lestari`,
          changes: [
            { column: '01/12/2031', lama: 'P', baru: 'S' },
            { column: '04/12/2031', lama: 'L', baru: null },
          ],
        },
        { row: 4, aksi: 'tetap', label: `${w.budi.nip} · Budi Santoso`, changes: [] },
        {
          row: 5,
          aksi: 'baru',
          label: `${w.citra.nip} · Citra Dewi`,
          changes: [
            { column: '05/12/2031', lama: null, baru: 'M' },
            { column: '06/12/2031', lama: null, baru: 'L' },
          ],
        },
        { row: 6, aksi: 'tetap', label: `${w.karyawan.nip} · Yuni Karyawan`, changes: [] },
        { row: 7, aksi: 'tetap', label: `${w.hrd.nip} · Zaenal HRD`, changes: [] },
      ],
      errors: [],
    });
    expect(await rosterTable(w.t)).toEqual(before);

    expect(await upload(edited, '?dry_run=false')).toEqual({ status: 200, body: { created: 1, updated: 1 } });
    const rows = await rosterTable(w.t);
    expect(rows.filter((r) => r.user_id === w.ani.id)).toEqual([
      { user_id: w.ani.id, tanggal: '2031-12-01', shift_id: S },
      { user_id: w.ani.id, tanggal: '2031-12-02', shift_id: S },
    ]);
    expect(rows.filter((r) => r.user_id === w.citra.id)).toEqual([
      { user_id: w.citra.id, tanggal: '2031-12-05', shift_id: M },
      { user_id: w.citra.id, tanggal: '2031-12-06', shift_id: null },
    ]);
    expect(rows.filter((r) => r.user_id === w.budi.id)).toEqual([{ user_id: w.budi.id, tanggal: '2031-12-10', shift_id: M }]);

    const audit = await w.t.db.query<{ user_id: number; data: Record<string, unknown> }>(
      `select user_id, data from audit_log where route = '/api/roster/import'`,
    );
    expect(audit).toEqual([
      {
        user_id: w.hrd.id,
        data: {
          ringkasan: 'Impor roster shift Desember 2031: 2 karyawan, 4 hari diubah.',
          bulan: '2031-12',
          created: 1,
          updated: 1,
          karyawan: [w.ani.nip, w.citra.nip],
        },
      },
    ]);

    // The same file again: every row 'tetap', and applying it changes nothing.
    const again = await upload(edited);
    expect(again.body.errors).toEqual([]);
    expect(again.body.rows.map((r: { aksi: string }) => r.aksi)).toEqual(['tetap', 'tetap', 'tetap', 'tetap', 'tetap']);
    expect(await upload(edited, '?dry_run=false')).toEqual({ status: 200, body: { created: 0, updated: 0 } });
    // The export now holds what was imported.
    const after = await w.t.request({ method: 'GET', url: '/api/roster/export?bulan=2031-12', token: w.hrd.token });
    const sheet = (await loadXlsx(after.body.file)).getWorksheet('Roster') as ExcelJS.Worksheet;
    expect(cellsOf(sheet, 3, 8)[0].slice(2)).toEqual(['S', 'S', null, null, null, null]);
  });

  it('applies the same file sent twice at the same moment once', async () => {
    const bytes = await file(['NIP', 'Nama', day('2032-01-05')], [[w.budi.nip, 'Budi', 'P']]);
    const both = await Promise.all([upload(bytes, '?dry_run=false'), upload(bytes, '?dry_run=false')]);
    expect(both.map((r) => r.body).sort((a, b) => b.created - a.created)).toEqual([
      { created: 1, updated: 0 },
      { created: 0, updated: 0 },
    ]);
  });
});

describe('problems in the file', () => {
  beforeAll(async () => {
    await lockPayroll(w.t, '2032-03', [w.citra.id, w.karyawan.id]);
  });

  it('names every employee and code problem by row and column; applying writes nothing', async () => {
    const bytes = await file(
      ['NIP', 'Nama', ...march(5)],
      [
        [w.ani.nip, 'Ani', 'S', null, null, 'L', null],
        ['NIP-TIDAK-ADA', 'Siapa', 'P'],
        [w.dedi.nip, 'Dedi', 'P'],
        [w.budi.nip, 'Budi', 'Q', 'x'],
        [w.ani.nip.toLowerCase(), 'Ani lagi', 'P'],
        [w.citra.nip, 'Citra', null, 'P'],
        // Locked too, but changing nothing: fine.
        [w.karyawan.nip, 'Yuni'],
        [null, 'Tanpa NIP', 'P'],
      ],
    );
    const errors = [
      { row: 4, column: 'NIP', message: 'NIP NIP-TIDAK-ADA tidak terdaftar.' },
      { row: 5, column: 'NIP', message: `Karyawan ${w.dedi.nip} (Dedi Keluar) sudah tidak aktif.` },
      {
        row: 6,
        column: '01/03/2032',
        message:
          'Kode shift "Q" tidak dikenal. Isi kode dari lembar Kode Shift, L untuk libur, atau kosongkan untuk jadwal kerja mingguan.',
      },
      { row: 6, column: '02/03/2032', message: 'Shift X (Lama) tidak aktif dan tidak dapat dipakai lagi.' },
      { row: 7, column: 'NIP', message: `NIP ${w.ani.nip.toLowerCase()} sudah ada di baris 3.` },
      {
        row: 8,
        column: '02/03/2032',
        message:
          'Penggajian Maret 2032 untuk Citra Dewi sudah final, sehingga rosternya terkunci. Minta Admin membuka kembali penggajian bulan tersebut.',
      },
      { row: 10, column: 'NIP', message: 'NIP wajib diisi.' },
    ];
    const before = await rosterTable(w.t);
    const dry = await upload(bytes);
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      rows: [
        {
          row: 3,
          aksi: 'baru',
          label: `${w.ani.nip} · Ani Lestari`,
          changes: [
            { column: '01/03/2032', lama: null, baru: 'S' },
            { column: '04/03/2032', lama: null, baru: 'L' },
          ],
        },
        { row: 9, aksi: 'tetap', label: `${w.karyawan.nip} · Yuni Karyawan`, changes: [] },
      ],
      errors,
    });
    const applied = await upload(bytes, '?dry_run=false');
    expect(applied).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Berkas berisi 7 kesalahan; tidak ada roster yang disimpan. Perbaiki lalu unggah lagi.',
        errors,
      },
    });
    expect(await rosterTable(w.t)).toEqual(before);
  });

  it('names date headers that are not dates, duplicated or in another month', async () => {
    const bytes = await file(
      ['NIP', 'Nama', day('2032-03-01'), 'Catatan', day('2032-03-02'), '02/03/2032', day('2032-04-01'), '03/03/2032'],
      [
        [w.ani.nip, 'Ani', 'P', 'lembur', 'S', 'S', 'M', 'P'],
        ['NIP-TIDAK-ADA', 'Siapa', 'P'],
      ],
    );
    const errors = [
      {
        row: 2,
        column: 'Catatan',
        message: 'Judul kolom "Catatan" bukan tanggal. Kolom setelah Nama harus berisi tanggal, misalnya 01/12/2026.',
      },
      { row: 2, column: '02/03/2032', message: 'Tanggal 02/03/2032 muncul lebih dari sekali di baris judul.' },
      {
        row: 2,
        column: '01/04/2032',
        message: 'Tanggal 01/04/2032 di luar bulan Maret 2032. Satu berkas hanya berisi roster satu bulan.',
      },
      { row: 4, column: 'NIP', message: 'NIP NIP-TIDAK-ADA tidak terdaftar.' },
    ];
    const before = await rosterTable(w.t);
    expect(await upload(bytes)).toEqual({ status: 200, body: { rows: [], errors } });
    const applied = await upload(bytes, '?dry_run=false');
    expect([applied.status, applied.body.errors]).toEqual([400, errors]);
    expect(await rosterTable(w.t)).toEqual(before);
  });

  it('refuses a file without a NIP column or without dates, writing nothing', async () => {
    const before = await rosterTable(w.t);
    const cases: [Buffer, string][] = [
      [
        await file(['Nomor', 'Nama', day('2032-03-01')], [[w.ani.nip, 'Ani', 'P']]),
        'Kolom NIP tidak ditemukan di baris judul (baris 2). Gunakan templat atau berkas ekspor roster.',
      ],
      // The header on the first row (the title line deleted): row 2 is an employee, not the header.
      [
        await xlsxOf(
          [
            ['NIP', 'Nama', day('2032-03-01')],
            [w.ani.nip, 'Ani', 'P'],
            [w.budi.nip, 'Budi', 'P'],
          ],
          { sheet: 'Roster' },
        ),
        'Kolom NIP tidak ditemukan di baris judul (baris 2). Gunakan templat atau berkas ekspor roster.',
      ],
      [
        await file(['NIP', 'Nama'], [[w.ani.nip, 'Ani']]),
        'Tidak ada kolom tanggal di baris judul (baris 2). Gunakan templat atau berkas ekspor roster.',
      ],
    ];
    for (const [bytes, message] of cases) {
      for (const query of ['?dry_run=true', '?dry_run=false']) {
        expect(await upload(bytes, query)).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message } });
      }
    }
    expect(await rosterTable(w.t)).toEqual(before);
  });

  it('is closed to employees', async () => {
    const bytes = await file(['NIP', 'Nama', day('2032-03-01')], [[w.ani.nip, 'Ani', 'P']]);
    expect((await upload(bytes, '?dry_run=false', w.karyawan.token)).status).toBe(403);
  });
});
