import type { Db } from '../../platform/db.ts';
import type { KomponenBerlaku } from './gaji-karyawan.repo.ts';
import type { EmployeeRow } from './payroll-run.inputs.repo.ts';
import * as wage from './payroll-run.inputs.wage.repo.ts';
import { caraUpah, type DasarLemburMasukan } from './payroll-run.overtime.ts';
import { masaBulanIni, type ProrataMasukan } from './payroll-run.prorate.ts';
import * as pengaturan from './pengaturan-penggajian.repo.ts';
import { monthsBefore, serviceMonths } from './statutory/index.ts';
import { upahMinimumKaryawan } from './upah-minimum.repo.ts';

// The inputs of a draft's slips for the overtime basis and prorating (issue 17), for all employees at once: a few
// set-based reads, and only for those they concern (overtime basis of daily and piece-rate workers with an overtime
// component; working days of joiners and leavers).

/** PP 35/2021 Pasal 33 ayat (2): the average over the last 12 months (fewer when employed for fewer). */
const BULAN_RATA_RATA = 12;

export interface MasukanUpah {
  dasar_lembur?: DasarLemburMasukan;
  prorata: ProrataMasukan;
}

export async function masukanUpah(
  db: Db,
  a: { bulan: string; sampai: string; emps: EmployeeRow[]; komponen: Map<number, KomponenBerlaku[]> },
): Promise<Map<number, MasukanUpah>> {
  const awal = `${a.bulan}-01`;
  const { metode_prorata: metode } = await pengaturan.find(db);

  // Joiners and leavers; those with neither a weekly schedule nor a roster come back without a count.
  const masa = a.emps.flatMap((e) => {
    const m = masaBulanIni({ bulan: a.bulan, hari_kerja: 0, karyawan: e });
    return m ? [{ user_id: e.id, ...m }] : [];
  });
  const hariKerja = metode === 'hari_kalender' ? new Map<number, number>() : await wage.hariKerjaDijalani(db, masa);

  const cara = new Map<number, DasarLemburMasukan['cara']>();
  for (const e of a.emps) {
    const rows = a.komponen.get(e.id) ?? [];
    if (rows.some((k) => k.cara_hitung === 'per_jam_lembur')) cara.set(e.id, caraUpah(e.tipe_karyawan, rows));
  }
  const bukanBulanan = [...cara].filter(([, c]) => c !== 'bulanan').map(([id]) => id);
  const umk = await upahMinimumKaryawan(db, bukanBulanan, a.sampai);
  const satuan = a.emps
    .filter((e) => cara.get(e.id) === 'satuan_hasil')
    .map((e) => {
      const bulan = Math.min(BULAN_RATA_RATA, e.tanggal_masuk ? serviceMonths(e.tanggal_masuk, awal) : BULAN_RATA_RATA);
      return { id: e.id, bulan, dari: monthsBefore(awal, bulan) };
    });
  const berjalan = satuan.filter((s) => s.bulan > 0);
  const rata = new Map(
    (
      await wage.upahRataRata(
        db,
        berjalan.map((s) => s.id),
        berjalan.map((s) => s.dari),
        awal,
      )
    ).map((r) => [Number(r.user_id), Number(r.total)]),
  );
  const satuanMap = new Map(satuan.map((s) => [s.id, { total: rata.get(s.id) ?? 0, bulan: s.bulan, dari: s.dari }]));

  return new Map(
    a.emps.map((e): [number, MasukanUpah] => {
      const c = cara.get(e.id);
      const u = umk.get(e.id);
      const dasar: DasarLemburMasukan | undefined = c && {
        cara: c,
        ...(c === 'satuan_hasil' ? { rata_rata: satuanMap.get(e.id) ?? null } : {}),
        ...(c !== 'bulanan' ? { upah_minimum: u ? { nominal: u.nominal, sumber: u.sumber } : null } : {}),
      };
      const dijalani = hariKerja.get(e.id) ?? null;
      return [e.id, { ...(dasar ? { dasar_lembur: dasar } : {}), prorata: { metode, hari_kerja_dijalani: dijalani } }];
    }),
  );
}
