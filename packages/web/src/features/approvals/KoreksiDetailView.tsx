import type { KoreksiDetail, KoreksiWaktu } from '@hadir/contract';
import { formatDate, TIME_ZONE_LABELS } from '../../lib/format';
import { BeforeAfter } from '../../ui/BeforeAfter';

/** A clock-out at or before the clock-in is on the next day (night shift). */
function pulang(t: KoreksiWaktu): string | null {
  if (!t.jam_pulang) return null;
  return t.jam_masuk && t.jam_pulang <= t.jam_masuk ? `${t.jam_pulang} (hari berikutnya)` : t.jam_pulang;
}

/** The fields of an attendance correction, with the record's times before and after it. */
export function KoreksiDetailView({ detail }: { detail: KoreksiDetail }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Tanggal Absensi</dt>
          <dd className="text-slate-900">{formatDate(detail.tanggal)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-500">Alasan</dt>
          <dd className="whitespace-pre-line text-slate-900">{detail.alasan}</dd>
        </div>
      </dl>
      <BeforeAfter
        caption={`Jam absensi · ${TIME_ZONE_LABELS[detail.zona_waktu] ?? detail.zona_waktu}`}
        rows={[
          { label: 'Jam Masuk', before: detail.sebelum.jam_masuk, after: detail.sesudah.jam_masuk },
          { label: 'Jam Pulang', before: pulang(detail.sebelum), after: pulang(detail.sesudah) },
        ]}
      />
    </div>
  );
}
