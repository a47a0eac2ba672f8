import {
  type GenerateKuotaCutiResponse,
  KUOTA_CUTI_DEFAULT_HARI,
  type KuotaCuti,
  type KuotaCutiKaryawanQuery,
  type KuotaCutiPerKaryawan,
  type KuotaCutiRequest,
  type KuotaCutiUpdateRequest,
  type ListQuery,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './kuota.repo.ts';

export const listKaryawan = (db: Db, q: KuotaCutiKaryawanQuery) => repo.listKaryawan(db, q);

/** GET /users/kuota-cuti (Laporan Kuota Cuti): quota, used and remaining days per employee for a year. */
export const quotaReport = (db: Db, q: ListQuery & { periode: number }) => repo.report(db, q);

export async function get(db: Db, id: number): Promise<KuotaCuti> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Kuota cuti');
  return row;
}

export async function listOfUser(db: Db, userId: number, tahun?: number): Promise<KuotaCutiPerKaryawan> {
  const karyawan = await repo.findKaryawan(db, userId);
  if (!karyawan) throw notFound('Karyawan');
  return { karyawan, items: await repo.listOfUser(db, userId, tahun ?? null) };
}

function fieldError(code: 'VALIDATION_ERROR' | 'DUPLICATE' | 'CONFLICT', field: string, message: string): AppError {
  return new AppError(code, message, { [field]: message });
}

export async function create(db: Db, input: KuotaCutiRequest): Promise<KuotaCuti> {
  const karyawan = await repo.findKaryawan(db, input.user_id);
  if (!karyawan) throw fieldError('VALIDATION_ERROR', 'user_id', 'Karyawan tidak ditemukan.');
  if (!karyawan.aktif) throw fieldError('VALIDATION_ERROR', 'user_id', 'Karyawan sudah tidak aktif.');
  try {
    return await get(db, await repo.insert(db, input));
  } catch (err) {
    if ((err as { code?: string })?.code === '23505') {
      throw fieldError('DUPLICATE', 'tahun', `Kuota cuti tahun ${input.tahun} untuk karyawan ini sudah ada.`);
    }
    throw err;
  }
}

/** The total may not drop below the days already approved or reserved by pending leave. */
export async function update(db: Db, id: number, input: KuotaCutiUpdateRequest): Promise<KuotaCuti> {
  await db.tx(async (t) => {
    const kuota = await repo.lockById(t, id);
    if (!kuota) throw notFound('Kuota cuti');
    const used = await repo.usedDays(t, kuota.user_id, kuota.tahun);
    if (input.total_hari < used) {
      throw fieldError(
        'CONFLICT',
        'total_hari',
        `Total kuota tidak boleh kurang dari ${used} hari cuti yang sudah disetujui atau sedang diajukan.`,
      );
    }
    await repo.update(t, id, input);
  });
  return get(db, id);
}

/** A quota that approved or pending leave draws on stays; the leave's history depends on it. */
export async function remove(db: Db, id: number) {
  await db.tx(async (t) => {
    const kuota = await repo.lockById(t, id);
    if (!kuota) throw notFound('Kuota cuti');
    const used = await repo.usedDays(t, kuota.user_id, kuota.tahun);
    if (used > 0) {
      throw new AppError('IN_USE', `Kuota cuti tahun ${kuota.tahun} sudah dipakai ${used} hari sehingga tidak dapat dihapus.`);
    }
    await repo.remove(t, id);
  });
}

/**
 * The default entitlement of UU 13/2003 art. 79 (3) c: 12 working days once 12 months of continuous
 * service are complete. Reference date: 31 December of `tahun`. Everyone whose first entitled day
 * (join date + 12 months) falls in or before that year gets that year's quota, so nobody who becomes
 * entitled during the year is left out, and one run in January covers the whole year. Employees without
 * a join date are skipped and counted, so HR can complete their data and run it again.
 */
export async function generate(db: Db, tahun: number): Promise<GenerateKuotaCutiResponse> {
  const dibuat = await repo.generate(db, tahun, `${tahun}-12-31`, KUOTA_CUTI_DEFAULT_HARI);
  const tanpa = await repo.countActiveWithoutJoinDate(db, tahun);
  const head =
    dibuat > 0
      ? `${dibuat} kuota cuti tahun ${tahun} berhasil dibuat.`
      : `Tidak ada kuota cuti baru untuk tahun ${tahun}: semua karyawan yang berhak sudah memiliki kuota.`;
  const tail = tanpa > 0 ? ` ${tanpa} karyawan aktif dilewati karena belum memiliki tanggal masuk.` : '';
  return { tahun, dibuat, tanpa_tanggal_masuk: tanpa, message: head + tail };
}
