import type { Db } from '../../platform/db.ts';

// SQL for pengaturan_borongan (one row). Reads users.tipe_karyawan (users module) read-only.

export async function tipeKaryawan(db: Db): Promise<string[]> {
  const [row] = await db.query<{ tipe_karyawan: string[] }>('select tipe_karyawan from pengaturan_borongan where id = 1');
  return row?.tipe_karyawan ?? [];
}

export async function saveTipeKaryawan(db: Db, tipe: string[]) {
  await db.query(
    `insert into pengaturan_borongan (id, tipe_karyawan) values (1, $1::text[])
     on conflict (id) do update set tipe_karyawan = excluded.tipe_karyawan, updated_at = now()`,
    [tipe],
  );
}

/** The employee's type as HR recorded it, null when not filled in. */
export async function tipeOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.query<{ tipe_karyawan: string | null }>('select tipe_karyawan from users where id = $1', [userId]);
  return row?.tipe_karyawan ?? null;
}
