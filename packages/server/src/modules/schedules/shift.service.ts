import type { PengaturanShift, Shift, ShiftRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './shift.repo.ts';

// Shift definitions (decision 0024). A shift crosses midnight when it ends at or before its start
// (lintas_hari) and then belongs to the date on which it starts.

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/** Codes are compared case-insensitively and kept upper case, as the roster grid and its xlsx show them. */
const normalized = (input: ShiftRequest): ShiftRequest => ({ ...input, kode: input.kode.toUpperCase() });

function checkTimes(input: ShiftRequest) {
  if (input.jam_masuk === input.jam_pulang) {
    const message = 'Jam pulang tidak boleh sama dengan jam masuk.';
    throw new AppError('VALIDATION_ERROR', message, { jam_pulang: message });
  }
}

/** 409 naming the shift that already holds the kode or the nama, on that field. */
async function refuseClash(db: Db, input: ShiftRequest, exceptId: number | null) {
  const clash = await repo.findClash(db, input.kode, input.nama, exceptId);
  const kode = clash.find((c) => c.sama_kode);
  if (kode) {
    const message = `Kode shift ${input.kode} sudah dipakai ${kode.nama}.`;
    throw new AppError('DUPLICATE', message, { kode: message });
  }
  if (clash.some((c) => c.sama_nama)) {
    const message = `Nama shift "${input.nama}" sudah dipakai.`;
    throw new AppError('DUPLICATE', message, { nama: message });
  }
}

/** The check answers the usual case with a clear field; a twin written at the same moment trips the unique index. */
async function writing<T>(db: Db, input: ShiftRequest, exceptId: number | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await refuseClash(db, input, exceptId);
    throw new AppError('DUPLICATE');
  }
}

export const list = async (db: Db) => ({ items: await repo.list(db) });

export async function get(db: Db, id: number): Promise<Shift> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Shift');
  return row;
}

export async function create(db: Db, body: ShiftRequest): Promise<Shift> {
  const input = normalized(body);
  checkTimes(input);
  await refuseClash(db, input, null);
  const id = await writing(db, input, null, () => repo.insert(db, input));
  return get(db, id);
}

/** Deactivating (aktif false) is allowed while rosters use the shift: their days keep it. */
export async function update(db: Db, id: number, body: ShiftRequest): Promise<Shift> {
  const input = normalized(body);
  checkTimes(input);
  if (!(await repo.findById(db, id))) throw notFound('Shift');
  await refuseClash(db, input, id);
  if (!(await writing(db, input, id, () => repo.update(db, id, input)))) throw notFound('Shift');
  return get(db, id);
}

/** Refuses while any roster day (past ones too: they are what was worked) uses the shift. */
export async function remove(db: Db, id: number): Promise<void> {
  await db.tx(async (t) => {
    const shift = await repo.lockById(t, id);
    if (!shift) throw notFound('Shift');
    const days = await repo.countRosterDays(t, id);
    if (days > 0) {
      throw new AppError(
        'IN_USE',
        `Shift "${shift.nama}" dipakai pada ${days} hari di roster sehingga tidak dapat dihapus. Nonaktifkan saja shift ini agar tidak dipilih lagi.`,
      );
    }
    await repo.remove(t, id);
  });
}

export const getPengaturan = (db: Db): Promise<PengaturanShift> => repo.getPengaturan(db);
export const savePengaturan = (db: Db, input: PengaturanShift): Promise<PengaturanShift> => repo.savePengaturan(db, input);
