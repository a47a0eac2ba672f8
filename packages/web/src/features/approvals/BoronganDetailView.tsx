import type { BoronganDetail } from '@hadir/contract';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';

const jumlah = (n: number) => formatNumber(n);

/** A piece-rate/daily entry for its approver: the date, each job with quantity x price = wage, and the total. */
export function BoronganDetailView({ detail }: { detail: BoronganDetail }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-slate-500">Tanggal Kerja</dt>
          <dd className="text-slate-900">{formatDate(detail.tanggal)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Total Upah</dt>
          <dd className="font-semibold text-slate-900">{formatRupiah(detail.total_upah)}</dd>
        </div>
      </dl>
      <ul className="divide-y divide-slate-100" aria-label="Rincian pekerjaan">
        {detail.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items keep their order and never move
          <li key={i} className="flex items-start justify-between gap-3 py-2">
            <div>
              <p className="font-medium text-slate-900">{item.nama}</p>
              <p className="text-xs text-slate-500">
                {`${jumlah(item.jumlah)} ${item.satuan} × ${formatRupiah(item.harga_satuan)}`}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{formatRupiah(item.upah)}</p>
          </li>
        ))}
      </ul>
      {detail.keterangan && (
        <div>
          <p className="text-xs text-slate-500">Keterangan</p>
          <p className="whitespace-pre-line text-slate-900">{detail.keterangan}</p>
        </div>
      )}
    </div>
  );
}
