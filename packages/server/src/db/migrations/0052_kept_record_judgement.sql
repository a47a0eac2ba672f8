-- What a record says about its own day, kept on the record: the recap's totals (status.totals.repo.ts) read these
-- instead of judging every record of a year again (issue 20: a year's export of 10,000 employees judged 2.6 million
-- records, ~11 s on PGlite). They are stored generated columns, so the database derives them in the same statement
-- that writes the record: a punch, a correction or an import can never leave them behind. They use only the record's
-- own snapshot (its shift, tolerance and zone); the day's other facts (a holiday, the counted days, leave) are still
-- read when the totals are summed, so a new holiday or a changed go-live date changes the next total at once.
-- judged() (status.rules.ts) stays the definition; status.totals.test.ts proves the sums equal its days.
--   menit_hadir   minutes from the clock-in's minute to the clock-out's (0 without both), as judged()'s menit_kehadiran
--   menit_telat   minutes late when the snapshot's shift is a working one and the clock-in is past its tolerance
--                 (the predicate of attendance_terlambat_idx), else null
--   menit_awal    minutes early when the snapshot's shift is a working one and the clock-out is before its end, else null
--   tutup_pada    when the day closes: the shift's end (the next day for a night shift), else the next local midnight
-- Instants are compared in local time and converted once (timestamptz arithmetic is not immutable).
alter table attendance
  add column menit_hadir integer generated always as (
    coalesce((floor(date_part('epoch', time_out - timestamptz '1970-01-01 00:00:00+00') / 60)
              - floor(date_part('epoch', time_in - timestamptz '1970-01-01 00:00:00+00') / 60))::integer, 0)) stored,
  add column menit_telat integer generated always as (
    case when hari_kerja and jam_masuk is not null and jam_pulang is not null
              and time_in >= ((tanggal + jam_masuk) + make_interval(mins => toleransi_terlambat + 1)) at time zone zona_waktu
         then floor(date_part('epoch', time_in - (tanggal + jam_masuk) at time zone zona_waktu) / 60)::integer end) stored,
  add column menit_awal integer generated always as (
    case when hari_kerja and jam_masuk is not null and jam_pulang is not null
              and time_out < (tanggal + jam_pulang + case when jam_pulang <= jam_masuk then interval '1 day' else interval '0 day' end)
                             at time zone zona_waktu
         then ceil(date_part('epoch', (tanggal + jam_pulang + case when jam_pulang <= jam_masuk then interval '1 day' else interval '0 day' end)
                                      at time zone zona_waktu - time_out) / 60)::integer end) stored,
  add column tutup_pada timestamptz generated always as (
    coalesce((tanggal + jam_pulang + case when jam_pulang <= jam_masuk then interval '1 day' else interval '0 day' end) at time zone zona_waktu,
             (tanggal + 1)::timestamp at time zone zona_waktu)) stored;

-- The totals read a year of an employee's records from this index alone (0025): now the kept columns instead of the
-- snapshot they come from. The records without a clock-in, judged in full, are few and read from the table.
drop index attendance_user_id_tanggal_key;
create unique index attendance_user_id_tanggal_key on attendance (user_id, tanggal)
  include (time_in, time_out, menit_hadir, menit_telat, menit_awal, tutup_pada);
