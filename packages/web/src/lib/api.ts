import { toast } from 'react-toastify';
import { keepDraft, takeDraft } from './formDraft';
import { clearSessionOn401, getToken, getUser } from './storage';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;

/** An API failure the UI can inspect; the error catalogue's toast has already been shown when `shown`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
  /** Set by showServerErrors: the field errors are under their fields, so no toast repeats them. */
  shownInline = false;
}

/** Said once when the session ends under the person's feet (a 401 while signed in). */
export const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';
/** An identical error within this long is the same failure again (React Query's retries, parallel calls). */
const REPEAT_MS = 10_000;
const lastShown = new Map<string, number>();

/** One failure, one message: an error toast is not stacked on an identical one still showing or just shown. */
export function errorToast(message: string) {
  const at = Date.now();
  if (toast.isActive(message) || at - (lastShown.get(message) ?? Number.NEGATIVE_INFINITY) < REPEAT_MS) return;
  lastShown.set(message, at);
  toast.error(message, { toastId: message });
}

/**
 * A 401 while signed in: the half-filled form is kept for after the next sign-in (formDraft.ts), the session's
 * data leaves the browser, and the person is told why once, however many calls failed together.
 */
function sessionEnded(): boolean {
  if (!getToken()) return false;
  const draft = takeDraft(getUser().username, window.location.pathname);
  void clearSessionOn401();
  if (draft) keepDraft(draft);
  toast.warning(SESSION_ENDED, { toastId: SESSION_ENDED });
  return true;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Leave the error catalogue's toast to the caller (login, report screens). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a retried or double-tapped request is answered once (API.md). */
  idempotencyKey?: string;
  /** How long to wait for the answer; REQUEST_TIMEOUT_MS unless the call is known to take longer (an export). */
  timeoutMs?: number;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

let navigateTo = (path: string, _state?: unknown) => window.location.assign(path);
/** The router replaces the hard redirects with client-side navigation. */
export function setNavigator(fn: (path: string, state?: unknown) => void) {
  navigateTo = fn;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort());
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  } catch {
    if (!opts.silent) errorToast('Tidak dapat terhubung ke server');
    throw new ApiError(0, 'Tidak dapat terhubung ke server');
  } finally {
    clearTimeout(timer);
  }
  const text = await res.text();
  let data: any;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (res.ok) return data as T;

  const message: string = data?.message ?? 'Terjadi kesalahan pada server';
  const error = new ApiError(res.status, message, data?.code, data?.errors);
  if (res.status === 401) {
    // Silent or not: a session that ended mid-use always leads to the sign-in (a failed sign-in stays put).
    const from = window.location.pathname;
    if (sessionEnded()) navigateTo('/login', { from });
  } else if (data?.code === 'PASSWORD_CHANGE_REQUIRED') {
    navigateTo('/profile/change-password');
  } else if (!opts.silent) {
    // A 503 says why (the database restarting, say) and that a retry will do; any other 5xx is the spec's message.
    const text = toastText(error);
    // Field errors a form shows under its fields (showServerErrors, in the caller's onError) need no toast too:
    // the toast waits a moment for the form to claim them.
    if (error.errors && Object.keys(error.errors).length > 0) setTimeout(() => error.shownInline || errorToast(text), 100);
    else errorToast(text);
  }
  throw error;
}

/** A 5xx that is a fault, not a service away for a moment (503 carries its own Indonesian message). */
export const serverFault = (status: number) => status >= 500 && status !== 503;

/** What the error catalogue toasts for a failed call. */
const toastText = (err: ApiError) => (serverFault(err.status) ? 'Terjadi kesalahan pada server' : err.message);

/**
 * For a silent call whose page shows part of its failures itself: toasts what the client would have, unless the
 * page already says it (`shown`), the fields show it, or the session ended (that has its own message).
 */
export function toastApiError(err: unknown, shown?: string | null) {
  if (!(err instanceof ApiError) || err.status === 401 || err.shownInline || err.message === shown) return;
  errorToast(toastText(err));
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** A random UUID for Idempotency-Key; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
