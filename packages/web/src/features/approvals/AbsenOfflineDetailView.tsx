import type { AbsenOfflineDetail } from '@hadir/contract';
import { formatDate, formatNumber, TIME_ZONE_LABELS } from '../../lib/format';
import { PrivatePhoto } from '../../ui/PrivatePhoto';

/** An offline punch held for confirmation: when it was taken, when it arrived and the gap, with its evidence. */
export function AbsenOfflineDetailView({ detail }: { detail: AbsenOfflineDetail }) {
  const label = detail.tipe === 'IN' ? 'Clock in' : 'Clock out';
  return (
    <div className="space-y-3">
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{detail.keterangan}</p>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Absen</dt>
          <dd className="text-slate-900">
            {label} pukul {detail.jam_perangkat} ({TIME_ZONE_LABELS[detail.zona_waktu] ?? detail.zona_waktu})
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Tanggal Absensi</dt>
          <dd className="text-slate-900">{formatDate(detail.tanggal)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-500">Alasan menunggu konfirmasi</dt>
          <dd className="text-slate-900">{detail.alasan}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Lokasi</dt>
          <dd className="text-slate-900">
            {detail.lokasi ?? 'Di luar lokasi kerja'}
            {detail.jarak != null && ` (${formatNumber(detail.jarak)} m)`}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Koordinat</dt>
          <dd className="text-slate-900">
            {detail.latitude.toFixed(6)}, {detail.longitude.toFixed(6)}
          </dd>
        </div>
        {detail.skor_wajah != null && (
          <div>
            <dt className="text-xs text-slate-500">Kecocokan Wajah</dt>
            <dd className="text-slate-900">{Math.round(detail.skor_wajah * 100)}%</dd>
          </div>
        )}
      </dl>
      {detail.foto_id != null && <PrivatePhoto fileId={detail.foto_id} alt={`Foto ${label.toLowerCase()}`} />}
    </div>
  );
}
