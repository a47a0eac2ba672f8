import { formatAngka, type PenggajianDetail } from '@hadir/contract';
import { describeAuditedRoute, perubahan } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { type KomponenBerlaku, komponenBerlaku } from './gaji-karyawan.repo.ts';
import * as grupRepo from './grup-gaji.repo.ts';
import { namaBulan, rp } from './payroll-run.format.ts';
import * as runService from './payroll-run.service.ts';

// The audit log's sentences for pay: an employee's amounts (before -> after, as the slip would use them), runs
// computed, finalised, reopened and deleted, and who joined or left a salary group.

/** An amount as HR reads it: rupiah, or a percentage of base pay (stored in basis points). */
export function nilaiGaji(cara: string, nilai: number | null): string {
  if (nilai === null) return '(dihitung sistem)';
  return cara === 'persen_gaji_pokok' ? `${formatAngka(nilai / 100)}% gaji pokok` : rp(nilai);
}

/** Component by component, the amounts in force before and after ('Gaji Pokok Rp 7.000.000 → Rp 7.250.000'). */
export function rincianGaji(before: KomponenBerlaku[], after: KomponenBerlaku[]): string[] {
  const lama = new Map(before.map((k) => [k.komponen_gaji_id, k]));
  return after.flatMap((k) => {
    const a = lama.get(k.komponen_gaji_id);
    return perubahan(k.nama, a ? nilaiGaji(a.cara_hitung, a.nilai) : null, nilaiGaji(k.cara_hitung, k.nilai));
  });
}

/** 'penggajian Mei 2026 grup Kantor Pusat' / 'THR Maret 2026 grup Kantor Pusat'. */
export const namaRun = (r: Pick<PenggajianDetail, 'jenis' | 'bulan' | 'grup_gaji_nama'>) =>
  `${r.jenis === 'thr' ? 'THR' : 'penggajian'} ${namaBulan(r.bulan)} grup ${r.grup_gaji_nama}`;

const runReply = (reply: unknown) =>
  reply && typeof reply === 'object' && 'bulan' in reply ? (reply as PenggajianDetail) : null;
const runOf = (db: Db, params: Record<string, unknown>) => runService.get(db, Number(params.id)).catch(() => null);

export function describePayrollAudit() {
  describeAuditedRoute('PUT', '/api/grup-gaji/:id/karyawan/:user_id', {
    before: (db, call) => komponenBerlaku(db, [Number(call.params.user_id)]),
    describe: async (db, call, before) => {
      const userId = Number(call.params.user_id);
      const rincian = rincianGaji(before ?? [], await komponenBerlaku(db, [userId]));
      return {
        kategori: 'gaji',
        ringkasan: rincian.length ? 'mengubah gaji' : 'menyimpan gaji tanpa perubahan untuk',
        karyawanId: userId,
        rincian,
      };
    },
  });
  describeAuditedRoute('DELETE', '/api/grup-gaji/:id/karyawan/:user_id', {
    before: (db, call) => grupRepo.findById(db, Number(call.params.id)),
    describe: (_db, call, grup) => ({
      kategori: 'gaji',
      ringkasan: 'mengeluarkan dari grup gaji',
      karyawanId: Number(call.params.user_id),
      rincian: grup ? [`Grup gaji ${grup.nama}`] : [],
    }),
  });
  describeAuditedRoute('POST', '/api/penggajian', {
    describe: (_db, call) => {
      const run = runReply(call.reply);
      if (!run) return null;
      return {
        kategori: 'penggajian',
        ringkasan: `menghitung ${namaRun(run)}`,
        rincian: [`${run.jumlah_karyawan} karyawan`, `Total gaji bersih ${rp(run.total_neto)}`],
      };
    },
  });
  describeAuditedRoute('POST', '/api/penggajian/:id/final', {
    describe: (_db, call) => {
      const run = runReply(call.reply);
      return run
        ? {
            kategori: 'penggajian',
            ringkasan: `memfinalkan ${namaRun(run)}`,
            rincian: [`${run.jumlah_karyawan} karyawan`, `Total gaji bersih ${rp(run.total_neto)}`],
          }
        : null;
    },
  });
  describeAuditedRoute('POST', '/api/penggajian/:id/buka', {
    describe: (_db, call) => {
      const run = runReply(call.reply);
      const alasan = (call.body as { alasan?: string } | null)?.alasan?.trim();
      return run
        ? { kategori: 'penggajian', ringkasan: `membuka kembali ${namaRun(run)}`, rincian: alasan ? [`Alasan: ${alasan}`] : [] }
        : null;
    },
  });
  describeAuditedRoute('DELETE', '/api/penggajian/:id', {
    before: (db, call) => runOf(db, call.params),
    describe: (_db, _call, run) => (run ? { kategori: 'penggajian', ringkasan: `menghapus draft ${namaRun(run)}` } : null),
  });
}
