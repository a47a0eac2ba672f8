import {
  REIMBURSE_HARI_MUNDUR,
  REIMBURSE_LAMPIRAN_TIPE,
  type ReimburseAdminDetail,
  type ReimburseAdminPage,
  type ReimburseDetail,
  type ReimburseItem,
  type ReimbursePage,
  STATUS_PEMBAYARAN,
  type zReimburseBayarRequest,
  type zReimburseListQuery,
  type zReimburseRequest,
} from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Remember } from '../../platform/idempotency.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as approvals from '../approvals/index.ts';
import { claimAttachments } from '../files/index.ts';
import { workdayFor } from '../schedules/index.ts';
import * as repo from './reimbursements.repo.ts';

// Rules (DOMAIN.md "Requests"): an expense of the last 90 days (never a future one) in whole rupiah, with
// at least one receipt (photo or PDF) the employee uploaded and attached nowhere else. Once approved it is
// either marked paid by Admin/HRD or left 'Belum Dibayar' for payroll to carry.

type ReimburseInput = z.output<typeof zReimburseRequest>;
type BayarInput = z.output<typeof zReimburseBayarRequest>;
type ListQuery = z.output<typeof zReimburseListQuery>;

const NOT_FOUND = 'Reimburse';
const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: message });

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Today in the user's own time zone (their location's). */
async function localToday(db: Db, userId: number): Promise<string> {
  const today = await workdayFor(db, userId);
  if (!today) throw new AppError('UNAUTHENTICATED');
  return today.date;
}

export async function create(db: Db, user: SessionUser, input: ReimburseInput, remember: Remember): Promise<ReimburseDetail> {
  const today = await localToday(db, user.id);
  if (input.tanggal > today) throw invalid('tanggal', 'Tanggal reimburse tidak boleh melewati hari ini.');
  if (input.tanggal < daysBefore(today, REIMBURSE_HARI_MUNDUR)) {
    throw invalid('tanggal', `Reimburse hanya dapat diajukan untuk pengeluaran ${REIMBURSE_HARI_MUNDUR} hari terakhir.`);
  }
  return db.tx(async (tx) => {
    await claimAttachments(tx, user.id, input.lampiran_ids, {
      tipe: REIMBURSE_LAMPIRAN_TIPE,
      message: 'Lampiran harus berupa foto (JPEG/PNG) atau PDF.',
    });
    const id = await repo.insert(tx, user.id, input);
    await approvals.submit(tx, { tipe: 'reimburse', requestId: id, requesterId: user.id });
    const body = (await detail(tx, id)) as ReimburseDetail;
    await remember(tx, body);
    return body;
  });
}

function toItem(row: repo.ReimburseRow): ReimburseItem {
  return {
    id: row.id,
    tanggal: row.tanggal,
    kategori: row.kategori,
    nominal: row.nominal,
    keterangan: row.keterangan,
    status: row.status,
    status_pembayaran: row.status_pembayaran,
    tanggal_pengajuan: row.tanggal_pengajuan.toISOString(),
  };
}

const pemohon = (row: repo.ReimburseRow) => ({ id: row.user_id, nip: row.pemohon_nip, fullname: row.pemohon_fullname });

/** Any reimbursement with its receipts, decision and payment; undefined when it does not exist. */
export async function detail(db: Db, id: number): Promise<ReimburseDetail | undefined> {
  const row = await repo.find(db, id);
  if (!row) return undefined;
  return {
    ...toItem(row),
    lampiran: await repo.attachments(db, id),
    pemohon: pemohon(row),
    approver: row.approver,
    catatan_approval: row.catatan_approval,
    tanggal_approval: row.tanggal_approval?.toISOString() ?? null,
    dibayar_pada: row.dibayar_pada,
    dibayar_oleh: row.dibayar_oleh,
    catatan_pembayaran: row.catatan_pembayaran,
  };
}

function filter(q: ListQuery) {
  return {
    status: q.status,
    statusPembayaran: q.status_pembayaran,
    from: q['start-date'],
    to: q['end-date'],
    limit: q.size,
    offset: (q.page - 1) * q.size,
  };
}

export async function listOwn(db: Db, user: SessionUser, q: ListQuery): Promise<ReimbursePage> {
  const { rows, total } = await repo.list(db, { ...filter(q), userId: user.id });
  return { items: rows.map(toItem), total };
}

export async function getOwn(db: Db, user: SessionUser, id: number): Promise<ReimburseDetail> {
  const found = await detail(db, id);
  if (!found || found.pemohon.id !== user.id) throw notFound(NOT_FOUND);
  return found;
}

export async function cancel(db: Db, user: SessionUser, id: number): Promise<ReimburseDetail> {
  await approvals.cancel(db, user, 'reimburse', id);
  return getOwn(db, user, id);
}

export async function listAll(db: Db, q: ListQuery): Promise<ReimburseAdminPage> {
  const { rows, total } = await repo.list(db, { ...filter(q), search: q.search });
  return { items: rows.map((r) => ({ ...toItem(r), pemohon: pemohon(r) })), total };
}

export async function getAny(db: Db, user: SessionUser, id: number): Promise<ReimburseAdminDetail> {
  const found = await detail(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return {
    ...found,
    dapat_diputuskan: await approvals.canDecide(db, user, 'reimburse', id),
    dapat_dibayar: found.status_pembayaran === STATUS_PEMBAYARAN.belum,
  };
}

/** Admin/HRD record that an approved claim was paid outside payroll (409 when not approved or already paid). */
export async function markPaid(
  db: Db,
  user: SessionUser,
  id: number,
  input: BayarInput,
  remember: Remember,
): Promise<ReimburseAdminDetail> {
  const row = await repo.find(db, id);
  if (!row) throw notFound(NOT_FOUND);
  const today = await localToday(db, user.id);
  const tanggal = input.tanggal_bayar ?? today;
  if (tanggal > today) throw invalid('tanggal_bayar', 'Tanggal bayar tidak boleh melewati hari ini.');
  if (tanggal < row.tanggal) throw invalid('tanggal_bayar', 'Tanggal bayar tidak boleh sebelum tanggal reimburse.');
  return db.tx(async (tx) => {
    if (!(await repo.markPaid(tx, id, { tanggal, oleh: user.id, catatan: input.catatan }))) {
      const now = await repo.find(tx, id);
      throw new AppError(
        'CONFLICT',
        now?.dibayar_pada
          ? 'Reimburse ini sudah ditandai dibayar.'
          : 'Hanya reimburse yang sudah disetujui yang dapat ditandai dibayar.',
      );
    }
    const body = await getAny(tx, user, id);
    await remember(tx, body);
    return body;
  });
}
