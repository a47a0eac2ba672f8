import type { JadwalKerja, JadwalKerjaRequest, ListQuery } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// One statement per page: the seven days as a JSON array and the employee count (users belong to the
// users module; only counted here) are correlated subqueries, not one query per row.
const SELECT = `select j.id, j.nama, j.toleransi_terlambat,
       coalesce((select json_agg(json_build_object(
                   'hari', h.hari, 'libur', h.libur,
                   'jam_masuk', to_char(h.jam_masuk, 'HH24:MI'), 'jam_pulang', to_char(h.jam_pulang, 'HH24:MI'),
                   'lintas_hari', coalesce(not h.libur and h.jam_pulang < h.jam_masuk, false)) order by h.hari)
                   from jadwal_kerja_hari h where h.jadwal_kerja_id = j.id), '[]'::json) as hari,
       (select count(*) from users u where u.jadwal_kerja_id = j.id and u.active)::int as jumlah_karyawan
  from jadwal_kerja j`;

export async function list(db: Db, q: ListQuery): Promise<{ items: JadwalKerja[]; total: number }> {
  const search = q.search || null;
  const where = '($1::text is null or strpos(lower(j.nama), lower($1)) > 0)';
  const items = await db.query<JadwalKerja>(`${SELECT} where ${where} order by lower(j.nama), j.id limit $2 offset $3`, [
    search,
    q.size,
    (q.page - 1) * q.size,
  ]);
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from jadwal_kerja j where ${where}`, [
    search,
  ]);
  return { items, total };
}

export async function findById(db: Db, id: number): Promise<JadwalKerja | undefined> {
  return (await db.query<JadwalKerja>(`${SELECT} where j.id = $1`, [id]))[0];
}

export async function insert(db: Db, input: JadwalKerjaRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, $2) returning id',
    [input.nama, input.toleransi_terlambat],
  );
  return row.id;
}

export async function update(db: Db, id: number, input: JadwalKerjaRequest): Promise<boolean> {
  const rows = await db.query(
    'update jadwal_kerja set nama = $2, toleransi_terlambat = $3, updated_at = now() where id = $1 returning id',
    [id, input.nama, input.toleransi_terlambat],
  );
  return rows.length > 0;
}

/** Replaces the seven days in one statement (the days travel as JSON: the same on both engines). */
export async function replaceDays(db: Db, id: number, days: JadwalKerjaRequest['hari']) {
  await db.query('delete from jadwal_kerja_hari where jadwal_kerja_id = $1', [id]);
  await db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d.hari, d.libur, d.jam_masuk, d.jam_pulang
       from json_to_recordset($2::json) as d(hari smallint, libur boolean, jam_masuk time, jam_pulang time)`,
    [id, JSON.stringify(days)],
  );
}

/** Locks the row so that nobody assigns it to a user between the count and the delete. */
export async function lockById(db: Db, id: number): Promise<boolean> {
  return (await db.query('select id from jadwal_kerja where id = $1 for update', [id])).length > 0;
}

export async function countUsers(db: Db, id: number) {
  const [row] = await db.query<{ active: number; total: number }>(
    'select count(*) filter (where active)::int as active, count(*)::int as total from users where jadwal_kerja_id = $1',
    [id],
  );
  return row;
}

export async function remove(db: Db, id: number) {
  await db.query('delete from jadwal_kerja where id = $1', [id]);
}
