import type { BoronganAkses, PengaturanBorongan } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './akses.repo.ts';

// Who may enter piece-rate and daily work: the employee types HR chose (those paid by the piece or by the day);
// none chosen = everyone, as before the setting existed.

export async function get(db: Db): Promise<PengaturanBorongan> {
  return { tipe_karyawan: (await repo.tipeKaryawan(db)) as PengaturanBorongan['tipe_karyawan'] };
}

export async function save(db: Db, input: PengaturanBorongan): Promise<PengaturanBorongan> {
  await repo.saveTipeKaryawan(db, input.tipe_karyawan);
  return get(db);
}

async function mayEnter(db: Db, userId: number): Promise<{ boleh: boolean; tipe: string[] }> {
  const tipe = await repo.tipeKaryawan(db);
  if (tipe.length === 0) return { boleh: true, tipe };
  const own = await repo.tipeOf(db, userId);
  return { boleh: own !== null && tipe.includes(own), tipe };
}

export async function akses(db: Db, userId: number): Promise<BoronganAkses> {
  return { boleh_input: (await mayEnter(db, userId)).boleh };
}

/** 403 with the types that may, for an employee of another type. */
export async function assertMayEnter(db: Db, userId: number) {
  const { boleh, tipe } = await mayEnter(db, userId);
  if (!boleh) {
    throw new AppError(
      'FORBIDDEN',
      `Absensi borongan/harian hanya dapat diinput oleh karyawan ${tipe.map((t) => t.toLowerCase()).join(', ')}.`,
    );
  }
}
