import type { Db } from '../../platform/db.ts';

// SQL for the attendance module's tables: attendance and face_registrations.

export async function hasFaceRegistration(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query<{ registered: boolean }>(
    'select exists (select 1 from face_registrations where user_id = $1) as registered',
    [userId],
  );
  return row.registered;
}

/** One attendance record as the punch rules read it; times of day in the record's own time zone. */
export interface DayRecord {
  id: number;
  tanggal: string;
  zona_waktu: string;
  /** The shift snapshotted at clock-in, HH:mm (null on a day off). */
  jam_masuk: string | null;
  jam_pulang: string | null;
  time_in: Date | null;
  time_out: Date | null;
  jam_in: string | null;
  jam_out: string | null;
}

/** The columns of a DayRecord, for select and returning. */
export const DAY_RECORD = `id, to_char(tanggal, 'YYYY-MM-DD') as tanggal, zona_waktu,
  to_char(jam_masuk, 'HH24:MI') as jam_masuk, to_char(jam_pulang, 'HH24:MI') as jam_pulang, time_in, time_out,
  to_char(time_in at time zone zona_waktu, 'HH24:MI') as jam_in, to_char(time_out at time zone zona_waktu, 'HH24:MI') as jam_out`;

/** The caller's records on the given local dates. */
export function recordsOn(db: Db, userId: number, dates: string[]): Promise<DayRecord[]> {
  return db.query<DayRecord>(`select ${DAY_RECORD} from attendance where user_id = $1 and tanggal = any($2::date[])`, [
    userId,
    dates,
  ]);
}
