import type { Db } from '../../platform/db.ts';
import { USER_COLUMNS } from './users.repo.ts';

// SQL of the employee import: every lookup for a whole file at once and set-based writes (unnest), so that
// thousands of rows cost a handful of statements. Master data (jabatan, lokasi, jadwal kerja, grup gaji) is read
// directly for names, as users.repo.ts reads it for existence.

/** The columns an import writes on users, in the order of the insert and update arrays. */
export const IMPORT_COLUMNS = [
  ...USER_COLUMNS,
  'jenis_kelamin',
  'tempat_lahir',
  'tanggal_lahir',
  'agama',
  'status_perkawinan',
  'alamat',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportValues = Record<ImportColumn, string | number | null>;

const TYPES: Record<ImportColumn, string> = {
  nip: 'text',
  username: 'text',
  fullname: 'text',
  jabatan_id: 'bigint',
  lokasi_id: 'bigint',
  jadwal_kerja_id: 'bigint',
  grup_gaji_id: 'bigint',
  tipe_karyawan: 'text',
  tanggal_masuk: 'date',
  email: 'text',
  no_hp: 'text',
  nama_bank: 'text',
  no_rekening: 'text',
  no_bpjs_kesehatan: 'text',
  no_bpjs_ketenagakerjaan: 'text',
  nik: 'text',
  npwp: 'text',
  status_ptkp: 'text',
  jenis_kelamin: 'text',
  tempat_lahir: 'text',
  tanggal_lahir: 'date',
  agama: 'text',
  status_perkawinan: 'text',
  alamat: 'text',
};

/** An employee whose NIP is in the file, as the import compares and guards them. */
export type Existing = ImportValues & {
  id: number;
  nip: string;
  username: string;
  fullname: string;
  active: boolean;
  roles: string[];
  pic_ids: number[];
};

export interface Named {
  id: number;
  nama: string;
}

/** The master lists the file names things from: roles, job titles, locations, schedules, salary groups. */
export async function masterLists(db: Db) {
  const [rows] = await db.query<Record<'roles' | 'jabatan' | 'lokasi' | 'jadwal' | 'grup', Named[] | string>>(
    `select (select coalesce(json_agg(json_build_object('id', id, 'nama', nama) order by id), '[]') from roles) as roles,
            (select coalesce(json_agg(json_build_object('id', id, 'nama', nama) order by lower(nama)), '[]') from jabatan) as jabatan,
            (select coalesce(json_agg(json_build_object('id', id, 'nama', nama) order by lower(nama)), '[]') from lokasi) as lokasi,
            (select coalesce(json_agg(json_build_object('id', id, 'nama', nama) order by lower(nama)), '[]') from jadwal_kerja)
              as jadwal,
            (select coalesce(json_agg(json_build_object('id', id, 'nama', nama) order by lower(nama)), '[]') from grup_gaji) as grup`,
  );
  const list = (v: Named[] | string): Named[] => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    roles: list(rows.roles),
    jabatan: list(rows.jabatan),
    lokasi: list(rows.lokasi),
    jadwal: list(rows.jadwal),
    grup: list(rows.grup),
  };
}

/** Bank names already on employees' records. */
export async function bankNames(db: Db): Promise<string[]> {
  const rows = await db.query<{ nama_bank: string }>(
    `select min(nama_bank) as nama_bank from users where nama_bank is not null group by lower(nama_bank) order by 1`,
  );
  return rows.map((r) => r.nama_bank);
}

/**
 * The employees with these NIPs (lowercase), with their roles and PICs. `lock` holds them until the transaction
 * ends (in id order, as every other lock of several users is taken), so that the import judges what it writes.
 */
