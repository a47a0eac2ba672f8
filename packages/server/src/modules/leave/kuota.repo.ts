import type { KuotaCuti, KuotaCutiKaryawan, KuotaCutiKaryawanQuery, KuotaCutiRow, ListQuery } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// The leave module owns kuota_cuti and reads users (owned by the users module) in the same statements.

/**
 * Working days of quota-taking leave per employee and year: `terpakai` (approved) and `menunggu`
 * (pending, which reserves quota). This CTE is THE one place where leave requests are counted against
 * the quota; every listing and check below joins it. The days are the leave's working days fixed when
 * it was filed (izin_hari), each charged to its own year, for requests whose type took from the quota
 * at filing; cancelled and rejected requests release theirs. The statuses live in the approval engine.
 */
const CUTI_TERPAKAI = `cuti_terpakai as (
  select i.user_id, extract(year from h.tanggal)::int as tahun,
         (count(*) filter (where a.status = 'Disetujui'))::int as terpakai,
         (count(*) filter (where a.status = 'Menunggu Persetujuan'))::int as menunggu
    from izin i
    join approvals a on a.tipe = 'izin' and a.request_id = i.id and a.status in ('Disetujui', 'Menunggu Persetujuan')
    join izin_hari h on h.izin_id = i.id
   where i.potong_kuota
   group by i.user_id, extract(year from h.tanggal)
)`;

const contains = (col: string, param: string) => `strpos(lower(${col}), lower(${param})) > 0`;
const search = (p: string) => `(${p}::text is null or ${contains('u.nip', p)} or ${contains('u.fullname', p)})`;

