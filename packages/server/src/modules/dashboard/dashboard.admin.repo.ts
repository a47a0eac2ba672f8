import { APPROVAL_STATUS, type AdminTodayLokasi, type AdminTrendDay, type ApprovalTipe } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { dailyCountsSql, dailyStatusSql } from '../attendance/index.ts';

// The admin dashboard's figures, one query per group. Statuses come from the attendance module's
// dailyStatusSql (the one place they are derived), aggregated here set-based: no per-employee loops.
// Locations, users and approvals are read-only.

/**
 * Today per location: each employee's row of their own local today, grouped by their location (plus one
 * row for active employees without a location). `from`/`to` span the local dates of every time zone at
 * `at`; the status query stops each employee's days at their own today, so one day per employee is judged.
 */
export async function todayPerLokasi(
  db: Db,
  at: Date,
  from: string,
  to: string,
  userIds?: number[],
): Promise<AdminTodayLokasi[]> {
  const s = dailyStatusSql({ from, to, at, userIds }, ['lokasi_id']);
  return db.query<AdminTodayLokasi>(
    `with l as (
       select id, nama, zona_waktu from lokasi
       union all select null, 'Tanpa Lokasi', 'Asia/Jakarta'
     ),
     -- Counted per location and date first (a few rows), then matched to each location's today.
     t as (
       select coalesce(d.lokasi_id, 0) as lokasi_key, d.tanggal,
              count(*) as karyawan,
              count(*) filter (where d.hadir) as hadir,
              count(*) filter (where d.terlambat) as terlambat,
              count(*) filter (where d.izin) as izin,
              count(*) filter (where d.alpha) as alpha,
              count(*) filter (where d.belum_absen) as belum_absen,
              count(*) filter (where d.libur) as libur
         from (${s.sql}) d
        group by 1, 2
     )
     select l.id as lokasi_id, l.nama, l.zona_waktu,
            to_char($3::timestamptz at time zone l.zona_waktu, 'YYYY-MM-DD') as tanggal,
            to_char($3::timestamptz at time zone l.zona_waktu, 'HH24:MI') as jam,
            coalesce(t.karyawan, 0) as karyawan, coalesce(t.hadir, 0) as hadir, coalesce(t.terlambat, 0) as terlambat,
            coalesce(t.izin, 0) as izin, coalesce(t.alpha, 0) as alpha, coalesce(t.belum_absen, 0) as belum_absen,
            coalesce(t.libur, 0) as libur
       from l
       left join t on t.lokasi_key = coalesce(l.id, 0)
                  and t.tanggal = ($3::timestamptz at time zone l.zona_waktu)::date
      where l.id is not null or t.karyawan > 0
      order by l.id is null, lower(l.nama), l.id`,
    s.params,
  );
}

/**
 * Present, late and alpha employees per local date in [from, to], every date listed (zeros included); of the
 * employees among `userIds` only, when given.
 */
export async function trend(db: Db, at: Date, from: string, to: string, userIds?: number[]): Promise<AdminTrendDay[]> {
  const s = dailyCountsSql({ from, to, at, userIds });
  return db.query<AdminTrendDay>(s.sql, s.params);
}

/**
 * Every user's id, in order: PGlite counts the dashboard's employees among them in slices. As one array: 10,000 rows
 * took 20-80 ms to read on PGlite, the array 4-12 ms.
 */
export async function userIds(db: Db): Promise<number[]> {
  const [row] = await db.query<{ ids: (number | string)[] }>(
    `select coalesce(array_agg(id order by id), '{}') as ids from users`,
  );
  return row.ids.map(Number);
}

/** Requests of the whole company waiting for a decision, per type (the pending partial index). */
export async function pendingPerTipe(db: Db): Promise<{ tipe: ApprovalTipe; jumlah: number }[]> {
  return db.query(`select tipe, count(*) as jumlah from approvals where status = $1 group by tipe`, [APPROVAL_STATUS.menunggu]);
}
