import type { AttendanceToday, DashboardApprovals, FaceRegistrationStatus, PengumumanLatest } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../lib/api';

export interface DashboardData {
  today: AttendanceToday;
  announcements: PengumumanLatest['items'];
  approvals: DashboardApprovals['approvals'];
  faceRegistered: boolean;
}

// Silent calls: the dashboard shows one toast of its own instead of one per failed call.
async function loadDashboard(): Promise<DashboardData> {
  const silent = { silent: true };
  const [today, latest, approvals, face] = await Promise.all([
    api.get<AttendanceToday>('/attendance/today', silent),
    api.get<PengumumanLatest>('/pengumuman/latest', silent),
    api.get<DashboardApprovals>('/dashboard/user/approvals', silent),
    api.get<FaceRegistrationStatus>('/face-recognition/check-status', silent),
  ]);
  return {
    today,
    announcements: latest.items,
    approvals: approvals.approvals,
    faceRegistered: face.face_registration_status,
  };
}

/** The dashboard's four calls, made together; the load fails as a whole if any of them fails. */
export const homeQuery = { queryKey: ['dashboard', 'home'], queryFn: loadDashboard };

export function useDashboard() {
  const navigate = useNavigate();
  const query = useQuery(homeQuery);
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    // Silent calls skip the client's 401 redirect (the session is already cleared): do it here.
    if (error instanceof ApiError && error.status === 401) navigate('/login', { replace: true });
    else toast.error('Gagal memuat data dasbor.');
  }, [error, navigate]);
  return query;
}
