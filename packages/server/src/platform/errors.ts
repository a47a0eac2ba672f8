import { ERRORS, type ErrorCode } from '@hadir/contract';

/** The one error type services throw; the app maps it to { message, code, errors? } and its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export const notFound = (what = 'Data') => new AppError('NOT_FOUND', `${what} tidak ditemukan.`);

// The database cannot be reached right now: PostgreSQL restarting or shutting down (57P01-57P03), too many
// connections (53300), a connection exception (class 08), or, from the driver, a refused or dropped socket or
// the pool's connect timeout. The request may be retried in a moment and the server itself is fine: a 503.
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres raises these without a code.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;
const FROM_DATABASE = Symbol('fromDatabase');

/** Marks an error thrown by the PostgreSQL driver: a dropped socket is then the database's, not a file store's. */
export function fromDatabase(err: unknown): unknown {
  if (err && typeof err === 'object' && !(FROM_DATABASE in err)) Object.defineProperty(err, FROM_DATABASE, { value: true });
  return err;
}

export function isDbUnavailable(err: unknown, driver = false): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; [FROM_DATABASE]?: boolean };
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_STATES.test(code)) return true;
  const ours = driver || e[FROM_DATABASE] === true;
  if (!ours) return false;
  if (UNAVAILABLE_SOCKET.has(code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  // Node reports a connect that failed on every address as one AggregateError.
  return Array.isArray(e.errors) && e.errors.some((inner) => isDbUnavailable(inner, true));
}

/** PostgreSQL error codes that are the caller's fault or a database that is away for a moment, never a 500. */
export function fromDbError(err: unknown): AppError | undefined {
  if (isDbUnavailable(err)) return new AppError('DB_UNAVAILABLE');
  const code = (err as { code?: string })?.code;
  // Raised by the payroll lock triggers (migration 0017) with the locked month in the message.
  if (code === 'HP409') return new AppError('PENGGAJIAN_TERKUNCI', (err as Error).message);
  if (code === '23505') return new AppError('DUPLICATE');
  if (code === '23503') return new AppError('IN_USE');
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') return new AppError('BAD_REQUEST');
  if (code === '23514') return new AppError('VALIDATION_ERROR');
  // PostgreSQL text cannot hold U+0000: a NUL in a search term or a field is the caller's input, not our fault.
  if (code === '22021') return new AppError('BAD_REQUEST', 'Teks tidak boleh mengandung karakter NUL.');
  return undefined;
}
