import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
const toastWarning = vi.fn();
vi.mock('react-toastify', () => ({
  toast: {
    error: (msg: string) => toastError(msg),
    warning: (msg: string) => toastWarning(msg),
    isActive: () => false,
  },
}));

const { api, ApiError, setNavigator, REQUEST_TIMEOUT_MS, SESSION_ENDED } = await import('./api');
const { showServerErrors } = await import('./serverErrors');

// Each test stands on its own: an identical toast of an earlier test is long gone.
let clock = Date.UTC(2026, 0, 1);

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const navigate = vi.fn();
beforeEach(() => {
  clock += 60_000;
  vi.spyOn(Date, 'now').mockReturnValue(clock);
  setNavigator(navigate);
  localStorage.setItem('access_token', 'abc');
  localStorage.setItem('user_role', 'Karyawan');
  localStorage.setItem('user', '{}');
  localStorage.setItem('token', 'lama');
});
/** A server that never answers: the request ends only when it is given up. */
function hangingFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toastError.mockReset();
  toastWarning.mockReset();
  navigate.mockReset();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('api client error catalogue (spec section 8)', () => {
  it('sends the bearer token and JSON to /api', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await api.post('/x', { a: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('400 and 404 toast the server message', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Data tidak ditemukan.', code: 'NOT_FOUND' }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledWith('Data tidak ditemukan.');
  });

  it('500 toasts the generic server error', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'detail internal' }));
    await expect(api.get('/x')).rejects.toThrow();
    expect(toastError).toHaveBeenCalledWith('Terjadi kesalahan pada server');
  });

  it('503 toasts why the server is away for a moment', async () => {
    const message = 'Basis data sedang tidak tersedia. Coba lagi sebentar lagi.';
    vi.stubGlobal('fetch', answer(503, { message, code: 'DB_UNAVAILABLE' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503, code: 'DB_UNAVAILABLE' });
    expect(toastError).toHaveBeenCalledWith(message);
  });

  it('no response toasts that the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toThrow();
    expect(toastError).toHaveBeenCalledWith('Tidak dapat terhubung ke server');
  });

  it('401 removes the stored token and user and goes to login', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Sesi berakhir', code: 'UNAUTHENTICATED' }));
    await expect(api.get('/x')).rejects.toThrow();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { from: '/' });
    expect(toastError).not.toHaveBeenCalled();
    expect(toastWarning).toHaveBeenCalledWith(SESSION_ENDED);
  });

  it('says one failure once: the same error again within moments (a retry, parallel calls) adds no toast', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'x' }));
    await expect(api.get('/a')).rejects.toThrow();
    await expect(api.get('/b')).rejects.toThrow();
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('field errors a form shows under its fields are not toasted as well', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const body = { message: 'Alasan wajib diisi.', code: 'VALIDATION_ERROR', errors: { alasan: 'Alasan wajib diisi.' } };
    vi.stubGlobal('fetch', answer(400, body));
    const setError = vi.fn();
    await api.post('/x', {}).catch((err) => showServerErrors(err, setError));
    await vi.advanceTimersByTimeAsync(200);
    expect(setError).toHaveBeenCalledWith('alasan', { type: 'server', message: 'Alasan wajib diisi.' });
    expect(toastError).not.toHaveBeenCalled();
    // A caller that shows no fields still gets the toast.
    clock += 60_000;
    await api.post('/x', {}).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(200);
    expect(toastError).toHaveBeenCalledWith('Alasan wajib diisi.');
  });

  it('gives up after the 30-second time-out', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = api.get('/lambat');
    const settled = expect(pending).rejects.toThrow('Tidak dapat terhubung ke server');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
  });

  it('waits longer for a call given its own time-out (an export)', async () => {
    vi.useFakeTimers();
    hangingFetch();
    let failed = false;
    const pending = api.get('/ekspor', { timeoutMs: 180_000 }).catch(() => {
      failed = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    await pending;
    expect(failed).toBe(true);
  });
});
