// THE one place that says which shift an employee works on a date (decision 0024): the roster's row where it
// covers the date (a shift, or a day off when its shift_id is null), else the weekly schedule's day. The daily
// judgement, the punch, leave days, overtime tiers, payroll day counts and the entitlement's cuti bersama all join
// it; none reads roster or jadwal_kerja_hari on its own. Holidays are not applied here: each caller says what a
// holiday does to its question (a rostered shift on a holiday is a holiday shift).

/**
 * SQL joins adding alias `as` with the columns of the shift of employee `userId` (with weekly schedule
 * `jadwalKerjaId`) on `date` (SQL expressions):
 * - `kerja` boolean: scheduled to work (roster: a shift; weekly schedule: not a day off; false without either);
 * - `jam_masuk`, `jam_pulang` time (null on a day off);
 * - `toleransi` int; `nama` text (the shift's, the schedule's, or 'Libur' for a rostered day off);
 * - `shift_id` bigint (the roster's shift, null otherwise); `dari_roster` boolean; `istirahat_menit` int (a
 *   shift definition's break, null for the weekly schedule).
 * `range`, when given, bounds the roster rows read (for example `between $1::date and $2::date`), so that a report
 * over many days reads the range's roster rows once.
 */
export function shiftOfDay(userId: string, jadwalKerjaId: string, date: string, as = 'sh', range?: string): string {
  const r = `${as}_r`;
  const s = `${as}_s`;
  const j = `${as}_j`;
  const h = `${as}_h`;
  return `
    left join roster ${r} on ${r}.user_id = ${userId} and ${r}.tanggal = ${date}${range ? ` and ${r}.tanggal ${range}` : ''}
    left join shift ${s} on ${s}.id = ${r}.shift_id
    left join jadwal_kerja ${j} on ${r}.user_id is null and ${j}.id = ${jadwalKerjaId}
    left join jadwal_kerja_hari ${h}
           on ${r}.user_id is null and ${h}.jadwal_kerja_id = ${jadwalKerjaId} and ${h}.hari = extract(isodow from ${date})::int
    cross join lateral (select
           ${r}.user_id is not null as dari_roster,
           ${r}.shift_id,
           case when ${r}.user_id is not null then ${s}.id is not null else coalesce(not ${h}.libur, false) end as kerja,
           case when ${r}.user_id is not null then ${s}.jam_masuk when not ${h}.libur then ${h}.jam_masuk end as jam_masuk,
           case when ${r}.user_id is not null then ${s}.jam_pulang when not ${h}.libur then ${h}.jam_pulang end as jam_pulang,
           case when ${r}.user_id is not null then coalesce(${s}.toleransi_terlambat, 0) else coalesce(${j}.toleransi_terlambat, 0) end
             as toleransi,
           case when ${r}.user_id is not null then coalesce(${s}.nama, 'Libur') else ${j}.nama end as nama,
           ${s}.istirahat_menit) ${as}`;
}
