import type { HariLibur, HariLiburListQuery, HariLiburRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

const SELECT = "select h.id, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.nama from hari_libur h";

export async function list(db: Db, q: HariLiburListQuery): Promise<{ items: HariLibur[]; total: number }> {
  // A year is a date range, so the unique index on tanggal serves the filter.
  const where = `($1::text is null or strpos(lower(h.nama), lower($1)) > 0)
    and ($2::int is null or (h.tanggal >= make_date($2::int, 1, 1) and h.tanggal < make_date($2::int + 1, 1, 1)))`;
  const params = [q.search || null, q.tahun ?? null];
  const items = await db.query<HariLibur>(`${SELECT} where ${where} order by h.tanggal, h.id limit $3 offset $4`, [
    ...params,
    q.size,
    (q.page - 1) * q.size,
  ]);
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from hari_libur h where ${where}`, params);
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<HariLibur | undefined> {
  return (await db.query<HariLibur>(`${SELECT} where h.id = $1`, [id]))[0];
}

export async function insert(db: Db, input: HariLiburRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into hari_libur (tanggal, nama) values ($1, $2) returning id', [
    input.tanggal,
    input.nama,
  ]);
  return row.id;
}

export async function update(db: Db, id: number, input: HariLiburRequest): Promise<boolean> {
  const rows = await db.query('update hari_libur set tanggal = $2, nama = $3 where id = $1 returning id', [
    id,
    input.tanggal,
    input.nama,
  ]);
  return rows.length > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  return (await db.query('delete from hari_libur where id = $1 returning id', [id])).length > 0;
}
