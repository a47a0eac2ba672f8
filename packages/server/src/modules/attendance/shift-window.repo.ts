import type { PengaturanShift } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from '../schedules/index.ts';
import { DAY_RECORD, type DayRecord } from './attendance.repo.ts';
import type { ShiftDay, ShiftWindowContext } from './shift-window.rules.ts';

// What placing a punch reads (shift-window.rules.ts), in one query: the shifts of the local dates D-1 .. D+7 around
// the instant (D in the zone of the employee's location) through shiftOfDay, their windows, the records of
// D-1 .. D+1 and the company's pengaturan_shift. Reads users, lokasi, shift, hari_libur (other modules' tables)
// read-only.

type Instant = Date | string | null;
type Row = Omit<ShiftWindowContext, 'days' | 'records'> & {
  days: (Omit<ShiftDay, 'mulai' | 'selesai'> & Record<'mulai' | 'selesai', Instant>)[];
  records: (Omit<DayRecord, 'time_in' | 'time_out' | 'selesai'> & Record<'time_in' | 'time_out' | 'selesai', Instant>)[];
};

// Through JSON the instants arrive as text.
const instant = (v: Instant) => (v == null ? null : new Date(v));

/** The placement facts of employee `userId` at `at`; undefined when there is no such employee. */
export async function shiftWindowContext(db: Db, userId: number, at: Date): Promise<ShiftWindowContext | undefined> {
  const [row] = await db.query<Row>(
    `with u as (
       select u.id, u.jadwal_kerja_id, z.zona, ($2::timestamptz at time zone z.zona)::date as hari_ini
         from users u
         left join lokasi l on l.id = u.lokasi_id
        cross join lateral (select coalesce(l.zona_waktu, 'Asia/Jakarta') as zona) z
        where u.id = $1
     ),
     ps as (select * from pengaturan_shift where id = 1),
     days as (
       select to_char(x.tanggal, 'YYYY-MM-DD') as date, x.zona as zona_waktu, sh.nama as jadwal_nama,
              case when ada.shift then to_char(sh.jam_masuk, 'HH24:MI') end as jam_masuk,
              case when ada.shift then to_char(sh.jam_pulang, 'HH24:MI') end as jam_pulang,
              sh.toleransi as toleransi_terlambat, not sh.kerja as libur, hl.nama as hari_libur,
              sh.shift_id, sh.dari_roster,
              case when ada.shift then (x.tanggal + sh.jam_masuk) at time zone x.zona end as mulai,
              case when ada.shift then
                (x.tanggal + sh.jam_pulang + case when sh.jam_pulang <= sh.jam_masuk then interval '1 day' else interval '0 day' end)
                  at time zone x.zona end as selesai,
              coalesce(sd.buka_masuk_menit, ps.buka_masuk_menit) as buka_masuk_menit,
              coalesce(sd.tutup_pulang_menit, ps.tutup_pulang_menit) as tutup_pulang_menit
         from (select u.*, u.hari_ini + g.n as tanggal from u cross join generate_series(-1, 7) as g (n)) x
         ${shiftOfDay('x.id', 'x.jadwal_kerja_id', 'x.tanggal', 'sh')}
         left join shift sd on sd.id = sh.shift_id
         left join hari_libur hl on hl.tanggal = x.tanggal
        cross join ps
        -- A rostered shift on a holiday is a holiday shift; a weekly-schedule day on a holiday has none.
        cross join lateral (select sh.kerja and sh.jam_masuk is not null and (hl.id is null or sh.dari_roster) as shift) ada
     )
     select to_char(u.hari_ini, 'YYYY-MM-DD') as hari_ini, u.zona as zona_waktu,
            (select json_agg(d order by d.date) from days d) as days,
            coalesce((select json_agg(r) from (select ${DAY_RECORD} from attendance
                                                where user_id = u.id and tanggal between u.hari_ini - 1 and u.hari_ini + 1) r),
                     '[]') as records,
            json_build_object('absen_di_luar_jadwal', ps.absen_di_luar_jadwal,
                              'batas_pulang_awal_menit', ps.batas_pulang_awal_menit,
                              'buka_masuk_menit', ps.buka_masuk_menit,
                              'tutup_pulang_menit', ps.tutup_pulang_menit) as pengaturan
       from u cross join ps`,
    [userId, at.toISOString()],
  );
  if (!row) return undefined;
  return {
    ...row,
    pengaturan: row.pengaturan as PengaturanShift,
    days: row.days.map((d) => ({ ...d, mulai: instant(d.mulai), selesai: instant(d.selesai) })),
    records: row.records.map((r) => ({
      ...r,
      time_in: instant(r.time_in),
      time_out: instant(r.time_out),
      selesai: instant(r.selesai),
    })),
  };
}
