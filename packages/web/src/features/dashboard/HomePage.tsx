import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getUser } from '../../lib/storage';
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

export default function HomePage() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useDashboard();
  const [faceLater, setFaceLater] = useState(false);
  return (
    <div>
      <ProfileHeader />
      <div className="-mt-10 space-y-4 px-4">
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
      <Modal open={!!data && !data.faceRegistered && !faceLater} onClose={() => setFaceLater(true)} title="Daftarkan Wajah Anda">
        <p className="text-sm text-slate-600">
          Wajah Anda belum terdaftar. Daftarkan wajah agar dapat melakukan absensi dengan verifikasi wajah.
        </p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={() => setFaceLater(true)}>
            Nanti
          </Button>
          <Button onClick={() => navigate('/profile/face-registration')}>Daftar Sekarang</Button>
        </div>
      </Modal>
    </div>
  );
}
