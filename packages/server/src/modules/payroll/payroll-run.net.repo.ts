import type { Db } from '../../platform/db.ts';
import { KODE_DIBAWA, type SisaPotongan } from './payroll-run.net.ts';

// Deductions carried to the next month (penggajian_sisa_potongan, migration 0040): read by the draft, written and
// deducted when runs are finalised, given back when they are reopened. Set-based: one statement per step.

/** Each employee's carry from `bulanLalu` not yet deducted by a final run. */
export async function sisaBulanLalu(db: Db, userIds: number[], bulanLalu: string): Promise<Map<number, SisaPotongan>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ user_id: number; nominal: number }>(
    `select user_id, nominal from penggajian_sisa_potongan
      where user_id = any($1::bigint[]) and bulan_asal = $2 and dipotong_penggajian_id is null`,
    [userIds, bulanLalu],
  );
  return new Map(rows.map((r) => [r.user_id, { bulan: bulanLalu, nominal: Number(r.nominal) }]));
}

/**
 * Marks last month's carries the run's slips deducted as deducted by it. Answers false when they are not exactly
 * the carries now waiting (one was written, changed or taken since the draft was computed): the draft is stale.
 */
export async function potongSisa(db: Db, runId: number, bulanLalu: string): Promise<boolean> {
  const [row] = await db.query<{ dipotong: number; diharapkan: number; terlewat: number }>(
    `with dipakai as (
       select s.user_id, (s.masukan->'sisa_potongan'->>'nominal')::bigint as nominal
         from penggajian_slip s where s.penggajian_id = $1),
     upd as (
       update penggajian_sisa_potongan c set dipotong_penggajian_id = $1
         from dipakai d
        where c.user_id = d.user_id and c.bulan_asal = $2 and c.dipotong_penggajian_id is null and c.nominal = d.nominal
        returning 1)
     select (select count(*)::int from upd) as dipotong,
            (select count(*)::int from dipakai where nominal is not null) as diharapkan,
            (select count(*)::int from penggajian_sisa_potongan c join dipakai d on d.user_id = c.user_id
              where c.bulan_asal = $2 and c.dipotong_penggajian_id is null and d.nominal is null) as terlewat`,
    [runId, bulanLalu],
  );
  return row.dipotong === row.diharapkan && row.terlewat === 0;
}

/** Stores the amounts the run's slips carry to the next month. */
export async function simpanSisa(db: Db, runId: number, bulan: string): Promise<void> {
  await db.query(
    `insert into penggajian_sisa_potongan (user_id, bulan_asal, penggajian_id, nominal)
     select s.user_id, $2, $1, b.nominal from penggajian_slip s
       join penggajian_slip_baris b on b.slip_id = s.id and b.kode = $3
      where s.penggajian_id = $1 and b.nominal > 0`,
    [runId, bulan, KODE_DIBAWA],
  );
}

/**
 * Reopening: the run's own carries are deleted and the carries it deducted wait again. Answers the month of a final
 * run that already deducted one of this run's carries (then nothing may change), or null.
 */
export async function bukaSisa(db: Db, runId: number): Promise<string | null> {
  // Deleting first: a carry deducted meanwhile by a finalise that commits first is re-checked and kept.
  await db.query('delete from penggajian_sisa_potongan where penggajian_id = $1 and dipotong_penggajian_id is null', [runId]);
  const [dipotong] = await db.query<{ bulan: string }>(
    `select p.bulan from penggajian_sisa_potongan c join penggajian p on p.id = c.dipotong_penggajian_id
      where c.penggajian_id = $1 limit 1`,
    [runId],
  );
  if (dipotong) return dipotong.bulan;
  await db.query('update penggajian_sisa_potongan set dipotong_penggajian_id = null where dipotong_penggajian_id = $1', [runId]);
  return null;
}
