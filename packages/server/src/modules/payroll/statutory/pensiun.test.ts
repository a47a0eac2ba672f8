import { describe, expect, it } from 'vitest';
import { capaiUsiaPensiun, jpBulanIni, usiaPensiun } from './pensiun.ts';

// PP 45/2015 Pasal 15: 56, 57 from 2019, +1 every 3 years up to 65 (reached in 2043); deferral at most 3 years.

describe('usiaPensiun', () => {
  it('follows Pasal 15 ayat (1)-(3)', () => {
    const years = [2015, 2018, 2019, 2021, 2022, 2024, 2025, 2027, 2028, 2042, 2043, 2060];
    expect(years.map(usiaPensiun)).toEqual([56, 56, 57, 57, 58, 58, 59, 59, 60, 64, 65, 65]);
  });
});

describe('capaiUsiaPensiun', () => {
  it('is the birthday on which the age reaches the pension age of that year', () => {
    // Born 1967: 58 in 2025 (pension age 59), 59 in 2026 (pension age 59).
    expect(capaiUsiaPensiun('1967-05-10')).toEqual({ usia: 59, tanggal: '2026-05-10' });
    // Born 1966: 58 in 2024 (pension age 58).
    expect(capaiUsiaPensiun('1966-03-01')).toEqual({ usia: 58, tanggal: '2024-03-01' });
    // Born 1962: 56 in 2018 (56), before the 2019 rise.
    expect(capaiUsiaPensiun('1962-12-31')).toEqual({ usia: 56, tanggal: '2018-12-31' });
    // Born 1980: 63 in 2043 when the age becomes 65, so reaches it at 65 in 2045.
    expect(capaiUsiaPensiun('1980-01-01')).toEqual({ usia: 65, tanggal: '2045-01-01' });
  });
});

describe('jpBulanIni', () => {
  const tgl = (d: string) => d;
  it('goes on through the month of the birthday and stops from the next', () => {
    expect(jpBulanIni('2026-05', '1967-05-31', false, tgl)).toBeNull();
    expect(jpBulanIni('2026-06', '1967-05-01', false, tgl)).toMatchObject({ berhenti: true });
    expect(jpBulanIni('2026-06', null, false, tgl)).toBeNull();
  });

  it('with the deferral, goes on through the month of the third anniversary', () => {
    expect(jpBulanIni('2029-05', '1967-05-10', true, tgl)).toMatchObject({ berhenti: false });
    expect(jpBulanIni('2029-06', '1967-05-10', true, tgl)).toMatchObject({ berhenti: true });
  });
});
