import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from '../schedules/index.ts';

// What the draft and THR runs read about wages beyond the month itself, for all employees at once (issue 17):
// earlier months' wages for the averages of daily and piece-rate workers, and the working days a joiner or leaver
// was employed.

export interface UpahRataRow {
  user_id: number;
  /** Wages of the window: final slips' wage lines, plus approved piece-rate/daily entries of months without one. */
  total: number;
  /** The part from final slips. */
  dari_slip: number;
}

/**
 * Each employee's wages from their `dari` up to (not including) `sampai`, in one statement. A month with the
 * employee's final regular slip (penggajian_kunci: one a month) counts that slip's wage lines as paid — base pay,
 * fixed allowances, allowances per day present, percentages of base pay, piece-rate/daily wages; never overtime,
 * reimbursements or a tax refund — for the whole calendar month from `dari`'s month to the month before `sampai`'s.
 * Any other day counts the approved piece-rate/daily entries dated in [dari, sampai), as THR runs always did.
 */
export async function upahRataRata(db: Db, userIds: number[], dari: string[], sampai: string): Promise<UpahRataRow[]> {
  if (userIds.length === 0) return [];
  return db.query<UpahRataRow>(
    `with x as (select * from unnest($1::bigint[], $2::date[]) x(user_id, dari)),
     slip as (
       select x.user_id, k.bulan, sum(b.nominal)::bigint as total
         from x
         join penggajian_kunci k on k.user_id = x.user_id
          and k.bulan >= to_char(x.dari, 'YYYY-MM') and k.bulan < to_char($3::date, 'YYYY-MM')
         join penggajian p on p.id = k.penggajian_id
         join penggajian_slip s on s.penggajian_id = k.penggajian_id and s.user_id = k.user_id
         join penggajian_slip_baris b on b.slip_id = s.id and b.jenis = 'pendapatan' and b.kode ~ '^k[0-9]+$'
        where p.komponen -> substr(b.kode, 2) ->> 'cara_hitung' in ('tetap', 'per_hari_hadir', 'persen_gaji_pokok')
           or p.komponen -> substr(b.kode, 2) ->> 'sumber_otomatis' = 'upah_borongan'
        group by x.user_id, k.bulan
     ),
     entri as (
       select x.user_id, sum(bo.total_upah)::bigint as total
         from x
         join borongan bo on bo.user_id = x.user_id and bo.tanggal >= x.dari and bo.tanggal < $3::date
         join approvals ap on ap.tipe = 'borongan' and ap.request_id = bo.id and ap.status = 'Disetujui'
        where not exists (select 1 from slip where slip.user_id = x.user_id and slip.bulan = to_char(bo.tanggal, 'YYYY-MM'))
        group by x.user_id
     ),
     dari_slip as (select user_id, sum(total)::bigint as total from slip group by user_id)
     select x.user_id, (coalesce(s.total, 0) + coalesce(e.total, 0))::bigint as total,
            coalesce(s.total, 0)::bigint as dari_slip
       from x left join dari_slip s on s.user_id = x.user_id left join entri e on e.user_id = x.user_id`,
    [userIds, dari, sampai],
  );
}

/**
 * Working days of each employee (their shift works: the roster's, else the weekly schedule's, shiftOfDay; holidays
 * off) from `dari` to `sampai`, both included. An employee with neither a weekly schedule nor a roster row in the
 * range is absent (no schedule to count by).
 */
export async function hariKerjaDijalani(
  db: Db,
  rows: { user_id: number; dari: string; sampai: string }[],
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const result = await db.query<{ user_id: number; hari: number }>(
    `select x.user_id, (count(*) filter (where sh.kerja and hl.id is null))::int as hari
       from unnest($1::bigint[], $2::date[], $3::date[]) x(user_id, dari, sampai)
       join users u on u.id = x.user_id
       cross join lateral (select x.dari + i as tanggal from generate_series(0, x.sampai - x.dari) i) d
       ${shiftOfDay('u.id', 'u.jadwal_kerja_id', 'd.tanggal')}
       left join hari_libur hl on hl.tanggal = d.tanggal
      group by x.user_id, u.jadwal_kerja_id
     having u.jadwal_kerja_id is not null or bool_or(sh.dari_roster)`,
    [rows.map((r) => r.user_id), rows.map((r) => r.dari), rows.map((r) => r.sampai)],
  );
  return new Map(result.map((r) => [Number(r.user_id), r.hari]));
}
