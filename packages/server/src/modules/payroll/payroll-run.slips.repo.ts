import type { Db } from '../../platform/db.ts';
import type { BarisHitung, KomponenMasukan, SlipMasukan } from './payroll-run.compute.ts';
import type { ThrMasukan } from './thr-run.compute.ts';

// The draft's batch writes: a run's slips, their lines and reimbursements, in a few statements (unnest of column
// arrays), and the run's totals from them.

export interface SlipWrite {
  user_id: number;
  nip: string;
  nama: string;
  jabatan: string | null;
  grup_gaji: string;
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
  bruto_pajak: number;
  pph21: number;
  iuran_pensiun: number;
  /** SlipMasukan with each component as [id, nilai] (the rest is in the run's catalog), or a THR slip's inputs. */
  masukan: StoredSlipMasukan;
  baris: BarisHitung[];
}

export type StoredMasukan = Omit<SlipMasukan, 'komponen'> & { komponen: [number, number | null][] };
/** What a slip keeps: a regular slip's inputs (components as [id, nilai]) or a THR slip's. */
export type StoredSlipMasukan = StoredMasukan | ThrMasukan;
export type Catalog = Record<string, Omit<KomponenMasukan, 'id' | 'nilai'>>;

export async function setCatalog(db: Db, runId: number, catalog: Catalog) {
  await db.query('update penggajian set komponen = $2::jsonb where id = $1', [runId, JSON.stringify(catalog)]);
}

const SLIP_BATCH = 2000;
const BARIS_BATCH = 20000;
const col = <T, K extends keyof T>(rows: T[], key: K) => rows.map((r) => r[key]);

/** Inserts the slips and their lines in batches (unnest of column arrays). */
export async function insertSlips(db: Db, runId: number, slips: SlipWrite[]) {
  const ids = new Map<number, number>();
  for (let i = 0; i < slips.length; i += SLIP_BATCH) {
    const b = slips.slice(i, i + SLIP_BATCH);
    const rows = await db.query<{ id: number; user_id: number }>(
      `insert into penggajian_slip (penggajian_id, user_id, nip, nama, jabatan, grup_gaji, nama_bank, no_rekening, hari_kerja,
         hari_hadir, hari_alpha, hari_izin_tidak_berbayar, menit_lembur, total_pendapatan, total_potongan, neto,
         total_pemberi_kerja, bruto_pajak, pph21, iuran_pensiun, masukan)
       select $1, * from unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::bigint[], $15::bigint[], $16::bigint[],
         $17::bigint[], $18::bigint[], $19::bigint[], $20::bigint[], $21::json[])
       returning id, user_id`,
      [
        runId,
        col(b, 'user_id'),
        col(b, 'nip'),
        col(b, 'nama'),
        col(b, 'jabatan'),
        col(b, 'grup_gaji'),
        col(b, 'nama_bank'),
        col(b, 'no_rekening'),
        col(b, 'hari_kerja'),
        col(b, 'hari_hadir'),
        col(b, 'hari_alpha'),
        col(b, 'hari_izin_tidak_berbayar'),
        col(b, 'menit_lembur'),
        col(b, 'total_pendapatan'),
        col(b, 'total_potongan'),
        col(b, 'neto'),
        col(b, 'total_pemberi_kerja'),
        col(b, 'bruto_pajak'),
        col(b, 'pph21'),
        col(b, 'iuran_pensiun'),
        b.map((s) => JSON.stringify(s.masukan)),
      ],
    );
    for (const r of rows) ids.set(r.user_id, r.id);
  }
  // Column arrays straight from the slips: 170.000 lines for 10.000 employees, no object per line.
  const lines: LineColumns = {
    slip_id: [],
    urutan: [],
    kode: [],
    nama: [],
    jenis: [],
    nominal_hitung: [],
    nominal: [],
    rincian: [],
  };
  for (const s of slips) {
    const slipId = ids.get(s.user_id)!;
    s.baris.forEach((b, i) => {
      lines.slip_id.push(slipId);
      lines.urutan.push(i + 1);
      lines.kode.push(b.kode);
      lines.nama.push(b.nama);
      lines.jenis.push(b.jenis);
      lines.nominal_hitung.push(b.nominal_hitung);
      lines.nominal.push(b.nominal);
      lines.rincian.push(b.rincian);
    });
  }
  await insertLines(db, lines);
}

export interface LineColumns {
  slip_id: number[];
  urutan: number[];
  kode: string[];
  nama: string[];
  jenis: string[];
  nominal_hitung: number[];
  nominal: number[];
  rincian: string[];
  alasan_penyesuaian?: (string | null)[];
  disesuaikan_oleh?: (number | null)[];
  disesuaikan_pada?: (Date | null)[];
}

export async function insertLines(db: Db, c: LineColumns) {
  const cut = (a: unknown[] | undefined, i: number) => a?.slice(i, i + BARIS_BATCH) ?? null;
  for (let i = 0; i < c.slip_id.length; i += BARIS_BATCH) {
    await db.query(
      `insert into penggajian_slip_baris (slip_id, urutan, kode, nama, jenis, nominal_hitung, nominal, rincian,
         alasan_penyesuaian, disesuaikan_oleh, disesuaikan_pada)
       select * from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::text[],
         coalesce($9::text[], '{}'), coalesce($10::bigint[], '{}'), coalesce($11::timestamptz[], '{}'))`,
      [
        cut(c.slip_id, i),
        cut(c.urutan, i),
        cut(c.kode, i),
        cut(c.nama, i),
        cut(c.jenis, i),
        cut(c.nominal_hitung, i),
        cut(c.nominal, i),
        cut(c.rincian, i),
        cut(c.alasan_penyesuaian, i),
        cut(c.disesuaikan_oleh, i),
        cut(c.disesuaikan_pada, i),
      ],
    );
  }
}

export async function insertRunReimbursements(db: Db, runId: number, ids: number[]) {
  await db.query('insert into penggajian_reimburse (penggajian_id, reimburse_id) select $1, unnest($2::bigint[])', [runId, ids]);
}

/** The run's totals from its slips. */
export async function updateRunTotals(db: Db, runId: number) {
  await db.query(
    `update penggajian p set jumlah_karyawan = t.n, total_pendapatan = t.pendapatan, total_potongan = t.potongan,
            total_neto = t.neto, total_pemberi_kerja = t.pk
       from (select count(*)::int as n, coalesce(sum(total_pendapatan), 0) as pendapatan,
                    coalesce(sum(total_potongan), 0) as potongan, coalesce(sum(neto), 0) as neto,
                    coalesce(sum(total_pemberi_kerja), 0) as pk
               from penggajian_slip where penggajian_id = $1) t
      where p.id = $1`,
    [runId],
  );
}
