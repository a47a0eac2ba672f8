import type { Perusahaan, PerusahaanRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './perusahaan.repo.ts';
import { idTkuOf } from './tax-identity.rules.ts';

const toWire = (row: repo.PerusahaanRow): Perusahaan => ({ ...row, updated_at: row.updated_at.toISOString() });

export async function get(db: Db): Promise<Perusahaan> {
  const row = await repo.get(db);
  if (!row) throw notFound('Profil perusahaan');
  return toWire(row);
}

export async function save(db: Db, input: PerusahaanRequest): Promise<Perusahaan> {
  return toWire(await repo.save(db, { ...input, id_tku: idTkuOf(input) }));
}
