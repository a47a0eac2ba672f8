import type {
  KuotaCutiKaryawan,
  KuotaCutiPerKaryawan,
  KuotaCutiRow,
  ListQuery,
  PenyesuaianCuti,
  PenyesuaianCutiRequest,
  PenyesuaianCutiUpdateRequest,
  PeriodeCuti,
} from '@hadir/contract';
import { jakartaLocal, now } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './hak-cuti.repo.ts';
import * as penyesuaian from './penyesuaian-cuti.repo.ts';
import { tanggalAngka } from '@hadir/contract';

// Annual leave per employee and period, as derived by hak-cuti.repo.ts (decision 0020): the figures every screen
// shows, the check that leave fits, and HR's adjustments, which may not drive a period below what is taken.

/** The company's date today (Jakarta): which period is "current", and whether carried days have expired. */
const today = () => jakartaLocal(now()).slice(0, 10);

const dmy = tanggalAngka;

/** "tahun 2031" on the calendar basis, "periode 01/03/2031 s.d. 28/02/2032" on the anniversary basis. */
function namaPeriode(p: { periode: number; mulai: string; selesai: string }): string {
  if (p.mulai === `${p.periode}-01-01` && p.selesai === `${p.periode}-12-31`) return `tahun ${p.periode}`;
  return `periode ${dmy(p.mulai)} s.d. ${dmy(p.selesai)}`;
}

const figures = (r: repo.PeriodeRow): PeriodeCuti => ({
  periode: r.periode,
  mulai: r.mulai,
  selesai: r.selesai,
  hak: r.hak,
  dibawa: r.dibawa,
  dibawa_sampai: r.dibawa_sampai,
  hangus: r.hangus,
  cuti_bersama: r.cuti_bersama,
  penyesuaian: r.penyesuaian,
  total: r.total,
  terpakai: r.terpakai,
  menunggu: r.menunggu,
  sisa: r.sisa,
});

const isCurrent = (r: { mulai: string; selesai: string }, day: string) => r.mulai <= day && day <= r.selesai;

/** Serialises changes to one employee's annual leave (filings, adjustments, imports) until commit. */
const lockAnnualLeave = (tx: Db, userId: number) => repo.lockMany(tx, [userId]);

/** GET /kuota-cuti: active employees with their current period. */
export async function listKaryawan(db: Db, q: ListQuery): Promise<{ items: KuotaCutiKaryawan[]; total: number }> {
  const day = today();
  const { items: people, total } = await repo.pageOfActive(db, q);
  const rows = await repo.derive(
    db,
    people.map((p) => p.id),
    day,
  );
  const items = people.map((p) => {
    const current = rows.find((r) => r.user_id === p.id && isCurrent(r, day)) as repo.PeriodeRow;
    return {
      user_id: p.id,
      nip: p.nip,
      nama: p.nama,
      tanggal_masuk: p.tanggal_masuk,
      berhak_mulai: current.berhak,
      ...figures(current),
    };
  });
  return { items, total };
}

/**
 * GET /users/kuota-cuti and Laporan Kuota Cuti: employees (active or not) with days in the period starting in
 * `periode`: an entitlement, an adjustment or quota-taking leave. Used = approved leave.
 */
export async function quotaReport(db: Db, q: ListQuery & { periode: number }): Promise<{ items: KuotaCutiRow[]; total: number }> {
  const { items: people, total } = await repo.pageOfReport(db, q);
  const rows = await repo.derive(
    db,
    people.map((p) => p.id),
    today(),
    q.periode,
  );
  const items = people.map((p) => {
    const r = rows.find((x) => x.user_id === p.id && x.periode === q.periode) as repo.PeriodeRow;
    return {
      nip: p.nip,
      nama: p.nama,
      periode: q.periode,
      total_cuti_tahunan: r.total,
      cuti_tahunan_terpakai: r.terpakai,
      sisa_cuti_tahunan: r.sisa,
    };
  });
  return { items, total };
}

