import type { AdminSection } from '@hadir/contract/roles';
import type { Db } from '../../platform/db.ts';

// files and biometric_access_log. Reads user_pics (owned by the users module) to know who is a file owner's PIC, and
// the tables whose rows use a file (FILE_USES) to know which record a file belongs to.

export interface FileRow {
  id: number;
  nama: string;
  tipe: string;
  ukuran: number;
  storage_key: string;
  uploaded_by: number | null;
  biometrik: boolean;
}

/**
 * One kind of record that uses a stored file, and who besides the owner may see such a file: Admin/HRD whose
 * sections open any of `sections`, and the owner's PICs when `pics` (they decide the request it belongs to).
 */
interface FileUse {
  kind: string;
  /**
   * SQL that is true when the record uses the file `f` (files row alias); it must be an indexed lookup. It may read
   * the viewer's id as $2 (for a use that depends on who looks, see `everyone`).
   */
  uses: string;
  sections: readonly AdminSection[];
  pics: boolean;
  /** Every signed-in viewer for whom `uses` holds may see the file (an announcement's attachment, once published). */
  everyone?: boolean;
}

/** Every kind of record that holds files: a new one is added here. */
const USES: FileUse[] = [
  {
    kind: 'selfie absensi',
    uses: `exists (select 1 from attendance a where a.foto_in_id = f.id)
           or exists (select 1 from attendance a where a.foto_out_id = f.id)`,
    sections: ['riwayat'],
    pics: false,
  },
  {
    // A PIC never needs the face a punch is matched against.
    kind: 'foto registrasi wajah',
    uses: 'exists (select 1 from face_registrations r where r.user_id = f.uploaded_by and f.id = any(r.foto_ids))',
    sections: ['karyawan'],
    pics: false,
  },
  {
    // A re-registration waiting for HR (attendance module, approval type 'registrasi-wajah').
    kind: 'foto registrasi wajah baru',
    uses: 'exists (select 1 from registrasi_wajah r where r.user_id = f.uploaded_by and f.id = any(r.foto_ids))',
    sections: ['karyawan', 'approval'],
    pics: false,
  },
  {
    // An offline punch held for confirmation (approval type 'absen-offline', decided by HR only, not by PICs).
    kind: 'selfie absen offline',
    uses: 'exists (select 1 from absen_offline o where o.foto_id = f.id)',
    sections: ['riwayat', 'approval'],
    pics: false,
  },
  {
    kind: 'lampiran izin',
    uses: 'exists (select 1 from izin_lampiran l where l.file_id = f.id)',
    sections: ['riwayat', 'approval'],
    pics: true,
  },
  {
    kind: 'bukti reimburse',
    uses: 'exists (select 1 from reimburse_lampiran l where l.file_id = f.id)',
    sections: ['reimburse', 'approval'],
    pics: true,
  },
  {
    kind: 'lampiran pengumuman',
    uses: 'exists (select 1 from pengumuman_lampiran l where l.file_id = f.id)',
    sections: ['pengumuman'],
    pics: false,
  },
  {
    // Employees see an announcement from its date in their own (location's) time zone, as the announcements module
    // publishes it; before that its attachments are not theirs to see either.
    kind: 'lampiran pengumuman terbit',
    uses: `exists (select 1 from pengumuman_lampiran l join pengumuman p on p.id = l.pengumuman_id
                    where l.file_id = f.id
                      and p.tanggal_terbit <= (now() at time zone coalesce(
                            (select lk.zona_waktu from users u join lokasi lk on lk.id = u.lokasi_id where u.id = $2),
                            'Asia/Jakarta'))::date)`,
    sections: [],
    pics: false,
    everyone: true,
  },
];

export interface FileWithUses extends FileRow {
  uses: FileUse[];
  /** The viewer is one of the uploader's PICs. */
  pic: boolean;
}

/** The file, the kinds of record that use it and whether `viewerId` is the owner's PIC: one query by primary key. */
export async function findWithUses(db: Db, id: number, viewerId: number): Promise<FileWithUses | undefined> {
  const uses = USES;
  const [row] = await db.query<FileRow & { used: number[]; pic: boolean }>(
    `select f.id, f.nama, f.tipe, f.ukuran, f.storage_key, f.uploaded_by, f.biometrik,
            array_remove(array[${uses.map((u, i) => `case when ${u.uses} then ${i} end`).join(', ') || 'null'}]::int[], null) as used,
            exists (select 1 from user_pics p where p.user_id = f.uploaded_by and p.pic_id = $2) as pic
       from files f
      where f.id = $1`,
    [id, viewerId],
  );
  if (!row) return undefined;
  const { used, ...file } = row;
  return { ...file, uses: used.map((i) => uses[i]) };
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
