import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from '../schedules/index.ts';
import type { CutiBerupahMasukan, HariPerBulanKe, UpahMinimumMasukan } from './payroll-run.leave-pay.ts';
import * as pengaturan from './pengaturan-penggajian.repo.ts';
import { upahMinimumKaryawan } from './upah-minimum.repo.ts';

// What the minimum-wage and leave-pay rules of a monthly draft read, for all employees at once (set-based, like
// payroll-run.inputs.repo.ts): one query for the minimum wages, one for the leave days.

type Kategori = 'melahirkan' | 'sakit';

/**
 * Approved maternity / sick leave days of the month (the working days each request took, izin_hari) with the month
 * of their spell. A spell is a run of approved requests of the same kind with no working day of the employee between
 * them (by their shift of each day, shiftOfDay: the roster's, else the weekly schedule's; days off and holidays do not
 * break it); it starts on the first day of its first request, and month n of it starts n-1 calendar months after that
 * day (age() in whole months + 1).
 */
async function hariCuti(db: Db, userIds: number[], kategori: Kategori[], dari: string, sampai: string) {
  return db.query<{ user_id: number; kategori: Kategori; bulan_ke: number; hari: number }>(
    `with disetujui as (
       select i.id, i.user_id, j.kategori_upah as kategori, i.tanggal_mulai, i.tanggal_selesai
         from izin i
         join jenis_izin j on j.id = i.jenis_izin_id and j.kategori_upah = any($2::text[])
         join approvals ap on ap.tipe = 'izin' and ap.request_id = i.id and ap.status = 'Disetujui'
        where i.user_id = any($1::bigint[]) and i.tanggal_mulai <= $4::date
     ),
     bulan_ini as (
       select d.id, d.user_id, d.kategori, ih.tanggal
         from disetujui d join izin_hari ih on ih.izin_id = d.id
        where d.tanggal_selesai >= $3::date and ih.tanggal between $3::date and $4::date
     ),
     riwayat as (
       select d.*, lag(d.tanggal_selesai) over (partition by d.user_id, d.kategori order by d.tanggal_mulai, d.id) as sebelumnya
         from disetujui d
        where (d.user_id, d.kategori) in (select user_id, kategori from bulan_ini)
     ),
     putus as (
       select r.*, (r.sebelumnya is null or exists (
                select 1
                  from (select r.sebelumnya + 1 + i as hari from generate_series(0, r.tanggal_mulai - r.sebelumnya - 2) i) g
                  join users u on u.id = r.user_id
                  ${shiftOfDay('u.id', 'u.jadwal_kerja_id', 'g.hari')}
                 where sh.kerja and not exists (select 1 from hari_libur hl where hl.tanggal = g.hari))) as mulai_baru
         from riwayat r
     ),
     masa as (
       select p.id, p.user_id, p.kategori, p.tanggal_mulai,
              sum(p.mulai_baru::int) over (partition by p.user_id, p.kategori order by p.tanggal_mulai, p.id) as ke
         from putus p
     ),
     awal as (
       select m.id, min(m.tanggal_mulai) over (partition by m.user_id, m.kategori, m.ke) as mulai from masa m
     )
     select b.user_id, b.kategori,
            (extract(year from age(b.tanggal, a.mulai)) * 12 + extract(month from age(b.tanggal, a.mulai)))::int + 1 as bulan_ke,
            count(*)::int as hari
       from bulan_ini b join awal a on a.id = b.id
      group by 1, 2, 3
      order by 1, 2, 3`,
    [userIds, kategori, dari, sampai],
  );
}

export interface UpahCutiMasukan {
  upah_minimum?: UpahMinimumMasukan;
  cuti_berupah?: CutiBerupahMasukan;
}

/**
 * Per employee: the location's minimum wage in force on the month's last day, and the maternity days (always) and
 * sick days (only with the company's tiered sick pay on) of the month by spell month. Employees with none are absent.
 */
export async function masukanUpahCuti(
  db: Db,
  userIds: number[],
  dari: string,
  sampai: string,
): Promise<Map<number, UpahCutiMasukan>> {
  const out = new Map<number, UpahCutiMasukan>();
  if (userIds.length === 0) return out;
  const entry = (id: number) => out.get(id) ?? out.set(id, {}).get(id)!;
  for (const [id, um] of await upahMinimumKaryawan(db, userIds, sampai)) {
    entry(id).upah_minimum = { nominal: um.nominal, sumber: um.sumber };
  }
  const kategori: Kategori[] = (await pengaturan.find(db)).upah_sakit_bertahap ? ['melahirkan', 'sakit'] : ['melahirkan'];
  for (const r of await hariCuti(db, userIds, kategori, dari, sampai)) {
    const e = entry(r.user_id);
    e.cuti_berupah ??= { melahirkan: [], sakit: [] };
    const hari: HariPerBulanKe = { bulan_ke: r.bulan_ke, hari: r.hari };
    e.cuti_berupah[r.kategori].push(hari);
  }
  return out;
}
