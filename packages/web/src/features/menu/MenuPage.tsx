import { Link } from 'react-router';
import { useBoronganAkses } from '../../lib/boronganAkses';
import { isAdminUser } from '../../lib/roles';
import { MobileHeader } from '../../ui/PageHeader';
import { useIsPic } from './usePicStatus';

interface Tile {
  label: string;
  to: string;
  icon: string;
}

const ICONS = {
  absensi: 'M12 7v5l3 3M12 21a9 9 0 100-18 9 9 0 000 18z',
  borongan: 'M4 7h16M4 12h16M4 17h10M3 3h18v18H3z',
  pengumuman: 'M4 10v4h3l5 4V6L7 10H4zm12-2a5 5 0 010 8',
  reimburse: 'M3 7h18v10H3zM12 10a2 2 0 100 4 2 2 0 000-4z',
  approval: 'M9 12l2 2 4-4M12 21a9 9 0 100-18 9 9 0 000 18z',
  doc: 'M7 3h7l5 5v13H7zM14 3v5h5',
  jadwal: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
};

const BORONGAN: Tile = { label: 'Input Absensi Borongan/Harian', to: '/menu/absensi/borongan', icon: ICONS.borongan };
const TILES: Tile[] = [
  { label: 'Absensi', to: '/menu/absensi/riwayat', icon: ICONS.absensi },
  { label: 'Jadwal Saya', to: '/jadwal-saya', icon: ICONS.jadwal },
  BORONGAN,
  { label: 'Pengumuman', to: '/menu/pengumuman', icon: ICONS.pengumuman },
  { label: 'Reimburse', to: '/menu/reimburse', icon: ICONS.reimburse },
];
const APPROVAL: Tile = { label: 'Approval', to: '/menu/approval', icon: ICONS.approval };

/** Requests filed from the attendance area. */
const PENGAJUAN: Tile[] = [
  { label: 'Izin', to: '/menu/absensi/izin', icon: ICONS.doc },
  { label: 'Lembur', to: '/menu/absensi/lembur', icon: ICONS.doc },
  { label: 'Koreksi Kehadiran', to: '/menu/absensi/koreksi-kehadiran', icon: ICONS.doc },
];

function TileLink({ tile, small }: { tile: Tile; small?: boolean }) {
  return (
    <Link
      to={tile.to}
      className={`flex flex-col items-center justify-center gap-2 rounded-xl bg-white text-center font-medium text-slate-800 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50 ${small ? 'p-3 text-xs' : 'p-4 text-sm'}`}
    >
      <svg
        viewBox="0 0 24 24"
        className={`${small ? 'h-6 w-6' : 'h-8 w-8'} text-blue-700`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d={tile.icon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {tile.label}
    </Link>
  );
}

export default function MenuPage() {
  const isPic = useIsPic();
  // Harian/borongan entry only for the employee types HR chose (all when none chosen).
  const borongan = useBoronganAkses();
  const shown = borongan ? TILES : TILES.filter((t) => t !== BORONGAN);
  // Approval is for Admin/HRD (spec) and for whoever approves someone's requests as their PIC.
  const tiles = isAdminUser() || isPic ? [...shown, APPROVAL] : shown;
  return (
    <div>
      <MobileHeader title="Menu" back="/" />
      <div className="space-y-6 p-4">
        <nav aria-label="Menu utama" className="grid grid-cols-2 gap-3">
          {tiles.map((t) => (
            <TileLink key={t.to} tile={t} />
          ))}
        </nav>
        <section aria-labelledby="menu-pengajuan">
          <h2 id="menu-pengajuan" className="mb-2 text-sm font-semibold text-slate-700">
            Pengajuan Absensi
          </h2>
          <nav aria-labelledby="menu-pengajuan" className="grid grid-cols-3 gap-3">
            {PENGAJUAN.map((t) => (
              <TileLink key={t.to} tile={t} small />
            ))}
          </nav>
        </section>
      </div>
    </div>
  );
}
