import type { Db } from '../../platform/db.ts';
import { type KomponenBerlaku, grupDanUpahLama, komponenBerlaku } from './gaji-karyawan.repo.ts';
import { percentOf } from './statutory/money.ts';

// What payroll and overtime read about an employee's pay (decision 0008).

const byUser = (rows: KomponenBerlaku[]) => {
  const map = new Map<number, KomponenBerlaku[]>();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r]);
  return map;
};

const pokokOf = (rows: KomponenBerlaku[] | undefined) => rows?.find((r) => r.gaji_pokok)?.nilai ?? null;

/** Base pay (gaji pokok) a month of each employee: own amount, else the group's; null without a group holding base pay. */
export async function gajiPokok(db: Db, userIds: number[]): Promise<Map<number, number | null>> {
  const rows = byUser(await komponenBerlaku(db, userIds));
  return new Map(userIds.map((id) => [id, pokokOf(rows.get(id))]));
}

/**
 * The monthly wage overtime pay is based on (PP 35/2021 art. 32 (3)): base pay plus the fixed allowances,
 * i.e. the group's earnings paid whatever the attendance (tetap, and persen of base pay). Null when unknown:
 * a group without base pay (piece-rate wages: art. 33 (2) averages 12 months, payroll's business). An employee
 * in no group keeps users.upah_bulanan until every employee has a group.
 */
export async function upahBulanan(db: Db, userIds: number[]): Promise<Map<number, number | null>> {
  const [rows, users] = await Promise.all([komponenBerlaku(db, userIds), grupDanUpahLama(db, userIds)]);
  const perUser = byUser(rows);
  const result = new Map<number, number | null>();
  for (const u of users) {
    if (u.grup_gaji_id === null) {
      result.set(u.id, u.upah_bulanan);
      continue;
    }
    result.set(u.id, upahDariKomponen(perUser.get(u.id) ?? []));
  }
  return result;
}

/**
 * The rule of the monthly wage over one employee's components in force: base pay + fixed earnings + percentages
 * of base pay; null without base pay. For callers that already hold the rows (the payroll run).
 */
export function upahDariKomponen(komponen: KomponenBerlaku[]): number | null {
  const pokok = pokokOf(komponen);
  if (pokok === null) return null;
  let upah = 0;
  for (const k of komponen) {
    if (k.jenis !== 'pendapatan' || k.nilai === null) continue;
    if (k.cara_hitung === 'tetap') upah += k.nilai;
    if (k.cara_hitung === 'persen_gaji_pokok') upah += percentOf(pokok, k.nilai);
  }
  return upah;
}
