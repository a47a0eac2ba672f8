import type { Jabatan, JabatanRequest, ListQuery } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// jumlah_karyawan reads users (owned by the users module) in the same statement: a count per row of the
// page, served by users_jabatan_idx, instead of one query per row.
const SELECT = `select j.id, j.nama,
       (select count(*) from users u where u.jabatan_id = j.id and u.active)::int as jumlah_karyawan
  from jabatan j`;

export async function list(db: Db, q: ListQuery): Promise<{ items: Jabatan[]; total: number }> {
  const search = q.search || null;
  const where = '($1::text is null or strpos(lower(j.nama), lower($1)) > 0)';
  const items = await db.query<Jabatan>(`${SELECT} where ${where} order by lower(j.nama), j.id limit $2 offset $3`, [
    search,
    q.size,
    (q.page - 1) * q.size,
  ]);
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from jabatan j where ${where}`, [search]);
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<Jabatan | undefined> {
  return (await db.query<Jabatan>(`${SELECT} where j.id = $1`, [id]))[0];
}

export async function insert(db: Db, input: JabatanRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into jabatan (nama) values ($1) returning id', [input.nama]);
  return row.id;
}

export async function update(db: Db, id: number, input: JabatanRequest): Promise<boolean> {
  const rows = await db.query('update jabatan set nama = $2, updated_at = now() where id = $1 returning id', [id, input.nama]);
  return rows.length > 0;
}

/** Locks the row so that nobody assigns it to a user between the count and the delete. */
export async function lockById(db: Db, id: number): Promise<boolean> {
  return (await db.query('select id from jabatan where id = $1 for update', [id])).length > 0;
}

/** Users pointing at this job title: active ones, and all (deactivated users keep their history). */
export async function countUsers(db: Db, id: number) {
  const [row] = await db.query<{ active: number; total: number }>(
    'select count(*) filter (where active)::int as active, count(*)::int as total from users where jabatan_id = $1',
    [id],
  );
  return row;
}

export async function remove(db: Db, id: number) {
  await db.query('delete from jabatan where id = $1', [id]);
}
