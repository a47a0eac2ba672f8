import { useLocation } from 'react-router';

/** Screens of features still being built say so plainly instead of showing an empty page. */
export default function ComingSoon() {
  const { pathname } = useLocation();
  const admin = pathname.startsWith('/admin');
  return (
    <div className={admin ? 'p-2' : 'p-4'}>
      <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-lg font-semibold text-slate-900">Fitur sedang dibangun</h1>
        <p className="mt-2 text-sm text-slate-500">Halaman ini akan segera tersedia.</p>
      </div>
    </div>
  );
}
