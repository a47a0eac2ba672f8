import type { KebijakanCuti, KebijakanCutiRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import * as repo from './kebijakan-cuti.repo.ts';

// The company's annual leave policy (kebijakan_cuti). Changing it changes every derived figure at once, past
// periods included: nothing is stored per employee except HR's adjustments and the leave taken.

const toWire = ({ updated_at, ...k }: repo.KebijakanRow): KebijakanCuti => ({ ...k, updated_at: updated_at.toISOString() });

export async function get(db: Db): Promise<KebijakanCuti> {
  return toWire(await repo.get(db));
}

export async function save(db: Db, input: KebijakanCutiRequest): Promise<KebijakanCuti> {
  return toWire(await repo.save(db, input));
}
