import type { UpahMinimum, UpahMinimumList, UpahMinimumListQuery, UpahMinimumRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './upah-minimum.repo.ts';
import { tanggalAngka } from '@hadir/contract';

// The minimum wage of each location as dated data with its decree (UU 13/2003 Pasal 88C as amended by UU 6/2023;
// PP 36/2021 Pasal 25 as amended by PP 51/2023: the governor sets the UMP and may set a UMK). One row per location
// and start date; a later decree is a new row, so a past month keeps the figure in force then.

const NAMA = 'Upah minimum';

const tanggal = tanggalAngka;

/** A second row for the same location and date (also two taps at once): the unique key answers, not a race. */
async function refuseConflicts<T>(db: Db, input: UpahMinimumRequest, write: () => Promise<T>): Promise<T> {
  const lokasi = await repo.lokasiNama(db, input.lokasi_id);
  if (!lokasi) throw new AppError('VALIDATION_ERROR', 'Lokasi tidak ditemukan.', { lokasi_id: 'Lokasi tidak ditemukan.' });
  try {
    return await write();
  } catch (err) {
    const code = (err as { code?: string })?.code;
    if (code === '23505') {
      const message = `Upah minimum ${lokasi} yang berlaku mulai ${tanggal(input.berlaku_mulai)} sudah ada. Ubah data tersebut atau pilih tanggal lain.`;
      throw new AppError('CONFLICT', message, { berlaku_mulai: message });
    }
    // The location was deleted between the check and the write.
    if (code === '23503')
      throw new AppError('VALIDATION_ERROR', 'Lokasi tidak ditemukan.', { lokasi_id: 'Lokasi tidak ditemukan.' });
    throw err;
  }
}

export async function list(db: Db, q: UpahMinimumListQuery): Promise<UpahMinimumList> {
  return repo.list(db, { lokasiId: q.lokasi_id ?? null, limit: q.size, offset: (q.page - 1) * q.size });
}

export async function get(db: Db, id: number): Promise<UpahMinimum> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(NAMA);
  return row;
}

export async function create(db: Db, input: UpahMinimumRequest): Promise<UpahMinimum> {
  const id = await refuseConflicts(db, input, () => repo.insert(db, input));
  return get(db, id);
}

export async function update(db: Db, id: number, input: UpahMinimumRequest): Promise<UpahMinimum> {
  const found = await refuseConflicts(db, input, () => repo.update(db, id, input));
  if (!found) throw notFound(NAMA);
  return get(db, id);
}

export async function remove(db: Db, id: number): Promise<void> {
  if (!(await repo.remove(db, id))) throw notFound(NAMA);
}
