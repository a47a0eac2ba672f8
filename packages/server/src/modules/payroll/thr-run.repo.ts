import type { JenisPenggajian } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import type { EmployeeRow } from './payroll-run.inputs.repo.ts';

// SQL of THR runs and of what a regular run and a THR run of the same month read from each other (decision 0010).

/**
 * Claims the groups of a THR run for its month; answers the names of the runs that already hold one of them
 * (a month has one THR run per group). Run inside the draft's transaction: a refusal rolls the claim back.
 */
export async function claimThrGroups(db: Db, runId: number, bulan: string, grupIds: number[]): Promise<string[]> {
  await db.query(
    `insert into penggajian_thr_grup (bulan, grup_gaji_id, penggajian_id)
     select $1, unnest($2::bigint[]), $3 on conflict do nothing`,
    [bulan, grupIds, runId],
  );
  const rows = await db.query<{ grup_gaji_nama: string }>(
    `select distinct p.grup_gaji_nama from penggajian_thr_grup t join penggajian p on p.id = t.penggajian_id
      where t.bulan = $1 and t.grup_gaji_id = any($2::bigint[]) and t.penggajian_id <> $3 order by 1`,
    [bulan, grupIds, runId],
  );
  return rows.map((r) => r.grup_gaji_nama);
}

export interface ThrEmployeeRow extends Omit<EmployeeRow, 'jadwal_kerja_id' | 'keluar_bulan_ini'> {
  tipe_karyawan: string | null;
  tanggal_masuk: string | null;
}

/**
 * Employees of the groups who joined by the reference date and were employed on it, or whose permanent (non-PKWT)
 * employment ended within the 30 days before it (Permenaker 6/2016 Pasal 7 ayat (1) and (3)), except those whose THR
 * of the month is already final in another run.
 */
export async function thrEmployees(db: Db, grupIds: number[], bulan: string, acuan: string) {
  return db.query<ThrEmployeeRow>(
    `select u.id, u.nip, u.fullname, j.nama as jabatan, g.nama as grup, u.status_ptkp, u.npwp, u.nik, u.nama_bank,
            u.no_rekening, u.tipe_karyawan, u.tanggal_masuk
       from users u
       join grup_gaji g on g.id = u.grup_gaji_id
       left join jabatan j on j.id = u.jabatan_id
      where u.grup_gaji_id = any($1::bigint[])
        and (u.tanggal_masuk is null or u.tanggal_masuk <= $3::date)
        and (u.active
             or (u.deactivated_at at time zone 'Asia/Jakarta')::date >= $3::date
             or ((u.deactivated_at at time zone 'Asia/Jakarta')::date >= $3::date - 30
                 and u.tipe_karyawan is distinct from 'Kontrak'))
        and not exists (select 1 from penggajian_thr_kunci k where k.user_id = u.id and k.bulan = $2)
      order by lower(u.fullname), u.id`,
    [grupIds, bulan, acuan],
  );
}

/**
 * Each employee's final slip of the month in a run of the other kind: its gross for PPh 21 and the tax it withheld
 * (regular runs lock through penggajian_kunci, THR runs through penggajian_thr_kunci; one final slip of each a month).
 */
export async function finalSlipsOfMonth(db: Db, jenis: JenisPenggajian, userIds: number[], bulan: string) {
  if (userIds.length === 0) return [];
  const kunci = jenis === 'thr' ? 'penggajian_thr_kunci' : 'penggajian_kunci';
  return db.query<{ user_id: number; bruto: number; pph21: number; hari: number }>(
    `select s.user_id, s.bruto_pajak as bruto, s.pph21,
            greatest(s.hari_hadir, coalesce((s.masukan ->> 'hari_borongan')::int, 0)) as hari
       from ${kunci} k join penggajian_slip s on s.penggajian_id = k.penggajian_id and s.user_id = k.user_id
      where k.user_id = any($1::bigint[]) and k.bulan = $2`,
    [userIds, bulan],
  );
}

/**
 * Slips of a draft whose stored slip of the other kind (the month's final regular slip on a THR slip, the month's
 * final THR slip on a regular one) no longer matches what is final now: their PPh 21 would be wrong.
 */
export async function staleOtherSlips(db: Db, runId: number, jenis: JenisPenggajian, bulan: string): Promise<number> {
  const [field, kunci] = jenis === 'thr' ? ['gaji_bulan_ini', 'penggajian_kunci'] : ['thr_bulan_ini', 'penggajian_thr_kunci'];
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n
       from penggajian_slip s
       left join ${kunci} k on k.user_id = s.user_id and k.bulan = $2
       left join penggajian_slip o on o.penggajian_id = k.penggajian_id and o.user_id = s.user_id
      where s.penggajian_id = $1
        and (coalesce((s.masukan -> '${field}' ->> 'pph21')::bigint, -1) <> coalesce(o.pph21, -1)
             or coalesce((s.masukan -> '${field}' ->> 'bruto')::bigint, -1) <> coalesce(o.bruto_pajak, -1))`,
    [runId, bulan],
  );
  return row.n;
}
