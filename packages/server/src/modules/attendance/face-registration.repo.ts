import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';

// foto_ids is bigint[]: read through to_json, since pg parses bigint arrays as strings (PGlite as numbers).

// face_registrations: the reference descriptors of each employee's face and the photos they came from.
// registrasi_wajah: re-registrations waiting for HR (approval type 'registrasi-wajah').
// tantangan_absen: one-time liveness challenges for clock-in.

export interface Consent {
  at: Date;
  versi: number;
  teks: string;
}

/** Serialises face changes of one person (two registrations at once, a registration and an approval). */
export async function lockUser(db: Db, userId: number): Promise<boolean> {
  return (await db.query('select 1 from users where id = $1 for update', [userId])).length > 0;
}

/** The registered descriptors, or undefined without a registration. */
export async function findDescriptors(db: Db, userId: number): Promise<number[][] | undefined> {
  const [row] = await db.query<{ descriptors: number[][] }>('select descriptors from face_registrations where user_id = $1', [
    userId,
  ]);
  return row?.descriptors;
}

/** Replaces the registration (locking the old one); answers the old photo ids, to delete with it. */
export async function replace(
  db: Db,
  userId: number,
  descriptors: number[][],
  fotoIds: number[],
  consent: Consent,
): Promise<number[]> {
  const [old] = await db.query<{ foto_ids: number[] }>(
    'select to_json(foto_ids) as foto_ids from face_registrations where user_id = $1 for update',
    [userId],
  );
  await db.query(
    `insert into face_registrations (user_id, descriptors, foto_ids, persetujuan_at, persetujuan_versi, persetujuan_teks)
     values ($1, $2::jsonb, $3::bigint[], $4, $5, $6)
     on conflict (user_id) do update
        set descriptors = excluded.descriptors, foto_ids = excluded.foto_ids, persetujuan_at = excluded.persetujuan_at,
            persetujuan_versi = excluded.persetujuan_versi, persetujuan_teks = excluded.persetujuan_teks,
            created_at = now(), updated_at = now()`,
    [userId, JSON.stringify(descriptors), fotoIds, consent.at, consent.versi, consent.teks],
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

// ---- Re-registration requests ----

export interface RegistrasiWajah {
  id: number;
  user_id: number;
  descriptors: number[][];
  foto_ids: number[];
  skor: number | null;
  persetujuan_at: Date;
  persetujuan_versi: number;
  persetujuan_teks: string;
}

/** Whether the person has a re-registration waiting for HR. */
export async function hasPendingRequest(db: Db, userId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from registrasi_wajah r join approvals a on a.tipe = 'registrasi-wajah' and a.request_id = r.id
      where r.user_id = $1 and a.status = 'Menunggu Persetujuan'`,
    [userId],
  );
  return rows.length > 0;
}

export async function insertRequest(
  db: Db,
  userId: number,
  descriptors: number[][],
  fotoIds: number[],
  skor: number | null,
  consent: Consent,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into registrasi_wajah (user_id, descriptors, foto_ids, skor, persetujuan_at, persetujuan_versi, persetujuan_teks)
     values ($1, $2::jsonb, $3::bigint[], $4, $5, $6, $7) returning id`,
    [userId, JSON.stringify(descriptors), fotoIds, skor, consent.at, consent.versi, consent.teks],
  );
  return row.id;
}

export async function findRequest(db: Db, id: number): Promise<RegistrasiWajah | undefined> {
  const [row] = await db.query<RegistrasiWajah>(
    `select id, user_id, descriptors, to_json(foto_ids) as foto_ids, skor, persetujuan_at, persetujuan_versi, persetujuan_teks
       from registrasi_wajah where id = $1`,
    [id],
  );
  return row;
}

export async function requestSummaries(db: Db, ids: number[]): Promise<Map<number, { n: number; skor: number | null }>> {
  const rows = await db.query<{ id: number; n: number; skor: number | null }>(
    'select id, cardinality(foto_ids)::int as n, skor from registrasi_wajah where id = any($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { n: r.n, skor: r.skor }]));
}

/** A readable entry in the audit log (UU 27/2022: who processed whose biometric data, and how). */
export async function audit(db: Db, actorId: number, subjectId: number, route: string, keterangan: string): Promise<void> {
  await writeAudit(db, {
    userId: actorId,
    method: 'POST',
    route,
    params: { user_id: subjectId },
    data: { keterangan },
    status: 200,
    uraian: { kategori: 'karyawan', ringkasan: 'mengelola data wajah', karyawanId: subjectId, rincian: [keterangan] },
  });
}

// ---- Clock-in challenges and replays ----

export async function insertChallenge(db: Db, userId: number, token: string, gerakan: string, until: Date, now: Date) {
  // Spent and expired challenges of this person go as new ones come.
  await db.query('delete from tantangan_absen where user_id = $1 and (berlaku_sampai < $2 or dipakai_at is not null)', [
    userId,
    now,
  ]);
  await db.query('insert into tantangan_absen (token, user_id, gerakan, berlaku_sampai) values ($1, $2, $3, $4)', [
    token,
    userId,
    gerakan,
    until,
  ]);
}

/** Spends a challenge of this person that is still valid at `now`; answers its move, or undefined. */
export async function useChallenge(db: Db, userId: number, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ gerakan: string }>(
    `update tantangan_absen set dipakai_at = $3
      where token = $1 and user_id = $2 and dipakai_at is null and berlaku_sampai >= $3 returning gerakan`,
    [token, userId, now],
  );
  return row?.gerakan;
}

/** Whether any of these photo hashes is one of the person's stored biometric photos (a replayed file). */
export async function isStoredPhoto(db: Db, userId: number, sha256: string[]): Promise<boolean> {
  const rows = await db.query('select 1 from files where uploaded_by = $1 and biometrik and sha256 = any($2::text[]) limit 1', [
    userId,
    sha256,
  ]);
  return rows.length > 0;
}
