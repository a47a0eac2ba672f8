import type { Db } from '../../platform/db.ts';

// The minimum wage (UMK/UMP) in force at each employee's location on a date (table upah_minimum, migration 0036).

export interface UpahMinimum {
  nominal: number;
  sumber: string;
  berlaku_mulai: string;
}

/** Each employee's location minimum wage in force on `tanggal` (yyyy-MM-dd); employees without one are absent. */
export async function upahMinimumKaryawan(db: Db, userIds: number[], tanggal: string): Promise<Map<number, UpahMinimum>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<UpahMinimum & { user_id: number }>(
    `select u.id as user_id, m.nominal, m.sumber, to_char(m.berlaku_mulai, 'YYYY-MM-DD') as berlaku_mulai
       from users u
       join lateral (
         select um.nominal, um.sumber, um.berlaku_mulai from upah_minimum um
          where um.lokasi_id = u.lokasi_id and um.berlaku_mulai <= $2::date
          order by um.berlaku_mulai desc limit 1
       ) m on true
      where u.id = any($1::bigint[])`,
    [userIds, tanggal],
  );
  return new Map(rows.map(({ user_id, ...m }) => [user_id, { ...m, nominal: Number(m.nominal) }]));
}

// ---- The settings screen (Admin/HRD): the dated rows of each location ----

export interface UpahMinimumRow {
  id: number;
  lokasi_id: number;
  lokasi: string;
  berlaku_mulai: string;
  nominal: number;
  sumber: string;
}

const SELECT = `select um.id, um.lokasi_id, l.nama as lokasi, to_char(um.berlaku_mulai, 'YYYY-MM-DD') as berlaku_mulai,
                       um.nominal, um.sumber
                  from upah_minimum um join lokasi l on l.id = um.lokasi_id`;

export async function list(db: Db, q: { lokasiId: number | null; limit: number; offset: number }) {
  const where = '($1::bigint is null or um.lokasi_id = $1)';
  const items = await db.query<UpahMinimumRow>(
    `${SELECT} where ${where} order by lower(l.nama), um.lokasi_id, um.berlaku_mulai desc limit $2 offset $3`,
    [q.lokasiId, q.limit, q.offset],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from upah_minimum um where ${where}`, [
    q.lokasiId,
  ]);
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<UpahMinimumRow | undefined> {
  return (await db.query<UpahMinimumRow>(`${SELECT} where um.id = $1`, [id]))[0];
}

export interface UpahMinimumValues {
  lokasi_id: number;
  berlaku_mulai: string;
  nominal: number;
  sumber: string;
}

export async function insert(db: Db, v: UpahMinimumValues): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into upah_minimum (lokasi_id, berlaku_mulai, nominal, sumber) values ($1, $2, $3, $4) returning id',
    [v.lokasi_id, v.berlaku_mulai, v.nominal, v.sumber],
  );
  return row.id;
}

export async function update(db: Db, id: number, v: UpahMinimumValues): Promise<boolean> {
  const rows = await db.query(
    'update upah_minimum set lokasi_id = $2, berlaku_mulai = $3, nominal = $4, sumber = $5 where id = $1 returning id',
    [id, v.lokasi_id, v.berlaku_mulai, v.nominal, v.sumber],
  );
  return rows.length > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  return (await db.query('delete from upah_minimum where id = $1 returning id', [id])).length > 0;
}

export async function lokasiNama(db: Db, id: number): Promise<string | undefined> {
  return (await db.query<{ nama: string }>('select nama from lokasi where id = $1', [id]))[0]?.nama;
}
