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
