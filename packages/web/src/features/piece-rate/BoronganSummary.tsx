import type { BoronganDetail } from '@hadir/contract';
import { formatDate, formatDateTime, formatRupiah } from '../../lib/format';
import { StatusBadge } from '../../ui/feedback';
import { formatJumlah, tipeLabel } from './format';

/** An entry: date, status, each job with quantity x price = wage, and the total (employee and admin pages). */
export function BoronganSummary({ entry, showPemohon }: { entry: BoronganDetail; showPemohon?: boolean }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          {showPemohon && <p className="text-sm text-slate-500">{`${entry.pemohon.fullname} · NIP ${entry.pemohon.nip}`}</p>}
          <h2 className="text-lg font-semibold text-slate-900">{formatDate(entry.tanggal)}</h2>
          <p className="text-xl font-bold text-blue-800">{formatRupiah(entry.total_upah)}</p>
        </div>
        <span className="shrink-0">
          <StatusBadge status={entry.status} />
        </span>
      </div>
      <ul className="divide-y divide-slate-100 text-sm" aria-label="Rincian pekerjaan">
        {entry.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items keep their order and never move
          <li key={i} className="flex items-start justify-between gap-3 py-2">
            <div>
              <p className="font-medium text-slate-900">
                {item.nama} <span className="text-xs font-normal text-slate-500">({tipeLabel(item.tipe)})</span>
              </p>
              <p className="text-xs text-slate-500">
                {formatJumlah(item.jumlah, item.satuan)} × {formatRupiah(item.harga_satuan)}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{formatRupiah(item.upah)}</p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Diajukan</dt>
          <dd className="text-slate-900">{formatDateTime(entry.tanggal_pengajuan)}</dd>
        </div>
        {entry.keterangan && (
          <div className="sm:col-span-2">
            <dt className="text-xs text-slate-500">Keterangan</dt>
            <dd className="whitespace-pre-line text-slate-900">{entry.keterangan}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
