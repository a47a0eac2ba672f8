-- The admin reimbursement list, newest expense date first. Without an index on the date each page joined and sorted
-- every claim ever filed (a claim a month from each of 10,000 employees: 120,000 a year, 37-43 ms a page on
-- PostgreSQL); with it a page reads the newest dates in order and sorts only within them (by filing time, then id):
-- 4-5 ms. A date range is a range of it (issue 20).
create index reimburse_tanggal_idx on reimburse (tanggal);
