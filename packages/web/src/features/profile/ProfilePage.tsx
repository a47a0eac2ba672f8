import type { DataKaryawan } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { logout } from '../../lib/session';
import { getUser } from '../../lib/storage';
import { EmailNotificationSetting } from './EmailNotificationSetting';
import { downloadOwnData } from './ownData';

const ENTRY = 'flex w-full items-center justify-between px-4 py-3.5 text-left text-sm font-medium hover:bg-blue-50';

function Chevron({ open }: { open?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`h-5 w-5 text-slate-400 ${open ? 'rotate-90' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function EntryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={`${ENTRY} text-slate-800`}>
        {children}
        <Chevron />
      </Link>
    </li>
  );
}

/** The real person (GET /users/data-karyawan); the stored login data shows until it arrives. */
function ProfileHeader() {
  const stored = getUser();
  const { data } = useQuery({
    queryKey: ['users', 'data-karyawan'],
    queryFn: () => api.get<DataKaryawan>('/users/data-karyawan'),
  });
  const fullname = data?.fullname ?? stored.fullname;
  const roles = data ? data.roles.join(', ') : stored.userRole.split(',').join(', ');
  return (
    <header className="flex items-center gap-4 bg-blue-700 px-4 pt-8 pb-6 text-white">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-white text-2xl font-bold text-blue-700"
      >
        {fullname.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <h1 className="truncate text-lg font-semibold">{fullname}</h1>
        {data?.jabatan && <p className="text-sm text-blue-50">{data.jabatan}</p>}
        <p className="text-sm text-blue-100">{roles || 'User'}</p>
      </div>
    </header>
  );
}

export default function ProfilePage() {
  const navigate = useNavigate();
  const [detailOpen, setDetailOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadOwnData();
    setDownloading(false);
  };
  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <div>
      <ProfileHeader />
      <nav aria-label="Menu profil" className="m-4 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <ul className="divide-y divide-slate-100">
          <li>
            <button
              type="button"
              className={`${ENTRY} text-slate-800`}
              aria-expanded={detailOpen}
              aria-controls="detail-profile"
              onClick={() => setDetailOpen(!detailOpen)}
            >
              Detail Profile
              <Chevron open={detailOpen} />
            </button>
            {detailOpen && (
              <ul id="detail-profile" className="divide-y divide-slate-100 bg-slate-50 pl-4">
                <EntryLink to="/profile/kontak">Data Kontak</EntryLink>
                <EntryLink to="/profile/pribadi">Data Pribadi</EntryLink>
                <EntryLink to="/profile/karyawan">Data Karyawan</EntryLink>
              </ul>
            )}
          </li>
          <EntryLink to="/profile/slip-gaji">Slip Gaji</EntryLink>
          <EntryLink to="/perusahaan">Profile Perusahaan</EntryLink>
          <EntryLink to="/profile/face-registration">Pendaftaran Wajah</EntryLink>
          <EntryLink to="/admin">Menuju ke Admin</EntryLink>
          <EntryLink to="/profile/change-password">Change Password</EntryLink>
          <li>
            <button type="button" className={`${ENTRY} text-slate-800`} onClick={download} disabled={downloading}>
              {downloading ? 'Menyiapkan unduhan...' : 'Unduh Data Saya'}
              <Chevron />
            </button>
          </li>
          <li>
            <button type="button" className={`${ENTRY} text-red-600`} onClick={signOut}>
              Logout
            </button>
          </li>
        </ul>
      </nav>
      <EmailNotificationSetting />
    </div>
  );
}
