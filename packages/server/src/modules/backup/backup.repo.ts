import type { BackupItem, BackupJadwal } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// SQL for the backup index and schedule, and the catalogue queries that dump and load every application table.

/** Short-lived tokens, counters and queued pushes and e-mails: they must not come back to life on another machine,
 *  and a restore empties them (their rows point at the accounts being replaced). */
const SHORT_LIVED = ['sessions', 'login_throttle', 'idempotency_keys', 'push_outbox', 'mail_outbox'];
/** Tables a backup leaves out: its own index and schedule and whether it sends e-mail (this machine's), the
 *  migration record (checked, not copied), and the short-lived ones. */
export const NOT_BACKED_UP = ['schema_migrations', 'backups', 'backup_jadwal', 'mail_status', ...SHORT_LIVED];
/** Account plumbing that an otherwise empty instance (its one Admin signed in) already has rows in. */
const ACCOUNT_TABLES = ['user_roles', 'user_pics', 'audit_log', 'biometric_access_log'];

export interface TableInfo {
  nama: string;
  kolom: string[];
  pk: string[];
  identitas: string[];
  bergantung: string[];
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every application table with its insertable columns, primary key, identity columns and the tables it references. */
export async function tables(db: Db): Promise<TableInfo[]> {
  const rows = await db.query<TableInfo>(
    `select c.relname::text as nama,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as kolom,
            array(select a.attname::text from pg_index i
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                   where i.indrelid = c.oid and i.indisprimary order by a.attnum) as pk,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attidentity <> ''
                   order by a.attnum) as identitas,
            array(select distinct r.relname::text from pg_constraint f join pg_class r on r.oid = f.confrelid
                   where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as bergantung
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
      order by c.relname`,
  );
  return rows;
}

// Loaded after everything else: the payroll lock's triggers would refuse the locked months' attendance and
// requests if the lock were in place before them.
const LOAD_LAST = ['penggajian_kunci'];

/** The tables a backup holds, parents before children (self references aside), the payroll lock last. */
export function loadOrder(all: TableInfo[]): TableInfo[] {
  const sorted = parentsFirst(all);
  return [...sorted.filter((t) => !LOAD_LAST.includes(t.nama)), ...sorted.filter((t) => LOAD_LAST.includes(t.nama))];
}

function parentsFirst(all: TableInfo[]): TableInfo[] {
  const kept = all.filter((t) => !NOT_BACKED_UP.includes(t.nama));
  const names = new Set(kept.map((t) => t.nama));
  const done = new Set<string>();
  const order: TableInfo[] = [];
  while (order.length < kept.length) {
    const ready = kept.filter((t) => !done.has(t.nama) && t.bergantung.every((d) => done.has(d) || !names.has(d)));
    // A cycle between tables would stall the sort: load the rest by name and let the foreign keys judge.
    const next = ready.length > 0 ? ready : kept.filter((t) => !done.has(t.nama));
    for (const t of next) {
      done.add(t.nama);
      order.push(t);
    }
  }
  return order;
}

export async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>('select name from schema_migrations order by name');
  return rows.map((r) => r.name);
}

/**
 * Streams a table's rows as JSON text, in primary key order, `batch` rows at a time through a cursor (never
 * the whole table in memory). Call inside a transaction.
 */
export async function dumpTable(db: Db, t: TableInfo, batch: number, onRows: (lines: string[]) => Promise<void>) {
  const order = t.pk.length > 0 ? `order by ${t.pk.map(ident).join(', ')}` : '';
  await db.exec(
    `declare backup_dump no scroll cursor for
       select row_to_json(x)::text as j from (select ${t.kolom.map(ident).join(', ')} from ${ident(t.nama)} ${order}) x`,
  );
  for (;;) {
    const rows = await db.query<{ j: string }>(`fetch ${batch} from backup_dump`);
    if (rows.length === 0) break;
    await onRows(rows.map((r) => r.j));
  }
  await db.exec('close backup_dump');
}

/** Inserts rows given as JSON object texts (columns by name; identity values kept as they were). */
export async function insertRows(db: Db, t: { nama: string; kolom: string[]; identitas: string[] }, lines: string[]) {
  const cols = t.kolom.map(ident).join(', ');
  const overriding = t.identitas.length > 0 ? 'overriding system value' : '';
  await db.query(
    `insert into ${ident(t.nama)} (${cols}) ${overriding}
     select ${cols} from json_populate_recordset(null::${ident(t.nama)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
  return row.n;
}

/** Points each identity sequence past the largest loaded value, so the next insert does not collide. */
export async function resetIdentity(db: Db, t: TableInfo) {
  for (const col of t.identitas) {
    await db.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${ident(col)}) from ${ident(t.nama)}), 0) + 1, false)`,
      [ident(t.nama), col],
    );
  }
}

