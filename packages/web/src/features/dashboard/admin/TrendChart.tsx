import type { AdminTrendDay } from '@hadir/contract';
import { formatDate, formatNumber } from '../../../lib/format';
import { Card } from '../../../ui/feedback';

const SERIES = [
  { key: 'tepat', label: 'Hadir tepat waktu', color: 'bg-green-500' },
  { key: 'terlambat', label: 'Terlambat', color: 'bg-amber-400' },
  { key: 'alpha', label: 'Alpha', color: 'bg-red-500' },
] as const;

const dayMonth = (date: string) => `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;

/** Stacked bars per day (plain CSS): on time + late = present, then alpha; a table carries the figures for screen readers. */
export function TrendChart({ days }: { days: AdminTrendDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.hadir + d.alpha));
  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">Kehadiran 30 Hari Terakhir</h2>
      <ul className="mb-3 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1">
            <span className={`inline-block h-3 w-3 rounded-sm ${s.color}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className="flex h-48 items-end gap-0.5 border-b border-slate-200" aria-hidden="true">
        {days.map((d) => {
          const parts = { tepat: d.hadir - d.terlambat, terlambat: d.terlambat, alpha: d.alpha };
          return (
            <div
              key={d.tanggal}
              className="flex h-full min-w-0 flex-1 flex-col-reverse"
              title={`${formatDate(d.tanggal)}: hadir ${d.hadir} (terlambat ${d.terlambat}), alpha ${d.alpha}`}
            >
              {SERIES.map((s) =>
                parts[s.key] > 0 ? (
                  <div key={s.key} className={s.color} style={{ height: `${(parts[s.key] / max) * 100}%` }} />
                ) : null,
              )}
            </div>
          );
        })}
      </div>
      <div className="flex gap-0.5 pt-1 text-[10px] text-slate-500" aria-hidden="true">
        {days.map((d, i) => (
          <span key={d.tanggal} className="min-w-0 flex-1 text-center">
            {i % 5 === days.length % 5 || i === days.length - 1 ? dayMonth(d.tanggal) : ''}
          </span>
        ))}
      </div>
      <table className="sr-only" aria-label="Kehadiran 30 hari terakhir">
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">Hadir</th>
            <th scope="col">Terlambat</th>
            <th scope="col">Alpha</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.tanggal}>
              <th scope="row">{formatDate(d.tanggal)}</th>
              <td>{formatNumber(d.hadir)}</td>
              <td>{formatNumber(d.terlambat)}</td>
              <td>{formatNumber(d.alpha)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
