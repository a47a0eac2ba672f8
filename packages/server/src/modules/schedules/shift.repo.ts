import type { PengaturanShift, Shift, ShiftRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// SQL for shift definitions and the company's punch-window rules (decision 0024). Which shift applies on a date is
// shift-of-day.ts's question, not this file's.

const SELECT = `select s.id, s.nama, s.kode, to_char(s.jam_masuk, 'HH24:MI') as jam_masuk,
       to_char(s.jam_pulang, 'HH24:MI') as jam_pulang, s.jam_pulang <= s.jam_masuk as lintas_hari,
       s.istirahat_menit, s.toleransi_terlambat, s.buka_masuk_menit, s.tutup_pulang_menit, s.aktif
  from shift s`;

export async function list(db: Db): Promise<Shift[]> {
  return db.query<Shift>(`${SELECT} order by upper(s.kode), s.id`);
}

export async function findById(db: Db, id: number): Promise<Shift | undefined> {
  return (await db.query<Shift>(`${SELECT} where s.id = $1`, [id]))[0];
}

/** Another shift (not `exceptId`) holding this kode or nama, compared as the unique indexes do. */
export async function findClash(db: Db, kode: string, nama: string, exceptId: number | null) {
  return db.query<{ nama: string; kode: string; sama_kode: boolean; sama_nama: boolean }>(
    `select s.nama, s.kode, upper(s.kode) = upper($1) as sama_kode, lower(s.nama) = lower($2) as sama_nama
       from shift s
      where (upper(s.kode) = upper($1) or lower(s.nama) = lower($2)) and ($3::bigint is null or s.id <> $3)
      order by s.id`,
    [kode, nama, exceptId],
  );
}

const VALUES = (s: ShiftRequest) => [
  s.nama,
  s.kode,
  s.jam_masuk,
  s.jam_pulang,
  s.istirahat_menit,
  s.toleransi_terlambat,
  s.buka_masuk_menit,
  s.tutup_pulang_menit,
  s.aktif,
];

export async function insert(db: Db, s: ShiftRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into shift (nama, kode, jam_masuk, jam_pulang, istirahat_menit, toleransi_terlambat, buka_masuk_menit,
                        tutup_pulang_menit, aktif)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    VALUES(s),
  );
  return row.id;
}

export async function update(db: Db, id: number, s: ShiftRequest): Promise<boolean> {
  const rows = await db.query(
    `update shift set nama = $1, kode = $2, jam_masuk = $3, jam_pulang = $4, istirahat_menit = $5,
            toleransi_terlambat = $6, buka_masuk_menit = $7, tutup_pulang_menit = $8, aktif = $9, updated_at = now()
      where id = $10 returning id`,
    [...VALUES(s), id],
  );
  return rows.length > 0;
}

/**
 * Locks the shift's row: a roster write that references it (its foreign key takes a key-share lock) then waits
 * until the count and the delete are done.
 */
export async function lockById(db: Db, id: number): Promise<{ nama: string } | undefined> {
  return (await db.query<{ nama: string }>('select nama from shift where id = $1 for update', [id]))[0];
}

/** Roster days (any month, any employee) on this shift. */
export async function countRosterDays(db: Db, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from roster where shift_id = $1', [id]);
  return row.n;
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.query('delete from shift where id = $1', [id]);
}

// ---- pengaturan_shift (one row, migration 0046) ----
const PENGATURAN = 'absen_di_luar_jadwal, batas_pulang_awal_menit, buka_masuk_menit, tutup_pulang_menit';
const PENGATURAN_BAWAAN: PengaturanShift = {
  absen_di_luar_jadwal: true,
  batas_pulang_awal_menit: 30,
  buka_masuk_menit: 120,
  tutup_pulang_menit: 360,
};

export async function getPengaturan(db: Db): Promise<PengaturanShift> {
  const [row] = await db.query<PengaturanShift>(`select ${PENGATURAN} from pengaturan_shift where id = 1`);
  // The row exists from migration 0046; the column defaults stand in should someone have removed it.
  return row ?? PENGATURAN_BAWAAN;
}

export async function savePengaturan(db: Db, p: PengaturanShift): Promise<PengaturanShift> {
  const [row] = await db.query<PengaturanShift>(
    `insert into pengaturan_shift (id, ${PENGATURAN}) values (1, $1, $2, $3, $4)
     on conflict (id) do update set absen_di_luar_jadwal = excluded.absen_di_luar_jadwal,
       batas_pulang_awal_menit = excluded.batas_pulang_awal_menit, buka_masuk_menit = excluded.buka_masuk_menit,
       tutup_pulang_menit = excluded.tutup_pulang_menit, updated_at = now()
     returning ${PENGATURAN}`,
    [p.absen_di_luar_jadwal, p.batas_pulang_awal_menit, p.buka_masuk_menit, p.tutup_pulang_menit],
  );
  return row;
}
