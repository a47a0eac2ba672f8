import type { Db } from '../../platform/db.ts';
import type { ZonaWaktu } from './mesin-absen.protocol.ts';

// Terminals, their employees' PINs and the log of what they sent. Reads users and lokasi (owned by the users and
// locations modules) to resolve PINs and the terminal's place.

export interface Mesin {
  id: number;
  nomor_seri: string;
  nama: string;
  lokasi_id: number;
  lokasi: string;
  latitude: number;
  longitude: number;
  zona_waktu: ZonaWaktu;
  aktif: boolean;
  terakhir_kontak: Date | null;
  stamp_attlog: string | null;
}

const MESIN = `m.id, m.nomor_seri, m.nama, m.lokasi_id, l.nama as lokasi, l.latitude, l.longitude, m.zona_waktu, m.aktif,
  m.terakhir_kontak, m.stamp_attlog`;

export async function findBySerial(db: Db, sn: string): Promise<Mesin | undefined> {
  const [row] = await db.query<Mesin>(
    `select ${MESIN} from mesin_absen m join lokasi l on l.id = m.lokasi_id where upper(m.nomor_seri) = upper($1)`,
    [sn],
  );
  return row;
}

export async function findById(db: Db, id: number): Promise<Mesin | undefined> {
  const [row] = await db.query<Mesin>(`select ${MESIN} from mesin_absen m join lokasi l on l.id = m.lokasi_id where m.id = $1`, [
    id,
  ]);
  return row;
}

export function list(db: Db): Promise<Mesin[]> {
  return db.query<Mesin>(
    `select ${MESIN} from mesin_absen m join lokasi l on l.id = m.lokasi_id order by m.aktif desc, lower(m.nama), m.id`,
  );
}

/** The terminal called: when, and the stamp of the newest ATTLOG it sent (if this call carried one). */
export async function touch(db: Db, id: number, stamp: string | null): Promise<void> {
  await db.query('update mesin_absen set terakhir_kontak = now(), stamp_attlog = coalesce($2, stamp_attlog) where id = $1', [
    id,
    stamp,
  ]);
}

export interface PinOwner {
  pin: string;
  user_id: number;
  active: boolean;
}

/** Who each PIN is: an employee's own PIN, else the NIP of an employee without one. One query for a batch. */
export function ownersOfPins(db: Db, pins: string[]): Promise<PinOwner[]> {
  return db.query<PinOwner>(
    `select p.pin, p.user_id, u.active from pin_mesin p join users u on u.id = p.user_id where p.pin = any($1::text[])
     union all
     select u.nip, u.id, u.active from users u
      where u.nip = any($1::text[]) and not exists (select 1 from pin_mesin p where p.user_id = u.id)
        and not exists (select 1 from pin_mesin p where p.pin = u.nip)`,
    [pins],
  );
}

/** Of the given keys, those this terminal already had applied. */
export async function acceptedKeys(db: Db, sn: string, keys: string[]): Promise<Set<string>> {
  const rows = await db.query<{ kunci: string }>(
    `select kunci from log_mesin_absen where upper(nomor_seri) = upper($1) and kunci = any($2::text[]) and hasil = 'diterima'`,
    [sn, keys],
  );
  return new Set(rows.map((r) => r.kunci));
}

export interface LogRow {
  kunci: string;
  baris: string;
  pin: string | null;
  waktu: Date | null;
  userId: number | null;
  alasan: string;
}

/** Refused lines, in one statement; a line already applied keeps its row. */
export async function logRefused(db: Db, sn: string, all: LogRow[]): Promise<void> {
  // One row per key: an upsert cannot touch the same row twice in one statement (a line repeated in a batch).
  const rows = [...new Map(all.map((r) => [r.kunci, r])).values()];
  if (!rows.length) return;
  await db.query(
    `insert into log_mesin_absen (nomor_seri, kunci, baris, pin, waktu, user_id, hasil, alasan)
     select $1, x.kunci, x.baris, x.pin, x.waktu, x.user_id, 'ditolak', x.alasan
       from jsonb_to_recordset($2::jsonb) as x (kunci text, baris text, pin text, waktu timestamptz, user_id bigint, alasan text)
     on conflict (upper(nomor_seri), kunci) do update
        set baris = excluded.baris, pin = excluded.pin, waktu = excluded.waktu, user_id = excluded.user_id,
            alasan = excluded.alasan, diterima_pada = now()
      where log_mesin_absen.hasil = 'ditolak'`,
    [
      sn,
      JSON.stringify(
        rows.map((r) => ({
          kunci: r.kunci,
          baris: r.baris,
          pin: r.pin,
          waktu: r.waktu?.toISOString() ?? null,
          user_id: r.userId,
          alasan: r.alasan,
        })),
      ),
    ],
  );
}

