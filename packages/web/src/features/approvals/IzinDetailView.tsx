import type { IzinDetail } from '@hadir/contract';
import { formatDate } from '../../lib/format';
import { AttachmentList } from '../../ui/AttachmentList';

/** The fields of a leave request for its approver: type, dates, working days, reason and attachments. */
export function IzinDetailView({ detail }: { detail: IzinDetail }) {
  const tanggal =
    detail.tanggal_mulai === detail.tanggal_selesai
      ? formatDate(detail.tanggal_mulai)
      : `${formatDate(detail.tanggal_mulai)} – ${formatDate(detail.tanggal_selesai)}`;
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm">
      <div>
        <dt className="text-xs text-slate-500">Jenis Izin</dt>
        <dd className="text-slate-900">{detail.jenis_izin}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Tanggal</dt>
        <dd className="text-slate-900">{tanggal}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Jumlah Hari Kerja</dt>
        <dd className="text-slate-900">
          {detail.jumlah_hari} hari{detail.potong_kuota ? ' (memotong kuota cuti)' : ''}
          {detail.berbayar ? '' : ' · tidak dibayar'}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Alasan</dt>
        <dd className="whitespace-pre-line text-slate-900">{detail.alasan}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Lampiran</dt>
        <dd>
          <AttachmentList files={detail.lampiran} />
        </dd>
      </div>
    </dl>
  );
}
