import type { Db } from '../../platform/db.ts';

// What the tax files read from final slips, set-based: the month of a run (regular slip + the month's final THR),
// and the year up to an employee's last tax period. Tax numbers come from the employee record (the slip keeps
// who the employee was, not their NIK/NPWP).

export interface SlipBulanRow {
  user_id: number;
  nama: string;
  nip: string;
  jabatan: string | null;
  nik: string | null;
  npwp: string | null;
  status_ptkp: string | null;
  tipe: string | null;
  masa_pajak_terakhir: boolean;
  /** The month's gross: the run's slip + the month's final THR slip. */
  bruto: number;
  pph21: number;
}

/** Each slip of a run with the month's final THR added (THR is taxed with the month's pay, PMK 168/2023 Pasal 15). */
export async function slipsOfRun(db: Db, runId: number, bulan: string) {
  return db.query<SlipBulanRow>(
    `select s.user_id, s.nama, s.nip, s.jabatan, u.nik, u.npwp, s.masukan->>'status_ptkp' as status_ptkp,
            s.masukan->'karyawan'->>'tipe' as tipe,
            coalesce((s.masukan->>'masa_pajak_terakhir')::boolean, false) as masa_pajak_terakhir,
            s.bruto_pajak + coalesce(t.bruto, 0) as bruto, s.pph21 + coalesce(t.pph21, 0) as pph21
       from penggajian_slip s
       join users u on u.id = s.user_id
       left join lateral (
         select sum(ts.bruto_pajak) as bruto, sum(ts.pph21) as pph21
           from penggajian_slip ts join penggajian tp on tp.id = ts.penggajian_id
          where tp.jenis = 'thr' and tp.status = 'final' and tp.bulan = $2 and ts.user_id = s.user_id) t on true
      where s.penggajian_id = $1
      order by lower(s.nama), s.user_id`,
    [runId, bulan],
  );
}

export interface TahunRow {
  user_id: number;
  /** yyyy-MM of the first final slip of the year. */
  bulan_awal: string;
  /** Months with a final regular slip (the biaya jabatan cap counts them). */
  jumlah_bulan: number;
  bruto_gaji: number;
  bruto_thr: number;
  /** Employer JKK, JKM and BPJS Kesehatan: taxable premiums (PMK 168/2023 Pasal 5). */
  premi: number;
  /** Taxable earnings other than base pay: allowances, overtime, piece-rate. */
  tunjangan_lain: number;
  iuran_pensiun: number;
  /** PPh 21 of every final slip of the year up to the last period, THR included. */
  pph21: number;
  /** PPh 21 and the over-withholding refund of the last period's regular slip. */
  pph21_terakhir: number;
  lebih_potong: number;
}

/** The year's figures per employee from January to `sampai` (their last tax period), from final slips only. */
export async function yearFigures(db: Db, userIds: number[], tahun: string, sampai: string, runId: number) {
  return db.query<TahunRow>(
    `with slip as (
       select s.id, s.user_id, p.id as run_id, p.bulan, p.jenis, p.komponen, s.bruto_pajak, s.pph21, s.iuran_pensiun
         from penggajian_slip s join penggajian p on p.id = s.penggajian_id
        where p.status = 'final' and p.bulan between $2 || '-01' and $3 and s.user_id = any($1::bigint[])
     ), baris as (
       select sl.user_id, sl.run_id, b.kode, b.jenis, b.nominal, sl.komponen -> substring(b.kode from '^k([0-9]+)') as k
         from slip sl join penggajian_slip_baris b on b.slip_id = sl.id
        where sl.jenis = 'gaji'
     ), rincian as (
       select user_id,
              coalesce(sum(nominal) filter (where jenis = 'pemberi_kerja' and kode like '%\\_pk'
                and k ->> 'sumber_otomatis' in ('bpjs_kesehatan', 'bpjs_jkk', 'bpjs_jkm')), 0) as premi,
              coalesce(sum(nominal) filter (where jenis = 'pendapatan' and kode !~ '_pk$'
                and (k ->> 'objek_pajak')::boolean and not coalesce((k ->> 'gaji_pokok')::boolean, false)), 0) as tunjangan_lain,
              coalesce(sum(nominal) filter (where kode = 'pph21_lebih' and run_id = $4), 0) as lebih_potong
         from baris group by user_id
     )
     select sl.user_id, min(sl.bulan) as bulan_awal,
            count(distinct sl.bulan) filter (where sl.jenis = 'gaji')::int as jumlah_bulan,
            coalesce(sum(sl.bruto_pajak) filter (where sl.jenis = 'gaji'), 0) as bruto_gaji,
            coalesce(sum(sl.bruto_pajak) filter (where sl.jenis = 'thr'), 0) as bruto_thr,
            coalesce(max(r.premi), 0) as premi, coalesce(max(r.tunjangan_lain), 0) as tunjangan_lain,
            coalesce(sum(sl.iuran_pensiun), 0) as iuran_pensiun, coalesce(sum(sl.pph21), 0) as pph21,
            coalesce(sum(sl.pph21) filter (where sl.run_id = $4), 0) as pph21_terakhir,
            coalesce(max(r.lebih_potong), 0) as lebih_potong
       from slip sl left join rincian r on r.user_id = sl.user_id
      group by sl.user_id`,
    [userIds, tahun, sampai, runId],
  );
}

export interface PeriodeTerakhirRow {
  run_id: number;
  bulan: string;
}

/** The employee's final regular slip of `tahun` that closed their tax year (December or the leaving month). */
export async function lastPeriodOf(db: Db, userId: number, tahun: string) {
  const [row] = await db.query<PeriodeTerakhirRow>(
    `select p.id as run_id, p.bulan
       from penggajian_slip s join penggajian p on p.id = s.penggajian_id
      where s.user_id = $1 and p.status = 'final' and p.jenis = 'gaji' and left(p.bulan, 4) = $2
        and coalesce((s.masukan->>'masa_pajak_terakhir')::boolean, false)
      order by p.bulan desc limit 1`,
    [userId, tahun],
  );
  return row;
}

export interface PemotongRow {
  nama: string;
  alamat: string | null;
  npwp: string | null;
  id_tku: string | null;
}

/** The withholder: the company profile's name and tax identity (as the payslip reads it). */
export async function pemotong(db: Db): Promise<PemotongRow> {
  const [row] = await db.query<PemotongRow>('select nama, alamat, npwp, id_tku from perusahaan where id = 1');
  return row ?? { nama: '', alamat: null, npwp: null, id_tku: null };
}

export interface PenerimaRow {
  user_id: number;
  nama: string;
  nip: string;
  jabatan: string | null;
  nik: string | null;
  npwp: string | null;
  jenis_kelamin: string | null;
  status_ptkp: string | null;
  tipe: string | null;
  /** yyyy-MM-dd: the A1 PDF's password when the company protects payroll PDFs. */
  tanggal_lahir: string | null;
}

/** The employee as their last-period slip recorded them, with today's tax numbers. */
export async function penerima(db: Db, runId: number, userId: number) {
  const [row] = await db.query<PenerimaRow>(
    `select s.user_id, s.nama, s.nip, s.jabatan, u.nik, u.npwp, u.jenis_kelamin, s.masukan->>'status_ptkp' as status_ptkp,
            s.masukan->'karyawan'->>'tipe' as tipe, u.tanggal_lahir
       from penggajian_slip s join users u on u.id = s.user_id
      where s.penggajian_id = $1 and s.user_id = $2`,
    [runId, userId],
  );
  return row;
}
