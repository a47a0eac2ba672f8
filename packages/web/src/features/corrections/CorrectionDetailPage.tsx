import type { KoreksiDetail } from '@hadir/contract';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, TIME_ZONE_LABELS } from '../../lib/format';
import { BeforeAfter } from '../../ui/BeforeAfter';
import { Card, StatusBadge } from '../../ui/feedback';
import { OwnRequestDetail } from '../../ui/OwnRequestDetail';
import { pulangLabel } from './times';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export default function CorrectionDetailPage() {
  return (
    <OwnRequestDetail<KoreksiDetail>
      resource="koreksi-kehadiran"
      queryKey="koreksi"
      title="Detail Koreksi"
      back="/menu/absensi/koreksi-kehadiran"
      noun="koreksi kehadiran"
      loadError="Koreksi kehadiran tidak dapat dimuat."
    >
      {(data) => (
        <>
          <Card className="space-y-3">
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{formatDate(data.tanggal)}</h2>
              <span className="shrink-0">
                <StatusBadge status={data.status} />
              </span>
            </div>
            <dl className="space-y-2">
              <Row label="Diajukan">{formatDateTime(data.tanggal_pengajuan)}</Row>
              <Row label="Alasan">
                <span className="whitespace-pre-line">{data.alasan}</span>
              </Row>
            </dl>
          </Card>
          <Card>
            <BeforeAfter
              caption={`Jam absensi · ${TIME_ZONE_LABELS[data.zona_waktu] ?? data.zona_waktu}`}
              rows={[
                { label: 'Jam Masuk', before: data.sebelum.jam_masuk, after: data.sesudah.jam_masuk },
                { label: 'Jam Pulang', before: pulangLabel(data.sebelum), after: pulangLabel(data.sesudah) },
              ]}
            />
          </Card>
        </>
      )}
    </OwnRequestDetail>
  );
}
