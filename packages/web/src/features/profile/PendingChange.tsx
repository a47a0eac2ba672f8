import type { DataPribadiSaya } from '@hadir/contract';
import { formatDateTime } from '../../lib/format';

type Pending = NonNullable<DataPribadiSaya['menunggu_persetujuan']>;

/** The change of tax and bank data waiting for HR: what was asked, when, and that it does not count yet. */
export function PendingChange({ change }: { change: Pending }) {
  return (
    <section aria-labelledby="perubahan-menunggu" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 id="perubahan-menunggu" className="font-semibold text-amber-900">
        Menunggu persetujuan HRD
      </h2>
      <p className="mt-1 text-amber-900">
        Diajukan {formatDateTime(change.tanggal_pengajuan)}. Sampai disetujui, data lama yang dipakai untuk pajak dan gaji.
      </p>
      <dl className="mt-2 space-y-1">
        {change.perubahan.map((p) => (
          <div key={p.kolom} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-800">{p.label}:</dt>
            <dd className="text-slate-800">
              {p.lama ?? '(kosong)'} <span aria-hidden="true">→</span>
              <span className="sr-only">menjadi</span> <strong>{p.baru ?? '(kosong)'}</strong>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
