import { ADMIN_ROLES, APPROVAL_STATUS, type ApprovalTipe, HR_ONLY_TIPES } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { sectionsOfUser } from '../../platform/sessions.ts';
import { containsPattern, personMatches } from '../../platform/search.ts';

// SQL for the approvals table. Names of requesters and approvers and the PIC links are read from
// users and user_pics (read-only): routing follows the PICs as they are at the moment of asking.

export interface ApprovalRow {
  id: number;
  tipe: ApprovalTipe;
  request_id: number;
  requester_id: number;
  status: string;
  tanggal_pengajuan: Date;
  decided_by: number | null;
  tanggal_approval: Date | null;
  catatan_approval: string | null;
  approver: string | null;
  pemohon_nip: string;
  pemohon_fullname: string;
}

const SELECT = `select a.id, a.tipe, a.request_id, a.requester_id, a.status, a.tanggal_pengajuan, a.decided_by,
                       a.tanggal_approval, a.catatan_approval, d.fullname as approver,
                       r.nip as pemohon_nip, r.fullname as pemohon_fullname
                  from approvals a
                  join users r on r.id = a.requester_id
                  left join users d on d.id = a.decided_by`;

const PENDING = `'${APPROVAL_STATUS.menunggu}'`;
/** The requester's PICs who can still sign in. */
const ACTIVE_PICS = 'select 1 from user_pics p join users pu on pu.id = p.pic_id and pu.active where p.user_id = a.requester_id';

/** The HR-only request types as an SQL list (constants of the contract, no input). */
const HR_ONLY = `(${HR_ONLY_TIPES.map((t) => `'${t}'`).join(', ')})`;

/**
 * Pending requests routed to user $1: those of people whose PIC they are (but HR-only types), and, for Admin/HRD
 * ($2), those of people without an active PIC and every HR-only one. Admin/HRD may still decide any other request.
 */
const WAITING_FOR = `a.status = ${PENDING} and a.requester_id <> $1
  and ((a.tipe not in ${HR_ONLY} and exists (${ACTIVE_PICS} and p.pic_id = $1))
       or ($2::boolean and (a.tipe in ${HR_ONLY} or not exists (${ACTIVE_PICS}))))`;

export async function insert(tx: Db, tipe: ApprovalTipe, requestId: number, requesterId: number) {
  const [row] = await tx.query<{ id: number }>(
    'insert into approvals (tipe, request_id, requester_id) values ($1, $2, $3) returning id',
    [tipe, requestId, requesterId],
  );
  return row.id;
}

export async function find(db: Db, tipe: string, requestId: number): Promise<ApprovalRow | undefined> {
  const rows = await db.query<ApprovalRow>(`${SELECT} where a.tipe = $1 and a.request_id = $2`, [tipe, requestId]);
  return rows[0];
}

export async function isPicOf(db: Db, picId: number, userId: number): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    'select exists (select 1 from user_pics where user_id = $1 and pic_id = $2) as ok',
    [userId, picId],
  );
  return row.ok;
}

/** Whether anyone has this user as PIC. */
export async function isPicOfAnyone(db: Db, picId: number): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>('select exists (select 1 from user_pics where pic_id = $1) as ok', [picId]);
  return row.ok;
}

export interface ListFilter {
  userId: number;
  isAdmin: boolean;
  tipe?: ApprovalTipe;
  /** 'Menunggu Persetujuan' = waiting for the user; else decided by the user ('all' = either decision). */
  status: string;
  search?: string;
  limit: number;
  offset: number;
}

export async function listForApprover(db: Db, f: ListFilter) {
  const pattern = containsPattern(f.search);
  const waiting = f.status === APPROVAL_STATUS.menunggu;
  // $1 user, $2 admin flag or decided status, $3 tipe, $4 search pattern.
  const which = waiting
    ? WAITING_FOR
    : `a.decided_by = $1
       and (a.status = $2 or ($2 = 'all' and a.status in ('${APPROVAL_STATUS.disetujui}', '${APPROVAL_STATUS.ditolak}')))`;
  const where = `where ${which}
    and ($3::text is null or a.tipe = $3)
    and ${personMatches('a.requester_id', '$4')}`;
  const params = [f.userId, waiting ? f.isAdmin : f.status, f.tipe ?? null, pattern];
  const order = waiting ? 'a.tanggal_pengajuan desc, a.id desc' : 'a.tanggal_approval desc, a.id desc';
  const rows = await db.query<ApprovalRow>(`${SELECT} ${where} order by ${order} limit $5 offset $6`, [
    ...params,
    f.limit,
    f.offset,
  ]);
  const [count] = await db.query<{ total: number }>(`select count(*) as total from approvals a ${where}`, params);
  return { rows, total: count.total };
}

/** The user's own requests still waiting for someone's decision, newest first. */
export function listOwnPending(db: Db, userId: number, limit: number): Promise<ApprovalRow[]> {
  return db.query<ApprovalRow>(
    `${SELECT} where a.requester_id = $1 and a.status = ${PENDING} order by a.tanggal_pengajuan desc, a.id desc limit $2`,
    [userId, limit],
  );
}

/** Records a decision unless someone else already did: the row lock makes exactly one caller win. */
export async function decideIfPending(tx: Db, id: number, status: string, decidedBy: number, catatan: string | null) {
  const rows = await tx.query<{ id: number }>(
    `update approvals set status = $2, decided_by = $3, tanggal_approval = now(), catatan_approval = $4
      where id = $1 and status = ${PENDING} returning id`,
    [id, status, decidedBy, catatan],
  );
  return rows.length === 1;
}

export async function cancelIfPending(db: Db, id: number) {
  const rows = await db.query<{ id: number }>(
    `update approvals set status = '${APPROVAL_STATUS.dibatalkan}' where id = $1 and status = ${PENDING} returning id`,
    [id],
  );
  return rows.length === 1;
}

/**
 * Whom a new request waits for (for the push): the requester's active PICs, else (and always for an HR-only type)
 * every active Admin/HRD who opens the approval section.
 */
export async function routing(
  db: Db,
  requesterId: number,
  hrOnly: boolean,
): Promise<{ requester: string; approverIds: number[] }> {
  const rows = await db.query<{ requester: string; approverIds: number[] }>(
    `select u.fullname as requester,
            coalesce((select array_agg(p.pic_id)::int[] from user_pics p join users pu on pu.id = p.pic_id and pu.active
                       where p.user_id = u.id and not $3::boolean),
                     (select array_agg(distinct ur.user_id)::int[] from user_roles ur join roles r on r.id = ur.role_id
                        join users a on a.id = ur.user_id and a.active
                       where r.nama = any($2::text[]) and ur.user_id <> u.id
                         and coalesce('approval' = any(${sectionsOfUser('a')}), true)), '{}') as "approverIds"
       from users u where u.id = $1`,
    [requesterId, ADMIN_ROLES, hrOnly],
  );
  return rows[0] ?? { requester: '', approverIds: [] };
}
