import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { lockQuota, quotasOfUser } from '../leave/index.ts';
import { entitlementStart } from './leave-requests.repo.ts';

// Annual leave quota (UU 13/2003 art. 79; decision 0004): quota-taking leave needs the year's quota and
// may start only once 12 months of service are complete. Pending leave reserves quota.

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** Working days grouped by calendar year, years ascending. */
export function daysPerYear(hari: string[]): [number, number][] {
  const per = new Map<number, number>();
  for (const d of hari) {
    const tahun = Number(d.slice(0, 4));
    per.set(tahun, (per.get(tahun) ?? 0) + 1);
  }
  return [...per.entries()].sort(([a], [b]) => a - b);
}

/**
 * Refuses (409) quota-taking leave that starts before the entitlement date, or that does not fit in a
 * year's quota (approved plus pending, including this request). Must run in the transaction that
 * inserts the request: each year's quota row stays locked until commit, so concurrent requests queue
 * behind it and the second one counts the first.
 */
export async function reserveQuota(tx: Db, userId: number, hari: string[]) {
  const hak = await entitlementStart(tx, userId);
  if (hak && hari[0] < hak) {
    throw new AppError(
      'CONFLICT',
      `Cuti tahunan baru dapat diambil mulai ${dmy(hak)}, setelah masa kerja 12 bulan (UU 13/2003 Pasal 79).`,
    );
  }
  for (const [tahun, diminta] of daysPerYear(hari)) {
    const [found] = await quotasOfUser(tx, userId, tahun);
    if (!found || !(await lockQuota(tx, found.id))) {
      throw new AppError('CONFLICT', `Anda belum memiliki kuota cuti tahun ${tahun}. Hubungi HRD.`);
    }
    // Read again under the lock: a request that committed (or a total changed) meanwhile is counted.
    const [kuota] = await quotasOfUser(tx, userId, tahun);
    const sisa = Math.max(0, kuota.total_hari - kuota.terpakai - kuota.menunggu);
    if (diminta > sisa) {
      throw new AppError(
        'CONFLICT',
        `Sisa kuota cuti tahun ${tahun} tidak mencukupi: tersisa ${sisa} hari, diajukan ${diminta} hari kerja.`,
      );
    }
  }
}

/** Quota days still free in `tahun` (total minus approved minus pending); 0 without a quota. */
export async function freeQuota(db: Db, userId: number, tahun: number): Promise<number> {
  const [kuota] = await quotasOfUser(db, userId, tahun);
  if (!kuota) return 0;
  return Math.max(0, kuota.total_hari - kuota.terpakai - kuota.menunggu);
}
