import type { LemburDetail } from '@hadir/contract';
import { formatDate, formatDateTime } from '../../lib/format';
import { StatusBadge } from '../../ui/feedback';
import { timeRange } from './times';

/** Date, times, status, reason and filing time of one overtime (employee and admin detail pages). */
export function OvertimeSummary({ lembur, showPemohon }: { lembur: LemburDetail; showPemohon?: boolean }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          {showPemohon && (
            <>
              <h2 className="text-lg font-semibold text-slate-900">{lembur.pemohon.fullname}</h2>
              <p className="text-sm text-slate-500">NIP {lembur.pemohon.nip}</p>
            </>
          )}
          {!showPemohon && <h2 className="text-lg font-semibold text-slate-900">{formatDate(lembur.tanggal)}</h2>}
        </div>
        <span className="shrink-0">
          <StatusBadge status={lembur.status} />
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        {showPemohon && (
          <div>
            <dt className="text-xs text-slate-500">Tanggal Lembur</dt>
            <dd className="text-slate-900">{formatDate(lembur.tanggal)}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-slate-500">Jam Lembur</dt>
          <dd className="text-slate-900">{timeRange(lembur)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Diajukan</dt>
          <dd className="text-slate-900">{formatDateTime(lembur.tanggal_pengajuan)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-500">Alasan</dt>
          <dd className="whitespace-pre-line text-slate-900">{lembur.alasan}</dd>
        </div>
      </dl>
    </div>
  );
}
