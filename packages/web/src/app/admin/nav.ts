/** The admin sidebar: every section of the spec, and the audit log. */
export interface NavItem {
  label: string;
  to?: string;
  /** Shown to Admin only (HRD is refused by the server there). */
  adminOnly?: boolean;
  children?: NavItem[];
}

export const ADMIN_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Karyawan', to: '/admin/karyawan' },
  {
    label: 'Riwayat',
    children: [
      { label: 'Absensi', to: '/admin/riwayat/absensi' },
      { label: 'Izin', to: '/admin/riwayat/izin' },
      { label: 'Lembur', to: '/admin/riwayat/lembur' },
      { label: 'Harian/Borongan', to: '/admin/riwayat/harian-borongan' },
    ],
  },
  { label: 'Reimburse', to: '/admin/reimburse' },
  { label: 'Pengumuman', to: '/admin/pengumuman' },
  {
    label: 'Laporan',
    children: [
      { label: 'Rekapitulasi Kehadiran', to: '/admin/laporan/rekap-periode' },
      { label: 'Keterlambatan', to: '/admin/laporan/datang-terlambat' },
      { label: 'Kuota Cuti', to: '/admin/laporan/cuti-pribadi' },
      { label: 'Upah Borongan', to: '/admin/laporan/upah-borongan' },
    ],
  },
  {
    label: 'Penggajian',
    children: [
      { label: 'Olah Penggajian', to: '/admin/penggajian/olah' },
      { label: 'Riwayat Penggajian', to: '/admin/penggajian/riwayat' },
    ],
  },
  {
    label: 'Approval',
    children: [
      { label: 'Koreksi Kehadiran', to: '/admin/approval/koreksi-kehadiran' },
      { label: 'Harian/Borongan', to: '/admin/approval/harian-borongan' },
      { label: 'Izin', to: '/admin/approval/izin' },
      { label: 'Lembur', to: '/admin/approval/lembur' },
      { label: 'Reimburse', to: '/admin/approval/reimburse' },
    ],
  },
  {
    label: 'Pengaturan',
    children: [
      { label: 'Jadwal Kerja', to: '/admin/pengaturan/jadwal-kerja' },
      { label: 'Lokasi', to: '/admin/pengaturan/lokasi' },
      { label: 'Harga Harian/Borongan', to: '/admin/pengaturan/harga-harian-borongan' },
      { label: 'Jabatan', to: '/admin/pengaturan/jabatan' },
      { label: 'Jenis Izin', to: '/admin/pengaturan/jenis-izin' },
      { label: 'Kuota Cuti', to: '/admin/pengaturan/kuota-cuti' },
      { label: 'Hari Libur', to: '/admin/pengaturan/hari-libur' },
      { label: 'Komponen Gaji', to: '/admin/pengaturan/gaji/komponen-gaji' },
      { label: 'Grup Gaji', to: '/admin/pengaturan/gaji/grup-gaji' },
      { label: 'Profile Perusahaan', to: '/admin/pengaturan/profile-perusahaan' },
    ],
  },
  { label: 'Role Management', to: '/admin/role-management' },
  { label: 'Backup', to: '/admin/backup', adminOnly: true },
  { label: 'Log Audit', to: '/admin/audit-log', adminOnly: true },
];
