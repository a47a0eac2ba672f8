import type { Db } from '../../platform/db.ts';
import { deleteFileRows, type StagedFiles } from '../../platform/files.ts';

// perusahaan.logo_file (migrations 0036, 0043): the files row that holds the company logo.

export interface LogoRow {
  id: number;
  tipe: 'image/png' | 'image/jpeg';
  ukuran: number;
  storage_key: string;
  created_at: Date;
}

export async function find(db: Db): Promise<LogoRow | undefined> {
  const [row] = await db.query<LogoRow>(
    `select f.id, f.tipe, f.ukuran, f.storage_key, f.created_at
       from perusahaan p join files f on f.id = p.logo_file where p.id = 1`,
  );
  return row;
}

/** The company row locked until commit: uploads and removals of the logo take turns. */
async function lockCurrent(tx: Db): Promise<number | null> {
  const [row] = await tx.query<{ logo_file: number | null }>('select logo_file from perusahaan where id = 1 for update');
  return row?.logo_file ?? null;
}

/**
 * Records the staged logo as the company's and deletes the previous one's row, in the caller's transaction; answers
 * the storage keys to remove after commit. The file is the company's, not the uploader's (uploaded_by stays empty,
 * so it is in nobody's own-data download), and marked attached so no request can claim it.
 */
export async function replace(tx: Db, staged: StagedFiles, by: number): Promise<{ id: number; obsolete: string[] }> {
  const previous = await lockCurrent(tx);
  const [id] = await staged.record(tx, by, { biometrik: false });
  await tx.query('update files set uploaded_by = null, dilampirkan = true where id = $1', [id]);
  await tx.query('update perusahaan set logo_file = $1 where id = 1', [id]);
  return { id, obsolete: previous === null ? [] : await deleteFileRows(tx, [previous]) };
}

/** Clears the logo in the caller's transaction; answers the storage keys to remove after commit (none: no logo). */
export async function clear(tx: Db): Promise<string[] | undefined> {
  const previous = await lockCurrent(tx);
  if (previous === null) return undefined;
  await tx.query('update perusahaan set logo_file = null where id = 1');
  return deleteFileRows(tx, [previous]);
}
