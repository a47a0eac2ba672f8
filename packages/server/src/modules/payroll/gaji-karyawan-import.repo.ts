import type { CaraHitung } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// What the employee import reads and writes of employees' own amounts (komponen_gaji_karyawan), set-based so
// that a file of thousands of people costs a few statements.

/** Active components that take an amount per employee, earnings first and base pay leading, with their groups. */
export async function importComponents(db: Db) {
  const rows = await db.query<{ id: number; nama: string; cara_hitung: CaraHitung; grup_gaji_ids: (number | string)[] }>(
    `select k.id, k.nama, k.cara_hitung,
            coalesce((select array_agg(gk.grup_gaji_id) from grup_gaji_komponen gk where gk.komponen_gaji_id = k.id), '{}')
              as grup_gaji_ids
       from komponen_gaji k
      where k.aktif and k.cara_hitung in ('tetap', 'per_hari_hadir', 'persen_gaji_pokok')
      order by k.jenis, k.gaji_pokok desc, lower(k.nama), k.id`,
  );
  // pg answers bigint[] as text.
  return rows.map((r) => ({ ...r, grup_gaji_ids: r.grup_gaji_ids.map(Number) }));
}

export async function ownAmounts(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.query<{ user_id: number; komponen_gaji_id: number; nilai: number }>(
    'select user_id, komponen_gaji_id, nilai from komponen_gaji_karyawan where user_id = any($1::bigint[])',
    [userIds],
  );
}

export async function saveOwnAmounts(db: Db, amounts: { user_id: number; komponen_gaji_id: number; nilai: number }[]) {
  if (amounts.length === 0) return;
  await db.query(
    `insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai)
     select * from unnest($1::bigint[], $2::bigint[], $3::bigint[])
     on conflict (user_id, komponen_gaji_id) do update set nilai = excluded.nilai, updated_at = now()`,
    [amounts.map((a) => a.user_id), amounts.map((a) => a.komponen_gaji_id), amounts.map((a) => a.nilai)],
  );
}
