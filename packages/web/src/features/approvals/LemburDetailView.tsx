import type { LemburDetail } from '@hadir/contract';
import { formatDate } from '../../lib/format';
import { OvertimeTiers } from '../../ui/OvertimeTiers';

/** The fields of an overtime request for its approver: date, times, reason and the PP 35/2021 breakdown. */
export function LemburDetailView({ detail }: { detail: LemburDetail }) {
  const next = detail.jam_selesai <= detail.jam_mulai ? ' (hari berikutnya)' : '';
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Tanggal Lembur</dt>
          <dd className="text-slate-900">{formatDate(detail.tanggal)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Jam Lembur</dt>
          <dd className="text-slate-900">{`${detail.jam_mulai} – ${detail.jam_selesai}${next}`}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-500">Alasan</dt>
          <dd className="whitespace-pre-line text-slate-900">{detail.alasan}</dd>
        </div>
      </dl>
      <OvertimeTiers data={detail} withoutAmountsNote="Nominal upah hanya terlihat oleh karyawan dan HRD." />
    </div>
  );
}
