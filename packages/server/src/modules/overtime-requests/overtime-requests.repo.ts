import { APPROVAL_STATUS, type OvertimeDayType, type WorkWeek } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from '../schedules/index.ts';
import type { ShiftHari } from './overtime-day.ts';
import { containsPattern, personMatches } from '../../platform/search.ts';

// SQL for lembur. Status and decision live in the approval engine's table (joined read-only); the
// employee's shifts (schedules' shiftOfDay), holidays and monthly wage are read from their owners, read-only.

export interface LemburRow {
  id: number;
  user_id: number;
  tanggal: string;
  jam_mulai: string;
  jam_selesai: string;
  menit: number;
  alasan: string;
  jenis_hari: OvertimeDayType;
  hari_kerja_per_minggu: WorkWeek;
  libur_hari_terpendek: boolean;
  nama_hari_libur: string | null;
  status: string;
  tanggal_pengajuan: Date;
  approver: string | null;
  catatan_approval: string | null;
  tanggal_approval: Date | null;
  pemohon_nip: string;
  pemohon_fullname: string;
  upah_bulanan: number | null;
}

const SELECT = `select l.id, l.user_id, to_char(l.tanggal, 'YYYY-MM-DD') as tanggal,
                       to_char(l.jam_mulai, 'HH24:MI') as jam_mulai, to_char(l.jam_selesai, 'HH24:MI') as jam_selesai,
                       l.menit, l.alasan, l.jenis_hari, l.hari_kerja_per_minggu, l.libur_hari_terpendek, l.nama_hari_libur,
                       a.status, a.tanggal_pengajuan, d.fullname as approver, a.catatan_approval, a.tanggal_approval,
                       u.nip as pemohon_nip, u.fullname as pemohon_fullname, u.upah_bulanan`;
/** What the list's filters read: the request and its approval (status); the search reads the employee itself. */
const FILTERED = `from lembur l
              join approvals a on a.tipe = 'lembur' and a.request_id = l.id`;
const FROM = `${FILTERED}
              join users u on u.id = l.user_id
              left join users d on d.id = a.decided_by`;
/** Overtime that counts: pending (it reserves its hours) or approved. */
const ACTIVE = `a.status in ('${APPROVAL_STATUS.menunggu}', '${APPROVAL_STATUS.disetujui}')`;

export interface Jadwal {
  /** The employee's shift on each date from `from` to `to`. */
  hari: ShiftHari[];
  /** Some date of the range has a shift: a weekly schedule's working day or a roster row (a shift or a day off). */
  terjadwal: boolean;
  upah_bulanan: number | null;
}

/**
 * The employee's shift of each date in [from, to] (the roster's, else the weekly schedule's) and monthly wage;
 * undefined for an unknown user.
 */
export async function jadwalOf(db: Db, userId: number, from: string, to: string): Promise<Jadwal | undefined> {
  const rows = await db.query<ShiftHari & { upah_bulanan: number | null; dari_roster: boolean }>(
    `select u.upah_bulanan, to_char(d.tanggal, 'YYYY-MM-DD') as tanggal, sh.kerja, sh.dari_roster,
            to_char(sh.jam_masuk, 'HH24:MI') as jam_masuk, to_char(sh.jam_pulang, 'HH24:MI') as jam_pulang
       from users u
       cross join (select $2::date + i as tanggal from generate_series(0, $3::date - $2::date) i) d
       ${shiftOfDay('u.id', 'u.jadwal_kerja_id', 'd.tanggal')}
      where u.id = $1 order by d.tanggal`,
    [userId, from, to],
  );
  if (rows.length === 0) return undefined;
  return {
    hari: rows.map(({ tanggal, kerja, jam_masuk, jam_pulang }) => ({ tanggal, kerja, jam_masuk, jam_pulang })),
    terjadwal: rows.some((r) => r.kerja || r.dari_roster),
    upah_bulanan: rows[0].upah_bulanan,
  };
}

/** Public holidays from..to (inclusive), by date. */
export async function hariLibur(db: Db, from: string, to: string): Promise<Map<string, string>> {
  const rows = await db.query<{ tanggal: string; nama: string }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, nama from hari_libur where tanggal between $1::date and $2::date`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.tanggal, r.nama]));
}

/** Serialises one employee's filings until commit, so the limit and overlap checks cannot race. */
export async function lockFilings(tx: Db, userId: number) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('lembur'), $1::int)`, [userId]);
}

/**
 * Working-day overtime minutes already filed (pending or approved) on tanggal and in its ISO week
 * (Monday to Sunday): the limits of PP 35/2021 art. 26 leave rest days and holidays aside.
 */
