import type { HistoryChange } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// Reads of one attendance record for the history pages; the day's judgement comes from status.rules.ts.

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export interface AttendanceRecord {
  id: number;
  user_id: number;
  tanggal: string;
  lat_in: number | null;
  lon_in: number | null;
  jarak_in: number | null;
  lokasi_in: string | null;
  skor_wajah_in: number | null;
  foto_in_id: number | null;
  offline_in: boolean;
  diterima_in: string | null;
  lat_out: number | null;
  lon_out: number | null;
  jarak_out: number | null;
  lokasi_out: string | null;
  skor_wajah_out: number | null;
  foto_out_id: number | null;
  offline_out: boolean;
  diterima_out: string | null;
}

/** The record with this id; with `ownerId`, only if it is that employee's (else undefined, as if absent). */
export async function findRecord(db: Db, id: number, ownerId?: number): Promise<AttendanceRecord | undefined> {
  const rows = await db.query<
    Omit<AttendanceRecord, 'diterima_in' | 'diterima_out'> & Record<'diterima_in' | 'diterima_out', Date | string | null>
  >(
    `select a.id, a.user_id, to_char(a.tanggal, 'YYYY-MM-DD') as tanggal,
            a.lat_in, a.lon_in, a.jarak_in, li.nama as lokasi_in, a.skor_wajah_in, a.foto_in_id, a.offline_in,
            a.diterima_in,
            a.lat_out, a.lon_out, a.jarak_out, lo.nama as lokasi_out, a.skor_wajah_out, a.foto_out_id, a.offline_out,
            a.diterima_out
       from attendance a
       left join lokasi li on li.id = a.lokasi_in_id
       left join lokasi lo on lo.id = a.lokasi_out_id
      where a.id = $1 and ($2::bigint is null or a.user_id = $2::bigint)`,
    [id, ownerId ?? null],
  );
  const row = rows[0];
  return row && { ...row, diterima_in: iso(row.diterima_in), diterima_out: iso(row.diterima_out) };
}

/** Changes made to the record after the fact, oldest first, with times local to the record's zone. */
export async function listChanges(db: Db, attendanceId: number): Promise<HistoryChange[]> {
  const rows = await db.query<
    HistoryChange & { changed_at: Date | string } & Record<
        'old_time_in' | 'old_time_out' | 'new_time_in' | 'new_time_out',
        Date | string | null
      >
  >(
    `select h.id, h.changed_at, u.fullname as changed_by, h.alasan,
            h.old_time_in, h.old_time_out, h.new_time_in, h.new_time_out,
            to_char(h.old_time_in at time zone a.zona_waktu, 'HH24:MI') as old_jam_masuk,
            to_char(h.old_time_out at time zone a.zona_waktu, 'HH24:MI') as old_jam_pulang,
            to_char(h.new_time_in at time zone a.zona_waktu, 'HH24:MI') as new_jam_masuk,
            to_char(h.new_time_out at time zone a.zona_waktu, 'HH24:MI') as new_jam_pulang
       from attendance_history h
       join attendance a on a.id = h.attendance_id
       left join users u on u.id = h.changed_by
      where h.attendance_id = $1
      order by h.changed_at, h.id`,
    [attendanceId],
  );
  return rows.map((r) => ({
    ...r,
    changed_at: new Date(r.changed_at).toISOString(),
    old_time_in: iso(r.old_time_in),
    old_time_out: iso(r.old_time_out),
    new_time_in: iso(r.new_time_in),
    new_time_out: iso(r.new_time_out),
  }));
}

/** What the employee said or the punch found, kept on the record: the early clock-out's reason, outside schedule. */
export interface RecordNote {
  alasan_pulang_awal: string | null;
  di_luar_jadwal: boolean;
}

/** The notes of the records with these ids (a page of days). */
export async function recordNotes(db: Db, ids: number[]): Promise<Map<number, RecordNote>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<RecordNote & { id: number }>(
    'select id, alasan_pulang_awal, di_luar_jadwal from attendance where id = any($1::bigint[])',
    [ids],
  );
  return new Map(rows.map(({ id, ...note }) => [id, note]));
}