export async function findByNips(db: Db, nips: string[], lock: boolean): Promise<Existing[]> {
  if (nips.length === 0) return [];
  const rows = await db.query<Existing & { pic_ids: (number | string)[] }>(
    `select u.id, u.active, ${IMPORT_COLUMNS.map((c) => `u.${c}`).join(', ')},
            coalesce((select array_agg(r.nama order by r.id) from user_roles ur join roles r on r.id = ur.role_id
                       where ur.user_id = u.id), '{}') as roles,
            coalesce((select array_agg(up.pic_id order by up.pic_id) from user_pics up where up.user_id = u.id), '{}') as pic_ids
       from users u
      where lower(u.nip) = any($1::text[])
      order by u.id
      ${lock ? 'for update of u' : ''}`,
    [nips],
  );
  // pg answers bigint[] as text.
  return rows.map((r) => ({ ...r, pic_ids: r.pic_ids.map(Number) }));
}

/** Who holds these usernames (lowercase). */
export async function findByUsernames(db: Db, usernames: string[]) {
  if (usernames.length === 0) return [];
  return db.query<{ id: number; nip: string; username: string }>(
    'select id, nip, username from users where lower(username) = any($1::text[])',
    [usernames],
  );
}

/** People named as PIC by NIP (lowercase), and the PICs the file's existing employees have now, by id. */
export async function findPeople(db: Db, nips: string[], ids: number[]) {
  if (nips.length === 0 && ids.length === 0) return [];
  return db.query<{ id: number; nip: string; fullname: string; active: boolean }>(
    'select id, nip, fullname, active from users where lower(nip) = any($1::text[]) or id = any($2::bigint[])',
    [nips, ids],
  );
}

const arrays = (rows: ImportValues[]) => IMPORT_COLUMNS.map((c) => rows.map((r) => r[c]));
const casts = (offset: number) => IMPORT_COLUMNS.map((c, i) => `$${i + offset}::${TYPES[c]}[]`).join(', ');

/**
 * New accounts without a password: sign-in is refused until their login data is sent, and they choose their own
 * at the first sign-in. Answers the ids with the NIPs.
 */
export async function insertUsers(db: Db, rows: ImportValues[]) {
  if (rows.length === 0) return [];
  return db.query<{ id: number; nip: string }>(
    `insert into users (${IMPORT_COLUMNS.join(', ')}, password_hash, must_change_password)
     select *, null, true from unnest(${casts(1)})
     returning id, nip`,
    arrays(rows),
  );
}

export async function updateUsers(db: Db, rows: (ImportValues & { id: number })[]) {
  if (rows.length === 0) return;
  await db.query(
    `update users u set ${IMPORT_COLUMNS.filter((c) => c !== 'nip')
      .map((c) => `${c} = v.${c}`)
      .join(', ')}, updated_at = now()
       from unnest($1::bigint[], ${casts(2)}) as v (id, ${IMPORT_COLUMNS.join(', ')})
      where u.id = v.id`,
    [rows.map((r) => r.id), ...arrays(rows)],
  );
}

/** Replaces the roles of these users. */
export async function replaceRoles(db: Db, rows: { user_id: number; role_ids: number[] }[]) {
  if (rows.length === 0) return;
  await db.query('delete from user_roles where user_id = any($1::bigint[])', [rows.map((r) => r.user_id)]);
  const pairs = rows.flatMap((r) => r.role_ids.map((role) => [r.user_id, role]));
  await db.query('insert into user_roles (user_id, role_id) select * from unnest($1::bigint[], $2::bigint[])', [
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
  ]);
}

/** Replaces the PICs of these users. */
export async function replacePics(db: Db, rows: { user_id: number; pic_ids: number[] }[]) {
  if (rows.length === 0) return;
  await db.query('delete from user_pics where user_id = any($1::bigint[])', [rows.map((r) => r.user_id)]);
  const pairs = rows.flatMap((r) => r.pic_ids.map((pic) => [r.user_id, pic]));
  if (pairs.length === 0) return;
  await db.query('insert into user_pics (user_id, pic_id) select * from unnest($1::bigint[], $2::bigint[])', [
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
  ]);
}

/** Employee imports run one at a time: the second judges the file against what the first wrote. */
export async function lockImports(db: Db) {
  await db.query('select pg_advisory_xact_lock(7218340016)');
}
