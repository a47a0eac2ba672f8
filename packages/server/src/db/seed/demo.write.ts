import type { Db } from '../../platform/db.ts';
import type { Decision, ExpenseRecord, History } from './demo.records.ts';

// Writes the demo's history in batches: one statement per table and a few thousand rows (unnest of one array per
// column), never a statement per punch. Requests get their approvals (status and decision) afterwards, found
// by their natural key (employee and date).

type Row = Record<string, unknown>;

/** Inserts rows (objects keyed by column) as `unnest` of one typed array per column; answers `returning` rows. */
export async function insertRows<T = Row>(
  db: Db,
  table: string,
  types: Record<string, string>,
  rows: Row[],
  returning?: string,
): Promise<T[]> {
  const columns = Object.keys(types);
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    const arrays = columns.map((c) => chunk.map((r) => r[c] ?? null));
    const sql = `insert into ${table} (${columns.join(', ')})
                 select * from unnest(${columns.map((c, n) => `$${n + 1}::${types[c]}[]`).join(', ')})
                 ${returning ? `returning ${returning}` : ''}`;
    out.push(...(await db.query<T>(sql, arrays)));
  }
  return out;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const keyOf = (userId: number, tanggal: string) => `${userId}|${tanggal}`;

async function approvals(db: Db, tipe: string, items: Array<{ id: number; requester: number; decision: Decision }>) {
  await insertRows(
    db,
    'approvals',
    {
      tipe: 'text',
      request_id: 'bigint',
      requester_id: 'bigint',
      status: 'text',
      tanggal_pengajuan: 'timestamptz',
      decided_by: 'bigint',
      tanggal_approval: 'timestamptz',
      catatan_approval: 'text',
    },
    items.map(({ id, requester, decision }) => ({
      tipe,
      request_id: id,
      requester_id: requester,
      status: decision.status,
      tanggal_pengajuan: iso(decision.diajukan),
      decided_by: decision.oleh,
      tanggal_approval: iso(decision.pada),
      catatan_approval: decision.catatan,
    })),
  );
}

/** Ids of inserted rows by employee and date. */
const byKey = (rows: Array<{ id: number; user_id: number; tanggal: string }>) =>
  new Map(rows.map((r) => [keyOf(Number(r.user_id), r.tanggal), Number(r.id)]));

