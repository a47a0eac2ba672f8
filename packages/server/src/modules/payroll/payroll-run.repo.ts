import type { Db } from '../../platform/db.ts';
import { sectionsOfUser } from '../../platform/sessions.ts';
import type { JenisPenggajian } from '@hadir/contract';
import type { BarisHitung, SlipMasukan } from './payroll-run.compute.ts';
import { type Catalog, insertLines, type LineColumns, type SlipWrite, type StoredSlipMasukan } from './payroll-run.slips.repo.ts';

// SQL of payroll runs and their slips. The draft reads its inputs in a few set-based queries
// (payroll-run.inputs.repo.ts, thr-run.repo.ts) and writes the slips and lines in batches
// (payroll-run.slips.repo.ts): never one query per employee.

export interface RunRow {
  id: number;
  bulan: string;
  grup_gaji_ids: number[];
  grup_gaji_nama: string;
  jenis: JenisPenggajian;
  tanggal_acuan: string | null;
  status: 'draft' | 'final';
  kelas_risiko_jkk: SlipMasukan['kelas_risiko_jkk'];
  jumlah_karyawan: number;
  total_pendapatan: number;
  total_potongan: number;
  total_neto: number;
  total_pemberi_kerja: number;
  dibuat_oleh: string | null;
  dibuat_pada: Date;
  difinalkan_oleh: string | null;
  difinalkan_pada: Date | null;
  dibuka_oleh: string | null;
  dibuka_pada: Date | null;
}

const RUN_COLUMNS = `p.id, p.bulan, p.grup_gaji_ids, p.grup_gaji_nama, p.jenis, p.tanggal_acuan, p.status, p.kelas_risiko_jkk, p.jumlah_karyawan,
  p.total_pendapatan, p.total_potongan, p.total_neto, p.total_pemberi_kerja,
  ub.fullname as dibuat_oleh, p.dibuat_pada, uf.fullname as difinalkan_oleh, p.difinalkan_pada,
  uo.fullname as dibuka_oleh, p.dibuka_pada`;
const RUN_FROM = `penggajian p
  left join users ub on ub.id = p.dibuat_oleh
  left join users uf on uf.id = p.difinalkan_oleh
  left join users uo on uo.id = p.dibuka_oleh`;

export async function findRun(db: Db, id: number): Promise<RunRow | undefined> {
  const [row] = await db.query<RunRow>(`select ${RUN_COLUMNS} from ${RUN_FROM} where p.id = $1`, [id]);
  return row;
}

/** Locks the run's row for the rest of the transaction (adjust, finalise and recompute queue behind each other). */
export async function lockRun(
  db: Db,
  id: number,
): Promise<{ id: number; status: string; bulan: string; jenis: JenisPenggajian } | undefined> {
  const [row] = await db.query<{ id: number; status: string; bulan: string; jenis: JenisPenggajian }>(
    'select id, status, bulan, jenis from penggajian where id = $1 for update',
    [id],
  );
  return row;
}

