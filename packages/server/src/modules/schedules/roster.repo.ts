import type { Db } from '../../platform/db.ts';

// SQL for the roster table (decision 0024). Reading which shift applies on a date is shift-of-day.ts's; this file
// writes the roster's rows. The lock of a finalised payroll month is the table's trigger (penggajian_kunci_tanggal).

export interface RosterCell {
  user_id: number;
  tanggal: string;
  /** Null: a rostered day off. */
  shift_id: number | null;
  /** Back to the weekly schedule: the row is deleted. */
  hapus: boolean;
}

/**
 * Writes cells in two statements (the cells travel as JSON: the same on both engines): upserts the set ones,
 * deletes the cleared ones; the same cell twice counts once, as its last value. Rows whose value does not change are not touched (no audit noise, no lock check on a
 * locked month that is merely re-sent). Answers how many rows changed. Call inside a transaction.
 */
export async function writeCells(t: Db, all: RosterCell[], by: number): Promise<number> {
  // The same cell twice in one batch: the last one wins (an upsert may not touch a row twice).
  const cells = [...new Map(all.map((c) => [`${c.user_id}|${c.tanggal}`, c])).values()];
  if (!cells.length) return 0;
  // Roster writes take turns until commit (a cell edit, a pattern fill, a copy, an import): two batches upserting and
  // deleting the same rows in different orders would otherwise deadlock (a 500). They are rare, admin-made writes.
  await t.query(`select pg_advisory_xact_lock(hashtext('roster'))`);
  const set = cells.filter((c) => !c.hapus).map(({ user_id, tanggal, shift_id }) => ({ user_id, tanggal, shift_id }));
  const cleared = cells.filter((c) => c.hapus).map(({ user_id, tanggal }) => ({ user_id, tanggal }));
  let changed = 0;
  if (set.length) {
    const rows = await t.query(
      `insert into roster (user_id, tanggal, shift_id, updated_by)
       select c.user_id, c.tanggal, c.shift_id, $2
         from json_to_recordset($1::json) as c (user_id bigint, tanggal date, shift_id bigint)
        -- An unchanged cell is left out before the insert: its BEFORE INSERT lock trigger would fire even though the
        -- conflict then changes nothing, refusing a locked month's cell that was merely re-sent.
        where not exists (select 1 from roster r
                           where r.user_id = c.user_id and r.tanggal = c.tanggal and r.shift_id is not distinct from c.shift_id)
       on conflict (user_id, tanggal) do update
          set shift_id = excluded.shift_id, updated_by = excluded.updated_by, updated_at = now()
        where roster.shift_id is distinct from excluded.shift_id
       returning 1`,
      [JSON.stringify(set), by],
    );
    changed += rows.length;
  }
  if (cleared.length) {
    const rows = await t.query(
      `delete from roster r
        using json_to_recordset($1::json) as c (user_id bigint, tanggal date)
        where r.user_id = c.user_id and r.tanggal = c.tanggal
       returning 1`,
      [JSON.stringify(cleared)],
    );
    changed += rows.length;
  }
  return changed;
}