/**
 * Claims a line for applying, inside the punch's transaction: false when it was applied already (a concurrent
 * upload of the same batch waits here on the unique key, then finds it applied).
 */
export async function claimAccepted(db: Db, sn: string, row: Omit<LogRow, 'alasan'>): Promise<boolean> {
  const claimed = await db.query(
    `insert into log_mesin_absen (nomor_seri, kunci, baris, pin, waktu, user_id, hasil)
     values ($1, $2, $3, $4, $5, $6, 'diterima')
     on conflict (upper(nomor_seri), kunci) do update
        set hasil = 'diterima', alasan = null, user_id = excluded.user_id, diterima_pada = now()
      where log_mesin_absen.hasil = 'ditolak'
     returning id`,
    [sn, row.kunci, row.baris, row.pin, row.waktu, row.userId],
  );
  return claimed.length > 0;
}

export interface Ditolak {
  id: number;
  nomor_seri: string;
  mesin: string | null;
  baris: string;
  pin: string | null;
  waktu: Date | null;
  alasan: string;
  diterima_pada: Date;
}

/** The latest refused lines, for HR. */
export function latestRefused(db: Db, limit: number): Promise<Ditolak[]> {
  return db.query<Ditolak>(
    `select g.id, g.nomor_seri, m.nama as mesin, g.baris, g.pin, g.waktu, g.alasan, g.diterima_pada
       from log_mesin_absen g left join mesin_absen m on upper(m.nomor_seri) = upper(g.nomor_seri)
      where g.hasil = 'ditolak' order by g.diterima_pada desc, g.id desc limit $1`,
    [limit],
  );
}

export interface MesinInput {
  nomor_seri: string;
  nama: string;
  lokasi_id: number;
  zona_waktu: ZonaWaktu;
  aktif: boolean;
}

export async function insert(db: Db, m: MesinInput): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into mesin_absen (nomor_seri, nama, lokasi_id, zona_waktu, aktif) values ($1, $2, $3, $4, $5) returning id`,
    [m.nomor_seri, m.nama, m.lokasi_id, m.zona_waktu, m.aktif],
  );
  return row!.id;
}

export async function update(db: Db, id: number, m: MesinInput): Promise<boolean> {
  const rows = await db.query(
    `update mesin_absen set nomor_seri = $2, nama = $3, lokasi_id = $4, zona_waktu = $5, aktif = $6, updated_at = now()
      where id = $1 returning id`,
    [id, m.nomor_seri, m.nama, m.lokasi_id, m.zona_waktu, m.aktif],
  );
  return rows.length > 0;
}

export interface PinRow {
  user_id: number;
  pin: string | null;
  pin_efektif: string;
}

export async function pinOf(db: Db, userId: number): Promise<PinRow | undefined> {
  const [row] = await db.query<PinRow>(
    `select u.id as user_id, p.pin, coalesce(p.pin, u.nip) as pin_efektif
       from users u left join pin_mesin p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  return row;
}

/** Who else answers to this PIN: another employee's own PIN, or the NIP of another employee. */
export async function pinHolder(db: Db, userId: number, pin: string): Promise<string | undefined> {
  const [row] = await db.query<{ fullname: string }>(
    `select u.fullname from users u
      where u.id <> $1 and (u.nip = $2 or exists (select 1 from pin_mesin p where p.user_id = u.id and p.pin = $2))
      limit 1`,
    [userId, pin],
  );
  return row?.fullname;
}

export async function savePin(db: Db, userId: number, pin: string | null): Promise<void> {
  if (pin === null) {
    await db.query('delete from pin_mesin where user_id = $1', [userId]);
    return;
  }
  await db.query('insert into pin_mesin (user_id, pin) values ($1, $2) on conflict (user_id) do update set pin = excluded.pin', [
    userId,
    pin,
  ]);
}
