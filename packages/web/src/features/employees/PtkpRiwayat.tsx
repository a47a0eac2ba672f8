import type { UserDetail } from '@hadir/contract';
import { formatDate } from '../../lib/format';

/**
 * The dated changes of the employee's PTKP status. PPh 21 uses the status at the start of each tax year, so a change
 * applies from the next tax year (PMK 168/2023 Pasal 9 ayat (4)).
 */
export function PtkpRiwayat({ riwayat }: { riwayat: UserDetail['riwayat_status_ptkp'] }) {
  if (riwayat.length === 0) return null;
  return (
    <div className="md:col-span-2 text-sm text-slate-700" data-testid="riwayat-ptkp">
      <p className="font-medium text-slate-900">Riwayat status PTKP</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {riwayat.map((r) => (
          <li key={r.berlaku_mulai}>
            {formatDate(r.berlaku_mulai)}: {r.sebelum ?? 'kosong'} menjadi {r.sesudah ?? 'kosong'}, dipakai untuk PPh 21 mulai
            tahun pajak {Number(r.berlaku_mulai.slice(0, 4)) + 1}.
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">
        PPh 21 memakai status PTKP pada awal tahun pajak (PMK 168/2023 Pasal 9 ayat (4)).
      </p>
    </div>
  );
}