/** GET /kuota-cuti/user/{id}: the employee's periods, newest first, with how each figure is made. */
export async function ofKaryawan(db: Db, userId: number): Promise<KuotaCutiPerKaryawan> {
  const karyawan = await repo.findKaryawan(db, userId);
  if (!karyawan) throw notFound('Karyawan');
  const day = today();
  const rows = await repo.derive(db, [userId], day);
  const current = rows.find((r) => isCurrent(r, day)) as repo.PeriodeRow;
  return {
    karyawan: { ...karyawan, berhak_mulai: current.berhak },
    periode_berjalan: current.periode,
    items: rows.map(figures).reverse(),
    penyesuaian: await penyesuaian.listOfUser(db, userId),
  };
}

/** Days still free for a new request in the period holding `date`: total minus approved minus pending. */
export async function freeAnnualLeave(db: Db, userId: number, date: string): Promise<number> {
  const periode = await repo.periodeOfDate(db, userId, date);
  const row = (await repo.derive(db, [userId], today(), periode)).find((r) => r.periode === periode);
  return Math.max(0, (row?.sisa ?? 0) - (row?.menunggu ?? 0));
}

/**
 * Refuses (409) quota-taking leave that does not fit, once the request's working days `hari` are recorded as
 * pending in this transaction: a period whose own days go below zero (carried days serve only leave dated
 * before they expire), or days before 12 months of service beyond what HR added. Runs under the employee's
 * annual-leave lock, so two requests filed at once queue and the second counts the first.
 */
export async function assertAnnualLeaveFits(tx: Db, userId: number, hari: string[]) {
  await lockAnnualLeave(tx, userId);
  const rows = await repo.derive(tx, [userId], today());
  for (const r of rows) {
    const mine = hari.filter((d) => r.mulai <= d && d <= r.selesai);
    if (mine.length === 0) continue;
    if (r.saldo < 0 && r.berhak === null) {
      throw new AppError('CONFLICT', 'Tanggal masuk Anda belum tercatat sehingga hak cuti tahunan belum ada. Hubungi HRD.');
    }
    // Before 12 months of service only days HR added can be taken (the law's days come with the 12 months).
    if (r.berhak && mine.some((d) => d < (r.berhak as string)) && r.sebelum_berhak > Math.max(0, r.penyesuaian)) {
      throw new AppError(
        'CONFLICT',
        `Cuti tahunan baru dapat diambil mulai ${dmy(r.berhak)}, setelah masa kerja 12 bulan (UU 13/2003 Pasal 79).`,
      );
    }
    if (r.saldo < 0) {
      const muat = Math.max(0, mine.length + r.saldo);
      const lewat = r.dibawa > 0 && mine.some((d) => d >= r.batas) && r.dibawa_sampai;
      throw new AppError(
        'CONFLICT',
        `Sisa kuota cuti ${namaPeriode(r)} tidak mencukupi: tersisa ${muat} hari, diajukan ${mine.length} hari kerja.` +
          (lewat ? ` Sisa cuti periode sebelumnya hanya dapat dipakai sampai ${dmy(r.dibawa_sampai as string)}.` : ''),
      );
    }
  }
}

/**
 * Runs `change` (an adjustment written, changed or removed) and refuses it (409, nothing written) when it
 * drives a period of the employee below the leave already approved or pending there.
 */
async function guarded(tx: Db, userId: number, change: () => Promise<void>) {
  await lockAnnualLeave(tx, userId);
  const day = today();
  const before = new Map((await repo.derive(tx, [userId], day)).map((r) => [r.periode, r.saldo]));
  await change();
  for (const r of await repo.derive(tx, [userId], day)) {
    if (r.saldo < 0 && r.saldo < (before.get(r.periode) ?? 0)) {
      const dipakai = r.terpakai + r.menunggu;
      throw new AppError(
        'CONFLICT',
        `Sisa cuti ${namaPeriode(r)} tidak boleh kurang dari 0 hari` +
          (dipakai > 0 ? `; ${dipakai} hari sudah disetujui atau sedang diajukan.` : '.'),
      );
    }
  }
}

