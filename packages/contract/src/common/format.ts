// One written form per kind of value, for the web's screens and the server's PDFs, xlsx and messages alike
// (docs/decisions/0026-one-format-per-kind.md). Built by hand from digits, never from the reader's locale, so an
// English-language browser or a server without Indonesian locale data writes exactly the same text.
import { namaTanggal } from './nama-bulan.ts';

export { NAMA_BULAN, namaBulan, namaTanggal } from './nama-bulan.ts';

export const NAMA_HARI_SEPEKAN = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 1250000 -> '1.250.000'; 12.5 -> '12,5' (at most `digits` decimals). */
export function formatAngka(n: number, digits = 2): string {
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(n) * factor) / factor;
  const [whole = '0', frac] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 && rounded !== 0 ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/** 290000 -> 'Rp 290.000'; -290000 -> '-Rp 290.000' (the sign before the currency, always). */
export function formatRupiah(n: number): string {
  return `${n < 0 ? '-' : ''}Rp ${formatAngka(Math.abs(n), 0)}`;
}

/** '2026-11-23' -> '23/11/2026': the numeric date of inputs, tables and sheets. */
export function tanggalAngka(tanggal: string): string {
  return `${tanggal.slice(8, 10)}/${tanggal.slice(5, 7)}/${tanggal.slice(0, 4)}`;
}

/** '23/11/2026' (also '23-11-2026', '23.11.2026', '1/2/2026') -> '2026-11-23'; null when it is no real date. */
export function bacaTanggalAngka(text: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  return tanggalIso(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** yyyy-MM-dd of a year, month (1-12) and day; null when that day does not exist. */
export function tanggalIso(y: number, m: number, d: number): string | null {
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
}

/** '17:05', '1705', '17.05', '9:5' -> '17:05' (24-hour); null when it is no time of day. */
export function bacaJam(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{1,2})[:.](\d{1,2})$/.exec(t) ?? /^(\d{2})(\d{2})$/.exec(t);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? `${pad(h)}:${pad(min)}` : null;
}

/** 'Senin, 23 November 2026' for a yyyy-MM-dd. */
export function namaHariTanggal(tanggal: string): string {
  const day = new Date(`${tanggal.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return `${NAMA_HARI_SEPEKAN[day]}, ${namaTanggal(tanggal)}`;
}

/** The wall clock of an instant: in `timeZone`, or the runtime's own zone when none is given. */
export interface Jam {
  tanggal: string;
  jam: string;
  detik: string;
}

export function jamDinding(at: Date, timeZone?: string): Jam {
  if (!timeZone) {
    return {
      tanggal: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      jam: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
      detik: pad(at.getSeconds()),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    tanggal: `${part('year')}-${part('month')}-${part('day')}`,
    jam: `${part('hour')}:${part('minute')}`,
    detik: part('second'),
  };
}

/** '23 November 2026 17:05': an instant's date and 24-hour time, in `timeZone` (else the runtime's zone). */
export function namaTanggalJam(at: Date, timeZone?: string): string {
  const w = jamDinding(at, timeZone);
  return `${namaTanggal(w.tanggal)} ${w.jam}`;
}
