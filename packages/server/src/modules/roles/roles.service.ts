import type { Role, RoleRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './roles.repo.ts';

// Role management (decision 0015): custom roles name the admin sections they open; Admin, HRD and Karyawan are
// built in and can be neither changed nor removed. Sections are read with every request, so a change applies to
// the holders' next call without signing them out.

const BUILTIN = 'Role bawaan (Admin, HRD, Karyawan) tidak dapat diubah atau dihapus.';
const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

function duplicate(nama: string) {
  const message = `Role "${nama}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

export async function list(db: Db) {
  const items = await repo.list(db);
  return { items, total: items.length };
}

export async function get(db: Db, id: number): Promise<Role> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Role');
  return row;
}

export async function create(db: Db, input: RoleRequest): Promise<Role> {
  try {
    return await get(db, await db.tx((t) => repo.insert(t, input)));
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
}

export async function update(db: Db, id: number, input: RoleRequest): Promise<Role> {
  try {
    await db.tx(async (t) => {
      const role = await repo.lockById(t, id);
      if (!role) throw notFound('Role');
      if (role.builtin) throw new AppError('CONFLICT', BUILTIN);
      await repo.update(t, id, input);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
  return get(db, id);
}

/** Refuses while anyone (active or deactivated) holds the role: taking it away is done on the employee. */
export async function remove(db: Db, id: number) {
  await db.tx(async (t) => {
    const role = await repo.lockById(t, id);
    if (!role) throw notFound('Role');
    if (role.builtin) throw new AppError('CONFLICT', BUILTIN);
    const used = await repo.countHolders(t, id);
    if (used.active > 0) throw new AppError('IN_USE', `Role masih dipakai oleh ${used.active} pengguna.`);
    if (used.total > 0) throw new AppError('IN_USE', `Role masih tercatat pada ${used.total} pengguna nonaktif.`);
    await repo.remove(t, id);
  });
}
