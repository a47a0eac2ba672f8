import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** Employee-area page header: a back button and the title. */
export function MobileHeader({ title, back = -1 as const, action }: { title: string; back?: string | -1; action?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-10 flex items-center gap-2 bg-blue-700 px-2 py-1.5 text-white shadow">
      <button
        type="button"
        aria-label="Kembali"
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-blue-600"
        onClick={() => (back === -1 ? navigate(-1) : navigate(back))}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="flex-1 text-lg font-semibold">{title}</h1>
      {action}
    </header>
  );
}

/** Admin page title with optional actions on the right. */
export function AdminHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="text-sm text-slate-500">{subtitle}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}
