const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local date as yyyy-MM-dd: the form's default publish date. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
