import type { IzinDetail } from '@hadir/contract';
import { Card, StatusBadge } from '../../ui/feedback';
import { OwnRequestDetail } from '../../ui/OwnRequestDetail';
import { LeaveInfo } from './LeaveInfo';

export default function LeaveDetailPage() {
  return (
    <OwnRequestDetail<IzinDetail>
      resource="izin"
      queryKey="izin"
      title="Detail Izin"
      back="/menu/absensi/izin"
      noun="izin"
      loadError="Pengajuan izin tidak dapat dimuat."
      cancelNote="Kuota cuti yang dipesan akan dikembalikan."
    >
      {(data) => (
        <Card className="space-y-3">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{data.jenis_izin}</h2>
            <span className="shrink-0">
              <StatusBadge status={data.status} />
            </span>
          </div>
          <LeaveInfo izin={data} />
        </Card>
      )}
    </OwnRequestDetail>
  );
}
