-- The admin overtime list, newest overtime date first (then start time, then id). Without an index in that order each
-- page joined and sorted every overtime request ever filed: 66 ms at 10,000 employees with 20,000 requests, and more
-- every month (issue 20). A page now reads its rows from the index and stops; a date range is a range of it.
create index lembur_tanggal_idx on lembur (tanggal desc, jam_mulai desc, id desc);
