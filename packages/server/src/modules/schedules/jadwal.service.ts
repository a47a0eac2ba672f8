import type { JadwalKerja, JadwalKerjaRequest, ListQuery } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './jadwal.repo.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

function duplicate(nama: string) {
  const message = `Jadwal kerja "${nama}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

/** Days sorted Senin..Minggu; a day off keeps no times. */
function normalizeDays(days: JadwalKerjaRequest['hari']): JadwalKerjaRequest['hari'] {
  return [...days].sort((a, b) => a.hari - b.hari).map((d) => (d.libur ? { ...d, jam_masuk: null, jam_pulang: null } : d));
}

export const list = (db: Db, q: ListQuery) => repo.list(db, q);

export async function get(db: Db, id: number): Promise<JadwalKerja> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Jadwal kerja');
  return row;
}

/** The schedule and its seven days are written together or not at all. */
export async function create(db: Db, input: JadwalKerjaRequest): Promise<JadwalKerja> {
  try {
    const id = await db.tx(async (t) => {
      const id = await repo.insert(t, input);
      await repo.replaceDays(t, id, normalizeDays(input.hari));
      return id;
    });
    return await get(db, id);
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
}

export async function update(db: Db, id: number, input: JadwalKerjaRequest): Promise<JadwalKerja> {
  try {
    await db.tx(async (t) => {
      if (!(await repo.update(t, id, input))) throw notFound('Jadwal kerja');
      await repo.replaceDays(t, id, normalizeDays(input.hari));
    });
  } catch (err) {
    throw isUniqueViolation(err) ? duplicate(input.nama) : err;
  }
  return get(db, id);
}

/** Refuses while any employee (active or deactivated, whose history keeps it) still works on this schedule. */
export async function remove(db: Db, id: number) {
  await db.tx(async (t) => {
    if (!(await repo.lockById(t, id))) throw notFound('Jadwal kerja');
    const used = await repo.countUsers(t, id);
    if (used.active > 0) throw new AppError('IN_USE', `Jadwal kerja masih dipakai oleh ${used.active} karyawan.`);
    if (used.total > 0) throw new AppError('IN_USE', `Jadwal kerja masih tercatat pada ${used.total} karyawan nonaktif.`);
    await repo.remove(t, id);
  });
}
