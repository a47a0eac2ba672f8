import {
  APPROVAL_STATUS,
  type ApprovalBulkResult,
  type ApprovalDetail,
  type ApprovalItem,
  type ApprovalPage,
  type ApprovalTipe,
  type DashboardApproval,
  HR_ONLY_TIPES,
  type zApprovalBulkRequest,
  type zApprovalDecisionRequest,
  type zApprovalListQuery,
} from '@hadir/contract';
import type { z } from 'zod';
import { type AuditUraian, writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, fromDbError, notFound } from '../../platform/errors.ts';
import { mayOpenSection } from '../../platform/http.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { requestDecided, requestWaiting } from '../notifications/index.ts';
import * as repo from './approvals.repo.ts';
import { type RequestType, requestType } from './registry.ts';

// Rules (DOMAIN.md "People, roles and approvers", "Requests"): a request goes to the requester's PICs,
// else to HRD/Admin; Admin and HRD may decide any request; nobody decides their own; a decision is
// final; the requester may cancel while it is pending.

const SELF = 'Anda tidak dapat menyetujui pengajuan Anda sendiri.';
const DECIDED = 'Pengajuan ini sudah diputuskan.';
const NOT_FOUND = 'Pengajuan';

/** Inserts the approvals row of a new request, in the transaction that inserts the request itself. */
export async function submit(tx: Db, input: { tipe: ApprovalTipe; requestId: number; requesterId: number }) {
  const type = requestType(input.tipe);
  if (!type) throw new Error(`Request type ${input.tipe} is not registered`);
  const id = await repo.insert(tx, input.tipe, input.requestId, input.requesterId);
  // Queued in this transaction: the approvers hear of it only if the request is really filed.
  const { requester, approverIds } = await repo.routing(tx, input.requesterId, HR_ONLY_TIPES.includes(input.tipe));
  await requestWaiting(tx, approverIds, { tipe: input.tipe, label: type.label, requestId: input.requestId, requester });
  return id;
}

async function load(db: Db, tipe: string, requestId: number) {
  const type = requestType(tipe);
  const row = type && (await repo.find(db, type.tipe, requestId));
  if (!type || !row) throw notFound(NOT_FOUND);
  return { type, row };
}

const HR_ONLY = 'Pengajuan ini hanya dapat diputuskan oleh HRD atau Admin.';

/**
 * Admin/HRD opening the approval section, or a PIC of the requester (PICs read now, not when the request was
 * filed) for all but the HR-only types.
 */
async function mayDecide(db: Db, user: SessionUser, row: repo.ApprovalRow) {
  if (row.requester_id === user.id) return false;
  if (mayOpenSection(user, 'approval')) return true;
  return !HR_ONLY_TIPES.includes(row.tipe) && (await repo.isPicOf(db, user.id, row.requester_id));
}

function alreadyClosed(row: repo.ApprovalRow) {
  return new AppError(
    'CONFLICT',
    row.status === APPROVAL_STATUS.dibatalkan ? 'Pengajuan ini sudah dibatalkan oleh pemohon.' : DECIDED,
  );
}

export type Decision = z.output<typeof zApprovalDecisionRequest>;

/** One decision, alone or in bulk; `inTx` adds what must commit with it. */
async function decideOne(
  db: Db,
  user: SessionUser,
  tipe: string,
  requestId: number,
  input: Decision,
  inTx?: (tx: Db) => Promise<void>,
) {
  const { type, row } = await load(db, tipe, requestId);
  if (row.requester_id === user.id) throw new AppError('FORBIDDEN', SELF);
  if (!(await mayDecide(db, user, row))) {
    // A PIC knows the request exists (they may see the requester's other requests): say why, not 404.
    if (HR_ONLY_TIPES.includes(row.tipe) && (await repo.isPicOf(db, user.id, row.requester_id))) {
      throw new AppError('FORBIDDEN', HR_ONLY);
    }
    throw notFound(NOT_FOUND);
  }
  if (row.status !== APPROVAL_STATUS.menunggu) throw alreadyClosed(row);
  const approver = { id: user.id, fullname: user.fullname };
  await db.tx(async (tx) => {
    // The conditional update and the side effect share one transaction: of two approvers at once,
    // the second waits on the row, finds it decided and gets 409; the side effect runs once.
    if (!(await repo.decideIfPending(tx, row.id, input.keputusan, user.id, input.catatan ?? null))) {
      throw new AppError('CONFLICT', DECIDED);
    }
    if (input.keputusan === APPROVAL_STATUS.disetujui) await type.onApproved(tx, requestId, approver);
    else await type.onRejected?.(tx, requestId, approver);
    await requestDecided(tx, row.requester_id, {
      tipe: type.tipe,
      label: type.label,
      requestId,
      keputusan: input.keputusan,
      approver: user.fullname,
      catatan: input.catatan,
    });
    await inTx?.(tx);
  });
}

