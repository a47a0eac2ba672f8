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
  const s = dailyStatusSql({ from, to, at, userIds });
  return db.query<AdminTodayLokasi>(
    `with l as (
       select id, nama, zona_waktu from lokasi
       union all select null, 'Tanpa Lokasi', 'Asia/Jakarta'
     ),
     t as (
       select coalesce(u.lokasi_id, 0) as lokasi_key, d.tanggal, d.hadir, d.terlambat, d.izin, d.alpha, d.belum_absen, d.libur
         from (${s.sql}) d join users u on u.id = d.user_id
     )
     select l.id as lokasi_id, l.nama, l.zona_waktu,
            to_char($3::timestamptz at time zone l.zona_waktu, 'YYYY-MM-DD') as tanggal,
            to_char($3::timestamptz at time zone l.zona_waktu, 'HH24:MI') as jam,
            count(t.lokasi_key) as karyawan,
            count(*) filter (where t.hadir) as hadir,
            count(*) filter (where t.terlambat) as terlambat,
            count(*) filter (where t.izin) as izin,
            count(*) filter (where t.alpha) as alpha,
            count(*) filter (where t.belum_absen) as belum_absen,
            count(*) filter (where t.libur) as libur
       from l
       left join t on t.lokasi_key = coalesce(l.id, 0)
                  and t.tanggal = ($3::timestamptz at time zone l.zona_waktu)::date
      group by l.id, l.nama, l.zona_waktu
     having l.id is not null or count(t.lokasi_key) > 0
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
