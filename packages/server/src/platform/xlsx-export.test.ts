import { describe, expect, it } from 'vitest';
import { readExport } from '../../test/xlsx.ts';
import { xlsxWriter } from './xlsx-export.ts';

// The one Excel writer, apart from what each export puts in it (the modules' export tests).

describe('xlsxWriter', () => {
  it('lets a request in while it writes a big batch of rows, and still writes every row in order', async () => {
    const xlsx = xlsxWriter({
      name: 'Rekap',
      title: 'Laporan Rekapitulasi Kehadiran',
      company: 'PT Contoh',
      columns: [{ header: 'No', width: 6, value: (n: number) => n }],
    });
    const answered: string[] = [];
    // A clock-in read while the export writes: its turn comes before the export's batch is done.
    setImmediate(() => answered.push('clock-in'));
    await xlsx.add(Array.from({ length: 1_000 }, (_, i) => i + 1)).then(() => answered.push('rows'));
    await xlsx.add([1_001]);
    expect(answered).toEqual(['clock-in', 'rows']);

    const read = await readExport((await xlsx.finish()).toString('base64'));
    expect(read.header).toEqual(['No']);
    expect(read.rows.map(([n]) => n)).toEqual(Array.from({ length: 1_001 }, (_, i) => i + 1));
  });
});
