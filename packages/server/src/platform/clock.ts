/**
 * The server's clock: the one source of "now" for rules that depend on the time of day (punches).
 * Routes read it and hand the instant to services as a parameter, so services stay pure; tests may
 * set another clock to build days near midnight or across time zones without waiting for them.
 */
let current: () => Date = () => new Date();

export const now = (): Date => current();

/** Replaces the clock (tests only); without an argument the real clock is back. */
export function setClock(clock?: () => Date): void {
  current = clock ?? (() => new Date());
}

/** `at` as Jakarta local time, 'YYYY-MM-DDTHH:mm:ss' (UTC+7, no DST): the company clock of nightly jobs and file names. */
export const jakartaLocal = (at: Date): string => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 19);
