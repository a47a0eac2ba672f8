import type { KomponenGaji, KomponenGajiListQuery, KomponenGajiRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './komponen-gaji.repo.ts';

const isUnique = (err: unknown) => (err as { code?: string })?.code === '23505';

function duplicate(input: KomponenGajiRequest) {
  const message = `Komponen gaji "${input.nama}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

function refuse(field: keyof KomponenGajiRequest, message: string): never {
  throw new AppError('VALIDATION_ERROR', message, { [field]: message });
}

export const list = (db: Db, q: KomponenGajiListQuery) => repo.list(db, q);

export async function get(db: Db, id: number): Promise<KomponenGaji> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Komponen gaji');
  return row;
}

// Each system figure exists once, seeded with the system components (decision 0008).
const OTOMATIS_BAWAAN = 'Komponen otomatis disediakan sistem; pakai komponen bawaannya.';

export async function create(db: Db, input: KomponenGajiRequest): Promise<KomponenGaji> {
  if (input.cara_hitung === 'otomatis') refuse('cara_hitung', OTOMATIS_BAWAAN);
  try {
    return await get(db, await repo.insert(db, input));
  } catch (err) {
    throw isUnique(err) ? duplicate(input) : err;
  }
}

/** The fields a system component keeps: payroll's computations rely on them. */
const FIXED = ['jenis', 'cara_hitung', 'sumber_otomatis', 'objek_pajak'] as const;

export async function update(db: Db, id: number, input: KomponenGajiRequest): Promise<KomponenGaji> {
  try {
    await db.tx(async (t) => {
      const before = await repo.lockById(t, id);
      if (!before) throw notFound('Komponen gaji');
      if (before.bawaan) {
        const changed = FIXED.find((f) => before[f] !== input[f]);
        if (changed) {
          refuse(changed, 'Komponen bawaan: hanya nama, nilai default, keterangan dan status aktif yang dapat diubah.');
        }
      } else if (input.cara_hitung === 'otomatis') {
        refuse('cara_hitung', OTOMATIS_BAWAAN);
      }
      if (before.cara_hitung !== input.cara_hitung) {
        // Group and employee amounts are in the unit of the old cara_hitung (rupiah or basis points).
        const groups = await repo.groupsUsing(t, id);
        if (groups.length) {
          throw new AppError(
            'CONFLICT',
            `Cara hitung tidak dapat diubah karena komponen dipakai grup gaji ${groups.join(', ')}. Buat komponen baru bila perlu.`,
          );
        }
        await repo.removeEmployeeAmounts(t, id);
      }
      await repo.update(t, id, input);
    });
  } catch (err) {
    throw isUnique(err) ? duplicate(input) : err;
  }
  return get(db, id);
}

const IN_USE_HINT = 'Keluarkan dari grup gaji terlebih dahulu, atau nonaktifkan komponen ini.';

/** A system component never goes; one held by a group stays until no group holds it. */
export async function remove(db: Db, id: number) {
  try {
    await db.tx(async (t) => {
      const row = await repo.lockById(t, id);
      if (!row) throw notFound('Komponen gaji');
      if (row.bawaan) {
        throw new AppError('IN_USE', `"${row.nama}" adalah komponen bawaan sistem dan tidak dapat dihapus. Nonaktifkan saja.`);
      }
      const groups = await repo.groupsUsing(t, id);
      if (groups.length) {
        throw new AppError('IN_USE', `Komponen gaji masih dipakai oleh grup gaji ${groups.join(', ')}. ${IN_USE_HINT}`);
      }
      await repo.remove(t, id);
    });
  } catch (err) {
    // A group that took the component in the meantime (or a later table) still refuses clearly.
    if ((err as { code?: string })?.code === '23503') throw new AppError('IN_USE', `Komponen gaji masih dipakai. ${IN_USE_HINT}`);
    throw err;
  }
}
