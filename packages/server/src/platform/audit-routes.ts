import type { AuditKategori } from '@hadir/contract';

// What an audited route is about, for entries no module described (and for entries written before they were
// described): the kind of action for the viewer's filter and the thing, in Indonesian, for the generic sentence
// ("mengubah data jabatan"). Keyed by the route's URL pattern; the longest matching prefix wins. Kept in step with
// the backfill of migration 0047.

interface RouteKind {
  kategori: AuditKategori;
  /** The thing the route changes, as a sentence names it. */
  objek: string;
}

const KINDS: [string, AuditKategori, string][] = [
  ['/api/users', 'karyawan', 'data karyawan'],
  ['/api/users/import', 'impor', 'data karyawan dari Excel'],
  ['/api/users/resend-login-data', 'karyawan', 'data login karyawan'],
  ['/api/users/data-kontak', 'lainnya', 'data kontak sendiri'],
  ['/api/users/data-pribadi', 'lainnya', 'data pribadi sendiri'],
  ['/api/users/preferensi-notifikasi', 'lainnya', 'preferensi notifikasi'],
  ['/api/users/admin/perubahan-data-pribadi', 'approval', 'pengajuan perubahan data pribadi'],
  ['/api/face-recognition', 'karyawan', 'data wajah karyawan'],
  ['/api/attendance', 'lainnya', 'data absensi'],
  ['/api/attendance/admin/lokasi-absen', 'karyawan', 'lokasi absen karyawan'],
  ['/api/approval', 'approval', 'pengajuan'],
  ['/api/izin', 'approval', 'pengajuan izin'],
  ['/api/lembur', 'approval', 'pengajuan lembur'],
  ['/api/borongan', 'approval', 'data borongan'],
  ['/api/koreksi-kehadiran', 'approval', 'koreksi kehadiran'],
  ['/api/reimburse', 'approval', 'reimburse'],
  ['/api/pengumuman', 'lainnya', 'pengumuman'],
  ['/api/penggajian', 'penggajian', 'penggajian'],
  ['/api/penggajian/:id/slip', 'gaji', 'slip gaji'],
  ['/api/pengaturan-penggajian', 'pengaturan', 'pengaturan penggajian'],
  ['/api/jabatan', 'pengaturan', 'data jabatan'],
  ['/api/lokasi', 'pengaturan', 'data lokasi'],
  ['/api/jadwal-kerja', 'jadwal', 'jadwal kerja'],
  ['/api/shift', 'jadwal', 'data shift'],
  ['/api/pengaturan-shift', 'jadwal', 'pengaturan shift'],
  ['/api/roster', 'jadwal', 'roster shift'],
  ['/api/roster/import', 'impor', 'roster shift dari Excel'],
  ['/api/hari-libur', 'pengaturan', 'hari libur'],
  ['/api/hari-libur/import', 'impor', 'hari libur dari Excel'],
  ['/api/jenis-izin', 'pengaturan', 'jenis izin'],
  ['/api/kuota-cuti', 'pengaturan', 'kuota cuti'],
  ['/api/kuota-cuti/import', 'impor', 'kuota cuti dari Excel'],
  ['/api/harga-borongan', 'pengaturan', 'harga borongan'],
  ['/api/komponen-gaji', 'pengaturan', 'komponen gaji'],
  ['/api/grup-gaji', 'pengaturan', 'grup gaji'],
  ['/api/grup-gaji/:id/karyawan', 'gaji', 'anggota grup gaji'],
  ['/api/grup-gaji/:id/nilai-karyawan', 'gaji', 'nilai gaji karyawan'],
  ['/api/upah-minimum', 'pengaturan', 'upah minimum'],
  ['/api/perusahaan', 'pengaturan', 'data perusahaan'],
  ['/api/pengaturan-keamanan', 'pengaturan', 'pengaturan keamanan'],
  ['/api/mesin-absen', 'pengaturan', 'mesin absen'],
  ['/api/mesin-absen/pin', 'karyawan', 'PIN mesin absen karyawan'],
  ['/api/roles', 'peran', 'peran'],
  ['/api/backup', 'cadangan', 'cadangan data'],
  ['/api/privasi', 'karyawan', 'data pribadi karyawan'],
];

const startsWithSegment = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The kind and the thing of a route; 'lainnya' and 'data' when the table does not know it. */
export function routeKind(route: string): RouteKind {
  let best: [string, AuditKategori, string] | undefined;
  for (const entry of KINDS) {
    if (startsWithSegment(route, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? { kategori: best[1], objek: best[2] } : { kategori: 'lainnya', objek: 'data' };
}

/** The verb of a generic sentence: what the method did to the thing. */
export function genericVerb(method: string, route: string): string {
  if (method === 'DELETE') return 'menghapus';
  if (method !== 'POST') return 'mengubah';
  // POST to a collection the table names adds to it; POST to an action (…/final, …/buka, …/salin) carries it out.
  return KINDS.some(([prefix]) => prefix === route) ? 'menambah' : 'memproses';
}
