import { APPROVAL_STATUS } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { containsPattern, personMatches } from '../../platform/search.ts';

// SQL for koreksi_kehadiran. A correction's status and decision live in the approval engine's table:
// lists join it read-only (filters and paging in one query); every write to it goes through the engine.

export interface KoreksiRow {
  id: number;
  user_id: number;
  tanggal: string;
  jam_masuk: string | null;
  jam_pulang: string | null;
  alasan: string;
  status: string;
  tanggal_pengajuan: Date;
  approver: string | null;
  catatan_approval: string | null;
  tanggal_approval: Date | null;
  pemohon_nip: string;
  pemohon_fullname: string;
}

const SELECT = `select k.id, k.user_id, to_char(k.tanggal, 'YYYY-MM-DD') as tanggal,
                       to_char(k.jam_masuk, 'HH24:MI') as jam_masuk, to_char(k.jam_pulang, 'HH24:MI') as jam_pulang,
                       k.alasan, a.status, a.tanggal_pengajuan, d.fullname as approver, a.catatan_approval,
                       a.tanggal_approval, u.nip as pemohon_nip, u.fullname as pemohon_fullname`;
/** What the list's filters read: the request and its approval (status); the search reads the employee itself. */
const FILTERED = `from koreksi_kehadiran k
              join approvals a on a.tipe = 'koreksi' and a.request_id = k.id`;
const FROM = `${FILTERED}
              join users u on u.id = k.user_id
              left join users d on d.id = a.decided_by`;

export interface KoreksiWrite {
  tanggal: string;
  jam_masuk: string | null;
  jam_pulang: string | null;
  alasan: string;
}

export async function insert(tx: Db, userId: number, input: KoreksiWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, jam_pulang, alasan)
     values ($1, $2, $3, $4, $5) returning id`,
    [userId, input.tanggal, input.jam_masuk, input.jam_pulang, input.alasan],
  );
  return row.id;
}

/** Serialises one employee's filings until commit, so the one-pending-per-date check cannot race. */
export async function lockFilings(tx: Db, userId: number) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('koreksi_kehadiran'), $1::int)`, [userId]);
}

export async function hasPending(db: Db, userId: number, tanggal: string): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `select exists (select 1 ${FROM} where k.user_id = $1 and k.tanggal = $2::date and a.status = $3) as ok`,
    [userId, tanggal, APPROVAL_STATUS.menunggu],
  );
  return row.ok;
}

export async function find(db: Db, id: number): Promise<KoreksiRow | undefined> {
  const rows = await db.query<KoreksiRow>(`${SELECT} ${FROM} where k.id = $1`, [id]);
  return rows[0];
}

/** A page, newest filing first; one employee's (userId) or everyone's (search in NIP and name). */
export async function list(db: Db, f: { userId?: number; status?: string; search?: string; limit: number; offset: number }) {
  const pattern = containsPattern(f.search);
  const where = `where ($1::bigint is null or k.user_id = $1)
                   and ($2::text is null or a.status = $2)
                   and ${personMatches('k.user_id', '$3')}`;
  const params = [f.userId ?? null, f.status ?? null, pattern];
  // In the order of approvals_tipe_pengajuan_idx (request_id is k.id), so that a page reads its rows from it and stops.
  const rows = await db.query<KoreksiRow>(
    `${SELECT} ${FROM} ${where} order by a.tanggal_pengajuan desc, a.request_id desc limit $4 offset $5`,
    [...params, f.limit, f.offset],
  );
  // Counted without the employee and the approver, who are shown, not filtered.
  const [count] = await db.query<{ total: number }>(`select count(*) as total ${FILTERED} ${where}`, params);
  return { rows, total: count.total };
}

/** 'Tanggal 20/11/2026 · Masuk 08:00 · Pulang 17:00' for the approvers' lists. */
export async function summaries(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; text: string }>(
    `select k.id, 'Tanggal ' || to_char(k.tanggal, 'DD/MM/YYYY')
                  || coalesce(' · Masuk ' || to_char(k.jam_masuk, 'HH24:MI'), '')
                  || coalesce(' · Pulang ' || to_char(k.jam_pulang, 'HH24:MI'), '') as text
       from koreksi_kehadiran k where k.id = any($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.text]));
}
