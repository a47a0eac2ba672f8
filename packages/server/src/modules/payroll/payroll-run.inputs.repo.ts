import type { Db } from '../../platform/db.ts';
import { dailyTotalsSql } from '../attendance/index.ts';
import { shiftOfDay } from '../schedules/index.ts';
import type { LemburMasukan, SlipMasukan } from './payroll-run.compute.ts';

// What a monthly draft reads, for all employees at once: one set-based query per kind of fact (decision 0010).

export interface EmployeeRow {
  id: number;
  nip: string;
  fullname: string;
  jabatan: string | null;
  grup: string;
  status_ptkp: SlipMasukan['status_ptkp'];
  npwp: string | null;
  nik: string | null;
  nama_bank: string | null;
  no_rekening: string | null;
  jadwal_kerja_id: number | null;
  keluar_bulan_ini: boolean;
  lokasi_id: number | null;
  tipe_karyawan: string | null;
  /** yyyy-MM-dd dates: join, last day (deactivation), birth. */
  tanggal_masuk: string | null;
  tanggal_keluar: string | null;
  tanggal_lahir: string | null;
  jenis_kelamin: string | null;
}

/**
 * Employees of the groups who worked in the month (joined by its end, active or deactivated on or after its
 * start), except those whose month is already final in another run.
 */
export async function employees(db: Db, grupIds: number[], bulan: string, dari: string, sampai: string) {
  return db.query<EmployeeRow>(
    `select u.id, u.nip, u.fullname, j.nama as jabatan, g.nama as grup, u.status_ptkp, u.npwp, u.nik, u.nama_bank,
            u.no_rekening, u.jadwal_kerja_id,
            coalesce(to_char(u.deactivated_at at time zone 'Asia/Jakarta', 'YYYY-MM') = $2, false) as keluar_bulan_ini,
            u.lokasi_id, u.tipe_karyawan, to_char(u.tanggal_masuk, 'YYYY-MM-DD') as tanggal_masuk,
            to_char(u.deactivated_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tanggal_keluar,
            to_char(u.tanggal_lahir, 'YYYY-MM-DD') as tanggal_lahir, u.jenis_kelamin
       from users u
       join grup_gaji g on g.id = u.grup_gaji_id
       left join jabatan j on j.id = u.jabatan_id
      where u.grup_gaji_id = any($1::bigint[])
        and (u.tanggal_masuk is null or u.tanggal_masuk <= $4::date)
        and (u.active or u.deactivated_at >= $3::date)
        and not exists (select 1 from penggajian_kunci k where k.user_id = u.id and k.bulan = $2)
      order by lower(u.fullname), u.id`,
    [grupIds, bulan, dari, sampai],
  );
}

/** Days present, alpha and unpaid leave per employee, summed from the one derivation of daily statuses. */
export async function dayCounts(db: Db, userIds: number[], dari: string, sampai: string) {
  const { sql, params } = dailyTotalsSql({ from: dari, to: sampai, userIds });
  return db.query<{ user_id: number; hadir: number; alpha: number; izin_tb: number }>(
    `select d.user_id, d.hadir, d.alpha, d.izin_tidak_berbayar as izin_tb from (${sql}) d`,
    params,
  );
}

/**
 * Working days of the month per employee: the days whose shift works (the roster's, else the weekly schedule's:
 * shiftOfDay), holidays excluded. One statement over employees x dates; employees with none are absent.
 */
export async function workingDays(db: Db, userIds: number[], dari: string, sampai: string) {
  return db.query<{ user_id: number; hari: number }>(
    `select u.id as user_id, count(*)::int as hari
       from users u
       cross join (select $2::date + i as tanggal from generate_series(0, $3::date - $2::date) i) d
       ${shiftOfDay('u.id', 'u.jadwal_kerja_id', 'd.tanggal', 'sh', 'between $2::date and $3::date')}
      where u.id = any($1::bigint[]) and sh.kerja
        and not exists (select 1 from hari_libur hl where hl.tanggal = d.tanggal)
      group by u.id`,
    [userIds, dari, sampai],
  );
}

/** Approved overtime of the month, one row per request, with its date: a day's requests share the tiers. */
export async function approvedOvertime(db: Db, userIds: number[], dari: string, sampai: string) {
  return db.query<LemburMasukan & { user_id: number }>(
    `select l.user_id, to_char(l.tanggal, 'YYYY-MM-DD') as tanggal, l.menit, l.jenis_hari, l.hari_kerja_per_minggu,
            l.libur_hari_terpendek
       from lembur l join approvals ap on ap.tipe = 'lembur' and ap.request_id = l.id and ap.status = 'Disetujui'
      where l.user_id = any($1::bigint[]) and l.tanggal between $2::date and $3::date
      order by l.user_id, l.tanggal, l.id`,
    [userIds, dari, sampai],
  );
}

/** Approved piece-rate and daily wages of the month per employee. */
export async function approvedPieceRate(db: Db, userIds: number[], dari: string, sampai: string) {
  return db.query<{ user_id: number; total: number; jumlah: number }>(
    `select b.user_id, sum(b.total_upah)::bigint as total, count(*)::int as jumlah
       from borongan b join approvals ap on ap.tipe = 'borongan' and ap.request_id = b.id and ap.status = 'Disetujui'
      where b.user_id = any($1::bigint[]) and b.tanggal between $2::date and $3::date
      group by b.user_id`,
    [userIds, dari, sampai],
  );
}

/** Approved, unpaid reimbursements dated up to the month's end: carried into this run. */
export async function unpaidReimbursements(db: Db, userIds: number[], sampai: string) {
  return db.query<{ id: number; user_id: number; nominal: number }>(
    `select r.id, r.user_id, r.nominal
       from reimburse r join approvals ap on ap.tipe = 'reimburse' and ap.request_id = r.id and ap.status = 'Disetujui'
      where r.user_id = any($1::bigint[]) and r.dibayar_pada is null and r.tanggal <= $2::date`,
    [userIds, sampai],
  );
}

/** Earlier final slips of the year: what the last tax period's annual calculation needs. */
export async function yearToDate(db: Db, userIds: number[], bulan: string) {
  if (userIds.length === 0) return [];
  return db.query<{ user_id: number; bruto: number; pph21: number; iuran_pensiun: number; bulan: number }>(
    `select s.user_id, sum(s.bruto_pajak)::bigint as bruto, sum(s.pph21)::bigint as pph21,
            sum(s.iuran_pensiun)::bigint as iuran_pensiun, count(distinct p.bulan)::int as bulan
       from penggajian_slip s join penggajian p on p.id = s.penggajian_id and p.status = 'final'
      where s.user_id = any($1::bigint[]) and p.bulan >= $2 and p.bulan < $3
      group by s.user_id`,
    [userIds, `${bulan.slice(0, 4)}-01`, bulan],
  );
}
