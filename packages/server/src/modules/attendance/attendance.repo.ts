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
  jadwal_nama: string | null;
  jam_masuk: string | null;
  jam_pulang: string | null;
  /** The instant that shift ends (the next day for one crossing midnight); null without a shift. */
  selesai: Date | null;
  time_in: Date | null;
  time_out: Date | null;
  jam_in: string | null;
  jam_out: string | null;
}

/** The columns of a DayRecord, for select and returning. */
export const DAY_RECORD = `id, to_char(tanggal, 'YYYY-MM-DD') as tanggal, zona_waktu, jadwal_nama,
  to_char(jam_masuk, 'HH24:MI') as jam_masuk, to_char(jam_pulang, 'HH24:MI') as jam_pulang,
  (tanggal + jam_pulang + case when jam_pulang <= jam_masuk then interval '1 day' else interval '0 day' end)
    at time zone zona_waktu as selesai,
  time_in, time_out,
  to_char(time_in at time zone zona_waktu, 'HH24:MI') as jam_in, to_char(time_out at time zone zona_waktu, 'HH24:MI') as jam_out`;