/** The audit log's words for a decision: 'menyetujui pengajuan izin' <requester>: 'Catatan: …'. */
export async function uraianKeputusan(db: Db, tipe: string, requestId: number, input: Decision): Promise<AuditUraian> {
  const { type, row } = await load(db, tipe, requestId);
  const kata = input.keputusan === APPROVAL_STATUS.disetujui ? 'menyetujui' : 'menolak';
  return {
    kategori: 'approval',
    ringkasan: `${kata} pengajuan ${type.label.toLowerCase()}`,
    karyawanId: row.requester_id,
    rincian: input.catatan ? [`Catatan: ${input.catatan}`] : [],
  };
}

export async function decide(
  db: Db,
  user: SessionUser,
  tipe: string,
  requestId: number,
  input: Decision,
): Promise<ApprovalDetail> {
  await decideOne(db, user, tipe, requestId, input);
  return detail(db, user, tipe, requestId);
}

const HR_ONLY_TIPE = 'Pengajuan jenis ini hanya dapat diputuskan oleh HRD atau Admin.';
const NOT_YOURS = 'Pengajuan tidak ditemukan atau bukan wewenang Anda untuk memutuskannya.';

/**
 * One decision and note for many requests of one type (HR clearing a list). Each goes through the single decision's
 * path in its own transaction (rights, the conditional update, the type's side effect, the push), so a refused one
 * leaves the others decided and two deciders still decide each request once. Each decision leaves its audit entry,
 * shaped like a single decision's, in its transaction; the call itself is audited by its route.
 */
export async function decideMany(
  db: Db,
  user: SessionUser,
  input: z.output<typeof zApprovalBulkRequest>,
): Promise<ApprovalBulkResult> {
  if (!mayOpenSection(user, 'approval')) {
    if (HR_ONLY_TIPES.includes(input.tipe)) throw new AppError('FORBIDDEN', HR_ONLY_TIPE);
    // Neither the approval section nor anyone's PIC: nothing here could be theirs.
    if (!(await repo.isPicOfAnyone(db, user.id))) throw new AppError('FORBIDDEN');
  }
  const decision: Decision = { keputusan: input.keputusan, catatan: input.catatan };
  let berhasil = 0;
  const gagal: ApprovalBulkResult['gagal'] = [];
  for (const id of input.ids) {
    try {
      await decideOne(db, user, input.tipe, id, decision, async (tx) =>
        writeAudit(tx, {
          userId: user.id,
          method: 'POST',
          route: '/api/approval/:tipe/:id',
          params: { tipe: input.tipe, id },
          data: { ...decision, massal: true },
          status: 200,
          uraian: await uraianKeputusan(tx, input.tipe, id, decision),
        }),
      );
      berhasil += 1;
    } catch (err) {
      const refusal = err instanceof AppError ? err : fromDbError(err);
      if (!refusal) throw err;
      // A PIC learns no more of others' requests than a single decision tells them.
      gagal.push({ id, message: refusal.code === 'NOT_FOUND' ? NOT_YOURS : refusal.message });
    }
  }
  return { berhasil, gagal };
}

/** The requester withdraws a pending request. */
export async function cancel(db: Db, user: SessionUser, tipe: ApprovalTipe, requestId: number) {
  const { row } = await load(db, tipe, requestId);
  if (row.requester_id !== user.id) throw notFound(NOT_FOUND);
  if (row.status === APPROVAL_STATUS.dibatalkan) throw new AppError('CONFLICT', 'Pengajuan ini sudah dibatalkan.');
  // A decision may land between the read and the update: the conditional update settles it.
  if (row.status !== APPROVAL_STATUS.menunggu || !(await repo.cancelIfPending(db, row.id))) {
    throw new AppError('CONFLICT', 'Pengajuan yang sudah diputuskan tidak dapat dibatalkan.');
  }
}

