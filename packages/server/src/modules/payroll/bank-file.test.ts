import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bankCsv, bankXlsx, type Transfer } from './bank-file.ts';

// CSV injection (issue 15): a spreadsheet opening the bank file must not run a cell as a formula.

const HOSTILE: Transfer[] = [
  {
    user_id: 1,
    nip: '@SUM(1+1)',
    nama: '=HYPERLINK("http://contoh.invalid","Klik")',
    nama_bank: '-BCA',
    no_rekening: '+6281234',
    rekening: '+6281234',
    neto: 5_000_000,
  },
  {
    user_id: 2,
    nip: 'K002',
    nama: 'Budi Santoso',
    nama_bank: 'BRI',
    no_rekening: '0012345678',
    rekening: '0012345678',
    neto: 4_250_000,
  },
  { user_id: 3, nip: '\tK003', nama: '\rCici', nama_bank: null, no_rekening: null, rekening: '', neto: 1 },
];

describe('bank transfer file', () => {
  it('writes CSV cells that start like a formula as text (a leading quote), leaving the others as they are', () => {
    const lines = bankCsv(HOSTILE, '=cmd|"/c calc"!A1').toString('utf8').split('\r\n');
    expect(lines[1]).toBe(
      `1,"'=HYPERLINK(""http://contoh.invalid"",""Klik"")",'@SUM(1+1),'-BCA,'+6281234,5000000,"'=cmd|""/c calc""!A1"`,
    );
    expect(lines[2]).toBe(`2,Budi Santoso,K002,BRI,0012345678,4250000,"'=cmd|""/c calc""!A1"`);
    expect(lines[3]).toBe(`3,"'\rCici",'\tK003,,,1,"'=cmd|""/c calc""!A1"`);
  });

  it('writes the Excel file with plain text cells, never formulas', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await bankXlsx(HOSTILE, '=1+1')) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Transfer')!;
    const name = ws.getCell('B2');
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe('=HYPERLINK("http://contoh.invalid","Klik")');
    expect(ws.getCell('E2').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('G2').type).toBe(ExcelJS.ValueType.String);
    const formulas: string[] = [];
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas.push(cell.address);
      }),
    );
    expect(formulas).toEqual([]);
  });
});
