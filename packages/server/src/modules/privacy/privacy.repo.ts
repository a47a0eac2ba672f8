import type { Db } from '../../platform/db.ts';
import { deleteFileRows } from '../../platform/files.ts';

// Biometric data at the end of its life (UU 27/2022 art. 43-44): clock-in photos (biometric files: selfies and
// liveness frames, referenced by attendance and absen_offline) and face data (face_registrations and the
// re-registrations waiting for HR in registrasi_wajah: descriptors and photos). The attendance module owns those
// tables; here photo references are cleared and face data deleted, the punches themselves stay.

/**
 * Claims today's purge (Jakarta date): true for exactly one caller a day, whichever server asks. One conditional
 * update: a second server waits on the row and then finds it already claimed.
 */
export async function claimDailyRun(db: Db, date: string): Promise<boolean> {
  const rows = await db.query(
    'update retensi_foto_jalan set terakhir = $1::date where id = 1 and terakhir is distinct from $1::date returning id',
    [date],
  );
  return rows.length === 1;
}

/** Photos of a face registration in force or waiting for HR: kept while the person works here. */
const REGISTRATION_PHOTO = `(exists (select 1 from face_registrations r where f.id = any(r.foto_ids))
  or exists (select 1 from registrasi_wajah r where f.id = any(r.foto_ids)))`;

/**
 * Up to `limit` clock-in photos stored before `cutoff` (biometric files that are no face registration's): clears
 * the punches' references and deletes the files rows, answering their storage keys (to remove after commit).
 */
export async function purgeSelfiesBefore(tx: Db, cutoff: Date, limit: number): Promise<string[]> {
  const old = await tx.query<{ id: number }>(
    `select f.id from files f where f.biometrik and f.created_at < $1 and not ${REGISTRATION_PHOTO}
      order by f.id limit $2 for update of f`,
    [cutoff, limit],
  );
  return deleteBiometricFiles(
    tx,
    old.map((r) => r.id),
  );
}

/** Punches keep their times; only the photo references go (held offline punches drop theirs on delete). */
async function deleteBiometricFiles(tx: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  await tx.query('update attendance set foto_in_id = null where foto_in_id = any($1::bigint[])', [ids]);
  await tx.query('update attendance set foto_out_id = null where foto_out_id = any($1::bigint[])', [ids]);
  return deleteFileRows(tx, ids);
}

/** Every biometric photo one person stored (selfies, liveness frames); run after their face data went. */
export async function purgeSelfiesOf(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx.query<{ id: number }>('select id from files where uploaded_by = $1 and biometrik for update', [userId]);
  return deleteBiometricFiles(
    tx,
    rows.map((r) => r.id),
  );
}

const idList = (v: unknown): number[] => (typeof v === 'string' ? JSON.parse(v) : ((v as number[] | null) ?? [])).map(Number);

/**
 * Deletes one person's face registration (descriptors) and re-registrations waiting for HR (their pending
 * approvals are withdrawn: nothing is left to decide); answers the photos' storage keys.
 */
export async function purgeFaceOf(tx: Db, userId: number): Promise<string[]> {
  const regs = await tx.query<{ foto_ids: unknown }>(
    'delete from face_registrations where user_id = $1 returning to_json(foto_ids) as foto_ids',
    [userId],
  );
  const pending = await tx.query<{ id: number; foto_ids: unknown }>(
    'delete from registrasi_wajah where user_id = $1 returning id, to_json(foto_ids) as foto_ids',
    [userId],
  );
  if (pending.length > 0) {
    await tx.query(
      `update approvals set status = 'Dibatalkan'
        where tipe = 'registrasi-wajah' and request_id = any($1::bigint[]) and status = 'Menunggu Persetujuan'`,
      [pending.map((p) => p.id)],
    );
  }
  return deleteFileRows(
    tx,
    [...regs, ...pending].flatMap((r) => idList(r.foto_ids)),
  );
}

/** People deactivated before `cutoff` who still have face data. */
export async function formerWithFaceBefore(db: Db, cutoff: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select u.id from users u
      where not u.active and u.deactivated_at < $1
        and (exists (select 1 from face_registrations r where r.user_id = u.id)
          or exists (select 1 from registrasi_wajah r where r.user_id = u.id))
      order by u.id`,
    [cutoff],
  );
  return rows.map((r) => r.id);
}

export async function lockUser(db: Db, userId: number) {
  const rows = await db.query<{ id: number; active: boolean }>('select id, active from users where id = $1 for update', [userId]);
  return rows[0];
}
