import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleServerMessage, parseEventStream } from './messages';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('handleServerMessage', () => {
  it('FORCE_LOGOUT: warns with its message, clears all local storage and goes to login', () => {
    localStorage.setItem('access_token', 'abc');
    localStorage.setItem('user_role', 'Karyawan');
    localStorage.setItem('lain', 'x');
    const warning = vi.spyOn(toast, 'warning');
    const navigate = vi.fn();
    handleServerMessage({ id: '1', action: 'FORCE_LOGOUT', message: 'Akun Anda telah dinonaktifkan.' }, navigate);
    expect(warning).toHaveBeenCalledWith('Akun Anda telah dinonaktifkan.', { toastId: '1' });
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("shows a notification as the toast 'title: body', once per message id", () => {
    const info = vi.spyOn(toast, 'info');
    const navigate = vi.fn();
    handleServerMessage({ id: '7', notification: { title: 'Pengumuman baru', body: 'Rapat bulanan' } }, navigate);
    expect(info).toHaveBeenCalledWith('Pengumuman baru: Rapat bulanan', { toastId: '7' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('parseEventStream', () => {
  it('answers complete events and keeps the unfinished rest, skipping comments and retry lines', () => {
    const { events, rest } = parseEventStream('retry: 5000\n\n: ping\n\ndata: {"id":"a"}\n\ndata: {"id":');
    expect(events).toEqual([{ id: 'a' }]);
    expect(rest).toBe('data: {"id":');
    expect(parseEventStream(`${rest}"b"}\n\n`).events).toEqual([{ id: 'b' }]);
  });
});
