import type { MeResponse } from '@hadir/contract';
import { ROLE_ADMIN } from '@hadir/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { storedRoles } from '../../lib/roles';
import { logout } from '../../lib/session';
import { getUser } from '../../lib/storage';
import { useLiveEvents } from '../../features/notifications';
import { Loading } from '../../ui/feedback';
import { AdminNotFound } from '../NotFound';
import { ADMIN_NAV, type NavItem, navItemOf, visible } from './nav';

function Section({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const location = useLocation();
  const active = item.children?.some((c) => c.to && location.pathname.startsWith(c.to)) ?? false;
  const [open, setOpen] = useState(active);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-blue-700 text-white' : 'text-blue-50 hover:bg-blue-800'}`;
  if (item.to) {
    return (
      <NavLink to={item.to} end={item.to === '/admin'} className={linkClass} onClick={onNavigate}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <div>
      <button
        type="button"
        aria-expanded={open || active}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm text-blue-50 hover:bg-blue-800"
        onClick={() => setOpen(!open)}
      >
        {item.label}
        <span aria-hidden="true">{open || active ? '▾' : '▸'}</span>
      </button>
      {(open || active) && (
        <div className="ml-3 space-y-0.5 border-l border-blue-700 pl-2">
          {item.children?.map((c) => (
            <Section key={c.label} item={c} onNavigate={onNavigate} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Admin area: sidebar with the sections the user opens, a link back to the employee app, and the user dropdown.
 * A page of a section the user's roles do not open shows the admin Not Found page (the server refuses it too).
 */
export default function AdminShell() {
  useLiveEvents();
  const navigate = useNavigate();
  const location = useLocation();
  const user = getUser();
  const isAdmin = storedRoles().includes(ROLE_ADMIN);
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: () => api.get<MeResponse>('/auth/me'), staleTime: 60_000 });
  // Until /auth/me answers (or if it cannot), nothing is hidden: the server still refuses what is not allowed.
  const sections = me.data?.bagian_admin ?? null;
  const shown = (item: NavItem) => visible(item, isAdmin, sections);
  const page = navItemOf(location.pathname);
  const allowed = !page || shown(page);
  const nav = ADMIN_NAV.filter(shown).map((item) => (item.children ? { ...item, children: item.children.filter(shown) } : item));
  const [menuOpen, setMenuOpen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <div className="flex min-h-screen bg-slate-100">
      <aside
        aria-label="Menu admin"
        className={`fixed inset-y-0 left-0 z-30 w-64 overflow-y-auto bg-blue-900 p-3 transition-transform lg:static lg:translate-x-0 ${sidebarOpen ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <Link to="/admin" className="mb-4 block px-3 py-2 text-xl font-bold text-white">
          Hadir Admin
        </Link>
        <nav className="space-y-0.5">
          {nav.map((item) => (
            <Section key={item.label} item={item} onNavigate={() => setSidebarOpen(false)} />
          ))}
          <Link to="/" className="mt-4 block rounded-lg px-3 py-2 text-sm text-blue-200 hover:bg-blue-800">
            ← Kembali ke Aplikasi
          </Link>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between bg-white px-4 py-3 shadow-sm">
          <button
            type="button"
            className="rounded p-1 lg:invisible"
            aria-label="Buka menu"
            onClick={() => setSidebarOpen(!sidebarOpen)}
          >
            ☰
          </button>
          <div className="relative">
            <button
              type="button"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-100"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-blue-700 font-semibold text-white">
                {user.fullname.charAt(0).toUpperCase()}
              </span>
              <span className="hidden sm:inline">{user.fullname}</span>
            </button>
            {menuOpen && (
              <div
                role="menu"
                className="absolute right-0 z-40 mt-2 w-44 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
              >
                <button
                  type="button"
                  role="menuitem"
                  className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-100"
                  onClick={signOut}
                >
                  Sign out
                </button>
              </div>
            )}
          </div>
        </header>
        <main className="flex-1 p-4 lg:p-6">{me.isPending ? <Loading /> : allowed ? <Outlet /> : <AdminNotFound />}</main>
      </div>
    </div>
  );
}
