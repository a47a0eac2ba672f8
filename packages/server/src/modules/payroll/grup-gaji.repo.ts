import type {
  CalonKaryawanFilter,
  CalonKaryawanGrup,
  CalonKaryawanGrupList,
  GrupGaji,
  GrupGajiKomponen,
  GrupGajiListItem,
  GrupGajiRequest,
  KaryawanGrupGaji,
  ListQuery,
  NilaiKaryawan,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// The payroll module owns grup_gaji, grup_gaji_komponen, komponen_gaji_karyawan and users.grup_gaji_id
// (the users module also writes that column from the employee form).

const contains = (col: string, param: string) => `strpos(lower(${col}), lower(${param})) > 0`;

const SELECT = `select g.id, g.nama, g.keterangan, g.pph21_gross_up,
         (select count(*)::int from grup_gaji_komponen gk where gk.grup_gaji_id = g.id) as jumlah_komponen,
         (select count(*)::int from users u where u.grup_gaji_id = g.id) as jumlah_karyawan
    from grup_gaji g`;

export async function list(db: Db, q: ListQuery): Promise<{ items: GrupGajiListItem[]; total: number }> {
  const where = `($1::text is null or ${contains('g.nama', '$1')})`;
  const params = [q.search || null];
  const items = await db.query<GrupGajiListItem>(`${SELECT} where ${where} order by lower(g.nama), g.id limit $2 offset $3`, [
    ...params,
    q.size,
    (q.page - 1) * q.size,
  ]);
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from grup_gaji g where ${where}`, params);
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<GrupGaji | undefined> {
  const [row] = await db.query<GrupGajiListItem>(`${SELECT} where g.id = $1`, [id]);
  if (!row) return undefined;
  const komponen = await db.query<GrupGajiKomponen>(
    `select k.id as komponen_gaji_id, k.nama, k.jenis, k.cara_hitung, k.sumber_otomatis, k.gaji_pokok, k.aktif,
            gk.nilai, k.nilai_default, coalesce(gk.nilai, k.nilai_default) as nilai_berlaku
       from grup_gaji_komponen gk join komponen_gaji k on k.id = gk.komponen_gaji_id
      where gk.grup_gaji_id = $1
      order by gk.urutan`,
    [id],
  );
  return { ...row, komponen };
}

/** Serialises changes of one group: deleting it, adding employees. */
export async function lockById(db: Db, id: number): Promise<{ id: number; nama: string } | undefined> {
  return (await db.query<{ id: number; nama: string }>('select id, nama from grup_gaji where id = $1 for update', [id]))[0];
}

export async function insert(db: Db, v: GrupGajiRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into grup_gaji (nama, keterangan, pph21_gross_up) values ($1, $2, $3) returning id',
    [v.nama, v.keterangan, v.pph21_gross_up ?? false],
  );
  return row.id;
}

export async function update(db: Db, id: number, v: GrupGajiRequest): Promise<boolean> {
  const rows = await db.query(
    `update grup_gaji set nama = $2, keterangan = $3, pph21_gross_up = coalesce($4, pph21_gross_up), updated_at = now()
      where id = $1 returning id`,
    [id, v.nama, v.keterangan, v.pph21_gross_up ?? null],
  );
  return rows.length > 0;
}

export async function komponenIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('select komponen_gaji_id as id from grup_gaji_komponen where grup_gaji_id = $1', [
    id,
  ]);
  return rows.map((r) => r.id);
}

/** Replaces the group's components, in the order given. */
export async function setKomponen(db: Db, id: number, komponen: GrupGajiRequest['komponen']) {
  await db.query('delete from grup_gaji_komponen where grup_gaji_id = $1', [id]);
  if (komponen.length === 0) return;
  await db.query(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, nilai, urutan)
     select $1, k.id, k.nilai, k.urutan
       from unnest($2::bigint[], $3::bigint[]) with ordinality as k (id, nilai, urutan)`,
    [id, komponen.map((k) => k.komponen_gaji_id), komponen.map((k) => k.nilai)],
  );
}

export async function countKaryawan(db: Db, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from users where grup_gaji_id = $1', [id]);
  return row.n;
}

export async function remove(db: Db, id: number) {
  await db.query('delete from grup_gaji where id = $1', [id]);
}

// ---- Employees of a group ----