export async function getPenyesuaian(db: Db, id: number): Promise<PenyesuaianCuti> {
  const row = await penyesuaian.find(db, id);
  if (!row) throw notFound('Penyesuaian cuti');
  return row;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: message });

export async function addPenyesuaian(db: Db, input: PenyesuaianCutiRequest, by: number): Promise<PenyesuaianCuti> {
  const karyawan = await repo.findKaryawan(db, input.user_id);
  if (!karyawan) throw invalid('user_id', 'Karyawan tidak ditemukan.');
  if (!karyawan.aktif) throw invalid('user_id', 'Karyawan sudah tidak aktif.');
  const id = await db.tx(async (tx) => {
    let created = 0;
    await guarded(tx, input.user_id, async () => {
      created = await penyesuaian.insert(tx, { ...input, by });
    });
    return created;
  });
  return getPenyesuaian(db, id);
}

export async function updatePenyesuaian(db: Db, id: number, input: PenyesuaianCutiUpdateRequest): Promise<PenyesuaianCuti> {
  await db.tx(async (tx) => {
    const found = await penyesuaian.lock(tx, id);
    if (!found) throw notFound('Penyesuaian cuti');
    await guarded(tx, found.user_id, () => penyesuaian.update(tx, id, input));
  });
  return getPenyesuaian(db, id);
}

export async function removePenyesuaian(db: Db, id: number) {
  await db.tx(async (tx) => {
    const found = await penyesuaian.lock(tx, id);
    if (!found) throw notFound('Penyesuaian cuti');
    await guarded(tx, found.user_id, () => penyesuaian.remove(tx, id));
  });
}

/** Remaining annual leave (sisa) in the current period of each of `userIds`, derived once for all of them. */
export async function currentRemaining(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const day = today();
  const rows = await repo.derive(db, userIds, day);
  return new Map(rows.filter((r) => isCurrent(r, day)).map((r) => [r.user_id, r.sisa]));
}

export interface SetRemaining {
  userId: number;
  sisa: number;
  alasan: string;
  by: number;
}

/**
 * Records, for each employee, the adjustment that makes their remaining annual leave (sisa) in the current
 * period equal `sisa` (days brought over from the previous system), with the given reason; nothing for one
 * whose remaining already is. Answers the employees changed, with their remaining before and after. For
 * callers holding a transaction (the employee and leave quota imports): the employees stay locked until commit.
 */
export async function setRemainingAnnualLeaves(
  t: Db,
  items: SetRemaining[],
): Promise<{ userId: number; lama: number; baru: number }[]> {
  for (const a of items) {
    if (!Number.isInteger(a.sisa) || a.sisa < 0 || a.sisa > 366) {
      throw new AppError('VALIDATION_ERROR', 'Sisa cuti tahunan harus bilangan bulat 0 sampai 366.');
    }
    if (!a.alasan.trim()) throw new AppError('VALIDATION_ERROR', 'Alasan penyesuaian cuti wajib diisi.');
  }
  const ids = [...new Set(items.map((a) => a.userId))];
  await repo.lockMany(t, ids);
  const day = today();
  const current = new Map((await repo.derive(t, ids, day)).filter((r) => isCurrent(r, day)).map((r) => [r.user_id, r] as const));
  const changes = items.flatMap((a) => {
    const row = current.get(a.userId);
    if (!row) throw notFound('Karyawan');
    return row.sisa === a.sisa ? [] : [{ ...a, alasan: a.alasan.trim(), periode: row.periode, lama: row.sisa }];
  });
  await penyesuaian.insertMany(
    t,
    changes.map((c) => ({ user_id: c.userId, periode: c.periode, hari: c.sisa - c.lama, alasan: c.alasan, by: c.by })),
  );
  return changes.map((c) => ({ userId: c.userId, lama: c.lama, baru: c.sisa }));
}

/** One employee's remaining annual leave set to `sisa` (see setRemainingAnnualLeaves). */
export async function setRemainingAnnualLeave(t: Db, a: SetRemaining): Promise<void> {
  await setRemainingAnnualLeaves(t, [a]);
}
