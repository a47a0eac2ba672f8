import { APPROVAL_STATUS, type BoronganItemDetail, type TipePekerjaan } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { containsPattern, personMatches } from '../../platform/search.ts';

// SQL for borongan and borongan_item. Read-only in the same statements: approvals (status and decision,
// written only by the approval engine) and users.

export interface BoronganRow {
  id: number;
  user_id: number;
  tanggal: string;
  total_upah: number;
  jumlah_pekerjaan: number;
  keterangan: string | null;
  status: string;
  tanggal_pengajuan: Date;
  approver: string | null;
  catatan_approval: string | null;
  tanggal_approval: Date | null;
  pemohon_nip: string;
  pemohon_fullname: string;
}

const SELECT = `select b.id, b.user_id, to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, b.total_upah, b.keterangan,
                       (select count(*)::int from borongan_item i where i.borongan_id = b.id) as jumlah_pekerjaan,
                       a.status, a.tanggal_pengajuan, d.fullname as approver, a.catatan_approval, a.tanggal_approval,
                       u.nip as pemohon_nip, u.fullname as pemohon_fullname`;
/** What the list's filters read: the entry and its approval (status); the search reads the employee itself. */
const FILTERED = `from borongan b
              join approvals a on a.tipe = 'borongan' and a.request_id = b.id`;
const FROM = `${FILTERED}
              join users u on u.id = b.user_id
              left join users d on d.id = a.decided_by`;

/** Serialises one employee's entries until commit: the one-entry-per-date check cannot race. */
export async function lockFilings(tx: Db, userId: number) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('borongan'), $1::int)`, [userId]);
}

/** The employee's entry on a date that still counts (waiting or approved), if any. */
export async function liveOnDate(tx: Db, userId: number, tanggal: string): Promise<{ status: string } | undefined> {
  const [row] = await tx.query<{ status: string }>(
    `select a.status from borongan b join approvals a on a.tipe = 'borongan' and a.request_id = b.id
      where b.user_id = $1 and b.tanggal = $2::date and a.status in ($3, $4) limit 1`,
    [userId, tanggal, APPROVAL_STATUS.menunggu, APPROVAL_STATUS.disetujui],
  );
  return row;
}

export interface ItemWrite {
  harga_borongan_id: number;
  nama: string;
  satuan: string;
  tipe: TipePekerjaan;
  jumlah: number;
  harga_satuan: number;
  upah: number;
}

export async function insert(
  tx: Db,
  userId: number,
  v: { tanggal: string; total_upah: number; keterangan: string | null; items: ItemWrite[] },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into borongan (user_id, tanggal, total_upah, keterangan) values ($1, $2, $3, $4) returning id',
    [userId, v.tanggal, v.total_upah, v.keterangan],
  );
  const col = <K extends keyof ItemWrite>(k: K) => v.items.map((i) => i[k]);
  await tx.query(
    `insert into borongan_item (borongan_id, urutan, harga_borongan_id, nama, satuan, tipe, jumlah, harga_satuan, upah)
     select $1, x.n, x.hid, x.nama, x.satuan, x.tipe, x.jumlah, x.harga, x.upah
       from unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::bigint[], $8::bigint[])
            with ordinality as x(hid, nama, satuan, tipe, jumlah, harga, upah, n)`,
    [row.id, col('harga_borongan_id'), col('nama'), col('satuan'), col('tipe'), col('jumlah'), col('harga_satuan'), col('upah')],
  );
  return row.id;
}

export async function find(db: Db, id: number): Promise<BoronganRow | undefined> {
  return (await db.query<BoronganRow>(`${SELECT} ${FROM} where b.id = $1`, [id]))[0];
}

export async function items(db: Db, id: number): Promise<BoronganItemDetail[]> {
  return db.query<BoronganItemDetail>(
    `select harga_borongan_id, nama, satuan, tipe, jumlah, harga_satuan, upah
       from borongan_item where borongan_id = $1 order by urutan`,
    [id],
  );
}

export interface ListFilter {
  userId?: number;
  status?: string;
  search?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** A page, newest work date first; one employee's (userId) or everyone's (search in NIP and name). */
export async function list(db: Db, f: ListFilter) {
  const pattern = containsPattern(f.search);
  const where = `where ($1::bigint is null or b.user_id = $1)
                   and ($2::text is null or a.status = $2)
                   and ${personMatches('b.user_id', '$3')}
                   and ($4::date is null or b.tanggal >= $4::date)
                   and ($5::date is null or b.tanggal <= $5::date)`;
  const params = [f.userId ?? null, f.status ?? null, pattern, f.from ?? null, f.to ?? null];
  const rows = await db.query<BoronganRow>(
    `${SELECT} ${FROM} ${where} order by b.tanggal desc, a.tanggal_pengajuan desc, b.id desc limit $6 offset $7`,
    [...params, f.limit, f.offset],
  );
  // Counted without the employee and the approver, who are shown, not filtered.
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${FILTERED} ${where}`, params);
  return { rows, total: count.total };
}

/** Rows for the approvers' one-line summaries. */
export async function summaryRows(db: Db, ids: number[]) {
  return db.query<{ id: number; tanggal: string; total_upah: number; n: number }>(
    `select b.id, to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, b.total_upah,
            (select count(*)::int from borongan_item i where i.borongan_id = b.id) as n
       from borongan b where b.id = any($1::bigint[])`,
    [ids],
  );
}
