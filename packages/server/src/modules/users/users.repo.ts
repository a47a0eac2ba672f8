import type { UserDetail, UserListItem, UserRef } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// The users module owns users (profile columns), user_roles, user_pics and reads roles.
// It also writes users.password_hash when it creates an account or issues a temporary password.

const rolesOf = (alias: string) => `coalesce((select array_agg(r.nama order by r.id) from user_roles ur
  join roles r on r.id = ur.role_id where ur.user_id = ${alias}.id), '{}') as roles`;

/** Case-insensitive "contains" without LIKE, so that % and _ in a search are plain characters. */
const contains = (col: string, param: string) => `strpos(lower(${col}), lower(${param})) > 0`;

const iso = (d: Date | string | null) => (d == null ? null : d instanceof Date ? d.toISOString() : d);

export async function findDetail(db: Db, id: number): Promise<UserDetail | undefined> {
  const rows = await db.query<UserDetail & { created_at: Date; updated_at: Date; deactivated_at: Date | null }>(
    `select u.id, u.nip, u.username, u.fullname, u.active, u.must_change_password, u.tipe_karyawan,
            u.jabatan_id, j.nama as jabatan, u.lokasi_id, l.nama as lokasi, u.jadwal_kerja_id, jk.nama as jadwal_kerja,
            u.grup_gaji_id, gg.nama as grup_gaji,
            u.tanggal_masuk, u.email, u.no_hp, u.alamat, u.kontak_darurat_nama, u.kontak_darurat_hubungan,
            u.kontak_darurat_no_hp, u.nik, u.tempat_lahir, u.tanggal_lahir, u.jenis_kelamin, u.agama,
            u.status_perkawinan, u.status_ptkp, u.npwp, u.nama_bank, u.no_rekening, u.no_bpjs_kesehatan,
            u.no_bpjs_ketenagakerjaan, u.created_at, u.updated_at, u.deactivated_at, ${rolesOf('u')},
            u.jp_setelah_usia_pensiun,
            coalesce((select json_agg(json_build_object('berlaku_mulai', to_char(r.berlaku_mulai, 'YYYY-MM-DD'),
                                                        'sebelum', r.sebelum, 'sesudah', r.sesudah)
                                      order by r.berlaku_mulai desc)
                        from status_ptkp_riwayat r where r.user_id = u.id), '[]') as riwayat_status_ptkp,
            coalesce((select json_agg(json_build_object('id', p.id, 'nip', p.nip, 'fullname', p.fullname)
                                      order by lower(p.fullname), p.id)
                        from user_pics up join users p on p.id = up.pic_id where up.user_id = u.id), '[]') as pics
       from users u
       left join jabatan j on j.id = u.jabatan_id
       left join lokasi l on l.id = u.lokasi_id
       left join jadwal_kerja jk on jk.id = u.jadwal_kerja_id
       left join grup_gaji gg on gg.id = u.grup_gaji_id
      where u.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    pics: typeof row.pics === 'string' ? JSON.parse(row.pics) : row.pics,
    riwayat_status_ptkp:
      typeof row.riwayat_status_ptkp === 'string' ? JSON.parse(row.riwayat_status_ptkp) : row.riwayat_status_ptkp,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    deactivated_at: iso(row.deactivated_at),
  };
}

/** Holds the account row until the transaction ends, so two changes to one account are judged one after the other. */
export async function lockUser(db: Db, id: number) {
  await db.query('select 1 from users where id = $1 for update', [id]);
}

export interface ListFilter {
  page: number;
  size: number;
  search?: string | null;
  lokasi_id?: number | null;
  jabatan_id?: number | null;
  active?: boolean | null;
}

export async function listUsers(db: Db, f: ListFilter): Promise<{ items: UserListItem[]; total: number }> {
  const where = `($1::text is null or ${contains('u.nip', '$1')} or ${contains('u.fullname', '$1')} or ${contains('u.username', '$1')})
     and ($2::bigint is null or u.lokasi_id = $2) and ($3::bigint is null or u.jabatan_id = $3)
     and ($4::boolean is null or u.active = $4)`;
  const params = [f.search || null, f.lokasi_id ?? null, f.jabatan_id ?? null, f.active ?? null];
  const [{ total }] = await db.query<{ total: number }>(`select count(*) as total from users u where ${where}`, params);
  const items = await db.query<UserListItem>(
    `select u.id, u.nip, u.username, u.fullname, ${rolesOf('u')}, j.nama as jabatan, l.nama as lokasi,
            u.tipe_karyawan, u.active
       from users u
       left join jabatan j on j.id = u.jabatan_id
       left join lokasi l on l.id = u.lokasi_id
      where ${where}
      order by lower(u.fullname), u.id
      limit $5 offset $6`,
    [...params, f.size, (f.page - 1) * f.size],
  );
  return { items, total };
}

/** Active people for pickers and team lists: everyone, all but one (`exceptId`), or those whose PIC is `picOf`. */
export async function listRefs(
  db: Db,
  f: { page: number; size: number; search?: string | null; exceptId?: number; picOf?: number },
): Promise<{ items: UserRef[]; total: number }> {
  const where = `u.active and ($1::text is null or ${contains('u.nip', '$1')} or ${contains('u.fullname', '$1')})
     and ($2::bigint is null or u.id <> $2)
     and ($3::bigint is null or exists (select 1 from user_pics up where up.user_id = u.id and up.pic_id = $3))`;
  const params = [f.search || null, f.exceptId ?? null, f.picOf ?? null];
  const [{ total }] = await db.query<{ total: number }>(`select count(*) as total from users u where ${where}`, params);
  const items = await db.query<UserRef>(
    `select u.id, u.nip, u.fullname, j.nama as jabatan
       from users u left join jabatan j on j.id = u.jabatan_id
      where ${where}
      order by lower(u.fullname), u.id
      limit $4 offset $5`,
    [...params, f.size, (f.page - 1) * f.size],
  );
  return { items, total };
}

export async function findRoles(db: Db, names: string[]) {
  return db.query<{ id: number; nama: string }>(
    'select id, nama from roles where lower(nama) = any(select lower(n) from unnest($1::text[]) as n)',
    [names],
  );
}

/**
 * Which of the referenced master records do not exist. The master-data modules do not export
 * lookups yet, so this reads their tables directly (existence only).
 */
export async function missingRefs(
  db: Db,
  refs: { jabatan_id: number | null; lokasi_id: number | null; jadwal_kerja_id: number | null; grup_gaji_id: number | null },
) {
  const [row] = await db.query<{ jabatan: boolean; lokasi: boolean; jadwal: boolean; grup_gaji: boolean }>(
    `select ($1::bigint is not null and not exists (select 1 from jabatan where id = $1)) as jabatan,
            ($2::bigint is not null and not exists (select 1 from lokasi where id = $2)) as lokasi,
            ($3::bigint is not null and not exists (select 1 from jadwal_kerja where id = $3)) as jadwal,
            ($4::bigint is not null and not exists (select 1 from grup_gaji where id = $4)) as grup_gaji`,
    [refs.jabatan_id, refs.lokasi_id, refs.jadwal_kerja_id, refs.grup_gaji_id],
  );
  return row;
}

export async function activeUserIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>('select id from users where active and id = any($1::bigint[])', [ids]);
  return rows.map((r) => r.id);
}

/** Whether the NIP or username is taken by anyone other than `exceptId` (case-insensitive). */
export async function findConflicts(db: Db, nip: string, username: string, exceptId: number | null) {
  const [row] = await db.query<{ nip: boolean; username: boolean }>(
    `select exists (select 1 from users where lower(nip) = lower($1) and id is distinct from $3) as nip,
            exists (select 1 from users where lower(username) = lower($2) and id is distinct from $3) as username`,
    [nip, username, exceptId],
  );
  return row;
}

export interface UserColumns {
  nip: string;
  username: string;
  fullname: string;
  jabatan_id: number | null;
  lokasi_id: number | null;
  jadwal_kerja_id: number | null;
  grup_gaji_id: number | null;
  tipe_karyawan: string | null;
  tanggal_masuk: string | null;
  email: string | null;
  no_hp: string | null;
  nama_bank: string | null;
  no_rekening: string | null;
  no_bpjs_kesehatan: string | null;
  no_bpjs_ketenagakerjaan: string | null;
  nik: string | null;
  npwp: string | null;
  status_ptkp: string | null;
}
/** The account's columns that the form (and the import) write, in one order. */
export const USER_COLUMNS = [
  'nip',
  'username',
  'fullname',
  'jabatan_id',
  'lokasi_id',
  'jadwal_kerja_id',
  'grup_gaji_id',
  'tipe_karyawan',
  'tanggal_masuk',
  'email',
  'no_hp',
  'nama_bank',
  'no_rekening',
  'no_bpjs_kesehatan',
  'no_bpjs_ketenagakerjaan',
  'nik',
  'npwp',
  'status_ptkp',
] as const satisfies readonly (keyof UserColumns)[];

/** `passwordHash` null: no password until the login data e-mail leaves (sign-in is refused until then). */
export async function insertUser(db: Db, cols: UserColumns, passwordHash: string | null, mustChange: boolean) {
  const names = [...USER_COLUMNS, 'password_hash', 'must_change_password'];
  const [row] = await db.query<{ id: number }>(
    `insert into users (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    [...USER_COLUMNS.map((c) => cols[c]), passwordHash, mustChange],
  );
  return row.id;
}

export async function updateUser(db: Db, id: number, cols: UserColumns) {
  await db.query(
    `update users set ${USER_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`,
    [id, ...USER_COLUMNS.map((c) => cols[c])],
  );
}

/** Updates one of the person's own data groups; `fields` keys come from the contract, never the client. */
export async function updateOwnFields(db: Db, id: number, fields: Record<string, string | null>) {
  const keys = Object.keys(fields);
  await db.query(`update users set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [
    id,
    ...keys.map((k) => fields[k]),
  ]);
}

/** The JP option after the pension age: the form's, kept apart from USER_COLUMNS (the import leaves it as it is). */
export async function setJpSetelahUsiaPensiun(db: Db, id: number, value: boolean) {
  await db.query('update users set jp_setelah_usia_pensiun = $2 where id = $1', [id, value]);
}

export async function setActive(db: Db, id: number, active: boolean) {
  await db.query(
    `update users set active = $2, deactivated_at = case when $2 then null else now() end, updated_at = now()
      where id = $1 and active is distinct from $2`,
    [id, active],
  );
}

export async function setRoles(db: Db, id: number, roleIds: number[]) {
  await db.query('delete from user_roles where user_id = $1', [id]);
  await db.query('insert into user_roles (user_id, role_id) select $1, unnest($2::bigint[])', [id, roleIds]);
}

export async function setPics(db: Db, id: number, picIds: number[]) {
  await db.query('delete from user_pics where user_id = $1', [id]);
  if (picIds.length) await db.query('insert into user_pics (user_id, pic_id) select $1, unnest($2::bigint[])', [id, picIds]);
}

export async function setTemporaryPassword(db: Db, id: number, passwordHash: string) {
  await db.query('update users set password_hash = $2, must_change_password = true, updated_at = now() where id = $1', [
    id,
    passwordHash,
  ]);
}

/**
 * Active Admins other than `exceptId`: the last one may not lose the role or be deactivated. Call inside
 * a transaction: the advisory lock serialises concurrent removals so two cannot each leave the other last.
 */
export async function countOtherActiveAdmins(db: Db, exceptId: number) {
  await db.query('select pg_advisory_xact_lock(7218340001)');
  const [row] = await db.query<{ n: number }>(
    `select count(*) as n from users u
      where u.active and u.id <> $1
        and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.nama = 'Admin')`,
    [exceptId],
  );
  return row.n;
}

/** The person's choice of approval notifications by e-mail, with the address they would go to. */
export async function findNotificationChoice(db: Db, id: number) {
  const [row] = await db.query<{ notifikasi_email: boolean; email: string | null }>(
    'select notifikasi_email, email from users where id = $1',
    [id],
  );
  return row;
}

export async function setNotificationChoice(db: Db, id: number, byEmail: boolean) {
  await db.query('update users set notifikasi_email = $2, updated_at = now() where id = $1', [id, byEmail]);
}