/** Empties the listed tables and the short-lived ones that exist, at once (they reference each other). */
export async function truncate(db: Db, names: string[], existing: TableInfo[]) {
  const all = [...names, ...SHORT_LIVED.filter((n) => existing.some((t) => t.nama === n))];
  await db.exec(`truncate table ${all.map(ident).join(', ')} restart identity`);
}

/**
 * Business data an instance holds: more than one user, or rows in any table recording what someone did
 * (a table referencing users), account plumbing aside. Answers the first table found, or undefined.
 */
export async function firstBusinessTable(db: Db, all: TableInfo[]): Promise<string | undefined> {
  if ((await countRows(db, 'users')) > 1) return 'users';
  for (const t of all) {
    if (!t.bergantung.includes('users') || NOT_BACKED_UP.includes(t.nama) || ACCOUNT_TABLES.includes(t.nama)) continue;
    const [row] = await db.query<{ any: boolean }>(`select exists (select 1 from ${ident(t.nama)}) as any`);
    if (row.any) return t.nama;
  }
  return undefined;
}

// --- the index of backups ---

type BackupRow = Omit<BackupItem, 'tersedia'>;
const COLUMNS = `id, nama_berkas, ukuran, otomatis, dibuat_oleh, jumlah_tabel, jumlah_baris, jumlah_berkas,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export interface NewBackup {
  nama_berkas: string;
  ukuran: number;
  sha256: string;
  otomatis: boolean;
  dibuat_oleh: string | null;
  jumlah_tabel: number;
  jumlah_baris: number;
  jumlah_berkas: number;
}

export async function insertBackup(db: Db, b: NewBackup): Promise<BackupRow> {
  const [row] = await db.query<BackupRow>(
    `insert into backups (nama_berkas, ukuran, sha256, otomatis, dibuat_oleh, jumlah_tabel, jumlah_baris, jumlah_berkas)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [b.nama_berkas, b.ukuran, b.sha256, b.otomatis, b.dibuat_oleh, b.jumlah_tabel, b.jumlah_baris, b.jumlah_berkas],
  );
  return row;
}

export function listBackups(db: Db): Promise<BackupRow[]> {
  return db.query<BackupRow>(`select ${COLUMNS} from backups order by created_at desc, id desc`);
}

export async function findBackup(db: Db, id: number): Promise<BackupRow | undefined> {
  const [row] = await db.query<BackupRow>(`select ${COLUMNS} from backups where id = $1`, [id]);
  return row;
}

export async function deleteBackup(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ nama_berkas: string }>('delete from backups where id = $1 returning nama_berkas', [id]);
  return row?.nama_berkas;
}

/** Automatic backups beyond the newest `keep`: removed from the index and answered, to delete from disk. */
export async function pruneAutomatic(db: Db, keep: number): Promise<string[]> {
  const rows = await db.query<{ nama_berkas: string }>(
    `delete from backups where id in (
       select id from backups where otomatis order by created_at desc, id desc offset $1
     ) returning nama_berkas`,
    [keep],
  );
  return rows.map((r) => r.nama_berkas);
}

// --- the schedule ---

export async function getJadwal(db: Db): Promise<BackupJadwal> {
  const [row] = await db.query<BackupJadwal>('select aktif, jam, simpan from backup_jadwal where id = 1');
  return row;
}

export async function saveJadwal(db: Db, j: BackupJadwal): Promise<BackupJadwal> {
  const [row] = await db.query<BackupJadwal>(
    `update backup_jadwal set aktif = $1, jam = $2, simpan = $3, updated_at = now() where id = 1
     returning aktif, jam, simpan`,
    [j.aktif, j.jam, j.simpan],
  );
  return row;
}

/**
 * Claims today's scheduled backup (Jakarta date and hour given): true for exactly one caller once the hour has
 * come, whichever server asks. The advisory lock keeps two servers from racing through the check at once.
 */
export async function claimScheduledRun(db: Db, lock: number, date: string, hour: number): Promise<number | undefined> {
  return db.tx(async (t) => {
    const [got] = await t.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [lock]);
    if (!got.ok) return undefined;
    const [row] = await t.query<{ simpan: number }>(
      `update backup_jadwal set terakhir_otomatis = $1::date
        where id = 1 and aktif and jam <= $2 and terakhir_otomatis is distinct from $1::date
        returning simpan`,
      [date, hour],
    );
    return row?.simpan;
  });
}
