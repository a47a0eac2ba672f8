import type { RegistrasiWajahDetail } from '@hadir/contract';
import { formatDateTime } from '../../lib/format';
import { PrivatePhoto } from '../../ui/PrivatePhoto';

/** A re-registration of a registered face: the new photos, and how alike they are to the face registered now. */
export function RegistrasiWajahDetailView({ detail }: { detail: RegistrasiWajahDetail }) {
  const skor = detail.skor_kemiripan;
  return (
    <div className="space-y-3">
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {skor == null
          ? 'Karyawan ini tidak lagi memiliki wajah terdaftar. Bila disetujui, foto baru menjadi wajah terdaftarnya.'
          : detail.cocok
            ? `Foto baru kini cocok dengan wajah terdaftar (kemiripan ${Math.round(skor * 100)}%).`
            : `Foto baru tidak cocok dengan wajah terdaftar (kemiripan ${Math.round(skor * 100)}%). Pastikan orangnya sama sebelum menyetujui: bila disetujui, foto baru menggantikan wajah terdaftar.`}
      </p>
      <dl className="text-sm">
        <dt className="text-xs text-slate-500">Persetujuan penggunaan data wajah</dt>
        <dd className="text-slate-900">Diberikan {formatDateTime(detail.persetujuan_at)}</dd>
      </dl>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Foto wajah baru">
        {detail.foto_ids.map((id, i) => (
          <li key={id}>
            <PrivatePhoto fileId={id} alt={`Foto wajah baru ${i + 1}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
