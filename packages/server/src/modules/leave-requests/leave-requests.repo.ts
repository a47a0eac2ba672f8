import { APPROVAL_STATUS, type UploadedFile } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from '../schedules/index.ts';
import { containsPattern, personMatches } from '../../platform/search.ts';

// SQL for izin, izin_hari and izin_lampiran. Read-only in the same statements: approvals (status and
// decision, written only by the approval engine), users, jenis_izin, files, the shift of each day (schedules'
// shiftOfDay: the roster over the weekly schedule) and hari_libur, that say which days are working days.

const ACTIVE = `('${APPROVAL_STATUS.menunggu}', '${APPROVAL_STATUS.disetujui}')`;

export interface IzinRow {
  id: number;
  user_id: number;
  jenis_izin_id: number;
  jenis_izin: string;
  berbayar: boolean;
  potong_kuota: boolean;
  tanggal_mulai: string;
  tanggal_selesai: string;
  jumlah_hari: number;
  alasan: string;
  status: string;
  tanggal_pengajuan: Date;
  approver: string | null;
  catatan_approval: string | null;
  tanggal_approval: Date | null;
  pemohon_nip: string;
  pemohon_fullname: string;
}

const SELECT = `select i.id, i.user_id, i.jenis_izin_id, j.nama as jenis_izin, i.berbayar, i.potong_kuota,
                       to_char(i.tanggal_mulai, 'YYYY-MM-DD') as tanggal_mulai,
                       to_char(i.tanggal_selesai, 'YYYY-MM-DD') as tanggal_selesai,
                       (select count(*)::int from izin_hari h where h.izin_id = i.id) as jumlah_hari,
                       i.alasan, a.status, a.tanggal_pengajuan, d.fullname as approver, a.catatan_approval,
                       a.tanggal_approval, u.nip as pemohon_nip, u.fullname as pemohon_fullname`;
/** What the list's filters read: the request and its approval (status); the search reads the employee itself. */
const FILTERED = `from izin i
              join approvals a on a.tipe = 'izin' and a.request_id = i.id`;
const FROM = `${FILTERED}
              join users u on u.id = i.user_id
              join jenis_izin j on j.id = i.jenis_izin_id
              left join users d on d.id = a.decided_by`;

export interface JenisIzinRule {
  id: number;
  nama: string;
  berbayar: boolean;
  potong_kuota: boolean;
  wajib_lampiran: boolean;
  maks_hari: number | null;
  aktif: boolean;
  /** Only this gender may take it; null = everyone. */
  jenis_kelamin: string | null;
}

export async function findJenisIzin(db: Db, id: number): Promise<JenisIzinRule | undefined> {
  const rows = await db.query<JenisIzinRule>(
    'select id, nama, berbayar, potong_kuota, wajib_lampiran, maks_hari, aktif, jenis_kelamin from jenis_izin where id = $1',
    [id],
  );
  return rows[0];
}

/** The employee's gender as HR recorded it (users, read-only), null when not filled in. */
export async function genderOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.query<{ jenis_kelamin: string | null }>('select jenis_kelamin from users where id = $1', [userId]);
  return row?.jenis_kelamin ?? null;
}

/**
 * The employee's working days in [from, to]: days whose shift (the roster's, else the weekly schedule's) works, not
 * holidays, from their join date on. Without either no day is a working day (as the attendance statuses judge it).
 */
export async function workingDays(db: Db, userId: number, from: string, to: string): Promise<string[]> {
  const rows = await db.query<{ tanggal: string }>(
    `select to_char(d.tanggal, 'YYYY-MM-DD') as tanggal
       from users u
       cross join lateral (select $2::date + i as tanggal from generate_series(0, $3::date - $2::date) i) d
       ${shiftOfDay('u.id', 'u.jadwal_kerja_id', 'd.tanggal', 'sh', 'between $2::date and $3::date')}
      where u.id = $1 and sh.kerja
        and (u.tanggal_masuk is null or d.tanggal >= u.tanggal_masuk)
        and not exists (select 1 from hari_libur hl where hl.tanggal = d.tanggal)
      order by d.tanggal`,
    [userId, from, to],
  );
  return rows.map((r) => r.tanggal);
}

