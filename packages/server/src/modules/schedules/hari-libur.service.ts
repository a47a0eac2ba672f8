import type { HariLibur, HariLiburListQuery, HariLiburRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './hari-libur.repo.ts';
import { namaTanggal } from '@hadir/contract';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/** '17 Agustus 2026': the message is read by people. */
const longDate = namaTanggal;

function duplicate(tanggal: string) {
  const message = `Tanggal ${longDate(tanggal)} sudah terdaftar sebagai hari libur.`;
  return new AppError('DUPLICATE', message, { tanggal: message });
}

export const list = (db: Db, q: HariLiburListQuery) => repo.list(db, q);

export async function get(db: Db, id: number): Promise<HariLibur> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Hari libur');
  return row;
}

export async function create(db: Db, input: HariLiburRequest): Promise<HariLibur> {
  try {
    return await get(db, await repo.insert(db, input));
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.tanggal) : err;
  }
}

export async function update(db: Db, id: number, input: HariLiburRequest): Promise<HariLibur> {
  try {
    if (!(await repo.update(db, id, input))) throw notFound('Hari libur');
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.tanggal) : err;
  }
  return get(db, id);
}

export async function remove(db: Db, id: number) {
  if (!(await repo.remove(db, id))) throw notFound('Hari libur');
}
