import { hitungUpah } from '@hadir/contract';
import { describe, expect, it } from 'vitest';
import { formatJumlah } from './format';

describe('the wage shown before sending', () => {
  it('rounds each item half up to whole rupiah, as the server stores it', () => {
    expect(hitungUpah(2.5, 1333)).toBe(3333);
    expect(hitungUpah(12.35, 810)).toBe(10004);
    expect(hitungUpah(0.01, 49)).toBe(0);
    expect(hitungUpah(0.01, 50)).toBe(1);
    // 1.15 is 1.149999... in binary: still 115 hundredths.
    expect(hitungUpah(1.15, 100)).toBe(115);
    expect(hitungUpah(10_000, 100_000_000)).toBe(1_000_000_000_000);
  });

  it('shows quantities the Indonesian way with their unit', () => {
    expect(formatJumlah(12.5, 'kg')).toBe('12,5 kg');
    expect(formatJumlah(1250, 'potong')).toBe('1.250 potong');
  });
});
