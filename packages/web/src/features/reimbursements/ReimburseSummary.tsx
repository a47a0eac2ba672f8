import type { ReimburseDetail } from '@hadir/contract';
import { formatDate, formatDateTime, formatRupiah } from '../../lib/format';
import { AttachmentList } from '../../ui/AttachmentList';
import { StatusBadge } from '../../ui/feedback';
import { PaymentBadge } from './PaymentBadge';

/** A claim's fields, receipts and payment (employee and admin detail pages). */
export function ReimburseSummary({ claim, showPemohon }: { claim: ReimburseDetail; showPemohon?: boolean }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          {showPemohon && <p className="text-sm text-slate-500">{`${claim.pemohon.fullname} · NIP ${claim.pemohon.nip}`}</p>}
          <h2 className="text-lg font-semibold text-slate-900">{claim.kategori}</h2>
          <p className="text-xl font-bold text-blue-800">{formatRupiah(claim.nominal)}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={claim.status} />
          <PaymentBadge status={claim.status_pembayaran} />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Tanggal Pengeluaran</dt>
          <dd className="text-slate-900">{formatDate(claim.tanggal)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Diajukan</dt>
          <dd className="text-slate-900">{formatDateTime(claim.tanggal_pengajuan)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-500">Keterangan</dt>
          <dd className="whitespace-pre-line text-slate-900">{claim.keterangan}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-500">Bukti</dt>
          <dd>
            <AttachmentList files={claim.lampiran} />
          </dd>
        </div>
        {claim.dibayar_pada && (
          <div className="sm:col-span-2">
            <dt className="text-xs text-slate-500">Pembayaran</dt>
            <dd className="text-slate-900">
              Dibayar {formatDate(claim.dibayar_pada)} oleh {claim.dibayar_oleh}
              {claim.catatan_pembayaran && (
                <span className="block whitespace-pre-line text-slate-600">{claim.catatan_pembayaran}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
