-- A company's first month on Hadir (issue 16), the columns several parts read.

-- The day the company started using Hadir, and per location the day a branch started later. Days before
-- it are never judged (no alpha, late or incomplete): the status rules take the latest of the employee's
-- join date, the company's and their location's start.
alter table perusahaan add column mulai_hadir date;
alter table lokasi add column mulai_hadir date;

-- A collective leave day (cuti bersama) is a holiday that the company may take from annual leave.
alter table hari_libur add column cuti_bersama boolean not null default false;
