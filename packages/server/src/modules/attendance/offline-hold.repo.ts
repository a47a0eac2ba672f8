import { APPROVAL_STATUS } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// SQL for absen_offline: offline punches held for HR's confirmation. Their status and decision live in the
// approval engine's table: reads join it read-only; every write to it goes through the engine.

export interface HeldWrite {
  userId: number;
  tipe: 'IN' | 'OUT';
  tanggal: string;
  zonaWaktu: string;
  at: Date;
  diterima: Date;
  offline: boolean;
  alasan: string;
  lat: number;
  lon: number;
  lokasiId: number | null;
  jarak: number | null;
  fotoId: number;
  skor: number | null;
}

export async function insert(tx: Db, h: HeldWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into absen_offline (user_id, tipe, tanggal, zona_waktu, waktu_perangkat, diterima, offline, alasan,
                                latitude, longitude, lokasi_id, jarak, foto_id, skor_wajah)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      h.userId,
      h.tipe,
      h.tanggal,
      h.zonaWaktu,
      h.at,
      h.diterima,
      h.offline,
      h.alasan,
      h.lat,
      h.lon,
      h.lokasiId,
      h.jarak,
      h.fotoId,
      h.skor,
    ],
  );
  return row.id;
}

/** Serialises one employee's held punches until commit, so the one-pending-per-date check cannot race. */
export async function lockHolds(tx: Db, userId: number) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('absen_offline'), $1::int)`, [userId]);
}

/** The dates among `dates` with a held punch of this type still waiting for HR. */
export async function pendingDates(db: Db, userId: number, tipe: 'IN' | 'OUT', dates: string[]): Promise<string[]> {
  const rows = await db.query<{ tanggal: string }>(
    `select distinct to_char(h.tanggal, 'YYYY-MM-DD') as tanggal
       from absen_offline h join approvals a on a.tipe = 'absen-offline' and a.request_id = h.id
      where h.user_id = $1 and h.tipe = $2 and h.tanggal = any($3::date[]) and a.status = $4`,
    [userId, tipe, dates, APPROVAL_STATUS.menunggu],
  );
  return rows.map((r) => r.tanggal);
}

export interface HeldRow {
  id: number;
  user_id: number;
  tipe: 'IN' | 'OUT';
  tanggal: string;
  zona_waktu: string;
  waktu_perangkat: Date;
  diterima: Date;
  offline: boolean;
  alasan: string;
  latitude: number;
  longitude: number;
  lokasi_id: number | null;
  lokasi: string | null;
  jarak: number | null;
  foto_id: number | null;
  skor_wajah: number | null;
  attendance_id: number | null;
  status: string;
  catatan_approval: string | null;
  pemohon_nip: string;
  pemohon_fullname: string;
}

const SELECT = `select h.id, h.user_id, h.tipe, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.zona_waktu,
                       h.waktu_perangkat, h.diterima, h.offline, h.alasan, h.latitude, h.longitude, h.lokasi_id, l.nama as lokasi, h.jarak,
                       h.foto_id, h.skor_wajah, h.attendance_id, a.status, a.catatan_approval,
                       u.nip as pemohon_nip, u.fullname as pemohon_fullname
                  from absen_offline h
                  join approvals a on a.tipe = 'absen-offline' and a.request_id = h.id
                  join users u on u.id = h.user_id
                  left join lokasi l on l.id = h.lokasi_id`;

export async function find(db: Db, id: number): Promise<HeldRow | undefined> {
  const rows = await db.query<HeldRow>(`${SELECT} where h.id = $1`, [id]);
  return rows[0];
}

/** One employee's held punches, newest first. */
export async function listOwn(db: Db, userId: number, limit: number): Promise<HeldRow[]> {
  return db.query<HeldRow>(`${SELECT} where h.user_id = $1 order by h.waktu_perangkat desc, h.id desc limit $2`, [userId, limit]);
}

export async function listByIds(db: Db, ids: number[]): Promise<HeldRow[]> {
  return db.query<HeldRow>(`${SELECT} where h.id = any($1::bigint[])`, [ids]);
}

/** Links the held punch to the record its approval wrote it to. */
export async function setAttendance(tx: Db, id: number, attendanceId: number) {
  await tx.query('update absen_offline set attendance_id = $2 where id = $1', [id, attendanceId]);
}
