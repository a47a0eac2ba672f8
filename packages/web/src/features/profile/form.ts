import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** Shows the server's field errors (ApiError.errors) under the matching fields; the client already toasted the message. */
export function showServerErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  if (!(err instanceof ApiError)) return;
  for (const field of fields) {
    const message = err.errors?.[field];
    if (message) setError(field, { message });
  }
}

/** Form values from a record: null becomes '' so that inputs stay controlled. */
export function formValues<T extends Record<string, unknown>>(record: T): { [K in keyof T]: Exclude<T[K], null> | '' } {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v ?? ''])) as never;
}
