import type { Db } from '../../platform/db.ts';
import { DAY_RECORD, type DayRecord } from './attendance.repo.ts';
import type { Place } from './geo.ts';

// Punches (attendance rows) and where each employee may punch. Reads users and lokasi (owned by the users and
// locations modules) for the employee's work location; user_lokasi_absen and users.absen_dimana_saja are kept
// here because only the punch rules use them.

/** Where and with which face a punch is judged, in one round trip (its shift: shift-window.repo.ts). */
export interface PunchContext {
  absen_dimana_saja: boolean;
  /** The work location plus the extra allowed ones. */
  places: Place[];
  /** Registered face descriptors; null without a registration. */
  descriptors: number[][] | null;
}

export async function punchContext(db: Db, userId: number): Promise<PunchContext | undefined> {
  const [row] = await db.query<PunchContext>(
    `select u.absen_dimana_saja,
            coalesce((select json_agg(json_build_object('id', l.id, 'nama', l.nama, 'latitude', l.latitude,
                                                        'longitude', l.longitude, 'radius', l.radius) order by l.id)
                        from lokasi l
                       where l.id = u.lokasi_id
                          or l.id in (select x.lokasi_id from user_lokasi_absen x where x.user_id = u.id)), '[]') as places,
            (select f.descriptors from face_registrations f where f.user_id = u.id) as descriptors
       from users u where u.id = $1`,
    [userId],
  );
  return row;
}

export interface PunchFacts {
  at: Date;
  lat: number;
  lon: number;
  jarak: number | null;
  lokasiId: number | null;
  /** Null only for a held punch whose selfie was erased before HR confirmed it. */
  fotoId: number | null;
  skor: number | null;
  /** When an offline punch reached the server; null for an online punch. */
  diterima: Date | null;
  /** A clock-in that fits no shift's window (shift-window.rules.ts, rule c). */
  diLuarJadwal?: boolean;
  /** The person's reason for a clock-out before the shift's end. */
  alasanPulangAwal?: string | null;
}

export interface ShiftSnapshot {
  tanggal: string;
  zona_waktu: string;
  jadwal_nama: string | null;
  jam_masuk: string | null;
  jam_pulang: string | null;
  toleransi_terlambat: number;
  hari_kerja: boolean;
}

/**
 * The clock-in: one statement, so of concurrent duplicates exactly one wins on unique (user_id, tanggal).
 * A row without time_in (a correction that only set the clock-out) takes the clock-in; otherwise undefined.
 */
export async function insertIn(db: Db, userId: number, s: ShiftSnapshot, p: PunchFacts): Promise<DayRecord | undefined> {
  const [row] = await db.query<DayRecord>(
    `insert into attendance (user_id, tanggal, zona_waktu, jadwal_nama, jam_masuk, jam_pulang, toleransi_terlambat,
                             hari_kerja, time_in, lat_in, lon_in, jarak_in, lokasi_in_id, foto_in_id, skor_wajah_in,
                             offline_in, diterima_in, di_luar_jadwal)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::timestamptz is not null, $16, $17)
     on conflict (user_id, tanggal) do update
        set time_in = excluded.time_in, lat_in = excluded.lat_in, lon_in = excluded.lon_in, jarak_in = excluded.jarak_in,
            lokasi_in_id = excluded.lokasi_in_id, foto_in_id = excluded.foto_in_id,
            skor_wajah_in = excluded.skor_wajah_in, offline_in = excluded.offline_in, diterima_in = excluded.diterima_in,
            di_luar_jadwal = excluded.di_luar_jadwal, updated_at = now()
      where attendance.time_in is null
     returning ${DAY_RECORD}`,
    [
      userId,
      s.tanggal,
      s.zona_waktu,
      s.jadwal_nama,
      s.jam_masuk,
      s.jam_pulang,
      s.toleransi_terlambat,
      s.hari_kerja,
      p.at,
      p.lat,
      p.lon,
      p.jarak,
      p.lokasiId,
      p.fotoId,
      p.skor,
      p.diterima,
      p.diLuarJadwal ?? false,
    ],
  );
  return row;
}

/** The clock-out of an open record; undefined when it was closed meanwhile. */
export async function closeOut(db: Db, recordId: number, p: PunchFacts): Promise<DayRecord | undefined> {
  const [row] = await db.query<DayRecord>(
    `update attendance
        set time_out = $2, lat_out = $3, lon_out = $4, jarak_out = $5, lokasi_out_id = $6, foto_out_id = $7,
            skor_wajah_out = $8, offline_out = $9::timestamptz is not null, diterima_out = $9, alasan_pulang_awal = $10,
            updated_at = now()
      where id = $1 and time_in is not null and time_out is null
      returning ${DAY_RECORD}`,
    [recordId, p.at, p.lat, p.lon, p.jarak, p.lokasiId, p.fotoId, p.skor, p.diterima, p.alasanPulangAwal ?? null],
  );
  return row;
}

// ---- Where an employee may punch (admin) ----

export interface LokasiAbsenRow {
  user_id: number;
  absen_dimana_saja: boolean;
  lokasi_kerja: { id: number; nama: string } | null;
  lokasi: { id: number; nama: string }[];
}

export async function findLokasiAbsen(db: Db, userId: number): Promise<LokasiAbsenRow | undefined> {
  const [row] = await db.query<LokasiAbsenRow>(
    `select u.id as user_id, u.absen_dimana_saja,
            (select json_build_object('id', l.id, 'nama', l.nama) from lokasi l where l.id = u.lokasi_id) as lokasi_kerja,
            coalesce((select json_agg(json_build_object('id', l.id, 'nama', l.nama) order by lower(l.nama), l.id)
                        from user_lokasi_absen x join lokasi l on l.id = x.lokasi_id
                       where x.user_id = u.id), '[]') as lokasi
       from users u where u.id = $1`,
    [userId],
  );
  return row;
}

/** Of the given location ids, those that do not exist. */
export async function missingLokasi(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'select x.id from unnest($1::bigint[]) as x (id) where not exists (select 1 from lokasi l where l.id = x.id)',
    [ids],
  );
  return rows.map((r) => r.id);
}

/** Replaces the extra locations and the anywhere flag; false when the user does not exist. */
export async function saveLokasiAbsen(db: Db, userId: number, anywhere: boolean, lokasiIds: number[]): Promise<boolean> {
  const updated = await db.query('update users set absen_dimana_saja = $2, updated_at = now() where id = $1 returning id', [
    userId,
    anywhere,
  ]);
  if (updated.length === 0) return false;
  await db.query('delete from user_lokasi_absen where user_id = $1', [userId]);
  await db.query(
    `insert into user_lokasi_absen (user_id, lokasi_id)
     select $1, x from unnest($2::bigint[]) as x on conflict do nothing`,
    [userId, lokasiIds],
  );
  return true;
}
