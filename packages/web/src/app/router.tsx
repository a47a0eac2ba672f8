import { ADMIN_ROLES } from '@hadir/contract/roles';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { announcementAdminRoutes, announcementEmployeeRoutes } from '../features/announcements/routes';
import { approvalAdminRoutes, approvalEmployeeRoutes } from '../features/approvals/routes';
import { attendanceRoutes } from '../features/attendance/routes';
import { historyAdminRoutes, historyEmployeeRoutes } from '../features/attendance-history/routes';
import { auditAdminRoutes } from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import { backupAdminRoutes } from '../features/backup/routes';
import { correctionRoutes } from '../features/corrections/routes';
import { dashboardAdminRoutes, dashboardEmployeeRoutes } from '../features/dashboard/routes';
import { devicesAdminRoutes } from '../features/devices/routes';
import { employeeAdminRoutes } from '../features/employees/routes';
import { jadwalSayaRoutes } from '../features/jadwal-saya/routes';
import { leaveRequestAdminRoutes, leaveRequestEmployeeRoutes } from '../features/leave-requests/routes';
import { leaveSettingsAdminRoutes } from '../features/leave-settings/routes';
import { menuRoutes } from '../features/menu/routes';
import { overtimeAdminRoutes, overtimeEmployeeRoutes } from '../features/overtime-requests/routes';
import { payrollAdminRoutes, payrollEmployeeRoutes } from '../features/payroll/routes';
import { payrollSettingsAdminRoutes } from '../features/payroll-settings/routes';
import { pieceRateAdminRoutes, pieceRateEmployeeRoutes } from '../features/piece-rate/routes';
import { profileRoutes } from '../features/profile/routes';
import { reimburseAdminRoutes, reimburseEmployeeRoutes } from '../features/reimbursements/routes';
import { reportAdminRoutes } from '../features/reports/routes';
import { roleAdminRoutes } from '../features/roles/routes';
import { rosterAdminRoutes } from '../features/roster/routes';
import { settingsAdminRoutes } from '../features/settings/routes';
import { EmployeeShell } from './employee/EmployeeShell';
import { RequireAuth } from './guards';
import { AdminNotFound, NotFound } from './NotFound';

export const routes: RouteObject[] = [
  ...authRoutes,
  {
    element: (
      <RequireAuth>
        <EmployeeShell />
      </RequireAuth>
    ),
    children: [
      ...dashboardEmployeeRoutes,
      ...menuRoutes,
      ...announcementEmployeeRoutes,
      ...profileRoutes,
      ...attendanceRoutes,
      ...historyEmployeeRoutes,
      ...jadwalSayaRoutes,
      ...correctionRoutes,
      ...leaveRequestEmployeeRoutes,
      ...overtimeEmployeeRoutes,
      ...reimburseEmployeeRoutes,
      ...approvalEmployeeRoutes,
      ...pieceRateEmployeeRoutes,
      ...payrollEmployeeRoutes,
    ],
  },
  {
    path: 'admin',
    element: (
      <RequireAuth roles={ADMIN_ROLES}>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        lazy: async () => ({ Component: (await import('./admin/AdminShell')).default }),
        children: [
          ...dashboardAdminRoutes,
          ...employeeAdminRoutes,
          ...announcementAdminRoutes,
          ...settingsAdminRoutes,
          ...overtimeAdminRoutes,
          ...reimburseAdminRoutes,
          ...leaveRequestAdminRoutes,
          ...leaveSettingsAdminRoutes,
          ...historyAdminRoutes,
          ...rosterAdminRoutes,
          ...approvalAdminRoutes,
          ...pieceRateAdminRoutes,
          ...reportAdminRoutes,
          ...payrollSettingsAdminRoutes,
          ...devicesAdminRoutes,
          ...backupAdminRoutes,
          ...auditAdminRoutes,
          ...payrollAdminRoutes,
          ...roleAdminRoutes,
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

export const router = createBrowserRouter(routes);
