-- The admin reimbursement list, newest expense date first. Without an index on the date each page joined and sorted
-- every claim ever filed: with a claim a month from each of 10,000 employees (120,000 a year) the page took 451-454 ms
-- on PGlite and 68-72 ms on PostgreSQL. With it a page reads the newest dates in order and sorts only within them (by
-- filing time, then id): 78-89 and 34-47 ms, most of it the page's count. A date range is a range of it (issue 20).
create index reimburse_tanggal_idx on reimburse (tanggal);
