import type { Db } from '../../platform/db.ts';

// Everything the database holds about one person, for their own download (UU 27/2022 art. 7 and 13). Read from
// the catalogue rather than a fixed list, so a table added later is in the download without anyone remembering.

/** Sign-in secrets and machinery, not personal data: sessions, replay keys, and who-did-what of the whole company. */
const NOT_PERSONAL = new Set(['sessions', 'idempotency_keys', 'audit_log']);
/** Columns never handed out: password hashes, tokens, storage keys, face descriptors (numbers, not a photo). */
const SECRET_COLUMN = /password|token|hash|secret|descriptor|subscription|storage_key/i;

/** Rows the person sees in the app only once final: a draft payslip is HR's work in progress. */
const ONLY: Record<string, string> = {
  penggajian_slip: `and exists (select 1 from penggajian p where p.id = t.penggajian_id and p.status = 'final')`,
};

type Row = Record<string, unknown>;
const withoutSecrets = (rows: Row[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !SECRET_COLUMN.test(k))));

export async function profile(db: Db, userId: number): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    `select u.*, j.nama as jabatan, l.nama as lokasi, jk.nama as jadwal_kerja, gg.nama as grup_gaji,
            coalesce((select array_agg(r.nama order by r.id) from user_roles ur join roles r on r.id = ur.role_id
                       where ur.user_id = u.id), '{}') as roles
       from users u
       left join jabatan j on j.id = u.jabatan_id
       left join lokasi l on l.id = u.lokasi_id
       left join jadwal_kerja jk on jk.id = u.jadwal_kerja_id
       left join grup_gaji gg on gg.id = u.grup_gaji_id
      where u.id = $1`,
    [userId],
  );
  return row && withoutSecrets([row])[0];
}

/** Rows of every table that has a user_id column, for this person: attendance, requests of every type, slips... */
export async function tablesOf(db: Db, userId: number): Promise<{ tabel: string; rows: Row[] }[]> {
  const tables = await db.query<{ tabel: string }>(
    `select c.table_name as tabel from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  const out: { tabel: string; rows: Row[] }[] = [];
  for (const { tabel } of tables) {
    if (NOT_PERSONAL.has(tabel) || !/^[a-z_][a-z0-9_]*$/.test(tabel)) continue;
    const rows = await db.query<Row>(`select t.* from "${tabel}" t where t.user_id = $1 ${ONLY[tabel] ?? ''}`, [userId]);
    if (rows.length > 0) out.push({ tabel, rows: withoutSecrets(rows) });
  }
  return out;
}

/** Every request of the person with its decision (the approval engine's record). */
export async function decisions(db: Db, userId: number): Promise<Row[]> {
  return db.query<Row>(
    `select a.tipe, a.request_id, a.status, a.tanggal_pengajuan, d.fullname as approver, a.tanggal_approval,
            a.catatan_approval
       from approvals a left join users d on d.id = a.decided_by
      where a.requester_id = $1 order by a.tanggal_pengajuan, a.id`,
    [userId],
  );
}

export interface OwnFile {
  id: number;
  nama: string;
  tipe: string;
  ukuran: number;
  biometrik: boolean;
  created_at: Date;
  storage_key: string;
}

/** The files the person stored: selfies, face photos, attachments. */
export async function files(db: Db, userId: number): Promise<OwnFile[]> {
  return db.query<OwnFile>(
    'select id, nama, tipe, ukuran, biometrik, created_at, storage_key from files where uploaded_by = $1 order by id',
    [userId],
  );
}
