import type { PenyesuaianCuti, PenyesuaianCutiUpdateRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// HR's adjustments of annual leave (penyesuaian_cuti); the leave module owns the table.

const SELECT = `select p.id, p.user_id, p.periode, p.hari, p.alasan, b.fullname as dibuat_oleh,
       to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
       to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
  from penyesuaian_cuti p left join users b on b.id = p.dibuat_oleh`;

export async function find(db: Db, id: number): Promise<PenyesuaianCuti | undefined> {
  return (await db.query<PenyesuaianCuti>(`${SELECT} where p.id = $1`, [id]))[0];
}

/** Newest period first, then newest first within it. */
export async function listOfUser(db: Db, userId: number): Promise<PenyesuaianCuti[]> {
  return db.query<PenyesuaianCuti>(`${SELECT} where p.user_id = $1 order by p.periode desc, p.created_at desc, p.id desc`, [
    userId,
  ]);
}

export async function insert(
  db: Db,
  v: { user_id: number; periode: number; hari: number; alasan: string; by: number | null },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into penyesuaian_cuti (user_id, periode, hari, alasan, dibuat_oleh) values ($1, $2, $3, $4, $5) returning id',
    [v.user_id, v.periode, v.hari, v.alasan, v.by],
  );
  return row.id;
}

/** Several adjustments in one statement (an import). */
export async function insertMany(
  db: Db,
  rows: { user_id: number; periode: number; hari: number; alasan: string; by: number | null }[],
) {
  if (rows.length === 0) return;
  await db.query(
    `insert into penyesuaian_cuti (user_id, periode, hari, alasan, dibuat_oleh)
     select * from unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::bigint[])`,
    [
      rows.map((r) => r.user_id),
      rows.map((r) => r.periode),
      rows.map((r) => r.hari),
      rows.map((r) => r.alasan),
      rows.map((r) => r.by),
    ],
  );
}

export async function update(db: Db, id: number, v: PenyesuaianCutiUpdateRequest) {
  await db.query('update penyesuaian_cuti set periode = $2, hari = $3, alasan = $4, updated_at = now() where id = $1', [
    id,
    v.periode,
    v.hari,
    v.alasan,
  ]);
}

export async function remove(db: Db, id: number) {
  await db.query('delete from penyesuaian_cuti where id = $1', [id]);
}

/** The adjustment's employee, read under a row lock so that an edit and a delete cannot cross. */
export async function lock(db: Db, id: number): Promise<{ user_id: number } | undefined> {
  return (await db.query<{ user_id: number }>('select user_id from penyesuaian_cuti where id = $1 for update', [id]))[0];
}
