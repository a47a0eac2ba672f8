import type { PengaturanKeamanan, PengaturanKeamananRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import * as repo from './keamanan.repo.ts';

const toWire = (row: repo.KeamananRow): PengaturanKeamanan => ({ ...row, updated_at: row.updated_at.toISOString() });

export async function get(db: Db): Promise<PengaturanKeamanan> {
  return toWire(await repo.get(db));
}

export async function save(db: Db, input: PengaturanKeamananRequest): Promise<PengaturanKeamanan> {
  return toWire(await repo.save(db, input));
}

/** The security settings other modules act on (clock-in, offline punches, retention). */
export type SecuritySettings = Omit<repo.KeamananRow, 'updated_at'>;
export async function securitySettings(db: Db): Promise<SecuritySettings> {
  const { updated_at: _, ...rest } = await repo.get(db);
  return rest;
}
