-- The dashboard's trend counts presence per date from the records' index alone (attendance_tanggal_idx holds every
-- record's date and employee): a record is presence unless it has no clock-in (a correction gave only the clock-out).
-- Those few are found here instead of reading every record of the range from the table (issue 20). A clock-in
-- never enters this index; a clock-out does not touch it.
create index attendance_tanpa_masuk_idx on attendance (tanggal, user_id) where time_in is null;
