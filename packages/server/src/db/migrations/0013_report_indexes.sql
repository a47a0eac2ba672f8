-- Indexes for the reports (laporan).

-- Laporan Keterlambatan lists late days across everyone. A record can only be late by its own shift
-- snapshot (attendance.jam_masuk, toleransi_terlambat, zona_waktu, hari_kerja) and the holiday table, so
-- the late records are indexable: this partial index holds exactly the records whose clock-in minute is
-- after jam masuk + tolerance. Being an index over the record's columns, a correction or a re-punch moves
-- the record in or out at once. status.repo.ts stays the definition of late; reports.repo.ts
-- (LATE_RECORD) repeats this predicate word for word so the planner can use the index, and
-- reports.test.ts proves the two agree. The tolerance is added before the zone conversion because
-- timestamptz + interval is not immutable (Indonesian zones have no DST, so both forms are equal).
create index attendance_terlambat_idx on attendance (tanggal, user_id)
  where hari_kerja and jam_masuk is not null and jam_pulang is not null
    and time_in >= ((tanggal + jam_masuk) + make_interval(mins => toleransi_terlambat + 1)) at time zone zona_waktu;

-- Recap pages walk employees in name order (then NIP), with keyset batches for the exports.
create index users_nama_nip_idx on users (lower(fullname), nip, id);
