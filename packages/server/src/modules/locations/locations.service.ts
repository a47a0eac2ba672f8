import type { ListQuery, Lokasi, LokasiRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './locations.repo.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

function duplicate(nama: string) {
  const message = `Lokasi "${nama}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

export const list = (db: Db, q: ListQuery) => repo.list(db, q);

export async function get(db: Db, id: number): Promise<Lokasi> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Lokasi');
  return row;
}

export async function create(db: Db, input: LokasiRequest): Promise<Lokasi> {
  try {
    return await get(db, await repo.insert(db, input));
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
}

export async function update(db: Db, id: number, input: LokasiRequest): Promise<Lokasi> {
  try {
    if (!(await repo.update(db, id, input))) throw notFound('Lokasi');
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
  return get(db, id);
}

/** Refuses while any employee (active or deactivated, whose history keeps it) is still assigned here. */
export async function remove(db: Db, id: number) {
  await db.tx(async (t) => {
    if (!(await repo.lockById(t, id))) throw notFound('Lokasi');
    const used = await repo.countUsers(t, id);
    if (used.active > 0) throw new AppError('IN_USE', `Lokasi masih dipakai oleh ${used.active} karyawan.`);
    if (used.total > 0) throw new AppError('IN_USE', `Lokasi masih tercatat pada ${used.total} karyawan nonaktif.`);
    await repo.remove(t, id);
  });
}
