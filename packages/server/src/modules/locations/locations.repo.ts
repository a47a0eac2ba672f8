import type { ListQuery, Lokasi, LokasiRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// jumlah_karyawan reads users (owned by the users module) in the same statement, per row of the page.
const SELECT = `select l.id, l.nama, l.alamat, l.latitude, l.longitude, l.radius, l.zona_waktu, l.mulai_hadir,
       (select count(*) from users u where u.lokasi_id = l.id and u.active)::int as jumlah_karyawan
  from lokasi l`;

export async function list(db: Db, q: ListQuery): Promise<{ items: Lokasi[]; total: number }> {
  const search = q.search || null;
  const where = '($1::text is null or strpos(lower(l.nama), lower($1)) > 0)';
  const items = await db.query<Lokasi>(`${SELECT} where ${where} order by lower(l.nama), l.id limit $2 offset $3`, [
    search,
    q.size,
    (q.page - 1) * q.size,
  ]);
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from lokasi l where ${where}`, [search]);
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<Lokasi | undefined> {
  return (await db.query<Lokasi>(`${SELECT} where l.id = $1`, [id]))[0];
}

const values = (l: LokasiRequest) => [l.nama, l.alamat, l.latitude, l.longitude, l.radius, l.zona_waktu, l.mulai_hadir ?? null];

export async function insert(db: Db, input: LokasiRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into lokasi (nama, alamat, latitude, longitude, radius, zona_waktu, mulai_hadir)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    values(input),
  );
  return row.id;
}

export async function update(db: Db, id: number, input: LokasiRequest): Promise<boolean> {
  const rows = await db.query(
    `update lokasi set nama = $2, alamat = $3, latitude = $4, longitude = $5, radius = $6, zona_waktu = $7,
            mulai_hadir = $8, updated_at = now()
      where id = $1 returning id`,
    [id, ...values(input)],
  );
  return rows.length > 0;
}

/** Locks the row so that nobody assigns it to a user between the count and the delete. */
export async function lockById(db: Db, id: number): Promise<boolean> {
  return (await db.query('select id from lokasi where id = $1 for update', [id])).length > 0;
}

export async function countUsers(db: Db, id: number) {
  const [row] = await db.query<{ active: number; total: number }>(
    'select count(*) filter (where active)::int as active, count(*)::int as total from users where lokasi_id = $1',
    [id],
  );
  return row;
}

export async function remove(db: Db, id: number) {
  await db.query('delete from lokasi where id = $1', [id]);
}
