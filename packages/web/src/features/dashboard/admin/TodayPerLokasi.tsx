import type { AdminTodayLokasi } from '@hadir/contract';
import { formatDate, formatNumber } from '../../../lib/format';
import { Card, EmptyState } from '../../../ui/feedback';

const ZONE_SHORT: Record<string, string> = { 'Asia/Jakarta': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' };

const FIGURES = [
  { key: 'hadir', label: 'Hadir', tone: 'text-green-700' },
  { key: 'terlambat', label: 'Terlambat', tone: 'text-amber-700' },
  { key: 'izin', label: 'Izin/Cuti', tone: 'text-blue-700' },
  { key: 'alpha', label: 'Alpha', tone: 'text-red-700' },
  { key: 'belum_absen', label: 'Belum Absen', tone: 'text-slate-700' },
] as const;

/** Today's counts per location, each on its own local date and clock. */
export function TodayPerLokasi({ rows }: { rows: AdminTodayLokasi[] }) {
  const total = (key: (typeof FIGURES)[number]['key'] | 'karyawan') => rows.reduce((sum, r) => sum + r[key], 0);
  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">Kehadiran Hari Ini</h2>
      <p className="mb-3 text-xs text-slate-500">
        Setiap lokasi dihitung menurut tanggal dan jam setempat. Hadir sudah termasuk yang terlambat.
      </p>
      {rows.length === 0 ? (
        <EmptyState>Belum ada lokasi.</EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm" aria-label="Kehadiran hari ini per lokasi">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Lokasi
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Karyawan
                </th>
                {FIGURES.map((f) => (
                  <th key={f.key} scope="col" className="px-3 py-2 text-right font-semibold">
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.lokasi_id ?? 'none'}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {r.nama}
                    <span className="block text-xs font-normal text-slate-500">
                      {formatDate(r.tanggal)}, {r.jam.replace(':', '.')} {ZONE_SHORT[r.zona_waktu] ?? r.zona_waktu}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-right">{formatNumber(r.karyawan)}</td>
                  {FIGURES.map((f) => (
                    <td key={f.key} className={`px-3 py-2 text-right font-semibold ${r[f.key] ? f.tone : 'text-slate-500'}`}>
                      {formatNumber(r[f.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {rows.length > 1 && (
              <tfoot className="border-t border-slate-200 bg-slate-50">
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    Total
                  </th>
                  <td className="px-3 py-2 text-right font-semibold">{formatNumber(total('karyawan'))}</td>
                  {FIGURES.map((f) => (
                    <td key={f.key} className="px-3 py-2 text-right font-semibold">
                      {formatNumber(total(f.key))}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </Card>
  );
}
