import type { z } from 'zod';
import { ApiError } from '../../lib/api';

/** What a dialog shows: a message on top and one per field. */
export interface Problems {
  message?: string;
  fields: Record<string, string>;
}

export const noProblems: Problems = { fields: {} };

/** The contract's own messages, checked before sending (first per field). */
export function fromIssues(error: z.ZodError): Problems {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    fields[key] ??= issue.message;
  }
  return { message: fields[''], fields };
}

/** The server's refusal: its message and, where it names fields, theirs. */
export function fromApi(err: unknown): Problems {
  if (err instanceof ApiError) {
    if (err.status === 0 || err.status >= 500) return { message: 'Terjadi kesalahan pada server. Coba lagi.', fields: {} };
    return { message: err.message, fields: err.errors ?? {} };
  }
  return { message: 'Terjadi kesalahan. Coba lagi.', fields: {} };
}
