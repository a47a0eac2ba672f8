import type { AdminSection, Role, RoleRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// roles and role_bagian are owned here; user_roles (owned by users) is read for the holder counts.

const SELECT = `select r.id, r.nama, r.builtin,
       coalesce((select array_agg(rb.bagian order by rb.bagian) from role_bagian rb where rb.role_id = r.id), '{}') as bagian,
       (select count(*) from user_roles ur join users u on u.id = ur.user_id where ur.role_id = r.id and u.active)::int
         as jumlah_pengguna
  from roles r`;

/** Every role, built-in first (a company has a handful, so no paging). */
export async function list(db: Db): Promise<Role[]> {
  return db.query<Role>(`${SELECT} order by r.builtin desc, r.id`);
}

export async function findById(db: Db, id: number): Promise<Role | undefined> {
  return (await db.query<Role>(`${SELECT} where r.id = $1`, [id]))[0];
}

export async function insert(db: Db, input: RoleRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into roles (nama) values ($1) returning id', [input.nama]);
  await setSections(db, row.id, input.bagian);
  return row.id;
}

/** Locks the role row so that an assignment or a concurrent edit waits for this change. */
export async function lockById(db: Db, id: number): Promise<{ builtin: boolean } | undefined> {
  return (await db.query<{ builtin: boolean }>('select builtin from roles where id = $1 for update', [id]))[0];
}

export async function update(db: Db, id: number, input: RoleRequest) {
  await db.query('update roles set nama = $2, updated_at = now() where id = $1', [id, input.nama]);
  await setSections(db, id, input.bagian);
}

async function setSections(db: Db, id: number, bagian: AdminSection[]) {
  await db.query('delete from role_bagian where role_id = $1', [id]);
  await db.query('insert into role_bagian (role_id, bagian) select $1, unnest($2::text[])', [id, bagian]);
}

/** Users holding the role: active ones, and all (a deactivated user keeps their roles for the record). */
export async function countHolders(db: Db, id: number) {
  const [row] = await db.query<{ active: number; total: number }>(
    `select count(*) filter (where u.active)::int as active, count(*)::int as total
       from user_roles ur join users u on u.id = ur.user_id where ur.role_id = $1`,
    [id],
  );
  return row;
}

export async function remove(db: Db, id: number) {
  await db.query('delete from roles where id = $1', [id]);
}
