import { writeAudit } from '../../platform/audit.ts';
import { APPROVAL_STATUS, DATA_PRIBADI_HR_FIELDS, type DataPribadiHrField } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// perubahan_data_pribadi: an employee's change of tax and bank data waiting for HR. Its status is the approval
// engine's (approvals, read here); the values are applied to users when approved.

export type HrValues = Partial<Record<DataPribadiHrField, string | null>>;

export interface ChangeRow {
  id: number;
  user_id: number;
  lama: HrValues;
  baru: HrValues;
  created_at: Date;
}

const TIPE = `'data-pribadi'`;
const asObject = (v: unknown): HrValues => (typeof v === 'string' ? JSON.parse(v) : (v as HrValues));
const mapRow = (r: ChangeRow): ChangeRow => ({ ...r, lama: asObject(r.lama), baru: asObject(r.baru) });

/** The person's HR fields now, locking their row: filings and approvals of one person go one at a time. */
export async function lockHrValues(tx: Db, userId: number): Promise<HrValues> {
  const [row] = await tx.query<HrValues>(`select ${DATA_PRIBADI_HR_FIELDS.join(', ')} from users where id = $1 for update`, [
    userId,
  ]);
  return row;
}

export async function currentHrValues(db: Db, userId: number): Promise<HrValues> {
  const [row] = await db.query<HrValues>(`select ${DATA_PRIBADI_HR_FIELDS.join(', ')} from users where id = $1`, [userId]);
  return row ?? {};
}

export async function insert(tx: Db, userId: number, lama: HrValues, baru: HrValues): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into perubahan_data_pribadi (user_id, lama, baru) values ($1, $2::jsonb, $3::jsonb) returning id',
    [userId, JSON.stringify(lama), JSON.stringify(baru)],
  );
  return row.id;
}

export async function find(db: Db, id: number): Promise<ChangeRow | undefined> {
  const rows = await db.query<ChangeRow>('select id, user_id, lama, baru, created_at from perubahan_data_pribadi where id = $1', [
    id,
  ]);
  return rows[0] && mapRow(rows[0]);
}

/** The person's change still waiting for HR, if any. */
export async function findPending(db: Db, userId: number): Promise<ChangeRow | undefined> {
  const rows = await db.query<ChangeRow>(
    `select p.id, p.user_id, p.lama, p.baru, p.created_at
       from perubahan_data_pribadi p
       join approvals a on a.tipe = ${TIPE} and a.request_id = p.id and a.status = '${APPROVAL_STATUS.menunggu}'
      where p.user_id = $1
      order by p.id desc limit 1`,
    [userId],
  );
  return rows[0] && mapRow(rows[0]);
}

export async function applyValues(tx: Db, userId: number, values: HrValues) {
  const keys = Object.keys(values).filter((k): k is DataPribadiHrField =>
    (DATA_PRIBADI_HR_FIELDS as readonly string[]).includes(k),
  );
  if (keys.length === 0) return;
  await tx.query(`update users set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [
    userId,
    ...keys.map((k) => values[k] ?? null),
  ]);
}

/**
 * The applied change in the audit log, in the decision's transaction: the decision's own entry names only the
 * request, this one says whose data changed from what to what.
 */
export async function auditApplied(tx: Db, approverId: number, row: ChangeRow) {
  await writeAudit(tx, {
    userId: approverId,
    method: 'PUT',
    route: '/api/users/data-pribadi (disetujui)',
    params: { user_id: row.user_id, id: row.id },
    data: { lama: row.lama, baru: row.baru },
    status: 200,
    uraian: {
      kategori: 'karyawan',
      ringkasan: 'menerapkan perubahan data pribadi yang disetujui untuk',
      karyawanId: row.user_id,
    },
  });
}

export async function summaries(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.query<ChangeRow>(
    'select id, user_id, lama, baru, created_at from perubahan_data_pribadi where id = any($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, Object.keys(mapRow(r).baru).join(', ')]));
}

export interface AdminRow extends ChangeRow {
  status: string;
  pemohon_nip: string;
  pemohon_fullname: string;
  approver: string | null;
  tanggal_approval: Date | null;
}

/** HR's list: every request (or those of one status), newest first, searchable by NIP or name. */
export async function listAdmin(
  db: Db,
  f: { status: string; search?: string; from?: string | null; to?: string | null; limit: number; offset: number },
) {
  const where = `($1::text = '' or a.status = $1)
    and ($2::text is null or strpos(lower(u.nip), lower($2)) > 0 or strpos(lower(u.fullname), lower($2)) > 0)
    and ($3::date is null or (p.created_at at time zone 'Asia/Jakarta')::date >= $3::date)
    and ($4::date is null or (p.created_at at time zone 'Asia/Jakarta')::date <= $4::date)`;
  const from = `from perubahan_data_pribadi p
     join approvals a on a.tipe = ${TIPE} and a.request_id = p.id
     join users u on u.id = p.user_id
     left join users d on d.id = a.decided_by`;
  const params = [f.status, f.search || null, f.from ?? null, f.to ?? null];
  const rows = await db.query<AdminRow>(
    `select p.id, p.user_id, p.lama, p.baru, p.created_at, a.status, u.nip as pemohon_nip, u.fullname as pemohon_fullname,
            d.fullname as approver, a.tanggal_approval
       ${from} where ${where} order by p.id desc limit $5 offset $6`,
    [...params, f.limit, f.offset],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*) as total ${from} where ${where}`, params);
  return { rows: rows.map((r) => ({ ...r, ...mapRow(r) })), total };
}
