import type { JenisIzin, JenisIzinListQuery, JenisIzinRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

const SELECT = `select id, nama, kode, berbayar, potong_kuota, wajib_lampiran, maks_hari, aktif, bawaan, keterangan,
  jenis_kelamin from jenis_izin`;

/** Case-insensitive "contains" without LIKE, so that % and _ in a search are plain characters. */
const WHERE = `($1::text is null or strpos(lower(nama), lower($1)) > 0 or strpos(lower(coalesce(kode, '')), lower($1)) > 0)
  and ($2::boolean is null or aktif = $2)
  and ($3::bigint is null or jenis_kelamin is null
       or jenis_kelamin = (select u.jenis_kelamin from users u where u.id = $3))`;

/** `forUser`: only the types that employee may take (their gender, read from users). */
export async function list(
  db: Db,
  q: JenisIzinListQuery,
  forUser: number | null,
): Promise<{ items: JenisIzin[]; total: number }> {
  const params = [q.search || null, q.aktif ?? null, forUser];
  const items = await db.query<JenisIzin>(`${SELECT} where ${WHERE} order by lower(nama), id limit $4 offset $5`, [
    ...params,
    q.size,
    (q.page - 1) * q.size,
  ]);
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from jenis_izin where ${WHERE}`, params);
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<JenisIzin | undefined> {
  return (await db.query<JenisIzin>(`${SELECT} where id = $1`, [id]))[0];
}

const values = (v: JenisIzinRequest) => [
  v.nama,
  v.kode,
  v.berbayar,
  v.potong_kuota,
  v.wajib_lampiran,
  v.maks_hari,
  v.aktif,
  v.keterangan,
  v.jenis_kelamin,
];

export async function insert(db: Db, v: JenisIzinRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into jenis_izin (nama, kode, berbayar, potong_kuota, wajib_lampiran, maks_hari, aktif, keterangan, jenis_kelamin)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    values(v),
  );
  return row.id;
}

export async function update(db: Db, id: number, v: JenisIzinRequest): Promise<boolean> {
  const rows = await db.query(
    `update jenis_izin set nama = $2, kode = $3, berbayar = $4, potong_kuota = $5, wajib_lampiran = $6, maks_hari = $7,
            aktif = $8, keterangan = $9, jenis_kelamin = $10, updated_at = now()
      where id = $1 returning id`,
    [id, ...values(v)],
  );
  return rows.length > 0;
}

/** Locks the type so that no request is filed with it between the usage check and the delete. */
export async function lockById(db: Db, id: number): Promise<{ nama: string; bawaan: boolean } | undefined> {
  return (
    await db.query<{ nama: string; bawaan: boolean }>('select nama, bawaan from jenis_izin where id = $1 for update', [id])
  )[0];
}

/** Leave requests filed with this type, whatever their status (their history names the type). */
export async function countLeaveRequestsOfType(db: Db, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from izin where jenis_izin_id = $1', [id]);
  return row.n;
}

export async function remove(db: Db, id: number) {
  await db.query('delete from jenis_izin where id = $1', [id]);
}