/** Every active employee with their quota of the year (or none) and its use: the admin settings list. */
export async function listKaryawan(db: Db, q: KuotaCutiKaryawanQuery): Promise<{ items: KuotaCutiKaryawan[]; total: number }> {
  const params = [q.tahun, q.search || null];
  const items = await db.query<KuotaCutiKaryawan>(
    `with ${CUTI_TERPAKAI}
     select u.id as user_id, u.nip, u.fullname as nama, u.tanggal_masuk, $1::int as periode,
            k.id as kuota_id, k.total_hari as total_kuota,
            coalesce(c.terpakai, 0) as terpakai, coalesce(c.menunggu, 0) as menunggu,
            k.total_hari - coalesce(c.terpakai, 0) as sisa
       from users u
       left join kuota_cuti k on k.user_id = u.id and k.tahun = $1
       left join cuti_terpakai c on c.user_id = u.id and c.tahun = $1
      where u.active and ${search('$2')}
      order by lower(u.fullname), u.id
      limit $3 offset $4`,
    [...params, q.size, (q.page - 1) * q.size],
  );
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u where u.active and ${search('$1')}`,
    [q.search || null],
  );
  return { items, total };
}

/**
 * The spec's leave quota report rows: employees (active or not) holding a quota for the period, or
 * with quota-taking leave in it. An employee without an entitlement has no quota to report.
 */
export async function report(db: Db, q: ListQuery & { periode: number }): Promise<{ items: KuotaCutiRow[]; total: number }> {
  const from = `from users u
       left join kuota_cuti k on k.user_id = u.id and k.tahun = $1
       left join cuti_terpakai c on c.user_id = u.id and c.tahun = $1
      where (k.id is not null or coalesce(c.terpakai, 0) > 0) and ${search('$2')}`;
  const params = [q.periode, q.search || null];
  const items = await db.query<KuotaCutiRow>(
    `with ${CUTI_TERPAKAI}
     select u.nip, u.fullname as nama, $1::int as periode,
            coalesce(k.total_hari, 0) as total_cuti_tahunan,
            coalesce(c.terpakai, 0) as cuti_tahunan_terpakai,
            coalesce(k.total_hari, 0) - coalesce(c.terpakai, 0) as sisa_cuti_tahunan
       ${from}
      order by lower(u.fullname), u.id
      limit $3 offset $4`,
    [...params, q.size, (q.page - 1) * q.size],
  );
  const [{ total }] = await db.query<{ total: number }>(`with ${CUTI_TERPAKAI} select count(*)::int as total ${from}`, params);
  return { items, total };
}

const SELECT_KUOTA = `with ${CUTI_TERPAKAI}
  select k.id, k.user_id, u.nip, u.fullname as nama, k.tahun, k.total_hari, k.keterangan,
         coalesce(c.terpakai, 0) as terpakai, coalesce(c.menunggu, 0) as menunggu,
         k.total_hari - coalesce(c.terpakai, 0) as sisa
    from kuota_cuti k
    join users u on u.id = k.user_id
    left join cuti_terpakai c on c.user_id = k.user_id and c.tahun = k.tahun`;

export async function findById(db: Db, id: number): Promise<KuotaCuti | undefined> {
  return (await db.query<KuotaCuti>(`${SELECT_KUOTA} where k.id = $1`, [id]))[0];
}

export async function listOfUser(db: Db, userId: number, tahun: number | null): Promise<KuotaCuti[]> {
  return db.query<KuotaCuti>(`${SELECT_KUOTA} where k.user_id = $1 and ($2::int is null or k.tahun = $2) order by k.tahun desc`, [
    userId,
    tahun,
  ]);
}

export interface Karyawan {
  id: number;
  nip: string;
  nama: string;
  tanggal_masuk: string | null;
  aktif: boolean;
}

export async function findKaryawan(db: Db, userId: number): Promise<Karyawan | undefined> {
  const rows = await db.query<Karyawan>(
    'select id, nip, fullname as nama, tanggal_masuk, active as aktif from users where id = $1',
    [userId],
  );
  return rows[0];
}

/** Locks the quota so that no leave reserves it between a usage check and the change. */
export async function lockById(db: Db, id: number): Promise<{ user_id: number; tahun: number } | undefined> {
  return (
    await db.query<{ user_id: number; tahun: number }>('select user_id, tahun from kuota_cuti where id = $1 for update', [id])
  )[0];
}

/** Approved plus pending days of quota-taking leave of one employee in one year. */
export async function usedDays(db: Db, userId: number, tahun: number): Promise<number> {
  const [row] = await db.query<{ hari: number }>(
    `with ${CUTI_TERPAKAI}
     select coalesce(sum(c.terpakai + c.menunggu), 0)::int as hari from cuti_terpakai c where c.user_id = $1 and c.tahun = $2`,
    [userId, tahun],
  );
  return row.hari;
}

export async function insert(
  db: Db,
  v: { user_id: number; tahun: number; total_hari: number; keterangan: string | null },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into kuota_cuti (user_id, tahun, total_hari, keterangan) values ($1, $2, $3, $4) returning id',
    [v.user_id, v.tahun, v.total_hari, v.keterangan],
  );
  return row.id;
}

export async function update(db: Db, id: number, v: { total_hari: number; keterangan: string | null }) {
  await db.query('update kuota_cuti set total_hari = $2, keterangan = $3, updated_at = now() where id = $1', [
    id,
    v.total_hari,
    v.keterangan,
  ]);
}

export async function remove(db: Db, id: number) {
  await db.query('delete from kuota_cuti where id = $1', [id]);
}

/**
 * Creates `hari` days for every active employee whose first entitled day (join date + 12 months) is on or
 * before `referenceDate` and who has no quota for `tahun` yet. One statement: repeated or concurrent
 * calls create nothing twice (unique (user_id, tahun)).
 */
export async function generate(db: Db, tahun: number, referenceDate: string, hari: number): Promise<number> {
  const rows = await db.query(
    `insert into kuota_cuti (user_id, tahun, total_hari, keterangan)
     select u.id, $1::int, $3::int,
            'Dibuat otomatis: ' || $3::int || ' hari kerja (UU 13/2003 Pasal 79), berhak sejak '
              || to_char(u.tanggal_masuk + interval '12 months', 'DD-MM-YYYY') || '.'
       from users u
      where u.active and u.tanggal_masuk is not null
        and (u.tanggal_masuk + interval '12 months')::date <= $2::date
     on conflict (user_id, tahun) do nothing
     returning id`,
    [tahun, referenceDate, hari],
  );
  return rows.length;
}

export async function countActiveWithoutJoinDate(db: Db, tahun: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from users u
      where u.active and u.tanggal_masuk is null
        and not exists (select 1 from kuota_cuti k where k.user_id = u.id and k.tahun = $1)`,
    [tahun],
  );
  return row.n;
}
