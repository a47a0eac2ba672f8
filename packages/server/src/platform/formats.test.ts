import {
  bacaJam,
  bacaTanggalAngka,
  formatAngka,
  formatRupiah,
  jamDinding,
  namaHariTanggal,
  namaTanggal,
  namaTanggalJam,
  tanggalAngka,
} from '@hadir/contract';
import { describe, expect, it } from 'vitest';

// The one written form per kind that the PDFs, sheets and messages share with the web (decision 0026).
describe('one format per kind', () => {
  it('writes money with the sign before the currency', () => {
    expect(formatRupiah(290000)).toBe('Rp 290.000');
    expect(formatRupiah(-290000)).toBe('-Rp 290.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1234567890)).toBe('Rp 1.234.567.890');
  });
  it('groups thousands with dots and decimals with a comma', () => {
    expect(formatAngka(200000)).toBe('200.000');
    expect(formatAngka(12.345)).toBe('12,35');
    expect(formatAngka(1.25, 1)).toBe('1,3');
    expect(formatAngka(-0.001)).toBe('0');
  });
  it('writes dates day/month/year: numeric with slashes, or with the month named', () => {
    expect(tanggalAngka('2026-11-03')).toBe('03/11/2026');
    expect(namaTanggal('2026-11-03')).toBe('3 November 2026');
    expect(namaHariTanggal('2026-03-02')).toBe('Senin, 2 Maret 2026');
  });
  it('writes times 24-hour with a colon in the zone asked for', () => {
    const at = new Date('2026-11-23T10:05:09Z');
    expect(jamDinding(at, 'Asia/Jakarta')).toEqual({ tanggal: '2026-11-23', jam: '17:05', detik: '09' });
    expect(jamDinding(new Date('2026-11-23T17:00:00Z'), 'Asia/Jayapura').tanggal).toBe('2026-11-24');
    expect(namaTanggalJam(at, 'Asia/Makassar')).toBe('23 November 2026 18:05');
  });
  it('reads typed dates and times, refusing days that do not exist', () => {
    expect(bacaTanggalAngka('23/11/2026')).toBe('2026-11-23');
    expect(bacaTanggalAngka('29/02/2027')).toBeNull();
    expect(bacaJam('08.30')).toBe('08:30');
    expect(bacaJam('25:00')).toBeNull();
  });
});
