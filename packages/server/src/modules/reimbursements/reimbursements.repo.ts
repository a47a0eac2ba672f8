import { APPROVAL_STATUS, type ReimburseLampiran, STATUS_PEMBAYARAN, type StatusPembayaran } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { formatRupiah } from '@hadir/contract';
import { containsPattern, personMatches } from '../../platform/search.ts';

// SQL for reimburse and reimburse_lampiran. Read-only in the same statements: approvals (status and
// decision, written only by the approval engine), users and files.

export interface ReimburseRow {
  id: number;
  user_id: number;
  tanggal: string;
  kategori: string;
  nominal: number;
  keterangan: string;
  status: string;
  status_pembayaran: StatusPembayaran | null;
  tanggal_pengajuan: Date;
  approver: string | null;
  catatan_approval: string | null;
  tanggal_approval: Date | null;
  dibayar_pada: string | null;
  dibayar_oleh: string | null;
  catatan_pembayaran: string | null;
  pemohon_nip: string;
  pemohon_fullname: string;
}

const STATUS_PEMBAYARAN_SQL = `case when r.dibayar_pada is not null then '${STATUS_PEMBAYARAN.dibayar}'
                                    when a.status = '${APPROVAL_STATUS.disetujui}' then '${STATUS_PEMBAYARAN.belum}' end`;
const SELECT = `select r.id, r.user_id, to_char(r.tanggal, 'YYYY-MM-DD') as tanggal, r.kategori, r.nominal, r.keterangan,
                       a.status, ${STATUS_PEMBAYARAN_SQL} as status_pembayaran, a.tanggal_pengajuan,
                       d.fullname as approver, a.catatan_approval, a.tanggal_approval,
                       to_char(r.dibayar_pada, 'YYYY-MM-DD') as dibayar_pada, p.fullname as dibayar_oleh,
                       r.catatan_pembayaran, u.nip as pemohon_nip, u.fullname as pemohon_fullname`;
/** What the list's filters read: the claim and its approval (statuses); the search reads the employee itself. */
const FILTERED = `from reimburse r
              join approvals a on a.tipe = 'reimburse' and a.request_id = r.id`;
const FROM = `${FILTERED}
              join users u on u.id = r.user_id
              left join users d on d.id = a.decided_by
              left join users p on p.id = r.dibayar_oleh`;

export interface ReimburseWrite {
  tanggal: string;
  kategori: string;
  nominal: number;
  keterangan: string;
  lampiran_ids: number[];
}

export async function insert(tx: Db, userId: number, v: ReimburseWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into reimburse (user_id, tanggal, kategori, nominal, keterangan) values ($1, $2, $3, $4, $5) returning id`,
    [userId, v.tanggal, v.kategori, v.nominal, v.keterangan],
  );
  await tx.query(
    `insert into reimburse_lampiran (reimburse_id, file_id, urutan)
     select $1, f.id, f.n from unnest($2::bigint[]) with ordinality as f(id, n)`,
    [row.id, v.lampiran_ids],
  );
  return row.id;
}

export async function find(db: Db, id: number): Promise<ReimburseRow | undefined> {
  const rows = await db.query<ReimburseRow>(`${SELECT} ${FROM} where r.id = $1`, [id]);
  return rows[0];
}

/** Receipts of one reimbursement, in the order attached. */
export async function attachments(db: Db, id: number): Promise<ReimburseLampiran[]> {
  return db.query<ReimburseLampiran>(
    `select f.id, f.nama, f.tipe, f.ukuran
       from reimburse_lampiran l join files f on f.id = l.file_id
      where l.reimburse_id = $1 order by l.urutan`,
    [id],
  );
}

export interface ListFilter {
  userId?: number;
  status?: string;
  statusPembayaran?: string;
  search?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** A page, newest expense date first; one employee's (userId) or everyone's (search in NIP and name). */
export async function list(db: Db, f: ListFilter) {
  const pattern = containsPattern(f.search);
  const where = `where ($1::bigint is null or r.user_id = $1)
                   and ($2::text is null or a.status = $2)
                   and ($3::text is null or ${STATUS_PEMBAYARAN_SQL} = $3)
                   and ${personMatches('r.user_id', '$4')}
                   and ($5::date is null or r.tanggal >= $5::date)
                   and ($6::date is null or r.tanggal <= $6::date)`;
  const params = [f.userId ?? null, f.status ?? null, f.statusPembayaran ?? null, pattern, f.from ?? null, f.to ?? null];
  const rows = await db.query<ReimburseRow>(
    `${SELECT} ${FROM} ${where} order by r.tanggal desc, a.tanggal_pengajuan desc, r.id desc limit $7 offset $8`,
    [...params, f.limit, f.offset],
  );
  // Counted without the employee, the approver and the payer, who are shown, not filtered.
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${FILTERED} ${where}`, params);
  return { rows, total: count.total };
}

/**
 * Records the payment of an approved, unpaid claim. False when it is not (or no longer) both: the
 * condition sits in the update, so of two admins at once only one records it.
 */
export async function markPaid(
  tx: Db,
  id: number,
  p: { tanggal: string; oleh: number; catatan: string | null },
): Promise<boolean> {
  const rows = await tx.query(
    `update reimburse r set dibayar_pada = $2, dibayar_oleh = $3, catatan_pembayaran = $4
      where r.id = $1 and r.dibayar_pada is null
        and exists (select 1 from approvals a where a.tipe = 'reimburse' and a.request_id = r.id
                                              and a.status = '${APPROVAL_STATUS.disetujui}')
     returning r.id`,
    [id, p.tanggal, p.oleh, p.catatan],
  );
  return rows.length === 1;
}

/** 'Transportasi · Rp 150.000 · 20/11/2026' for the approvers' lists. */
export async function summaries(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; kategori: string; nominal: number; tanggal: string }>(
    `select id, kategori, nominal, to_char(tanggal, 'DD/MM/YYYY') as tanggal from reimburse where id = any($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, `${r.kategori} · ${rupiah(r.nominal)} · ${r.tanggal}`]));
}

/** Rp 1.250.000 (decision 0026: one way to write money). */
export const rupiah = formatRupiah;
