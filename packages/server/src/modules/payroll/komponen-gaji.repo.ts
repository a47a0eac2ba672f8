import type { KomponenGaji, KomponenGajiListQuery, KomponenGajiRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

const SELECT = `select k.id, k.nama, k.jenis, k.cara_hitung, k.nilai_default, k.sumber_otomatis, k.objek_pajak, k.gaji_pokok,
         k.aktif, k.bawaan, k.keterangan,
         (select count(*)::int from grup_gaji_komponen gk where gk.komponen_gaji_id = k.id) as jumlah_grup
    from komponen_gaji k`;

/** Case-insensitive "contains" without LIKE, so that % and _ in a search are plain characters. */
const WHERE = `($1::text is null or strpos(lower(k.nama), lower($1)) > 0)
  and ($2::text is null or k.jenis = $2) and ($3::boolean is null or k.aktif = $3)`;

/** Earnings first, then deductions; base pay leads. */
const ORDER = `order by k.jenis, k.gaji_pokok desc, lower(k.nama), k.id`;

export async function list(db: Db, q: KomponenGajiListQuery): Promise<{ items: KomponenGaji[]; total: number }> {
  const params = [q.search || null, q.jenis ?? null, q.aktif ?? null];
  const items = await db.query<KomponenGaji>(`${SELECT} where ${WHERE} ${ORDER} limit $4 offset $5`, [
    ...params,
    q.size,
    (q.page - 1) * q.size,
  ]);
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total from komponen_gaji k where ${WHERE}`,
    params,
  );
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<KomponenGaji | undefined> {
  return (await db.query<KomponenGaji>(`${SELECT} where k.id = $1`, [id]))[0];
}

/** Locks the component so that no group takes it between the usage check and the change. */
export async function lockById(db: Db, id: number): Promise<KomponenGaji | undefined> {
  return (await db.query<KomponenGaji>(`${SELECT} where k.id = $1 for update of k`, [id]))[0];
}

export async function findByIds(db: Db, ids: number[]): Promise<KomponenGaji[]> {
  if (ids.length === 0) return [];
  return db.query<KomponenGaji>(`${SELECT} where k.id = any($1::bigint[]) for share of k`, [ids]);
}

const values = (v: KomponenGajiRequest) => [
  v.nama,
  v.jenis,
  v.cara_hitung,
  v.nilai_default,
  v.sumber_otomatis,
  v.objek_pajak,
  v.aktif,
  v.keterangan,
];

export async function insert(db: Db, v: KomponenGajiRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, sumber_otomatis, objek_pajak, aktif, keterangan)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    values(v),
  );
  return row.id;
}

export async function update(db: Db, id: number, v: KomponenGajiRequest) {
  await db.query(
    `update komponen_gaji set nama = $2, jenis = $3, cara_hitung = $4, nilai_default = $5, sumber_otomatis = $6,
            objek_pajak = $7, aktif = $8, keterangan = $9, updated_at = now()
      where id = $1`,
    [id, ...values(v)],
  );
}

/** Names of the groups holding the component. */
export async function groupsUsing(db: Db, id: number): Promise<string[]> {
  const rows = await db.query<{ nama: string }>(
    `select g.nama from grup_gaji_komponen gk join grup_gaji g on g.id = gk.grup_gaji_id
      where gk.komponen_gaji_id = $1 order by lower(g.nama)`,
    [id],
  );
  return rows.map((r) => r.nama);
}

export async function removeEmployeeAmounts(db: Db, id: number) {
  await db.query('delete from komponen_gaji_karyawan where komponen_gaji_id = $1', [id]);
}

/** Employees' own amounts go with the component: they mean nothing without it. */
export async function remove(db: Db, id: number) {
  await db.query('delete from komponen_gaji where id = $1', [id]);
}