/** Punches, corrections (with the record's history), leave, overtime and piece-rate work, with their decisions. */
export async function writeHistory(
  db: Db,
  h: History,
  refs: {
    jenisIzin: Map<string, { id: number; berbayar: boolean; potong_kuota: boolean }>;
    jobs: Map<string, { id: number; satuan: string; tipe: string }>;
  },
) {
  const attendanceIds = byKey(
    await insertRows<{ id: number; user_id: number; tanggal: string }>(
      db,
      'attendance',
      {
        user_id: 'bigint',
        tanggal: 'date',
        zona_waktu: 'text',
        jadwal_nama: 'text',
        jam_masuk: 'time',
        jam_pulang: 'time',
        toleransi_terlambat: 'int',
        hari_kerja: 'boolean',
        time_in: 'timestamptz',
        lat_in: 'float8',
        lon_in: 'float8',
        jarak_in: 'int',
        lokasi_in_id: 'bigint',
        time_out: 'timestamptz',
        lat_out: 'float8',
        lon_out: 'float8',
        jarak_out: 'int',
        lokasi_out_id: 'bigint',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      },
      h.attendance.map((a) => ({
        user_id: a.userId,
        tanggal: a.tanggal,
        zona_waktu: a.zona,
        jadwal_nama: a.jadwalNama,
        jam_masuk: a.shift?.masuk,
        jam_pulang: a.shift?.pulang,
        toleransi_terlambat: a.toleransi,
        hari_kerja: a.shift !== null,
        time_in: iso(a.timeIn),
        lat_in: a.gpsIn?.latitude,
        lon_in: a.gpsIn?.longitude,
        jarak_in: a.gpsIn?.jarak,
        lokasi_in_id: a.gpsIn ? a.lokasi.id : null,
        time_out: iso(a.timeOut),
        lat_out: a.gpsOut?.latitude,
        lon_out: a.gpsOut?.longitude,
        jarak_out: a.gpsOut?.jarak,
        lokasi_out_id: a.gpsOut ? a.lokasi.id : null,
        created_at: iso(a.timeIn),
        updated_at: iso(a.timeOut ?? a.timeIn),
      })),
      'id, user_id, tanggal',
    ),
  );

  const koreksi = byKey(
    await insertRows(
      db,
      'koreksi_kehadiran',
      { user_id: 'bigint', tanggal: 'date', jam_masuk: 'time', jam_pulang: 'time', alasan: 'text', created_at: 'timestamptz' },
      h.corrections.map((c) => ({
        user_id: c.userId,
        tanggal: c.tanggal,
        jam_masuk: c.jamMasuk,
        jam_pulang: c.jamPulang,
        alasan: c.alasan,
        created_at: iso(c.decision.diajukan),
      })),
      'id, user_id, tanggal',
    ),
  );
  const corrections = h.corrections.map((c) => ({ ...c, id: koreksi.get(keyOf(c.userId, c.tanggal))! }));
  await approvals(
    db,
    'koreksi',
    corrections.map((c) => ({ id: c.id, requester: c.userId, decision: c.decision })),
  );
  const applied = corrections.filter((c) => c.applied);
  await insertRows(
    db,
    'attendance_history',
    {
      attendance_id: 'bigint',
      changed_at: 'timestamptz',
      changed_by: 'bigint',
      alasan: 'text',
      koreksi_id: 'bigint',
      old_time_in: 'timestamptz',
      old_time_out: 'timestamptz',
      new_time_in: 'timestamptz',
      new_time_out: 'timestamptz',
    },
    applied.map((c) => ({
      attendance_id: attendanceIds.get(keyOf(c.userId, c.tanggal)),
      changed_at: iso(c.decision.pada),
      changed_by: c.decision.oleh,
      alasan: c.alasan,
      koreksi_id: c.id,
      old_time_in: iso(c.applied!.before[0]),
      old_time_out: iso(c.applied!.before[1]),
      new_time_in: iso(c.applied!.after[0]),
      new_time_out: iso(c.applied!.after[1]),
    })),
  );

  const izin = byKey(
    await insertRows<{ id: number; user_id: number; tanggal: string }>(
      db,
      'izin',
      {
        user_id: 'bigint',
        jenis_izin_id: 'bigint',
        berbayar: 'boolean',
        potong_kuota: 'boolean',
        tanggal_mulai: 'date',
        tanggal_selesai: 'date',
        alasan: 'text',
        created_at: 'timestamptz',
      },
      h.leave.map((l) => {
        const jenis = refs.jenisIzin.get(l.kode)!;
        return {
          user_id: l.userId,
          jenis_izin_id: jenis.id,
          berbayar: jenis.berbayar,
          potong_kuota: jenis.potong_kuota,
          tanggal_mulai: l.dari,
          tanggal_selesai: l.sampai,
          alasan: l.alasan,
          created_at: iso(l.decision.diajukan),
        };
      }),
      'id, user_id, tanggal_mulai as tanggal',
    ),
  );
  const leave = h.leave.map((l) => ({ ...l, id: izin.get(keyOf(l.userId, l.dari))! }));
  await insertRows(
    db,
    'izin_hari',
    { izin_id: 'bigint', tanggal: 'date' },
    leave.flatMap((l) => l.hari.map((tanggal) => ({ izin_id: l.id, tanggal }))),
  );
  await approvals(
    db,
    'izin',
    leave.map((l) => ({ id: l.id, requester: l.userId, decision: l.decision })),
  );

  const lembur = byKey(
    await insertRows(
      db,
      'lembur',
      {
        user_id: 'bigint',
        tanggal: 'date',
        jam_mulai: 'time',
        jam_selesai: 'time',
        menit: 'int',
        alasan: 'text',
        jenis_hari: 'text',
        hari_kerja_per_minggu: 'smallint',
        created_at: 'timestamptz',
      },
      h.overtime.map((o) => ({
        user_id: o.userId,
        tanggal: o.tanggal,
        jam_mulai: o.mulai,
        jam_selesai: o.selesai,
        menit: o.menit,
        alasan: o.alasan,
        jenis_hari: o.jenisHari,
        hari_kerja_per_minggu: o.hariKerjaPerMinggu,
        created_at: iso(o.decision.diajukan),
      })),
      'id, user_id, tanggal',
    ),
  );
  await approvals(
    db,
    'lembur',
    h.overtime.map((o) => ({ id: lembur.get(keyOf(o.userId, o.tanggal))!, requester: o.userId, decision: o.decision })),
  );

  const borongan = byKey(
    await insertRows(
      db,
      'borongan',
      { user_id: 'bigint', tanggal: 'date', total_upah: 'bigint', created_at: 'timestamptz' },
      h.piecework.map((p) => ({
        user_id: p.userId,
        tanggal: p.tanggal,
        total_upah: p.items.reduce((sum, i) => sum + i.upah, 0),
        created_at: iso(p.decision.diajukan),
      })),
      'id, user_id, tanggal',
    ),
  );
  const pieces = h.piecework.map((p) => ({ ...p, id: borongan.get(keyOf(p.userId, p.tanggal))! }));
  await insertRows(
    db,
    'borongan_item',
    {
      borongan_id: 'bigint',
      urutan: 'smallint',
      harga_borongan_id: 'bigint',
      nama: 'text',
      satuan: 'text',
      tipe: 'text',
      jumlah: 'numeric',
      harga_satuan: 'bigint',
      upah: 'bigint',
    },
    pieces.flatMap((p) =>
      p.items.map((item, i) => {
        const job = refs.jobs.get(item.job)!;
        return {
          borongan_id: p.id,
          urutan: i + 1,
          harga_borongan_id: job.id,
          nama: item.job,
          satuan: job.satuan,
          tipe: job.tipe,
          jumlah: item.jumlah,
          harga_satuan: item.harga,
          upah: item.upah,
        };
      }),
    ),
  );
  await approvals(
    db,
    'borongan',
    pieces.map((p) => ({ id: p.id, requester: p.userId, decision: p.decision })),
  );
}

