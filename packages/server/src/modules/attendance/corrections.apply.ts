import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { shiftOfDay } from '../schedules/index.ts';
import { jamDinding } from '@hadir/contract';

// Applies an approved attendance correction to the record of its date and keeps the original values
// in attendance_history. The corrections module owns the request; the attendance record is ours.

export interface CorrectionTimes {
  userId: number;
  /** The record's date (the local date on which the shift starts), yyyy-MM-dd. */
  tanggal: string;
  /** Proposed local times HH:mm; null leaves that punch as it is. */
  jamMasuk: string | null;
  jamPulang: string | null;
}

/** Local HH:mm in the record's zone; null where nothing is recorded. */
export interface LocalTimes {
  jam_masuk: string | null;
  jam_pulang: string | null;
}

export interface CorrectionPlan {
  attendanceId: number | null;
  zonaWaktu: string;
  oldTimeIn: Date | null;
  oldTimeOut: Date | null;
  newTimeIn: Date | null;
  newTimeOut: Date | null;
  sebelum: LocalTimes;
  sesudah: LocalTimes;
}

/** The clock-out comes after the clock-in (the table's check); false when either is missing. */
export const breaksOrder = (p: CorrectionPlan) => !!p.newTimeIn && !!p.newTimeOut && p.newTimeOut <= p.newTimeIn;

/**
 * What the record of that date would become. Local times are read in the record's zone (the user's
 * location zone when there is no record yet). A jam_pulang at or before the clock-in (the proposed one,
 * else the recorded one, else the shift's start) falls on the next day: a night shift.
 */
export async function planCorrection(db: Db, input: CorrectionTimes): Promise<CorrectionPlan | undefined> {
  const rows = await db.query<{
    attendance_id: number | null;
    zona: string;
    old_in: Date | null;
    old_out: Date | null;
    new_in: Date | null;
    new_out: Date | null;
  }>(
    `with r as (
       select a.id as attendance_id, coalesce(a.zona_waktu, l.zona_waktu, 'Asia/Jakarta') as zona,
              a.time_in, a.time_out, coalesce(a.jam_masuk, sh.jam_masuk) as shift_masuk
         from users u
         left join lokasi l on l.id = u.lokasi_id
         left join attendance a on a.user_id = u.id and a.tanggal = $2::date
         ${shiftOfDay('u.id', 'u.jadwal_kerja_id', '$2::date')}
        where u.id = $1
     ), n as (
       select r.*,
              case when $3::time is null then r.time_in else ($2::date + $3::time) at time zone r.zona end as new_in,
              ($2::date + $4::time) at time zone r.zona as out0
         from r
     )
     select attendance_id, zona, time_in as old_in, time_out as old_out, new_in,
            case when $4::time is null then time_out
                 when out0 <= coalesce(new_in, ($2::date + shift_masuk) at time zone zona) then out0 + interval '1 day'
                 else out0 end as new_out
       from n`,
    [input.userId, input.tanggal, input.jamMasuk, input.jamPulang],
  );
  const row = rows[0];
  if (!row) return undefined;
  const local = (d: Date | null) => (d ? localTime(d, row.zona) : null);
  return {
    attendanceId: row.attendance_id,
    zonaWaktu: row.zona,
    oldTimeIn: row.old_in,
    oldTimeOut: row.old_out,
    newTimeIn: row.new_in,
    newTimeOut: row.new_out,
    sebelum: { jam_masuk: local(row.old_in), jam_pulang: local(row.old_out) },
    sesudah: { jam_masuk: local(row.new_in), jam_pulang: local(row.new_out) },
  };
}

function localTime(at: Date, timeZone: string): string {
  return jamDinding(at, timeZone).jam;
}

/**
 * Inside the approval's transaction: creates the record of that date when there is none (with the
 * shift of that date as its snapshot, as a punch would: the roster's, else the weekly schedule's, shift-of-day.ts), sets the corrected times and writes a history
 * row with the values before and after. A correction that would put the clock-out at or before the
 * clock-in is refused with 409 and nothing changes.
 */
export async function applyCorrection(
  tx: Db,
  input: CorrectionTimes & { alasan: string; koreksiId: number; changedBy: number },
): Promise<{ attendanceId: number }> {
  await tx.query(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat, hari_kerja)
     select u.id, $2::date, coalesce(l.zona_waktu, 'Asia/Jakarta'), sh.nama,
            case when not sh.kerja or hl.id is not null then null else sh.jam_masuk end,
            case when not sh.kerja or hl.id is not null then null else sh.jam_pulang end,
            sh.toleransi,
            sh.kerja and hl.id is null
       from users u
       left join lokasi l on l.id = u.lokasi_id
       ${shiftOfDay('u.id', 'u.jadwal_kerja_id', '$2::date')}
       left join hari_libur hl on hl.tanggal = $2::date
      where u.id = $1
     on conflict (user_id, tanggal) do nothing`,
    [input.userId, input.tanggal],
  );
  // Lock the record so that a punch landing now waits for the correction (or the other way round).
  await tx.query('select id from attendance where user_id = $1 and tanggal = $2::date for update', [input.userId, input.tanggal]);
  const plan = await planCorrection(tx, input);
  if (!plan?.attendanceId) throw new AppError('NOT_FOUND', 'Karyawan tidak ditemukan.');
  if (breaksOrder(plan)) {
    throw new AppError(
      'CONFLICT',
      `Koreksi tidak dapat diterapkan: jam pulang (${plan.sesudah.jam_pulang}) harus setelah jam masuk (${plan.sesudah.jam_masuk}).`,
    );
  }
  await tx.query('update attendance set time_in = $2, time_out = $3, updated_at = now() where id = $1', [
    plan.attendanceId,
    plan.newTimeIn,
    plan.newTimeOut,
  ]);
  await tx.query(
    `insert into attendance_history
       (attendance_id, changed_by, alasan, koreksi_id, old_time_in, old_time_out, new_time_in, new_time_out)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      plan.attendanceId,
      input.changedBy,
      input.alasan,
      input.koreksiId,
      plan.oldTimeIn,
      plan.oldTimeOut,
      plan.newTimeIn,
      plan.newTimeOut,
    ],
  );
  return { attendanceId: plan.attendanceId };
}

/** The times before and after each applied correction, from the record's history (local HH:mm). */
export async function appliedCorrections(
  db: Db,
  koreksiIds: number[],
): Promise<Map<number, { zonaWaktu: string; sebelum: LocalTimes; sesudah: LocalTimes }>> {
  const rows = await db.query<
    { koreksi_id: number; zona: string } & Record<'old_time_in' | 'old_time_out' | 'new_time_in' | 'new_time_out', Date | null>
  >(
    `select h.koreksi_id, a.zona_waktu as zona, h.old_time_in, h.old_time_out, h.new_time_in, h.new_time_out
       from attendance_history h join attendance a on a.id = h.attendance_id
      where h.koreksi_id = any($1::bigint[])`,
    [koreksiIds],
  );
  const local = (d: Date | null, zone: string) => (d ? localTime(d, zone) : null);
  return new Map(
    rows.map((r) => [
      r.koreksi_id,
      {
        zonaWaktu: r.zona,
        sebelum: { jam_masuk: local(r.old_time_in, r.zona), jam_pulang: local(r.old_time_out, r.zona) },
        sesudah: { jam_masuk: local(r.new_time_in, r.zona), jam_pulang: local(r.new_time_out, r.zona) },
      },
    ]),
  );
}
