-- The approved leave of a range is looked up per employee (status.rules.ts, leaveDays): with izin_user_idx alone
-- (by start date) every leave an employee ever took that started before the range's end was read and dropped one
-- by one, so the dashboard's today and a month's history grew with every year of leave kept (issue 20). By end date,
-- each employee's lookup starts at the first leave that has not ended before the range. For the whole company the
-- range's leave is read by its end date alone.
create index izin_user_selesai_idx on izin (user_id, tanggal_selesai);
create index izin_selesai_idx on izin (tanggal_selesai);
