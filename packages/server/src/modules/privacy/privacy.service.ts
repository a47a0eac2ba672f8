import type { HapusBiometrikResponse } from '@hadir/contract';
import type { Config } from '../../platform/config.ts';
import { jakartaLocal } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fileStore } from '../../platform/files.ts';
import { securitySettings } from '../settings/index.ts';
import * as repo from './privacy.repo.ts';

// Photos are kept no longer than needed (UU 27/2022 art. 43): clock-in selfies for `retensi_foto_bulan` months,
// a former employee's face data for that long after the last day, and an Admin may erase the latter at once.
// Request attachments (sick letters, receipts) are HR records with their own legal keeping period: not touched.

export interface PrivacyDeps {
  db: Db;
  config: Pick<Config, 'dataDir' | 's3'>;
}

const BATCH = 500;

/** `at` minus whole months (calendar months, as the setting says). */
export function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** Deletes what is past the retention period at `at`; answers how many photos went. */
export async function purgeExpired(deps: PrivacyDeps, at: Date): Promise<number> {
  const { db } = deps;
  const store = fileStore(deps.config);
  const cutoff = monthsBefore(at, (await securitySettings(db)).retensi_foto_bulan);
  let removed = 0;
  // In batches, each its own transaction: a first run over years of selfies never holds one huge transaction.
  for (;;) {
    const keys = await db.tx((tx) => repo.purgeSelfiesBefore(tx, cutoff, BATCH));
    await store.remove(keys);
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  for (const userId of await repo.formerWithFaceBefore(db, cutoff)) {
    const keys = await db.tx((tx) => repo.purgeFaceOf(tx, userId));
    await store.remove(keys);
    removed += keys.length;
  }
  return removed;
}

/** The daily run under the scheduler: one server a day does it. Answers undefined when not this server's turn. */
export async function runDailyPurge(deps: PrivacyDeps, at: Date): Promise<number | undefined> {
  if (!(await repo.claimDailyRun(deps.db, jakartaLocal(at).slice(0, 10)))) return undefined;
  return purgeExpired(deps, at);
}

/** Admin: erases a former employee's biometric data (face descriptors, face photos, clock-in selfies). */
export async function eraseBiometrics(deps: PrivacyDeps, userId: number): Promise<HapusBiometrikResponse> {
  const keys = await deps.db.tx(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw notFound('Karyawan');
    if (user.active) {
      throw new AppError(
        'CONFLICT',
        'Data biometrik hanya dapat dihapus untuk karyawan yang sudah dinonaktifkan. Nonaktifkan karyawan ini terlebih dahulu.',
      );
    }
    return [...(await repo.purgeFaceOf(tx, userId)), ...(await repo.purgeSelfiesOf(tx, userId))];
  });
  await fileStore(deps.config).remove(keys);
  return {
    message:
      keys.length > 0
        ? `Data biometrik berhasil dihapus (${keys.length} foto).`
        : 'Data biometrik berhasil dihapus. Tidak ada foto yang tersimpan.',
    foto_dihapus: keys.length,
  };
}
