import { formatNumber } from '../../lib/format';

export { localDate } from '../../lib/format';

/** '150.000' for 150000 (id-ID grouping), '' for nothing. */
export function groupDigits(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '' : formatNumber(value);
}

/** The whole rupiah typed into an amount field: digits only; undefined when empty. */
export function parseDigits(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').slice(0, 15);
  return digits ? Number(digits) : undefined;
}
