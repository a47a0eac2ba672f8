import type { Db } from '../../platform/db.ts';

// files and biometric_access_log. Reads user_pics (owned by the users module) to know who is a file owner's PIC.

export interface FileRow {
  id: number;
  nama: string;
  tipe: string;
  ukuran: number;
  storage_key: string;
  uploaded_by: number | null;
  biometrik: boolean;
}

/** The file if `viewerId` may see it: its owner, one of the owner's PICs, or Admin/HRD (`admin`). */
export async function findVisible(db: Db, id: number, viewerId: number, admin: boolean): Promise<FileRow | undefined> {
  const [row] = await db.query<FileRow>(
    `select f.id, f.nama, f.tipe, f.ukuran, f.storage_key, f.uploaded_by, f.biometrik
       from files f
      where f.id = $1
        and (f.uploaded_by = $2 or $3
             or exists (select 1 from user_pics p where p.user_id = f.uploaded_by and p.pic_id = $2))`,
    [id, viewerId, admin],
  );
  return row;
}

export async function logBiometricView(db: Db, viewerId: number, subjectId: number, what: string) {
  await db.query('insert into biometric_access_log (viewer_id, subject_id, what) values ($1, $2, $3)', [
    viewerId,
    subjectId,
    what,
  ]);
}

export interface ClaimableFile {
  id: number;
  tipe: string;
  /** Biometric data or already attached to a request. */
  dipakai: boolean;
}

/** The uploader's own files among `ids`, locked until commit so that two filings cannot both claim one. */
export async function lockOwn(tx: Db, userId: number, ids: number[]): Promise<ClaimableFile[]> {
  return tx.query<ClaimableFile>(
    `select id, tipe, biometrik or dilampirkan as dipakai
       from files where id = any($2::bigint[]) and uploaded_by = $1
      order by id for update`,
    [userId, ids],
  );
}

export async function markAttached(tx: Db, ids: number[]) {
  await tx.query('update files set dilampirkan = true where id = any($1::bigint[])', [ids]);
}
