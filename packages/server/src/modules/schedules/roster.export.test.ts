import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../platform/clock.ts';
import { excelDate } from '../../../test/xlsx.ts';
import { cellsOf, loadXlsx, type RosterWorld, rosterWorld, setRoster, upload } from './roster-xlsx.fixtures.ts';

// GET /roster/export and the import's template: the month's roster as HR edits it in Excel (dates as real Excel
// dates, a shift's kode or L where the roster says so, empty where the weekly schedule applies), and the codes.

let w: RosterWorld;
const get = (url: string, token = w.hrd.token) => w.t.request({ method: 'GET', url, token });
const decemberDates = Array.from({ length: 31 }, (_, i) => excelDate(`2031-12-${String(i + 1).padStart(2, '0')}`));
const none = (n: number) => Array.from({ length: n }, () => null);

beforeAll(async () => {
  w = await rosterWorld();
  const { P, S, M, X } = w.shift;
  await setRoster(w.t, [
    [w.ani.id, '2031-12-01', P],
    [w.ani.id, '2031-12-02', S],
    [w.ani.id, '2031-12-03', M],
    [w.ani.id, '2031-12-04', null],
    [w.ani.id, '2031-12-31', X],
    [w.budi.id, '2031-12-25', M],
    // Another month stays out of December's file.
    [w.budi.id, '2031-11-30', P],
    [w.citra.id, '2032-01-01', S],
  ]);
  await w.t.db.query(`insert into hari_libur (tanggal, nama) values ('2031-12-25', 'Hari Raya Natal')`);
});
afterAll(() => w.t.close());

