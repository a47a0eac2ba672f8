import type { ReimburseItem } from '@hadir/contract';
import { formatDate, formatRupiah } from '../../lib/format';
import { OwnRequestList } from '../../ui/OwnRequestList';
import { PaymentBadge } from './PaymentBadge';

export default function ReimburseListPage() {
  return (
    <OwnRequestList<ReimburseItem>
      resource="reimburse"
      queryKey="reimburse"
      title="Reimburse"
      to="/menu/reimburse"
      addTo="/menu/reimburse/create"
      addLabel="Ajukan Reimburse"
      empty="Belum ada pengajuan reimburse."
      listLabel="Daftar reimburse"
      heading={(r) => r.kategori}
    >
      {(r) => (
        <>
          <p className="mt-1 text-sm font-semibold text-blue-800">{formatRupiah(r.nominal)}</p>
          <div className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-500">
            <span>{formatDate(r.tanggal)}</span>
            <PaymentBadge status={r.status_pembayaran} />
          </div>
        </>
      )}
    </OwnRequestList>
  );
}
