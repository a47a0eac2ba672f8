import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isAdminUser } from '../../lib/roles';
import { getUser, SESSION_FLAGS } from '../../lib/storage';
import { Button } from '../../ui/Button';
import { ErrorState, Loading } from '../../ui/feedback';
import { Modal } from '../../ui/Modal';
import { AttendanceCard } from './AttendanceCard';
import { DashboardTabs } from './DashboardTabs';
import { useDashboard } from './useDashboard';

function ProfileHeader() {
  const user = getUser();
  const roles = user.userRole
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .join(', ');
  return (
    <header className="flex items-center gap-3 bg-blue-700 px-4 pt-6 pb-14 text-white">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-xl font-bold text-blue-700"
      >
        {user.fullname.charAt(0).toUpperCase()}
      </span>
      <div>
        <h1 className="text-lg font-semibold">{user.fullname}</h1>
        <p className="text-sm text-blue-100">{roles || 'User'}</p>
      </div>
    </header>
  );
}

/** Set once the face prompt has shown in this sign-in session (each sign-in, logout and a 401 clear it). */
const FACE_PROMPT_SHOWN = SESSION_FLAGS.facePromptShown;

/** The face-registration prompt, at most once a session: later Home visits leave the person be. */
function useFacePrompt(registered: boolean | undefined) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (registered !== false || sessionStorage.getItem(FACE_PROMPT_SHOWN)) return;
    sessionStorage.setItem(FACE_PROMPT_SHOWN, '1');
    setOpen(true);
  }, [registered]);
  return { open, close: () => setOpen(false) };
}

/** Admin/HRD at a desktop: the way into the admin area, besides the profile page's entry. */
function AdminEntry() {
  if (!isAdminUser()) return null;
  return (
    <section
      aria-label="Area Admin"
      className="hidden items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex"
    >
      <p className="text-sm text-slate-600">Kelola karyawan, persetujuan, laporan dan penggajian di Area Admin.</p>
      <Link
        to="/admin"
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
      >
        Buka Area Admin
      </Link>
    </section>
  );
}

export default function HomePage() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useDashboard();
  const face = useFacePrompt(data?.faceRegistered);
  return (
    <div>
      <ProfileHeader />
      <div className="-mt-10 space-y-4 px-4">
        <AdminEntry />
        {isPending && <Loading />}
        {isError && (
          <div className="rounded-xl bg-white shadow-sm">
            <ErrorState>Data dasbor belum dapat dimuat.</ErrorState>
            <div className="pb-4 text-center">
              <Button variant="secondary" onClick={() => refetch()}>
                Coba lagi
              </Button>
            </div>
          </div>
        )}
        {data && (
          <>
            <AttendanceCard today={data.today} />
            <DashboardTabs data={data} />
          </>
        )}
      </div>
      <Modal open={face.open} onClose={face.close} title="Daftarkan Wajah Anda">
        <p className="text-sm text-slate-600">
          Wajah Anda belum terdaftar. Daftarkan wajah agar dapat melakukan absensi dengan verifikasi wajah.
        </p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={face.close}>
            Nanti saja
          </Button>
          <Button onClick={() => navigate('/profile/face-registration')}>Daftar Sekarang</Button>
        </div>
      </Modal>
    </div>
  );
}
