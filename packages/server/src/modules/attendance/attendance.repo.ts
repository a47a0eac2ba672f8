import type { Db } from '../../platform/db.ts';

// SQL for the attendance module's tables (so far: face_registrations).

export async function hasFaceRegistration(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query<{ registered: boolean }>(
    'select exists (select 1 from face_registrations where user_id = $1) as registered',
    [userId],
  );
  return row.registered;
}
