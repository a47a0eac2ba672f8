-- The approved leave of a range is looked up per employee (status.rules.ts, leaveDays): with izin_user_idx alone
-- (by start date) every leave an employee ever took that started before the range's end was read and dropped one
-- by one, so the dashboard's today and a month's history grew with every year of leave kept (issue 20). By end date,
-- each employee's lookup starts at the first leave that has not ended before the range.
create index izin_user_selesai_idx on izin (user_id, tanggal_selesai);
