import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from './shift-of-day.ts';

// SQL of Jadwal Saya: the employee's own month, day by day, through shift-of-day.ts (roster over weekly schedule).

/** The employee's zone (their location's, Jakarta without one) and their local date at `at`. */
export async function localToday(db: Db, userId: number, at: Date) {
  const [row] = await db.query<{ zona_waktu: string; hari_ini: string }>(
    `select z.zona_waktu, to_char(($2::timestamptz at time zone z.zona_waktu)::date, 'YYYY-MM-DD') as hari_ini
       from users u left join lokasi l on l.id = u.lokasi_id
      cross join lateral (select coalesce(l.zona_waktu, 'Asia/Jakarta') as zona_waktu) z
      where u.id = $1`,
    [userId, at.toISOString()],
  );
  return row;
}

export interface HariRow {
  tanggal: string;
  kerja: boolean;
  dari_roster: boolean;
  /** The shift's or weekly schedule's name; 'Libur' on a rostered day off; null without any schedule. */
  nama: string | null;
  jam_masuk: string | null;
  jam_pulang: string | null;
  hari_libur: string | null;
}

/** Every date of the month `bulan` (yyyy-MM) in one statement; the roster is read for the month's range only. */
export async function month(db: Db, userId: number, bulan: string): Promise<HariRow[]> {
  return db.query<HariRow>(
    `with d as (
       select u.id, u.jadwal_kerja_id, g::date as tanggal
         from users u
        cross join generate_series($2::date, ($2::date + interval '1 month' - interval '1 day')::date, interval '1 day') g
        where u.id = $1
     )
     select to_char(d.tanggal, 'YYYY-MM-DD') as tanggal, sh.kerja, sh.dari_roster, sh.nama,
            to_char(sh.jam_masuk, 'HH24:MI') as jam_masuk, to_char(sh.jam_pulang, 'HH24:MI') as jam_pulang,
            hl.nama as hari_libur
       from d
       ${shiftOfDay('d.id', 'd.jadwal_kerja_id', 'd.tanggal', 'sh', "between $2::date and ($2::date + interval '1 month' - interval '1 day')::date")}
       left join hari_libur hl on hl.tanggal = d.tanggal
      order by d.tanggal`,
    [userId, `${bulan}-01`],
  );
}
