import type { DataPribadiDetail } from '@hadir/contract';
import { BeforeAfter } from '../../ui/BeforeAfter';

/** An employee's change of tax and bank data for HR: each field before and after, and any value HR set meanwhile. */
export function DataPribadiDetailView({ detail }: { detail: DataPribadiDetail }) {
  const moved = detail.perubahan.filter((p) => p.saat_ini !== p.lama && p.saat_ini !== p.baru);
  return (
    <div className="space-y-2">
      <BeforeAfter
        caption="Perubahan data pajak dan rekening"
        rows={detail.perubahan.map((p) => ({ label: p.label, before: p.lama, after: p.baru }))}
      />
      {moved.length > 0 && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          Sejak pengajuan ini dibuat, HRD sudah mengubah{' '}
          {moved.map((p) => `${p.label} menjadi ${p.saat_ini ?? '(kosong)'}`).join(', ')}. Pengajuan ini hanya dapat ditolak.
        </p>
      )}
      <p className="text-xs text-slate-500">Setelah disetujui, data baru dipakai untuk pajak dan gaji berikutnya.</p>
    </div>
  );
}
