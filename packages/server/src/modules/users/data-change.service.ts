import {
  APPROVAL_STATUS,
  DATA_PRIBADI_HR_FIELDS,
  DATA_PRIBADI_LABELS,
  type DataPribadiAdminPage,
  type DataPribadiDetail,
  type DataPribadiHrField,
  type DataPribadiPerubahan,
  type zDataPribadiAdminQuery,
} from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { cancel, type RequestType, submit } from '../approvals/index.ts';
import * as repo from './data-change.repo.ts';

// Tax and bank data (NIK, PTKP, NPWP, bank account) change PPh 21 and where pay goes: an employee's change of
// them is a request HR approves, never applied at once. One pending request per person: a new one replaces it.

/** Serialises one person's filings (advisory lock) without locking the users row an approval locks after its own row. */
const FILING_LOCK = 15032;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? null) === (b ?? null);
const fields = (v: repo.HrValues) => DATA_PRIBADI_HR_FIELDS.filter((k) => k in v);
const labels = (keys: DataPribadiHrField[]) => {
  const names = keys.map((k) => DATA_PRIBADI_LABELS[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}` : (names[0] ?? '');
};

export function perubahan(row: Pick<repo.ChangeRow, 'lama' | 'baru'>): DataPribadiPerubahan[] {
  return fields(row.baru).map((k) => ({
    kolom: k,
    label: DATA_PRIBADI_LABELS[k],
    lama: row.lama[k] ?? null,
    baru: row.baru[k] ?? null,
  }));
}

export type Filing = { status: 'none' } | { status: 'filed' | 'unchanged'; fields: DataPribadiHrField[] };

/**
 * Files the asked HR values that differ from the record, in the caller's transaction. The same values as the
 * pending request change nothing (a double tap); other values replace it.
 */
export async function fileChange(tx: Db, user: SessionUser, asked: repo.HrValues): Promise<Filing> {
  await tx.query('select pg_advisory_xact_lock($1, $2::int)', [FILING_LOCK, user.id]);
  const current = await repo.currentHrValues(tx, user.id);
  const changed = fields(asked).filter((k) => !same(asked[k], current[k]));
  if (changed.length === 0) return { status: 'none' };
  const baru = Object.fromEntries(changed.map((k) => [k, asked[k] ?? null])) as repo.HrValues;
  const lama = Object.fromEntries(changed.map((k) => [k, current[k] ?? null])) as repo.HrValues;
  const pending = await repo.findPending(tx, user.id);
  if (pending && fields(pending.baru).length === changed.length && changed.every((k) => same(pending.baru[k], baru[k]))) {
    return { status: 'unchanged', fields: changed };
  }
  if (pending) {
    // HR deciding it this very moment: the person sees the outcome after a reload and may ask again.
    await cancel(tx, user, 'data-pribadi', pending.id).catch((err) => {
      if (err instanceof AppError && err.code === 'CONFLICT') {
        throw new AppError(
          'CONFLICT',
          'Pengajuan perubahan Anda sebelumnya baru saja diputuskan HRD. Muat ulang halaman lalu coba lagi.',
        );
      }
      throw err;
    });
  }
  const id = await repo.insert(tx, user.id, lama, baru);
  await submit(tx, { tipe: 'data-pribadi', requestId: id, requesterId: user.id });
  return { status: 'filed', fields: changed };
}

export async function pendingOf(db: Db, userId: number) {
  const row = await repo.findPending(db, userId);
  return row ? { id: row.id, tanggal_pengajuan: row.created_at.toISOString(), perubahan: perubahan(row) } : null;
}

/** The message of a save: what waits for HR, if anything does. */
export function filingMessage(filing: Filing): string {
  if (filing.status === 'none') return 'Data pribadi berhasil disimpan.';
  return `Data pribadi berhasil disimpan. Perubahan ${labels(filing.fields)} menunggu persetujuan HRD dan belum berlaku.`;
}

async function detail(db: Db, id: number): Promise<DataPribadiDetail | undefined> {
  const row = await repo.find(db, id);
  if (!row) return undefined;
  const now = await repo.currentHrValues(db, row.user_id);
  return { perubahan: perubahan(row).map((p) => ({ ...p, saat_ini: now[p.kolom] ?? null })) };
}

export const dataPribadiRequestType: RequestType = {
  tipe: 'data-pribadi',
  label: 'Perubahan Data Pribadi',
  loadDetail: detail,
  summaries: async (db, ids) => {
    const out = new Map<number, string>();
    for (const [id, keys] of await repo.summaries(db, ids)) {
      out.set(id, `Perubahan ${labels(keys.split(', ').filter(Boolean) as DataPribadiHrField[])}`);
    }
    return out;
  },
  async onApproved(tx, requestId, approver) {
    const row = await repo.find(tx, requestId);
    if (!row) throw new AppError('NOT_FOUND', 'Pengajuan perubahan data pribadi tidak ditemukan.');
    const current = await repo.lockHrValues(tx, row.user_id);
    // HR changed a field to something else since the request was filed: HR's value stands until someone decides.
    const moved = fields(row.baru).filter((k) => !same(current[k], row.lama[k]) && !same(current[k], row.baru[k]));
    if (moved.length > 0) {
      throw new AppError(
        'CONFLICT',
        `${labels(moved)} sudah diubah HRD setelah pengajuan ini dibuat. Tolak pengajuan ini, lalu minta karyawan mengajukan ulang bila masih perlu.`,
      );
    }
    await repo.applyValues(tx, row.user_id, row.baru);
    await repo.auditApplied(tx, approver.id, row);
  },
};

export async function listAdmin(db: Db, q: z.output<typeof zDataPribadiAdminQuery>): Promise<DataPribadiAdminPage> {
  const { rows, total } = await repo.listAdmin(db, {
    status: q.status,
    search: q.search,
    from: q['start-date'],
    to: q['end-date'],
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      pemohon: { id: r.user_id, nip: r.pemohon_nip, fullname: r.pemohon_fullname },
      status: r.status,
      tanggal_pengajuan: r.created_at.toISOString(),
      perubahan: perubahan(r),
      approver: r.status === APPROVAL_STATUS.dibatalkan ? null : r.approver,
      tanggal_approval: r.tanggal_approval?.toISOString() ?? null,
    })),
    total,
  };
}