/** Expense claims with their decisions (and, for those paid in cash, the payment). */
export async function writeExpenses(db: Db, expenses: ExpenseRecord[]) {
  const rows = await insertRows<{ id: number; user_id: number; tanggal: string; kategori: string }>(
    db,
    'reimburse',
    {
      user_id: 'bigint',
      tanggal: 'date',
      kategori: 'text',
      nominal: 'bigint',
      keterangan: 'text',
      dibayar_pada: 'date',
      dibayar_oleh: 'bigint',
      catatan_pembayaran: 'text',
      created_at: 'timestamptz',
    },
    expenses.map((r) => ({
      user_id: r.userId,
      tanggal: r.tanggal,
      kategori: r.kategori,
      nominal: r.nominal,
      keterangan: r.keterangan,
      dibayar_pada: r.dibayar?.pada,
      dibayar_oleh: r.dibayar?.oleh,
      catatan_pembayaran: r.dibayar?.catatan,
      created_at: iso(r.decision.diajukan),
    })),
    'id, user_id, tanggal, kategori',
  );
  const ids = new Map(rows.map((r) => [`${r.user_id}|${r.tanggal}|${r.kategori}`, Number(r.id)]));
  await approvals(
    db,
    'reimburse',
    expenses.map((r) => ({ id: ids.get(`${r.userId}|${r.tanggal}|${r.kategori}`)!, requester: r.userId, decision: r.decision })),
  );
}