function toItem(row: repo.ApprovalRow, type: RequestType | undefined, ringkasan: string | undefined): ApprovalItem {
  return {
    id: row.request_id,
    approval_id: row.id,
    tipe: row.tipe,
    tipe_approval: type?.label ?? row.tipe,
    status: row.status,
    tanggal_pengajuan: row.tanggal_pengajuan.toISOString(),
    pemohon: { id: row.requester_id, nip: row.pemohon_nip, fullname: row.pemohon_fullname },
    ringkasan: ringkasan ?? '',
    approver: row.approver,
    tanggal_approval: row.tanggal_approval?.toISOString() ?? null,
    catatan_approval: row.catatan_approval,
  };
}

/** Summaries of a page of rows: one query per request type present. */
async function summaries(db: Db, rows: repo.ApprovalRow[]) {
  const out = new Map<string, string>();
  for (const tipe of new Set(rows.map((r) => r.tipe))) {
    const type = requestType(tipe);
    if (!type) continue;
    const ids = rows.filter((r) => r.tipe === tipe).map((r) => r.request_id);
    for (const [id, text] of await type.summaries(db, ids)) out.set(`${tipe}:${id}`, text);
  }
  return out;
}

export async function list(db: Db, user: SessionUser, q: z.output<typeof zApprovalListQuery>): Promise<ApprovalPage> {
  const { rows, total } = await repo.listForApprover(db, {
    userId: user.id,
    isAdmin: mayOpenSection(user, 'approval'),
    tipe: q.tipe,
    status: q.status,
    search: q.search,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  const texts = await summaries(db, rows);
  return { items: rows.map((r) => toItem(r, requestType(r.tipe), texts.get(`${r.tipe}:${r.request_id}`))), total };
}

/** For those who may decide it, or who decided it; the requester uses the request's own pages. */
export async function detail(db: Db, user: SessionUser, tipe: string, requestId: number): Promise<ApprovalDetail> {
  const { type, row } = await load(db, tipe, requestId);
  const may = await mayDecide(db, user, row);
  if (!may && !(row.decided_by === user.id && row.requester_id !== user.id)) throw notFound(NOT_FOUND);
  const data = await type.loadDetail(db, requestId);
  if (!data) throw notFound(NOT_FOUND);
  const texts = await summaries(db, [row]);
  return {
    ...toItem(row, type, texts.get(`${row.tipe}:${row.request_id}`)),
    dapat_diputuskan: may && row.status === APPROVAL_STATUS.menunggu,
    detail: data,
  };
}

/** Whether the caller may decide this request now (pages that show a request's own detail ask). */
export async function canDecide(db: Db, user: SessionUser, tipe: ApprovalTipe, requestId: number) {
  const row = await repo.find(db, tipe, requestId);
  return !!row && row.status === APPROVAL_STATUS.menunggu && (await mayDecide(db, user, row));
}

/**
 * The dashboard's 'Waiting Approval' tab: the newest requests waiting for the caller's decision; someone who decides
 * nothing (no PIC of anyone, no approval section) sees their own requests still waiting instead.
 */
export async function pendingApprovals(db: Db, user: SessionUser, limit = 50): Promise<DashboardApproval[]> {
  const isAdmin = mayOpenSection(user, 'approval');
  const decides = isAdmin || (await repo.isPicOfAnyone(db, user.id));
  const rows = decides
    ? (await repo.listForApprover(db, { userId: user.id, isAdmin, status: APPROVAL_STATUS.menunggu, limit, offset: 0 })).rows
    : await repo.listOwnPending(db, user.id, limit);
  const texts = await summaries(db, rows);
  return rows.map((r) => ({
    id: r.request_id,
    tipe: r.tipe,
    tipe_approval: requestType(r.tipe)?.label ?? r.tipe,
    status: r.status,
    tanggal_pengajuan: r.tanggal_pengajuan.toISOString(),
    pemohon: r.pemohon_fullname,
    ringkasan: texts.get(`${r.tipe}:${r.request_id}`) ?? '',
    milik_sendiri: r.requester_id === user.id,
  }));
}
