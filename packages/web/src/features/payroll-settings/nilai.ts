import { type CaraHitung, pakaiNilai } from '@hadir/contract';
import { formatNumber, formatRupiah } from '../../lib/format';

// A nilai is one integer whose unit follows cara_hitung: rupiah (tetap, per_hari_hadir) or basis points
// (persen_gaji_pokok, 1% = 100). People type rupiah with or without dots and percentages with a comma.

const isPersen = (cara: CaraHitung) => cara === 'persen_gaji_pokok';

/** Text typed into a nilai field -> the integer to send; '' = none; NaN when it is not a number (zod says so). */
export function parseNilai(cara: CaraHitung, text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (isPersen(cara)) {
    const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(t);
    return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : Number.NaN;
  }
  const digits = t.replace(/^Rp\s*/i, '').replace(/[.\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The integer shown back in a field: '5.000.000' or '12,5'. */
export function nilaiText(cara: CaraHitung, nilai: number | null | undefined): string {
  if (nilai == null || Number.isNaN(nilai)) return '';
  return isPersen(cara) ? formatNumber(nilai / 100) : formatNumber(nilai);
}

/** A nilai as a table shows it. */
export function formatNilai(cara: CaraHitung, nilai: number | null | undefined): string {
  if (!pakaiNilai(cara)) return cara === 'otomatis' ? 'Dihitung sistem' : 'Sesuai PP 35/2021';
  if (nilai == null) return '-';
  if (isPersen(cara)) return `${nilaiText(cara, nilai)}% gaji pokok`;
  return cara === 'per_hari_hadir' ? `${formatRupiah(nilai)} / hari` : formatRupiah(nilai);
}
