import type { Db } from '../../platform/db.ts';

// foto_ids is bigint[]: read through to_json, since pg parses bigint arrays as strings (PGlite as numbers).

// face_registrations: the reference descriptors of each employee's face and the photos they came from.

/** Replaces the registration (locking the old one); answers the old photo ids, to delete with it. */
export async function replace(db: Db, userId: number, descriptors: number[][], fotoIds: number[]): Promise<number[]> {
  const [old] = await db.query<{ foto_ids: number[] }>(
    'select to_json(foto_ids) as foto_ids from face_registrations where user_id = $1 for update',
    [userId],
  );
  await db.query(
    `insert into face_registrations (user_id, descriptors, foto_ids) values ($1, $2::jsonb, $3::bigint[])
     on conflict (user_id) do update
        set descriptors = excluded.descriptors, foto_ids = excluded.foto_ids, created_at = now(), updated_at = now()`,
    [userId, JSON.stringify(descriptors), fotoIds],
  );
  return old?.foto_ids ?? [];
}

/** Deletes the registration; answers its photo ids, or undefined when there was none. */
export async function remove(db: Db, userId: number): Promise<number[] | undefined> {
  const [row] = await db.query<{ foto_ids: number[] }>(
    'delete from face_registrations where user_id = $1 returning to_json(foto_ids) as foto_ids',
    [userId],
  );
  return row?.foto_ids;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (await db.query('select 1 from users where id = $1', [userId])).length > 0;
}
