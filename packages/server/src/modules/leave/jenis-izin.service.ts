import type { JenisIzin, JenisIzinListQuery, JenisIzinRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './jenis-izin.repo.ts';

/** A unique violation names its index: nama and kode are each unique regardless of case. */
function duplicate(err: unknown, input: JenisIzinRequest): AppError | undefined {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  if (`${e.constraint ?? ''} ${e.message ?? ''}`.includes('jenis_izin_kode_key')) {
    const message = `Kode "${input.kode}" sudah dipakai jenis izin lain.`;
    return new AppError('DUPLICATE', message, { kode: message });
  }
  const message = `Jenis izin "${input.nama}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

/**
 * Employees (and the leave form) only ever see the active types they may take (a type limited to one gender is
 * offered to that gender only); admins see all unless they filter.
 */
export const list = (db: Db, q: JenisIzinListQuery, viewer: { id: number; admin: boolean }) =>
  viewer.admin && !q.untuk_saya ? repo.list(db, q, null) : repo.list(db, { ...q, aktif: true }, viewer.id);

export async function get(db: Db, id: number): Promise<JenisIzin> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Jenis izin');
  return row;
}

export async function create(db: Db, input: JenisIzinRequest): Promise<JenisIzin> {
  try {
    return await get(db, await repo.insert(db, input));
  } catch (err) {
    throw duplicate(err, input) ?? err;
  }
}

export async function update(db: Db, id: number, input: JenisIzinRequest): Promise<JenisIzin> {
  try {
    if (!(await repo.update(db, id, input))) throw notFound('Jenis izin');
  } catch (err) {
    throw duplicate(err, input) ?? err;
  }
  return get(db, id);
}

const IN_USE_HINT = 'Nonaktifkan saja agar tidak bisa dipilih lagi.';

/** A statutory type or one used by any leave request stays (its history refers to it): deactivate it instead. */
export async function remove(db: Db, id: number) {
  try {
    await db.tx(async (t) => {
      const row = await repo.lockById(t, id);
      if (!row) throw notFound('Jenis izin');
      if (row.bawaan) {
        throw new AppError(
          'IN_USE',
          `"${row.nama}" adalah jenis izin bawaan sesuai undang-undang dan tidak dapat dihapus. ${IN_USE_HINT}`,
        );
      }
      const used = await repo.countLeaveRequestsOfType(t, id);
      if (used > 0) throw new AppError('IN_USE', `Jenis izin sudah dipakai oleh ${used} pengajuan izin. ${IN_USE_HINT}`);
      await repo.remove(t, id);
    });
  } catch (err) {
    // A reference the count above does not know yet (a later table) still refuses with a clear message.
    if ((err as { code?: string })?.code === '23503') throw new AppError('IN_USE', `Jenis izin masih dipakai. ${IN_USE_HINT}`);
    throw err;
  }
}