export async function minutesFiled(db: Db, userId: number, tanggal: string): Promise<{ hari: number; minggu: number }> {
  const [row] = await db.query<{ hari: number; minggu: number }>(
    `select coalesce(sum(l.menit) filter (where l.tanggal = $2::date), 0)::int as hari,
            coalesce(sum(l.menit), 0)::int as minggu
       ${FROM}
      where l.user_id = $1 and l.jenis_hari = 'kerja' and ${ACTIVE}
        and l.tanggal >= date_trunc('week', $2::date)::date and l.tanggal < date_trunc('week', $2::date)::date + 7`,
    [userId, tanggal],
  );
  return row;
}

/** Pending or approved overtime of the employee overlapping [tanggal jamMulai, + menit). */
export async function findOverlap(
  db: Db,
  userId: number,
  tanggal: string,
  jamMulai: string,
  menit: number,
): Promise<{ tanggal: string; jam_mulai: string; jam_selesai: string } | undefined> {
  const rows = await db.query<{ tanggal: string; jam_mulai: string; jam_selesai: string }>(
    `select to_char(l.tanggal, 'YYYY-MM-DD') as tanggal, to_char(l.jam_mulai, 'HH24:MI') as jam_mulai,
            to_char(l.jam_selesai, 'HH24:MI') as jam_selesai
       ${FROM}
      where l.user_id = $1 and ${ACTIVE} and l.tanggal between $2::date - 1 and $2::date + 1
        and (l.tanggal + l.jam_mulai, l.tanggal + l.jam_mulai + make_interval(mins => l.menit))
            overlaps ($2::date + $3::time, $2::date + $3::time + make_interval(mins => $4::int))
      order by l.tanggal, l.jam_mulai limit 1`,
    [userId, tanggal, jamMulai, menit],
  );
  return rows[0];
}

export interface LemburWrite {
  tanggal: string;
  jam_mulai: string;
  jam_selesai: string;
  menit: number;
  alasan: string;
  jenis_hari: OvertimeDayType;
  hari_kerja_per_minggu: WorkWeek;
  libur_hari_terpendek: boolean;
  nama_hari_libur: string | null;
}

export async function insert(tx: Db, userId: number, l: LemburWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into lembur (user_id, tanggal, jam_mulai, jam_selesai, menit, alasan, jenis_hari, hari_kerja_per_minggu,
                         libur_hari_terpendek, nama_hari_libur)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      userId,
      l.tanggal,
      l.jam_mulai,
      l.jam_selesai,
      l.menit,
      l.alasan,
      l.jenis_hari,
      l.hari_kerja_per_minggu,
      l.libur_hari_terpendek,
      l.nama_hari_libur,
    ],
  );
  return row.id;
}

export async function find(db: Db, id: number): Promise<LemburRow | undefined> {
  const rows = await db.query<LemburRow>(`${SELECT} ${FROM} where l.id = $1`, [id]);
  return rows[0];
}

export interface ListFilter {
  userId?: number;
  status?: string;
  search?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** A page, newest overtime date first; one employee's (userId) or everyone's (search in NIP and name). */
export async function list(db: Db, f: ListFilter) {
  const pattern = containsPattern(f.search);
  const where = `where ($1::bigint is null or l.user_id = $1)
                   and ($2::text is null or a.status = $2)
                   and ${personMatches('l.user_id', '$3')}
                   and ($4::date is null or l.tanggal >= $4::date)
                   and ($5::date is null or l.tanggal <= $5::date)`;
  const params = [f.userId ?? null, f.status ?? null, pattern, f.from ?? null, f.to ?? null];
  const rows = await db.query<LemburRow>(
    `${SELECT} ${FROM} ${where} order by l.tanggal desc, l.jam_mulai desc, l.id desc limit $6 offset $7`,
    [...params, f.limit, f.offset],
  );
  // Counted without the employee and the approver, who are shown, not filtered.
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${FILTERED} ${where}`, params);
  return { rows, total: count.total };
}

/** 'Tanggal 20/11/2026 · 17:00-20:00 (3 jam)' for the approvers' lists. */
export async function summaries(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; tanggal: string; mulai: string; selesai: string; menit: number }>(
    `select id, to_char(tanggal, 'DD/MM/YYYY') as tanggal, to_char(jam_mulai, 'HH24:MI') as mulai,
            to_char(jam_selesai, 'HH24:MI') as selesai, menit
       from lembur where id = any($1::bigint[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => {
      const jam = String(Math.round((r.menit / 60) * 100) / 100).replace('.', ',');
      return [r.id, `Tanggal ${r.tanggal} · ${r.mulai}-${r.selesai} (${jam} jam)`];
    }),
  );
}
