import type { HistoryDetail } from '@hadir/contract';
import type { ReactNode } from 'react';
import { formatDateTime, formatLongDate, formatMinutes, formatNumber } from '../../lib/format';
import { Card } from '../../ui/feedback';
import { DayStatusBadge, OutsideScheduleBadge } from './DayStatusBadge';
import { PrivatePhoto } from './PrivatePhoto';

const ZONE_SHORT: Record<string, string> = { 'Asia/Jakarta': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const osm = (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;

interface Side {
  title: string;
  jam: string | null;
  lat: number | null;
  lon: number | null;
  jarak: number | null;
  lokasi: string | null;
  skor: number | null;
  foto: number | null;
  offline: boolean;
  /** When an offline punch reached the server. */
  diterima: string | null;
  timeZone: string;
}

function PunchCard({ side, zone }: { side: Side; zone: string }) {
  return (
    <Card>
      <h3 className="mb-1 font-semibold text-slate-900">{side.title}</h3>
      {side.jam ? (
        <dl className="divide-y divide-slate-100">
          <Row label="Jam">
            {side.jam} {zone}
          </Row>
          <Row label="Lokasi">{side.lokasi ?? 'Di luar lokasi kantor'}</Row>
          <Row label="Jarak">{side.jarak == null ? '-' : `${formatNumber(side.jarak)} m`}</Row>
          <Row label="Koordinat">
            {side.lat == null || side.lon == null ? (
              '-'
            ) : (
              <a
                href={osm(side.lat, side.lon)}
                target="_blank"
                rel="noreferrer"
                className="text-blue-700 underline"
                aria-label={`Lihat peta ${side.title.toLowerCase()}`}
              >
                {side.lat.toFixed(6)}, {side.lon.toFixed(6)}
              </a>
            )}
          </Row>
          <Row label="Skor Wajah">{side.skor == null ? 'Tanpa pencocokan wajah' : formatNumber(side.skor)}</Row>
          {side.offline && (
            // The time above is the phone's; HR reviews how late it arrived.
            <Row label="Dikirim offline">Diterima {formatDateTime(side.diterima, side.timeZone)}</Row>
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">Belum ada catatan.</p>
      )}
      {/* Outside the <dl>: a list of terms holds only term/description pairs. */}
      {side.jam && side.foto != null && (
        <div className="pt-2">
          <PrivatePhoto fileId={side.foto} alt={`Foto ${side.title.toLowerCase()}`} />
        </div>
      )}
    </Card>
  );
}

/** One attendance record: the day's judgement, both punches with place and photo, and its corrections. */
export function AttendanceDetailView({ data }: { data: HistoryDetail }) {
  const zone = ZONE_SHORT[data.zona_waktu] ?? data.zona_waktu;
  return (
    <div className="space-y-3">
      <Card>
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{formatLongDate(data.tanggal)}</h2>
          <div className="flex flex-wrap justify-end gap-1">
            <DayStatusBadge status={data.status} />
            {data.di_luar_jadwal && <OutsideScheduleBadge />}
          </div>
        </div>
        {data.alasan_pulang_awal && (
          <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-yellow-50 p-2 text-sm text-slate-700">
            Alasan: {data.alasan_pulang_awal}
          </p>
        )}
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label="Shift">{data.shift}</Row>
          <Row label="Jam Masuk">{data.jam_masuk ?? '-'}</Row>
          <Row label="Jam Pulang">{data.jam_pulang ?? '-'}</Row>
          {data.flags.terlambat && <Row label="Terlambat">{formatMinutes(data.menit_terlambat)}</Row>}
          {data.flags.pulang_awal && <Row label="Pulang Awal">{formatMinutes(data.menit_pulang_awal)}</Row>}
          {data.time_in && data.time_out && <Row label="Durasi Kehadiran">{formatMinutes(data.menit_kehadiran)}</Row>}
        </dl>
      </Card>
      <PunchCard
        zone={zone}
        side={{
          title: 'Absen Masuk',
          jam: data.jam_masuk,
          lat: data.lat_in,
          lon: data.lon_in,
          jarak: data.jarak_in,
          lokasi: data.lokasi_in,
          skor: data.skor_wajah_in,
          foto: data.foto_in_id,
          offline: data.offline_in,
          diterima: data.diterima_in,
          timeZone: data.zona_waktu,
        }}
      />
      <PunchCard
        zone={zone}
        side={{
          title: 'Absen Pulang',
          jam: data.jam_pulang,
          lat: data.lat_out,
          lon: data.lon_out,
          jarak: data.jarak_out,
          lokasi: data.lokasi_out,
          skor: data.skor_wajah_out,
          foto: data.foto_out_id,
          offline: data.offline_out,
          diterima: data.diterima_out,
          timeZone: data.zona_waktu,
        }}
      />
      <Card>
        <h3 className="mb-1 font-semibold text-slate-900">Riwayat Koreksi</h3>
        {data.riwayat.length === 0 ? (
          <p className="text-sm text-slate-500">Belum pernah dikoreksi.</p>
        ) : (
          <ol className="space-y-2">
            {data.riwayat.map((h) => (
              <li key={h.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                <p className="text-xs text-slate-500">
                  {formatDateTime(h.changed_at)}
                  {h.changed_by && ` · ${h.changed_by}`}
                </p>
                {h.old_time_in !== h.new_time_in && (
                  <p className="mt-1">
                    Jam masuk: {h.old_jam_masuk ?? '-'} → {h.new_jam_masuk ?? '-'}
                  </p>
                )}
                {h.old_time_out !== h.new_time_out && (
                  <p>
                    Jam pulang: {h.old_jam_pulang ?? '-'} → {h.new_jam_pulang ?? '-'}
                  </p>
                )}
                <p className="text-slate-600">Alasan: {h.alasan}</p>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
