import type { Db } from '../../platform/db.ts';
import { KODE_PPH21_DTP, KODE_TUNJANGAN_PPH21, type OpsiPajakMasukan } from './payroll-run.tax-options.ts';
import { bulanAcuan, normalKlu, PROGRAM_DTP } from './statutory/pph21.dtp.ts';

// What a monthly draft reads for the tax options, once for all its employees: the salary group's gross-up, the
// company's KLU, and for a company in a DTP program the reference month's fixed pay and the year's DTP so far.

interface Karyawan {
  id: number;
  tanggal_masuk: string | null;
}

/** Each employee's SlipMasukan.pajak; absent for an employee with neither option (the slip as before). */
export async function opsiPajak(db: Db, emps: Karyawan[], bulan: string): Promise<Map<number, OpsiPajakMasukan>> {
  const ids = emps.map((e) => e.id);
  const grossUp = await db.query<{ id: number }>(
    `select u.id from users u join grup_gaji g on g.id = u.grup_gaji_id where u.id = any($1::bigint[]) and g.pph21_gross_up`,
    [ids],
  );
  const [perusahaan] = await db.query<{ kode_klu: string | null }>('select kode_klu from perusahaan');
  const klu = normalKlu(perusahaan?.kode_klu);
  const tahun = bulan.slice(0, 4);
  const dtpTahunIni = klu !== null && PROGRAM_DTP.some((p) => p.dari.startsWith(tahun) && p.klu.has(klu));
  const dtp = dtpTahunIni ? await faktaDtp(db, emps, bulan) : new Map<number, DtpRow>();

  const result = new Map<number, OpsiPajakMasukan>();
  for (const { id } of grossUp) result.set(id, { gross_up: true, dtp: null });
  for (const e of emps) {
    const d = dtp.get(e.id);
    if (!d || klu === null) continue;
    result.set(e.id, {
      gross_up: result.get(e.id)?.gross_up ?? false,
      dtp: { klu, bulan_acuan: d.acuan, penghasilan_tetap_acuan: d.tetap, dtp_setahun: d.dtp },
    });
  }
  return result;
}

interface DtpRow {
  user_id: number;
  acuan: string;
  tetap: number | null;
  dtp: number;
}

/**
 * The fixed, regular gross of each employee's final slip of the reference month, by the rule of
 * payroll-run.tax-options.ts `penghasilanTetap` (each line's kind from the run's component catalog), and the DTP
 * paid in the earlier months of the year.
 */
async function faktaDtp(db: Db, emps: Karyawan[], bulan: string) {
  const acuan = emps.map((e) => bulanAcuan(bulan, e.tanggal_masuk));
  const rows = await db.query<DtpRow>(
    `select e.user_id, e.acuan,
            case when r.id is null then null else
              (select coalesce(sum(b.nominal_hitung), 0)::bigint
                 from penggajian_slip_baris b
                 left join lateral (select r.katalog -> substring(b.kode from '^k([0-9]+)') as k) c on true
                where b.slip_id = r.id
                  and (b.kode = $5
                       or (b.kode ~ '^k[0-9]+$' and b.jenis = 'pendapatan' and c.k ->> 'cara_hitung' = 'tetap'
                           and (c.k ->> 'objek_pajak')::boolean)
                       or (b.kode ~ '^k[0-9]+_pk$'
                           and c.k ->> 'sumber_otomatis' in ('bpjs_kesehatan', 'bpjs_jkk', 'bpjs_jkm'))))
            end as tetap,
            (select coalesce(sum(b.nominal), 0)::bigint
               from penggajian_slip s
               join penggajian p on p.id = s.penggajian_id and p.status = 'final' and p.bulan >= $3 and p.bulan < $4
               join penggajian_slip_baris b on b.slip_id = s.id and b.kode = $6
              where s.user_id = e.user_id) as dtp
       from unnest($1::bigint[], $2::text[]) as e (user_id, acuan)
       left join lateral (
         select s.id, p.komponen as katalog
           from penggajian_slip s
           join penggajian p on p.id = s.penggajian_id and p.status = 'final' and p.jenis = 'gaji' and p.bulan = e.acuan
          where s.user_id = e.user_id and e.acuan < $4
          limit 1) r on true`,
    [emps.map((e) => e.id), acuan, `${bulan.slice(0, 4)}-01`, bulan, KODE_TUNJANGAN_PPH21, KODE_PPH21_DTP],
  );
  return new Map(rows.map((r) => [r.user_id, r]));
}