export async function listRuns(db: Db, f: { bulan?: string; status?: string; limit: number; offset: number }) {
  const rows = await db.query<RunRow & { total: number }>(
    `select ${RUN_COLUMNS}, count(*) over () as total from ${RUN_FROM}
      where ($1::text is null or p.bulan = $1) and ($2::text is null or p.status = $2)
      order by p.bulan desc, p.id desc limit $3 offset $4`,
    [f.bulan ?? null, f.status ?? null, f.limit, f.offset],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function runLog(db: Db, id: number) {
  return db.query<{ aksi: 'final' | 'buka'; alasan: string | null; oleh: string; pada: Date }>(
    `select l.aksi, l.alasan, u.fullname as oleh, l.pada from penggajian_log l join users u on u.id = l.oleh
      where l.penggajian_id = $1 order by l.pada, l.id`,
    [id],
  );
}

export async function groupNames(db: Db, ids: number[]) {
  return db.query<{ id: number; nama: string }>(
    'select id, nama from grup_gaji where id = any($1::bigint[]) order by lower(nama)',
    [ids],
  );
}

export interface RunKey {
  jenis: JenisPenggajian;
  bulan: string;
  grupIds: number[];
  grupNama: string;
  kelas: string;
  tanggalAcuan: string | null;
  oleh: number;
}

/** The run of a kind, month and group set, created when missing, locked either way. */
export async function upsertRun(db: Db, v: RunKey): Promise<{ id: number; status: string }> {
  await db.query(
    `insert into penggajian (jenis, bulan, grup_gaji_ids, grup_gaji_nama, status, kelas_risiko_jkk, tanggal_acuan, dibuat_oleh)
     values ($1, $2, $3::bigint[], $4, 'draft', $5, $6::date, $7) on conflict (jenis, bulan, grup_gaji_ids) do nothing`,
    [v.jenis, v.bulan, v.grupIds, v.grupNama, v.kelas, v.tanggalAcuan, v.oleh],
  );
  const [row] = await db.query<{ id: number; status: string }>(
    'select id, status from penggajian where jenis = $1 and bulan = $2 and grup_gaji_ids = $3::bigint[] for update',
    [v.jenis, v.bulan, v.grupIds],
  );
  return row;
}

/** Empties a draft before its slips are computed again. */
export async function resetDraft(db: Db, id: number, v: RunKey) {
  await db.query('delete from penggajian_slip where penggajian_id = $1', [id]);
  await db.query('delete from penggajian_reimburse where penggajian_id = $1', [id]);
  await db.query(
    `update penggajian set grup_gaji_nama = $2, kelas_risiko_jkk = $3, tanggal_acuan = $4::date, dibuat_oleh = $5,
            dibuat_pada = now() where id = $1`,
    [id, v.grupNama, v.kelas, v.tanggalAcuan, v.oleh],
  );
}

export interface SlipRow {
  id: number;
  penggajian_id: number;
  user_id: number;
  nip: string;
  nama: string;
  jabatan: string | null;
  grup_gaji: string | null;
  nama_bank: string | null;
  no_rekening: string | null;
  hari_kerja: number;
  hari_hadir: number;
  hari_alpha: number;
  hari_izin_tidak_berbayar: number;
  menit_lembur: number;
  total_pendapatan: number;
  total_potongan: number;
  neto: number;
  total_pemberi_kerja: number;
  disesuaikan: boolean;
}

const SLIP_COLUMNS = `s.id, s.penggajian_id, s.user_id, s.nip, s.nama, s.jabatan, s.grup_gaji, s.nama_bank, s.no_rekening,
  s.hari_kerja, s.hari_hadir, s.hari_alpha, s.hari_izin_tidak_berbayar, s.menit_lembur, s.total_pendapatan,
  s.total_potongan, s.neto, s.total_pemberi_kerja,
  exists (select 1 from penggajian_slip_baris b where b.slip_id = s.id and b.alasan_penyesuaian is not null) as disesuaikan`;

export async function listSlips(db: Db, runId: number, f: { search?: string; limit: number; offset: number }) {
  const rows = await db.query<SlipRow & { total: number }>(
    `select ${SLIP_COLUMNS}, count(*) over () as total from penggajian_slip s
      where s.penggajian_id = $1
        and ($2::text is null or strpos(lower(s.nip), lower($2)) > 0 or strpos(lower(s.nama), lower($2)) > 0)
      order by lower(s.nama), s.user_id limit $3 offset $4`,
    [runId, f.search?.trim() || null, f.limit, f.offset],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findSlip(db: Db, runId: number, userId: number): Promise<SlipRow | undefined> {
  const [row] = await db.query<SlipRow>(
    `select ${SLIP_COLUMNS} from penggajian_slip s where s.penggajian_id = $1 and s.user_id = $2`,
    [runId, userId],
  );
  return row;
}

/** A slip's stored inputs and its run's component catalog. */
export async function slipMasukan(db: Db, slipId: number): Promise<{ masukan: StoredSlipMasukan; catalog: Catalog }> {
  const [row] = await db.query<{ masukan: StoredSlipMasukan; catalog: Catalog }>(
    'select s.masukan, p.komponen as catalog from penggajian_slip s join penggajian p on p.id = s.penggajian_id where s.id = $1',
    [slipId],
  );
  return row;
}

export interface BarisRow extends BarisHitung {
  alasan_penyesuaian: string | null;
  disesuaikan_oleh_id: number | null;
  disesuaikan_oleh: string | null;
  disesuaikan_pada: Date | null;
}

export async function slipLines(db: Db, slipId: number): Promise<BarisRow[]> {
  return db.query<BarisRow>(
    `select b.kode, b.nama, b.jenis, b.nominal_hitung, b.nominal, b.rincian, b.alasan_penyesuaian,
            b.disesuaikan_oleh as disesuaikan_oleh_id, u.fullname as disesuaikan_oleh, b.disesuaikan_pada
       from penggajian_slip_baris b left join users u on u.id = b.disesuaikan_oleh
      where b.slip_id = $1 order by b.urutan`,
    [slipId],
  );
}

export async function replaceSlip(
  db: Db,
  slipId: number,
  s: Pick<
    SlipWrite,
    'total_pendapatan' | 'total_potongan' | 'neto' | 'total_pemberi_kerja' | 'bruto_pajak' | 'pph21' | 'iuran_pensiun'
  >,
  lines: LineColumns,
) {
  await db.query('delete from penggajian_slip_baris where slip_id = $1', [slipId]);
  await insertLines(db, lines);
  await db.query(
    `update penggajian_slip set total_pendapatan = $2, total_potongan = $3, neto = $4, total_pemberi_kerja = $5,
            bruto_pajak = $6, pph21 = $7, iuran_pensiun = $8 where id = $1`,
    [slipId, s.total_pendapatan, s.total_potongan, s.neto, s.total_pemberi_kerja, s.bruto_pajak, s.pph21, s.iuran_pensiun],
  );
}

/** Deletes a draft that was never final (its slips, lines and THR group claims go with it); false otherwise. */
export async function deleteDraft(db: Db, runId: number): Promise<boolean> {
  const rows = await db.query(
    `delete from penggajian p where p.id = $1 and p.status = 'draft'
        and not exists (select 1 from penggajian_log l where l.penggajian_id = p.id) returning id`,
    [runId],
  );
  return rows.length > 0;
}

/**
 * Who else could finalise a run that holds `userId`'s slip: active Admin/HRD, other than them, who open the payroll
 * section and have no slip in the run themselves (when every such person is paid by it, nobody is independent).
 */
export async function otherFinalisers(db: Db, runId: number, userId: number): Promise<string[]> {
  const rows = await db.query<{ fullname: string }>(
    `select u.fullname from users u
      where u.active and u.id <> $2
        and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                     where ur.user_id = u.id and r.nama in ('Admin', 'HRD'))
        and coalesce('penggajian' = any(${sectionsOfUser('u')}), true)
        and not exists (select 1 from penggajian_slip s where s.penggajian_id = $1 and s.user_id = u.id)
      order by lower(u.fullname), u.id`,
    [runId, userId],
  );
  return rows.map((r) => r.fullname);
}

/** draft -> final; false when the run is not a draft (already final, or finalised by someone else a moment ago). */
export async function markFinal(db: Db, runId: number, oleh: number): Promise<boolean> {
  const rows = await db.query(
    `update penggajian set status = 'final', difinalkan_oleh = $2, difinalkan_pada = now()
      where id = $1 and status = 'draft' returning id`,
    [runId, oleh],
  );
  return rows.length > 0;
}

/**
 * Locks the month of every employee of the run, in the lock of its kind (a regular run locks attendance and requests,
 * a THR run only the month's THR); answers how many were locked (fewer = some already final elsewhere).
 */
export async function lockMonth(db: Db, runId: number, bulan: string, jenis: JenisPenggajian): Promise<number> {
  const table = jenis === 'thr' ? 'penggajian_thr_kunci' : 'penggajian_kunci';
  const [row] = await db.query<{ n: number }>(
    `with ins as (
       insert into ${table} (user_id, bulan, penggajian_id)
       select user_id, $2, $1 from penggajian_slip where penggajian_id = $1
       on conflict do nothing returning 1)
     select count(*)::int as n from ins`,
    [runId, bulan],
  );
  return row.n;
}

export async function slipCount(db: Db, runId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from penggajian_slip where penggajian_id = $1', [runId]);
  return row.n;
}

/** Marks the reimbursements the draft carried as paid by the run; answers [marked, expected]. */
export async function payReimbursements(db: Db, runId: number, oleh: number, catatan: string): Promise<[number, number]> {
  const [row] = await db.query<{ marked: number; expected: number }>(
    `with upd as (
       update reimburse r set penggajian_id = $1, dibayar_pada = current_date, dibayar_oleh = $2, catatan_pembayaran = $3
        where r.id in (select reimburse_id from penggajian_reimburse where penggajian_id = $1) and r.dibayar_pada is null
        returning 1)
     select (select count(*)::int from upd) as marked,
            (select count(*)::int from penggajian_reimburse where penggajian_id = $1) as expected`,
    [runId, oleh, catatan],
  );
  return [row.marked, row.expected];
}

/** final -> draft: unlock the month and return the run's reimbursements to unpaid. */
export async function reopen(db: Db, runId: number, oleh: number): Promise<boolean> {
  const rows = await db.query(
    `update penggajian set status = 'draft', dibuka_oleh = $2, dibuka_pada = now() where id = $1 and status = 'final' returning id`,
    [runId, oleh],
  );
  if (rows.length === 0) return false;
  await db.query('delete from penggajian_kunci where penggajian_id = $1', [runId]);
  await db.query('delete from penggajian_thr_kunci where penggajian_id = $1', [runId]);
  await db.query(
    `update reimburse set penggajian_id = null, dibayar_pada = null, dibayar_oleh = null, catatan_pembayaran = null
      where penggajian_id = $1`,
    [runId],
  );
  return true;
}

export async function log(db: Db, runId: number, aksi: 'final' | 'buka', oleh: number, alasan: string | null) {
  await db.query('insert into penggajian_log (penggajian_id, aksi, alasan, oleh) values ($1, $2, $3, $4)', [
    runId,
    aksi,
    alasan,
    oleh,
  ]);
}

/** The caller's own slips of final runs, newest month first. */
export async function ownSlips(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db.query<{
    penggajian_id: number;
    bulan: string;
    jenis: JenisPenggajian;
    total_pendapatan: number;
    total_potongan: number;
    neto: number;
    total: number;
  }>(
    `select p.id as penggajian_id, p.bulan, p.jenis, s.total_pendapatan, s.total_potongan, s.neto, count(*) over () as total
       from penggajian_slip s join penggajian p on p.id = s.penggajian_id and p.status = 'final'
      where s.user_id = $1 order by p.bulan desc, p.id desc limit $2 offset $3`,
    [userId, limit, offset],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
