import type { HariLibur, HariLiburListQuery, HariLiburRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

const SELECT = "select h.id, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.nama, h.cuti_bersama from hari_libur h";

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
  const [row] = await db.query<{ id: number }>(
    'insert into hari_libur (tanggal, nama, cuti_bersama) values ($1, $2, $3) returning id',
    [input.tanggal, input.nama, input.cuti_bersama],
  );
  return row.id;
}

export async function update(db: Db, id: number, input: HariLiburRequest): Promise<boolean> {
  const rows = await db.query('update hari_libur set tanggal = $2, nama = $3, cuti_bersama = $4 where id = $1 returning id', [
    id,
    input.tanggal,
    input.nama,
    input.cuti_bersama,
  ]);
  return rows.length > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  return (await db.query('delete from hari_libur where id = $1 returning id', [id])).length > 0;
}

/** The holidays on these dates (yyyy-MM-dd), for an import to compare with. */
export async function findByDates(db: Db, dates: string[]): Promise<HariLibur[]> {
  return db.query<HariLibur>(`${SELECT} where h.tanggal = any($1::date[])`, [dates]);
}

/** Holds off other writes of holidays (a second import, a holiday added by hand) until this transaction ends. */
export async function lockTable(db: Db): Promise<void> {
  await db.query('lock table hari_libur in share row exclusive mode');
}

export async function insertMany(db: Db, rows: Omit<HariLibur, 'id'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into hari_libur (tanggal, nama, cuti_bersama)
     select * from unnest($1::date[], $2::text[], $3::boolean[])`,
    [rows.map((r) => r.tanggal), rows.map((r) => r.nama), rows.map((r) => r.cuti_bersama)],
  );
}

export async function updateMany(db: Db, rows: Omit<HariLibur, 'id'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `update hari_libur h set nama = r.nama, cuti_bersama = r.cuti_bersama
       from unnest($1::date[], $2::text[], $3::boolean[]) as r(tanggal, nama, cuti_bersama)
      where h.tanggal = r.tanggal`,
    [rows.map((r) => r.tanggal), rows.map((r) => r.nama), rows.map((r) => r.cuti_bersama)],
  );
}
