import type { Db } from '../../platform/db.ts';
import type { StatusPtkp } from './statutory/ptkp.ts';

// The PTKP status of a tax year (PP 58/2023 Pasal 2 ayat (3); PMK 168/2023 Pasal 9 ayat (4)) from the dated changes
// in status_ptkp_riwayat (migration 0037): for all employees of a run in one query.

export interface StatusTahunPajak {
  user_id: number;
  /** The status at the start of the tax year; null when none is known. */
  status_ptkp: StatusPtkp | null;
  /** The employee's status now. */
  terkini: StatusPtkp | null;
  /** The day the last change was made (yyyy-MM-dd), null when never changed. */
  terakhir_diubah: string | null;
}

/**
 * Each employee's status at the start of `tahun` (1 January): the status set by the last change on or before it,
 * otherwise the status before the first change after it, otherwise (never changed) the current one. An employee
 * whose record starts later in the year has no change before 1 January: the status first given for them stands for
 * the year. A status still empty then takes the first one filled in later (the start of the year had none to use).
 */
export async function statusAwalTahun(db: Db, userIds: number[], tahun: number): Promise<Map<number, StatusTahunPajak>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<StatusTahunPajak>(
    `select u.id as user_id,
            coalesce(case when a.ada then a.sesudah when b.ada then b.sebelum else u.status_ptkp end, c.sesudah, u.status_ptkp)
              as status_ptkp,
            u.status_ptkp as terkini, to_char(d.berlaku_mulai, 'YYYY-MM-DD') as terakhir_diubah
       from users u
       left join lateral (select true as ada, r.sesudah from status_ptkp_riwayat r
                           where r.user_id = u.id and r.berlaku_mulai <= $2::date
                           order by r.berlaku_mulai desc limit 1) a on true
       left join lateral (select true as ada, r.sebelum from status_ptkp_riwayat r
                           where r.user_id = u.id and r.berlaku_mulai > $2::date
                           order by r.berlaku_mulai limit 1) b on true
       left join lateral (select r.sesudah from status_ptkp_riwayat r
                           where r.user_id = u.id and r.berlaku_mulai > $2::date and r.sesudah is not null
                           order by r.berlaku_mulai limit 1) c on true
       left join lateral (select r.berlaku_mulai from status_ptkp_riwayat r
                           where r.user_id = u.id order by r.berlaku_mulai desc limit 1) d on true
      where u.id = any($1::bigint[])`,
    [userIds, `${tahun}-01-01`],
  );
  return new Map(rows.map((r) => [Number(r.user_id), { ...r, user_id: Number(r.user_id) }]));
}
