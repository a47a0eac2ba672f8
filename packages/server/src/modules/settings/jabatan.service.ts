import type { Jabatan, JabatanRequest, ListQuery } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './jabatan.repo.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

function duplicate(nama: string) {
  const message = `Jabatan "${nama}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

export const list = (db: Db, q: ListQuery) => repo.list(db, q);

export async function get(db: Db, id: number): Promise<Jabatan> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Jabatan');
  return row;
}

export async function create(db: Db, input: JabatanRequest): Promise<Jabatan> {
  try {
    return await get(db, await repo.insert(db, input));
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
}

export async function update(db: Db, id: number, input: JabatanRequest): Promise<Jabatan> {
  try {
    if (!(await repo.update(db, id, input))) throw notFound('Jabatan');
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
  return get(db, id);
}

/** Refuses while any employee (active or deactivated, whose history keeps it) still holds the job title. */
export async function remove(db: Db, id: number) {
  await db.tx(async (t) => {
    if (!(await repo.lockById(t, id))) throw notFound('Jabatan');
    const used = await repo.countUsers(t, id);
    if (used.active > 0) throw new AppError('IN_USE', `Jabatan masih dipakai oleh ${used.active} karyawan.`);
    if (used.total > 0) throw new AppError('IN_USE', `Jabatan masih tercatat pada ${used.total} karyawan nonaktif.`);
    await repo.remove(t, id);
  });
}
