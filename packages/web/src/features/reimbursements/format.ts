const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local date `days` from today, yyyy-MM-dd (the form's bounds; the server checks the real ones). */
export function localDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** '150.000' for 150000 (id-ID grouping), '' for nothing. */
export function groupDigits(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '' : value.toLocaleString('id-ID');
}

/** The whole rupiah typed into an amount field: digits only; undefined when empty. */
export function parseDigits(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').slice(0, 15);
  return digits ? Number(digits) : undefined;
}