/** Serialises one employee's filings until commit, so overlap and quota checks cannot race each other. */
export async function lockFilings(tx: Db, userId: number) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('izin'), $1::int)`, [userId]);
}

export interface Overlap {
  dari: string;
  sampai: string;
  jenis_izin: string;
  status: string;
}

/** The earliest pending or approved leave of the employee whose dates meet [from, to], clipped to it. */
export async function findOverlap(db: Db, userId: number, from: string, to: string): Promise<Overlap | undefined> {
  const rows = await db.query<Overlap>(
    `select to_char(greatest(i.tanggal_mulai, $2::date), 'DD/MM/YYYY') as dari,
            to_char(least(i.tanggal_selesai, $3::date), 'DD/MM/YYYY') as sampai,
            j.nama as jenis_izin, a.status
       from izin i
       join approvals a on a.tipe = 'izin' and a.request_id = i.id and a.status in ${ACTIVE}
       join jenis_izin j on j.id = i.jenis_izin_id
      where i.user_id = $1 and i.tanggal_mulai <= $3::date and i.tanggal_selesai >= $2::date
      order by i.tanggal_mulai, i.id
      limit 1`,
    [userId, from, to],
  );
  return rows[0];
}

/**
 * How many of `ids` may be attached by `userId`: uploaded by them, not biometric data (selfies), and
 * not attached to a leave request already.
 */
export interface IzinWrite {
  jenis_izin_id: number;
  berbayar: boolean;
  potong_kuota: boolean;
  tanggal_mulai: string;
  tanggal_selesai: string;
  alasan: string;
  hari: string[];
  lampiran_ids: number[];
}

export async function insert(tx: Db, userId: number, v: IzinWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [userId, v.jenis_izin_id, v.berbayar, v.potong_kuota, v.tanggal_mulai, v.tanggal_selesai, v.alasan],
  );
  await tx.query('insert into izin_hari (izin_id, tanggal) select $1, unnest($2::date[])', [row.id, v.hari]);
  if (v.lampiran_ids.length > 0) {
    await tx.query(
      `insert into izin_lampiran (izin_id, file_id, urutan)
       select $1, f.id, f.n from unnest($2::bigint[]) with ordinality as f(id, n)`,
      [row.id, v.lampiran_ids],
    );
  }
  return row.id;
}

export async function find(db: Db, id: number): Promise<IzinRow | undefined> {
  const rows = await db.query<IzinRow>(`${SELECT} ${FROM} where i.id = $1`, [id]);
  return rows[0];
}

/** Attachments of requests, in the order they were attached. */
export async function attachments(db: Db, ids: number[]): Promise<Map<number, UploadedFile[]>> {
  const rows = await db.query<UploadedFile & { izin_id: number }>(
    `select l.izin_id, f.id, f.nama, f.tipe, f.ukuran
       from izin_lampiran l join files f on f.id = l.file_id
      where l.izin_id = any($1::bigint[])
      order by l.izin_id, l.urutan`,
    [ids],
  );
  const out = new Map<number, UploadedFile[]>();
  for (const { izin_id, ...file } of rows) out.set(izin_id, [...(out.get(izin_id) ?? []), file]);
  return out;
}

export interface ListFilter {
  userId?: number;
  status?: string;
  search?: string;
  from?: string;
  to?: string;
  jenisIzinId?: number;
  limit: number;
  offset: number;
}

/** A page, newest filing first; one employee's (userId) or everyone's (search in NIP and name). */
export async function list(db: Db, f: ListFilter) {
  const pattern = containsPattern(f.search);
  const where = `where ($1::bigint is null or i.user_id = $1)
                   and ($2::text is null or a.status = $2)
                   and ${personMatches('i.user_id', '$3')}
                   and ($4::date is null or i.tanggal_selesai >= $4::date)
                   and ($5::date is null or i.tanggal_mulai <= $5::date)
                   and ($6::bigint is null or i.jenis_izin_id = $6)`;
  const params = [f.userId ?? null, f.status ?? null, pattern, f.from ?? null, f.to ?? null, f.jenisIzinId ?? null];
  // Without dates, in the order of approvals_tipe_pengajuan_idx (request_id is i.id): a page reads its rows from it
  // and stops. A date range's requests can lie anywhere in filing order (a month ten months back sits under nine months
  // of later filings: 0.3 s at 10,000 employees), so they are found first and only they are sorted: the added zero
  // interval is an order the index cannot give.
  const filed = f.from || f.to ? `a.tanggal_pengajuan + interval '0'` : 'a.tanggal_pengajuan';
  const rows = await db.query<IzinRow>(
    `${SELECT} ${FROM} ${where} order by ${filed} desc, a.request_id desc limit $7 offset $8`,
    [...params, f.limit, f.offset],
  );
  // Counted without the employee, the type and the approver: each request has them, and they are shown, not filtered.
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${FILTERED} ${where}`, params);
  return { rows, total: count.total };
}

/** 'Cuti Tahunan · 12/01/2026 s.d. 14/01/2026 · 3 hari kerja' for the approvers' lists. */
export async function summaries(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; text: string }>(
    `select i.id, j.nama || ' · ' || to_char(i.tanggal_mulai, 'DD/MM/YYYY')
                  || case when i.tanggal_selesai > i.tanggal_mulai
                          then ' s.d. ' || to_char(i.tanggal_selesai, 'DD/MM/YYYY') else '' end
                  || ' · ' || (select count(*) from izin_hari h where h.izin_id = i.id) || ' hari kerja' as text
       from izin i join jenis_izin j on j.id = i.jenis_izin_id
      where i.id = any($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.text]));
}
