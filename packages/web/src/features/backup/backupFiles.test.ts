import { describe, expect, it } from 'vitest';
import { describeContents } from './backupFiles';

describe('describeContents', () => {
  it('counts tables, rows and files the Indonesian way', () => {
    expect(describeContents({ jumlah_tabel: 36, jumlah_baris: 1204, jumlah_berkas: 0 })).toBe(
      '36 tabel · 1.204 baris · 0 berkas',
    );
  });
});
