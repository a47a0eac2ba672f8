import type { Db } from '../../platform/db.ts';
import type { KomponenBerlaku } from './gaji-karyawan.repo.ts';
import { BULAN_RATA_RATA_BPJS, type RataRataBpjs } from './payroll-run.bpjs-upah.ts';
import { upahRataRata } from './payroll-run.inputs.wage.repo.ts';
import { caraUpah } from './payroll-run.overtime.ts';
import { monthsBefore, serviceMonths } from './statutory/index.ts';

/**
 * The last (at most 3) whole months' wages of the draft's piece-rate workers without a monthly base pay, for their
 * BPJS wage (payroll-run.bpjs-upah.ts): one set-based read for all of them.
 */
export async function rataRataBpjs(
  db: Db,
  a: {
    bulan: string;
    emps: readonly { id: number; tipe_karyawan: string | null; tanggal_masuk: string | null }[];
    komponen: Map<number, KomponenBerlaku[]>;
    upah: Map<number, number | null>;
  },
): Promise<Map<number, RataRataBpjs>> {
  const awal = `${a.bulan}-01`;
  const satuan = a.emps
    .filter(
      (e) => (a.upah.get(e.id) ?? null) === null && caraUpah(e.tipe_karyawan, a.komponen.get(e.id) ?? []) === 'satuan_hasil',
    )
    .map((e) => {
      const masa = e.tanggal_masuk ? serviceMonths(e.tanggal_masuk, awal) : BULAN_RATA_RATA_BPJS;
      const bulan = Math.min(BULAN_RATA_RATA_BPJS, masa);
      return { id: e.id, bulan, dari: monthsBefore(awal, bulan) };
    });
  const rows = await upahRataRata(
    db,
    satuan.filter((s) => s.bulan > 0).map((s) => s.id),
    satuan.filter((s) => s.bulan > 0).map((s) => s.dari),
    awal,
  );
  const total = new Map(rows.map((r) => [Number(r.user_id), Number(r.total)]));
  return new Map(satuan.map((s) => [s.id, { total: total.get(s.id) ?? 0, bulan: s.bulan, dari: s.dari }]));
}
