import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { namaBulan, rp } from './payroll-run.format.ts';

// The audit entry of a slip line's adjustment (PUT /penggajian/{id}/slip/{user_id}/rincian), written in the
// adjustment's own transaction, so it commits with the change; the route's generic entry is off, since it could
// only keep the request body with the line's internal code. What a person reads names the run, the employee and the
// line as the slip shows it ("Gaji Pokok"), with the amount before and after and the reason.

export interface Penyesuaian {
  run: { id: number; bulan: string; jenis: string };
  slip: { user_id: number; nip: string; nama: string };
  /** The line's name on the slip. */
  baris: string;
  sebelum: number;
  sesudah: number;
  /** The adjustment was taken away: the line is back at its computed amount. */
  kembali: boolean;
  alasan: string;
}

export function dataPenyesuaian(p: Penyesuaian): Record<string, string> {
  return {
    penggajian: `${p.run.jenis === 'thr' ? 'THR' : 'Gaji'} ${namaBulan(p.run.bulan)}`,
    karyawan: `${p.slip.nip} · ${p.slip.nama}`,
    baris: p.baris,
    nominal: `${rp(p.sebelum)} → ${rp(p.sesudah)}${p.kembali ? ' (kembali ke hasil perhitungan)' : ''}`,
    alasan: p.alasan,
  };
}

export async function catatPenyesuaian(tx: Db, oleh: number, p: Penyesuaian): Promise<void> {
  await writeAudit(tx, {
    userId: oleh,
    method: 'PUT',
    route: '/api/penggajian/:id/slip/:user_id/rincian',
    params: { id: p.run.id, user_id: p.slip.user_id },
    data: dataPenyesuaian(p),
    status: 200,
    uraian: {
      kategori: 'gaji',
      ringkasan: `menyesuaikan slip ${p.run.jenis === 'thr' ? 'THR' : 'gaji'} ${namaBulan(p.run.bulan)}`,
      karyawanId: p.slip.user_id,
      rincian: [
        `${p.baris} ${rp(p.sebelum)} → ${rp(p.sesudah)}${p.kembali ? ' (kembali ke hasil perhitungan)' : ''}`,
        ...(p.alasan ? [`Alasan: ${p.alasan}`] : []),
      ],
    },
  });
}