const KARYAWAN_WHERE = `u.grup_gaji_id = $1 and ($2::text is null or ${contains('u.nip', '$2')} or ${contains('u.fullname', '$2')})`;

export async function listKaryawan(db: Db, id: number, q: ListQuery): Promise<{ items: KaryawanGrupGaji[]; total: number }> {
  const params = [id, q.search || null];
  const items = await db.query<KaryawanGrupGaji>(
    `select u.id as user_id, u.nip, u.fullname, j.nama as jabatan, u.active,
            coalesce((select json_agg(json_build_object('komponen_gaji_id', kk.komponen_gaji_id, 'nilai', kk.nilai)
                                      order by gk.urutan)
                        from komponen_gaji_karyawan kk
                        join grup_gaji_komponen gk on gk.grup_gaji_id = u.grup_gaji_id and gk.komponen_gaji_id = kk.komponen_gaji_id
                       where kk.user_id = u.id), '[]') as nilai_khusus,
            (select coalesce(kk.nilai, gk.nilai, k.nilai_default)
               from grup_gaji_komponen gk
               join komponen_gaji k on k.id = gk.komponen_gaji_id and k.gaji_pokok
               left join komponen_gaji_karyawan kk on kk.user_id = u.id and kk.komponen_gaji_id = k.id
              where gk.grup_gaji_id = u.grup_gaji_id) as gaji_pokok
       from users u left join jabatan j on j.id = u.jabatan_id
      where ${KARYAWAN_WHERE}
      order by lower(u.fullname), u.id
      limit $3 offset $4`,
    [...params, q.size, (q.page - 1) * q.size],
  );
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u where ${KARYAWAN_WHERE}`,
    params,
  );
  return {
    items: items.map((r) => ({
      ...r,
      nilai_khusus: typeof r.nilai_khusus === 'string' ? JSON.parse(r.nilai_khusus) : r.nilai_khusus,
    })),
    total,
  };
}

/** Parameters of CALON_WHERE: $1 the group, $2 search, $3 location, $4 job title, $5 employee type. */
const calonParams = (id: number, f: CalonKaryawanFilter) => [
  id,
  f.search || null,
  f.lokasi_id ?? null,
  f.jabatan_id ?? null,
  f.tipe_karyawan ?? null,
];
const CALON_WHERE = `u.active and u.grup_gaji_id is distinct from $1
  and ($2::text is null or ${contains('u.nip', '$2')} or ${contains('u.fullname', '$2')})
  and ($3::bigint is null or u.lokasi_id = $3) and ($4::bigint is null or u.jabatan_id = $4)
  and ($5::text is null or u.tipe_karyawan = $5)`;

/**
 * Active employees outside the group, those in no group first, and how many of them 'pilih semua' would add (in no
 * group, not the caller $6).
 */
export async function listCalon(
  db: Db,
  id: number,
  q: ListQuery & CalonKaryawanFilter,
  callerId: number,
): Promise<CalonKaryawanGrupList> {
  const params = calonParams(id, q);
  const items = await db.query<CalonKaryawanGrup>(
    `select u.id, u.nip, u.fullname, j.nama as jabatan, g.nama as grup_gaji
       from users u
       left join jabatan j on j.id = u.jabatan_id
       left join grup_gaji g on g.id = u.grup_gaji_id
      where ${CALON_WHERE}
      order by u.grup_gaji_id is not null, lower(u.fullname), u.id
      limit $6 offset $7`,
    [...params, q.size, (q.page - 1) * q.size],
  );
  const [count] = await db.query<{ total: number; dapat_ditambahkan: number }>(
    `select count(*)::int as total,
            (count(*) filter (where u.grup_gaji_id is null and u.id <> $6))::int as dapat_ditambahkan
       from users u where ${CALON_WHERE}`,
    [...params, callerId],
  );
  return { items, ...count };
}

/**
 * In one statement, puts every matching employee in no group into the group, never the caller ($6). Answers who
 * was added ('NIP · name'), how many matching stay in another group, and whether the caller matched.
 */
export async function assignMatching(db: Db, id: number, f: CalonKaryawanFilter, callerId: number) {
  const [row] = await db.query<{ ditambahkan: string[]; di_grup_lain: number; diri_sendiri: boolean }>(
    `with cocok as (select u.id, u.grup_gaji_id from users u where ${CALON_WHERE}),
     tambah as (
       update users u set grup_gaji_id = $1, updated_at = now()
         from cocok c
        where u.id = c.id and u.grup_gaji_id is null and u.id <> $6
       returning u.nip, u.fullname)
     select coalesce((select array_agg(nip || ' · ' || fullname order by lower(fullname), nip) from tambah), '{}') as ditambahkan,
            (select count(*)::int from cocok where grup_gaji_id is not null) as di_grup_lain,
            exists (select 1 from cocok where id = $6 and grup_gaji_id is null) as diri_sendiri`,
    [...calonParams(id, f), callerId],
  );
  return row;
}

/** Locks the people (in id order, so that two callers never deadlock) and reads where they are. */
export async function lockUsers(db: Db, ids: number[]) {
  return db.query<{ id: number; fullname: string; active: boolean; grup_gaji_id: number | null; grup_gaji: string | null }>(
    `select u.id, u.fullname, u.active, u.grup_gaji_id, g.nama as grup_gaji
       from users u left join grup_gaji g on g.id = u.grup_gaji_id
      where u.id = any($1::bigint[])
      order by u.id
      for update of u`,
    [ids],
  );
}

export async function assign(db: Db, id: number, userIds: number[]) {
  await db.query('update users set grup_gaji_id = $1, updated_at = now() where id = any($2::bigint[])', [id, userIds]);
}

/** Takes the employee out of the group; false when they are not in it. */
export async function unassign(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    'update users set grup_gaji_id = null, updated_at = now() where id = $2 and grup_gaji_id = $1 returning id',
    [id, userId],
  );
  return rows.length > 0;
}

export async function isMember(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from users where id = $2 and grup_gaji_id = $1 for update', [id, userId]);
  return rows.length > 0;
}

/** Replaces the employee's own amounts of the given components (those of their group). */
export async function setNilaiKaryawan(db: Db, userId: number, komponenIds: number[], nilai: NilaiKaryawan[]) {
  await db.query('delete from komponen_gaji_karyawan where user_id = $1 and komponen_gaji_id = any($2::bigint[])', [
    userId,
    komponenIds,
  ]);
  if (nilai.length === 0) return;
  await db.query(
    `insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai)
     select $1, k.id, k.nilai from unnest($2::bigint[], $3::bigint[]) as k (id, nilai)`,
    [userId, nilai.map((n) => n.komponen_gaji_id), nilai.map((n) => n.nilai)],
  );
}

/** Locks the group's members among these people (in id order) and reads their names. */
export async function lockMembers(db: Db, id: number, userIds: number[]) {
  return db.query<{ id: number; nip: string; fullname: string }>(
    `select id, nip, fullname from users where id = any($2::bigint[]) and grup_gaji_id = $1 order by id for update`,
    [id, userIds],
  );
}

export interface NilaiCell {
  user_id: number;
  komponen_gaji_id: number;
  /** Null drops the employee's own amount: the group's applies. */
  nilai: number | null;
}

/**
 * Saves the cells of the amounts grid in one statement (own amounts set or dropped) and answers each cell's own
 * amount before and after. The CTEs read the table as it was before the statement.
 */
export async function saveGrid(db: Db, cells: NilaiCell[]) {
  return db.query<{ user_id: number; komponen_gaji_id: number; lama: number | null; baru: number | null }>(
    `with input as (
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[]) as i (user_id, komponen_gaji_id, nilai)),
     lama as (
       select k.user_id, k.komponen_gaji_id, k.nilai from komponen_gaji_karyawan k join input i using (user_id, komponen_gaji_id)),
     hapus as (
       delete from komponen_gaji_karyawan k using input i
        where k.user_id = i.user_id and k.komponen_gaji_id = i.komponen_gaji_id and i.nilai is null),
     simpan as (
       insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai)
       select user_id, komponen_gaji_id, nilai from input where nilai is not null
       on conflict (user_id, komponen_gaji_id) do update set nilai = excluded.nilai, updated_at = now())
     select i.user_id, i.komponen_gaji_id, l.nilai as lama, i.nilai as baru
       from input i left join lama l using (user_id, komponen_gaji_id)`,
    [cells.map((c) => c.user_id), cells.map((c) => c.komponen_gaji_id), cells.map((c) => c.nilai)],
  );
}
