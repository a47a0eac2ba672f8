import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** Shows the server's field errors (400 validation, 409 duplicate) under the matching fields. */
export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>) {
  if (!(err instanceof ApiError) || !err.errors) return;
  for (const [field, message] of Object.entries(err.errors)) setError(field as Path<T>, { type: 'server', message });
  // Said under the fields: the client's toast would only repeat it.
  err.shownInline = Object.keys(err.errors).length > 0;
}
