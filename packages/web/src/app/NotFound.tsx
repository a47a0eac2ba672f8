import { Link, useLocation, useNavigate } from 'react-router';

export function NotFound() {
  const navigate = useNavigate();
  // Opened first in this tab (a fresh tab, a typed address): there is nothing of the app to go back to, so Home.
  const first = useLocation().key === 'default';
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 bg-white p-6 text-center">
      <p className="text-6xl font-bold text-blue-700">404</p>
      <h1 className="text-xl font-semibold">Halaman Tidak Ditemukan</h1>
      <p className="text-sm text-slate-500">Halaman yang Anda cari tidak ada atau telah dipindahkan.</p>
      <button
        type="button"
        className="min-h-11 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white"
        onClick={() => (first ? navigate('/', { replace: true }) : navigate(-1))}
      >
        Kembali
      </button>
    </main>
  );
}

export function AdminNotFound() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-blue-700">404</p>
      <h1 className="text-xl font-semibold">Halaman Admin Tidak Ditemukan</h1>
      <Link to="/admin" className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white">
        Kembali ke Dashboard Admin
      </Link>
    </main>
  );
}
