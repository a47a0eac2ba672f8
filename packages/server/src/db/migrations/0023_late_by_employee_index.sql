-- Laporan Keterlambatan with a search (a name or NIP): the matching employees are few, their late records
-- are then read per employee instead of walking every late record of the range in attendance_terlambat_idx
-- (467,000 for 10,000 employees over a year). The same predicate as attendance_terlambat_idx (0013), word for
-- word: reports.repo.ts (LATE_RECORD) repeats it so that the planner can use either index.
create index attendance_terlambat_user_idx on attendance (user_id, tanggal)
  where hari_kerja and jam_masuk is not null and jam_pulang is not null
    and time_in >= ((tanggal + jam_masuk) + make_interval(mins => toleransi_terlambat + 1)) at time zone zona_waktu;
