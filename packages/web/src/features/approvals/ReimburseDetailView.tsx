import type { ReimburseDetail } from '@hadir/contract';
import { formatDate, formatRupiah } from '../../lib/format';
import { AttachmentList } from '../../ui/AttachmentList';

/** The fields of a reimbursement for its approver: category, amount, date, description and receipts. */
export function ReimburseDetailView({ detail }: { detail: ReimburseDetail }) {
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm">
      <div>
        <dt className="text-xs text-slate-500">Kategori</dt>
        <dd className="text-slate-900">{detail.kategori}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Nominal</dt>
        <dd className="font-semibold text-slate-900">{formatRupiah(detail.nominal)}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Tanggal Pengeluaran</dt>
        <dd className="text-slate-900">{formatDate(detail.tanggal)}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Keterangan</dt>
        <dd className="whitespace-pre-line text-slate-900">{detail.keterangan}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Bukti</dt>
        <dd>
          <AttachmentList files={detail.lampiran} />
        </dd>
      </div>
    </dl>
  );
}
