import { type AdminSection, opensSection } from '@hadir/contract/roles';

/** The admin sidebar: every section of the spec, and the audit log. */
export interface NavItem {
  label: string;
  to?: string;
  /** Shown to Admin only (HRD is refused by the server there). */
  adminOnly?: boolean;
  /** The admin section a custom role must open (decision 0015); children inherit it. */
  section?: AdminSection;
  children?: NavItem[];
}

export const ADMIN_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Karyawan', to: '/admin/karyawan', section: 'karyawan' },
  {
    label: 'Riwayat',
    section: 'riwayat',
    children: [
      { label: 'Absensi', to: '/admin/riwayat/absensi' },
      { label: 'Izin', to: '/admin/riwayat/izin' },
      { label: 'Lembur', to: '/admin/riwayat/lembur' },
      { label: 'Harian/Borongan', to: '/admin/riwayat/harian-borongan' },
    ],
  },
  { label: 'Roster Shift', to: '/admin/roster', section: 'riwayat' },
  { label: 'Reimburse', to: '/admin/reimburse', section: 'reimburse' },
  { label: 'Pengumuman', to: '/admin/pengumuman', section: 'pengumuman' },
  {
    label: 'Laporan',
    section: 'laporan',
    children: [
      { label: 'Rekapitulasi Kehadiran', to: '/admin/laporan/rekap-periode' },
      { label: 'Keterlambatan', to: '/admin/laporan/datang-terlambat' },
      { label: 'Kuota Cuti', to: '/admin/laporan/cuti-pribadi' },
      { label: 'Upah Borongan', to: '/admin/laporan/upah-borongan' },
    ],
  },
  {
    label: 'Penggajian',
    section: 'penggajian',
    children: [
      { label: 'Olah Penggajian', to: '/admin/penggajian/olah' },
      { label: 'Riwayat Penggajian', to: '/admin/penggajian/riwayat' },
    ],
  },
  {
    label: 'Approval',
    section: 'approval',
    children: [
      { label: 'Koreksi Kehadiran', to: '/admin/approval/koreksi-kehadiran' },
      { label: 'Absen Offline', to: '/admin/approval/absen-offline' },
      { label: 'Registrasi Wajah', to: '/admin/approval/registrasi-wajah' },
      { label: 'Harian/Borongan', to: '/admin/approval/harian-borongan' },
      { label: 'Izin', to: '/admin/approval/izin' },
      { label: 'Lembur', to: '/admin/approval/lembur' },
      { label: 'Reimburse', to: '/admin/approval/reimburse' },
      { label: 'Perubahan Data Pribadi', to: '/admin/approval/data-pribadi' },
    ],
  },
  {
    label: 'Pengaturan',
    section: 'pengaturan',
    children: [
      { label: 'Jadwal Kerja', to: '/admin/pengaturan/jadwal-kerja' },
      { label: 'Shift', to: '/admin/pengaturan/shift' },
      { label: 'Lokasi', to: '/admin/pengaturan/lokasi' },
      { label: 'Mesin Absen', to: '/admin/pengaturan/mesin-absen' },
      { label: 'Harga Harian/Borongan', to: '/admin/pengaturan/harga-harian-borongan' },
      { label: 'Jabatan', to: '/admin/pengaturan/jabatan' },
      { label: 'Jenis Izin', to: '/admin/pengaturan/jenis-izin' },
      { label: 'Kuota Cuti', to: '/admin/pengaturan/kuota-cuti' },
      { label: 'Hari Libur', to: '/admin/pengaturan/hari-libur' },
      { label: 'Komponen Gaji', to: '/admin/pengaturan/gaji/komponen-gaji' },
      { label: 'Grup Gaji', to: '/admin/pengaturan/gaji/grup-gaji' },
      { label: 'Upah Minimum', to: '/admin/pengaturan/gaji/upah-minimum' },
      { label: 'Profile Perusahaan', to: '/admin/pengaturan/profile-perusahaan' },
      { label: 'Keamanan & Privasi', to: '/admin/pengaturan/keamanan-privasi' },
    ],
  },
  { label: 'Role Management', to: '/admin/role-management', adminOnly: true },
  { label: 'Backup', to: '/admin/backup', adminOnly: true },
  { label: 'Log Audit', to: '/admin/audit-log', adminOnly: true },
];

/** Who sees a sidebar entry and may open its pages: Admin for adminOnly ones, else whoever opens its section. */
export function visible(item: NavItem, isAdmin: boolean, sections: readonly AdminSection[] | null): boolean {
  return (!item.adminOnly || isAdmin) && (!item.section || opensSection(sections, item.section));
}

/** The sidebar entry a path belongs to (the longest matching link), with the section of its group. */
export function navItemOf(pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  const visit = (items: NavItem[], section?: AdminSection) => {
    for (const item of items) {
      const own = { ...item, section: item.section ?? section };
      if (item.children) visit(item.children, own.section);
      else if (item.to && item.to !== '/admin' && (pathname === item.to || pathname.startsWith(`${item.to}/`))) {
        if (!best || item.to.length > (best.to?.length ?? 0)) best = own;
      }
    }
  };
  visit(ADMIN_NAV);
  return best;
}