describe('GET /roster/export', () => {
  it('holds the month: a title, date headers, the roster codes and empty weekly-schedule days, and the code sheet', async () => {
    const res = await get('/api/roster/export?bulan=2031-12');
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe('Roster_Shift_2031-12.xlsx');
    const wb = await loadXlsx(res.body.file);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Roster', 'Kode Shift']);
    const ws = wb.getWorksheet('Roster') as ExcelJS.Worksheet;
    expect(ws.getCell('A1').value).toBe('Roster Shift Desember 2031');
    const [header, ...rows] = cellsOf(ws, 2, 33);
    // Real Excel dates, shown with the Indonesian short weekday.
    expect(header).toEqual(['NIP', 'Nama', ...decemberDates]);
    expect(ws.getCell('C2').numFmt).toBe('[$-421]ddd dd/mm');
    // Christmas is shaded; the others are not.
    expect((ws.getCell(2, 27).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFEE2E2');
    expect((ws.getCell(2, 26).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFDBEAFE');

    // Active employees in name order; Dedi left. Everyone works every day on the weekly schedule, yet only the
    // roster's days hold a code: the file imported back changes nothing.
    expect(rows).toEqual([
      [w.ani.nip, 'Ani Lestari', 'P', 'S', 'M', 'L', ...none(26), 'X'],
      [w.budi.nip, 'Budi Santoso', ...none(24), 'M', ...none(6)],
      [w.citra.nip, 'Citra Dewi', ...none(31)],
      [w.karyawan.nip, 'Yuni Karyawan', ...none(31)],
      [w.hrd.nip, 'Zaenal HRD', ...none(31)],
    ]);

    const kode = wb.getWorksheet('Kode Shift') as ExcelJS.Worksheet;
    expect(cellsOf(kode, 1, 5)).toEqual([
      ['Kode', 'Nama', 'Jam Masuk', 'Jam Pulang', 'Keterangan'],
      ['M', 'Malam', '22:00', '06:00', 'Berakhir hari berikutnya'],
      ['P', 'Pagi', '06:00', '14:00', null],
      ['S', 'Siang', '14:00', '22:00', null],
      ['X', 'Lama', '07:00', '15:00', 'Tidak aktif: tidak dapat dipilih lagi'],
      ['L', 'Libur', null, null, 'Hari libur roster'],
      [null, '(kosong)', null, null, 'Ikuti jadwal kerja mingguan karyawan'],
      [null, null, null, null, null],
      ['Hari libur', 'bulan Desember 2031 (ditandai merah di lembar Roster)', null, null, null],
      ['25/12', 'Hari Raya Natal', null, null, null],
    ]);
  });

  it('takes the grid filters, and is closed to employees and to bad months', async () => {
    const wb = await loadXlsx((await get('/api/roster/export?bulan=2031-12&search=budi')).body.file);
    const rows = cellsOf(wb.getWorksheet('Roster') as ExcelJS.Worksheet, 3, 2);
    expect(rows).toEqual([[w.budi.nip, 'Budi Santoso']]);

    const [jabatan] = await w.t.db.query<{ id: number }>(`insert into jabatan (nama) values ('Operator') returning id`);
    await w.t.db.query('update users set jabatan_id = $1 where id = $2', [jabatan.id, w.citra.id]);
    const byJob = await loadXlsx((await get(`/api/roster/export?bulan=2031-12&jabatan_id=${jabatan.id}`)).body.file);
    expect(cellsOf(byJob.getWorksheet('Roster') as ExcelJS.Worksheet, 3, 2)).toEqual([[w.citra.nip, 'Citra Dewi']]);

    // February of a leap year has 29 columns of dates.
    const feb = await loadXlsx((await get('/api/roster/export?bulan=2032-02')).body.file);
    const febHeader = cellsOf(feb.getWorksheet('Roster') as ExcelJS.Worksheet, 2, 40)[0].filter((v) => v !== null);
    expect(febHeader).toHaveLength(2 + 29);
    expect(feb.getWorksheet('Roster')?.getCell('A1').value).toBe('Roster Shift Februari 2032');

    expect((await get('/api/roster/export?bulan=2031-13')).status).toBe(400);
    expect((await get('/api/roster/export')).status).toBe(400);
    expect((await get('/api/roster/export?bulan=2031-12', w.karyawan.token)).status).toBe(403);
  });
});

describe('GET /roster/import/template', () => {
  it("is next month's roster for every active employee, so that an unchanged upload changes nothing", async () => {
    // 20 November 2031 23:30 WIB is still November at the company.
    setClock(() => new Date('2031-11-20T16:30:00Z'));
    try {
      const res = await get('/api/roster/import/template');
      expect(res.status).toBe(200);
      expect(res.body.filename).toBe('Templat_Roster_Shift_2031-12.xlsx');
      const wb = await loadXlsx(res.body.file);
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Roster', 'Kode Shift']);
      const ws = wb.getWorksheet('Roster') as ExcelJS.Worksheet;
      expect(ws.getCell('A1').value).toBe('Roster Shift Desember 2031');
      const [header, ...rows] = cellsOf(ws, 2, 33);
      expect(header).toEqual(['NIP', 'Nama', ...decemberDates]);
      const entered: Record<number, (string | null)[]> = {
        [w.ani.id]: ['P', 'S', 'M', 'L', ...none(26), 'X'],
        [w.budi.id]: [...none(24), 'M', ...none(6)],
      };
      expect(rows).toEqual(w.aktif.map((u) => [u.nip, u.fullname, ...(entered[u.id] ?? none(31))]));

      // Uploaded unchanged, it changes nothing.
      const same = await upload(w.t, w.hrd.token, Buffer.from(await wb.xlsx.writeBuffer()));
      expect(same.status).toBe(200);
      expect(same.body.errors).toEqual([]);
      expect(same.body.rows.every((r: { aksi: string }) => r.aksi === 'tetap')).toBe(true);

      // Filled in as HR would and uploaded, it previews.
      ws.getCell(3, 3).value = 's';
      const filled = await upload(w.t, w.hrd.token, Buffer.from(await wb.xlsx.writeBuffer()));
      expect(filled.status).toBe(200);
      expect(filled.body.errors).toEqual([]);
      expect(filled.body.rows[0]).toEqual({
        row: 3,
        aksi: 'ubah',
        label: `${w.ani.nip} · Ani Lestari`,
        changes: [{ column: '01/12/2031', lama: 'P', baru: 'S' }],
      });
    } finally {
      setClock();
    }
    expect((await get('/api/roster/import/template', w.karyawan.token)).status).toBe(403);
  });
});
