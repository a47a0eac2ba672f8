import { describe, expect, it } from 'vitest';
import { formatNilai, nilaiText, parseNilai } from './nilai';

describe('nilai fields', () => {
  it('reads rupiah typed with or without dots, and percentages with a comma into basis points', () => {
    expect(parseNilai('tetap', '5.000.000')).toBe(5_000_000);
    expect(parseNilai('per_hari_hadir', 'Rp 25000')).toBe(25_000);
    expect(parseNilai('tetap', '')).toBeNull();
    expect(parseNilai('tetap', '12,5')).toBeNaN();
    expect(parseNilai('persen_gaji_pokok', '12,5')).toBe(1250);
    expect(parseNilai('persen_gaji_pokok', '0.24')).toBe(24);
    expect(parseNilai('persen_gaji_pokok', '100')).toBe(10_000);
    expect(parseNilai('persen_gaji_pokok', '1,234')).toBeNaN();
  });

  it('shows values back the way they are typed and listed', () => {
    expect(nilaiText('tetap', 5_000_000)).toBe('5.000.000');
    expect(nilaiText('persen_gaji_pokok', 1250)).toBe('12,5');
    expect(formatNilai('per_hari_hadir', 25_000)).toBe('Rp 25.000 / hari');
    expect(formatNilai('persen_gaji_pokok', 24)).toBe('0,24% gaji pokok');
    expect(formatNilai('otomatis', null)).toBe('Dihitung sistem');
    expect(formatNilai('per_jam_lembur', null)).toBe('Sesuai PP 35/2021');
  });
});
