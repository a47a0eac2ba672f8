import { NavLink, Outlet } from 'react-router';
import { useOfflinePunchSender } from '../../features/attendance';
import { useLiveEvents } from '../../features/notifications';

const NAV = [
  { to: '/', label: 'Home', end: true, icon: 'M3 11l9-8 9 8v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z' },
  { to: '/menu', label: 'Menu', end: false, icon: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z' },
  { to: '/profile', label: 'Profile', end: false, icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0' },
];

/** Employee area: capped to a phone width (max-w-md) with the bottom navigation Home/Menu/Profile. */
export function EmployeeShell() {
  useLiveEvents();
  useOfflinePunchSender();
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col bg-slate-50 shadow-sm">
      <div className="flex-1 pb-20">
        <Outlet />
      </div>
      <nav
        aria-label="Navigasi utama"
        className="fixed inset-x-0 bottom-0 z-20 mx-auto flex max-w-md border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              `flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-blue-700' : 'text-slate-500'}`
            }
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d={item.icon} strokeLinejoin="round" />
            </svg>
            {item.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
