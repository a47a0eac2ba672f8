// Field rules shared by the banks' layouts: plain ASCII text cut to the field's width, numbers zero-padded.

/**
 * A name as a bank layout takes it: accents dropped (é -> E), upper case, anything but letters, digits, space, dot,
 * apostrophe and dash turned into a space (so no comma, semicolon, quote or line break can break a record), a formula
 * start (=, +, -, @) removed, spaces collapsed, cut to `width`.
 */
export function teksBank(v: string, width: number): string {
  return v
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-+=@.' ]+/, '')
    .slice(0, width)
    .trimEnd();
}

/** Right-aligned, zero-padded digits; throws when the value does not fit (a caller checks widths first). */
export function angka(n: number | string, width: number): string {
  const s = String(n);
  if (!/^\d+$/.test(s) || s.length > width) throw new RangeError(`Nilai ${s} tidak muat di ${width} digit.`);
  return s.padStart(width, '0');
}

/** Left-aligned text padded with spaces to exactly `width` characters. */
export const kiri = (s: string, width: number) => s.slice(0, width).padEnd(width, ' ');

/** Whole rupiah with the two decimals a layout asks for: 5000000 -> '5000000.00'. */
export const rupiahDesimal = (n: number) => `${n}.00`;

/** Lower-case letters of a bank's name, without 'bank', 'pt', 'tbk', 'persero': 'PT Bank Mandiri (Persero) Tbk' -> 'mandiri'. */
export const namaBankBersih = (v: string) =>
  v
    .toLowerCase()
    .replace(/\b(pt|bank|tbk|persero)\b/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
