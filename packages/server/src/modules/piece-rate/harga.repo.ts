import type { HargaBorongan, HargaBoronganListQuery, RiwayatHarga, TipePekerjaan } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// SQL for the price list: harga_borongan (the job) and harga_borongan_tarif (its price from a date on).

/** The price in force on $date: the tarif with the latest berlaku_mulai <= $date. */
const inForce = (date: string) => `left join lateral (
    select t.harga, t.berlaku_mulai from harga_borongan_tarif t
     where t.harga_borongan_id = h.id and t.berlaku_mulai <= ${date}::date
     order by t.berlaku_mulai desc limit 1) cur on true`;
const next = (date: string) => `left join lateral (
    select t.harga, t.berlaku_mulai from harga_borongan_tarif t
     where t.harga_borongan_id = h.id and t.berlaku_mulai > ${date}::date
     order by t.berlaku_mulai limit 1) nxt on true`;

const SELECT = `select h.id, h.nama, h.satuan, h.tipe, h.aktif,
                       cur.harga, to_char(cur.berlaku_mulai, 'YYYY-MM-DD') as berlaku_mulai,
                       nxt.harga as harga_berikutnya, to_char(nxt.berlaku_mulai, 'YYYY-MM-DD') as berlaku_berikutnya
                  from harga_borongan h ${inForce('$1')} ${next('$1')}`;

/** Search (name or unit, % and _ plain), aktif and tipe, as parameters $n, $n+1, $n+2. */
const where = (n: number) => `($${n}::text is null or strpos(lower(h.nama), lower($${n})) > 0
                                or strpos(lower(h.satuan), lower($${n})) > 0)
  and ($${n + 1}::boolean is null or h.aktif = $${n + 1}) and ($${n + 2}::text is null or h.tipe = $${n + 2})`;

/** A page of the price list with the prices in force on `today`; active first, then by name. */
export async function list(db: Db, today: string, q: HargaBoronganListQuery) {
  const filters = [q.search || null, q.aktif ?? null, q.tipe ?? null];
  const items = await db.query<HargaBorongan>(
    `${SELECT} where ${where(2)} order by h.aktif desc, lower(h.nama), lower(h.satuan), h.id limit $5 offset $6`,
    [today, ...filters, q.size, (q.page - 1) * q.size],
  );
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total from harga_borongan h where ${where(1)}`,
    filters,
  );
  return { items, total };
}

export async function find(db: Db, today: string, id: number): Promise<HargaBorongan | undefined> {
  return (await db.query<HargaBorongan>(`${SELECT} where h.id = $2`, [today, id]))[0];
}

/** Newest first, with who set each price. */
export async function history(db: Db, id: number): Promise<RiwayatHarga[]> {
  const rows = await db.query<Omit<RiwayatHarga, 'dibuat_pada'> & { dibuat_pada: Date }>(
    `select to_char(t.berlaku_mulai, 'YYYY-MM-DD') as berlaku_mulai, t.harga, u.fullname as dibuat_oleh, t.created_at as dibuat_pada
       from harga_borongan_tarif t left join users u on u.id = t.dibuat_oleh
      where t.harga_borongan_id = $1 order by t.berlaku_mulai desc`,
    [id],
  );
  return rows.map((r) => ({ ...r, dibuat_pada: r.dibuat_pada.toISOString() }));
}

export interface HargaWrite {
  nama: string;
  satuan: string;
  tipe: TipePekerjaan;
  aktif: boolean;
}

export async function insert(tx: Db, v: HargaWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into harga_borongan (nama, satuan, tipe, aktif) values ($1, $2, $3, $4) returning id',
    [v.nama, v.satuan, v.tipe, v.aktif],
  );
  return row.id;
}

/** Locks the job until commit, so that two price changes of it are applied one after the other. */
export async function lock(tx: Db, id: number): Promise<{ aktif: boolean } | undefined> {
  return (await tx.query<{ aktif: boolean }>('select aktif from harga_borongan where id = $1 for update', [id]))[0];
}

export async function update(tx: Db, id: number, v: HargaWrite) {
  await tx.query('update harga_borongan set nama = $2, satuan = $3, tipe = $4, aktif = $5, updated_at = now() where id = $1', [
    id,
    v.nama,
    v.satuan,
    v.tipe,
    v.aktif,
  ]);
}

/** The price in force on a date; undefined before the first one. */
export async function priceOn(db: Db, id: number, date: string): Promise<number | undefined> {
  const [row] = await db.query<{ harga: number }>(
    `select harga from harga_borongan_tarif where harga_borongan_id = $1 and berlaku_mulai <= $2::date
      order by berlaku_mulai desc limit 1`,
    [id, date],
  );
  return row?.harga;
}

/** Sets the price from a date on; a second change dated the same day replaces the first. */
export async function setPrice(tx: Db, id: number, p: { berlaku_mulai: string; harga: number; oleh: number }) {
  await tx.query(
    `insert into harga_borongan_tarif (harga_borongan_id, berlaku_mulai, harga, dibuat_oleh) values ($1, $2, $3, $4)
     on conflict (harga_borongan_id, berlaku_mulai)
     do update set harga = excluded.harga, dibuat_oleh = excluded.dibuat_oleh, created_at = now()`,
    [id, p.berlaku_mulai, p.harga, p.oleh],
  );
}

export async function deactivate(db: Db, id: number): Promise<{ nama: string } | undefined> {
  return (
    await db.query<{ nama: string }>('update harga_borongan set aktif = false, updated_at = now() where id = $1 returning nama', [
      id,
    ])
  )[0];
}

export interface PriceOnDate {
  id: number;
  nama: string;
  satuan: string;
  tipe: TipePekerjaan;
  aktif: boolean;
  harga: number | null;
  berlaku_mulai: string | null;
}

/** Jobs (all of `ids`, or every active one) with the price in force on `date`. */
export async function pricesOn(db: Db, date: string, ids?: number[]): Promise<PriceOnDate[]> {
  return db.query<PriceOnDate>(
    `select h.id, h.nama, h.satuan, h.tipe, h.aktif, cur.harga, to_char(cur.berlaku_mulai, 'YYYY-MM-DD') as berlaku_mulai
       from harga_borongan h ${inForce('$1')}
      where ${ids ? 'h.id = any($2::bigint[])' : 'h.aktif and cur.harga is not null'}
      order by lower(h.nama), lower(h.satuan), h.id`,
    ids ? [date, ids] : [date],
  );
}
