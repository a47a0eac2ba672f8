import type { UploadedFile } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { containsPattern } from '../../platform/search.ts';

// SQL for pengumuman and pengumuman_lampiran. The creator's name is read from users and attachments' names from
// files (read-only) for the detail.

export interface PengumumanRow {
  id: number;
  judul: string;
  tanggal_terbit: string;
  /** The start of the body: enough for the list's summary without shipping whole bodies. */
  isi_awal: string;
  date_created: Date;
}
export interface PengumumanDetailRow extends PengumumanRow {
  isi: string;
  pembuat: string | null;
  updated_at: Date;
}
export interface PengumumanWrite {
  judul: string;
  isi: string;
  tanggal_terbit: string;
}

const COLUMNS = `p.id, p.judul, to_char(p.tanggal_terbit, 'YYYY-MM-DD') as tanggal_terbit,
                 left(p.isi, 4000) as isi_awal, p.date_created`;

/** Filters shared by the lists: an optional publish cut-off date and a search in title and text. */
function where(publishedBy: string | null, search: string | undefined) {
  const pattern = containsPattern(search);
  return {
    sql: `where ($1::date is null or p.tanggal_terbit <= $1::date)
            and ($2::text is null or p.judul ilike $2 or regexp_replace(p.isi, '<[^>]*>', ' ', 'g') ilike $2)`,
    params: [publishedBy, pattern],
  };
}

/** A page, newest first. `publishedBy` (yyyy-MM-dd) limits to what is published by that date. */
export async function list(db: Db, opts: { publishedBy: string | null; search?: string; limit: number; offset: number }) {
  const w = where(opts.publishedBy, opts.search);
  const rows = await db.query<PengumumanRow>(
    `select ${COLUMNS} from pengumuman p ${w.sql}
      order by p.tanggal_terbit desc, p.id desc limit $3 offset $4`,
    [...w.params, opts.limit, opts.offset],
  );
  const [count] = await db.query<{ total: number }>(`select count(*) as total from pengumuman p ${w.sql}`, w.params);
  return { rows, total: count.total };
}

export async function find(db: Db, id: number): Promise<PengumumanDetailRow | undefined> {
  const rows = await db.query<PengumumanDetailRow>(
    `select ${COLUMNS}, p.isi, p.updated_at, u.fullname as pembuat
       from pengumuman p left join users u on u.id = p.created_by
      where p.id = $1`,
    [id],
  );
  return rows[0];
}

export async function insert(db: Db, input: PengumumanWrite, createdBy: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into pengumuman (judul, isi, tanggal_terbit, created_by) values ($1, $2, $3, $4) returning id',
    [input.judul, input.isi, input.tanggal_terbit, createdBy],
  );
  return row.id;
}

export async function update(db: Db, id: number, input: PengumumanWrite): Promise<boolean> {
  const rows = await db.query(
    'update pengumuman set judul = $2, isi = $3, tanggal_terbit = $4, updated_at = now() where id = $1 returning id',
    [id, input.judul, input.isi, input.tanggal_terbit],
  );
  return rows.length > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const rows = await db.query('delete from pengumuman where id = $1 returning id', [id]);
  return rows.length > 0;
}

/** Records that a newly created announcement was pushed at once. */
export async function markPushed(db: Db, id: number) {
  await db.query('update pengumuman set dipush_at = now() where id = $1', [id]);
}

/**
 * Claims the announcements whose date has come in Jakarta (WIB, the last of the three zones to reach a date) at
 * `now` and that were not pushed yet, marking them pushed: one statement, so two servers never claim the same one.
 */
export async function claimDue(db: Db, now: Date): Promise<{ id: number; judul: string }[]> {
  return db.query<{ id: number; judul: string }>(
    `update pengumuman set dipush_at = now()
      where dipush_at is null and tanggal_terbit <= ($1::timestamptz at time zone 'Asia/Jakarta')::date
      returning id, judul`,
    [now],
  );
}

/** The announcement's attachments, in the order they were given. */
export async function attachments(db: Db, id: number): Promise<UploadedFile[]> {
  return db.query<UploadedFile>(
    `select f.id, f.nama, f.tipe, f.ukuran
       from pengumuman_lampiran l join files f on f.id = l.file_id
      where l.pengumuman_id = $1
      order by l.urutan`,
    [id],
  );
}

/** Replaces the announcement's attachments with `fileIds`, in that order (the files were claimed already). */
export async function setAttachments(tx: Db, id: number, fileIds: number[]) {
  await tx.query('delete from pengumuman_lampiran where pengumuman_id = $1', [id]);
  if (fileIds.length === 0) return;
  await tx.query(
    `insert into pengumuman_lampiran (pengumuman_id, file_id, urutan)
     select $1, f.id, f.n from unnest($2::bigint[]) with ordinality as f(id, n)`,
    [id, fileIds],
  );
}
