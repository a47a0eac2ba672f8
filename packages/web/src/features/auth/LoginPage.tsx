import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { LoginResponse } from '@hadir/contract';
import { api, ApiError } from '../../lib/api';
import { draftPathFor } from '../../lib/formDraft';
import { usePushToken } from '../../lib/push';
import { getToken, saveSession } from '../../lib/storage';

export default function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const push = usePushToken();

  useEffect(() => {
    if (getToken()) navigate('/', { replace: true });
  }, [navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const loadingId = toast.loading('Memproses...');
    try {
      const body = { username, password, fcm_token: push.current() };
      const res = await api.post<LoginResponse>('/auth/login', body, { silent: true });
      toast.dismiss(loadingId);
      // Accepted only when both token and role come back (spec section 4).
      if (!res?.token || !res?.role) return;
      saveSession(res.token, res.role, { userRole: res.role, username: res.username, fullname: res.fullname });
      push.afterLogin();
      // Home, as the spec says, unless a form of this person's waits from a session that ended mid-way.
      const back = draftPathFor(res.username);
      navigate(res.must_change_password ? '/profile/change-password' : (back ?? '/'), { replace: true });
    } catch (err) {
      // The spec removes the loading toast and shows no toast; the form still says what went wrong.
      toast.dismiss(loadingId);
      setError(err instanceof ApiError ? err.message : 'Tidak dapat terhubung ke server');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center bg-white px-6">
      <div className="mb-8 text-center">
        <div className="mx-auto mb-3 flex h-16 w-16 items-center justify-center rounded-2xl bg-blue-700 text-3xl font-bold text-white">
          H
        </div>
        <h1 className="text-2xl font-bold text-slate-900">Hadir</h1>
        <p className="text-sm text-slate-500">Masuk untuk mencatat kehadiran Anda</p>
      </div>
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor="username" className="block text-sm font-medium text-slate-700">
            Username
          </label>
          <input
            id="username"
            name="username"
            required
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="password" className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
          />
        </div>
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        )}
        <div className="text-right">
          <Link to="/lupa-password" className="text-sm font-medium text-blue-700">
            Lupa Password?
          </Link>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-blue-700 py-3 font-semibold text-white hover:bg-blue-800 disabled:bg-blue-300"
        >
          Masuk
        </button>
      </form>
    </main>
  );
}
