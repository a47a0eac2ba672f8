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

/** PostgreSQL error codes that are the caller's fault, never a 500. */
export function fromDbError(err: unknown): AppError | undefined {
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
