-- The admin lists of leave and of attendance corrections show the newest filings first. Without an index in that
-- order, each page joined and sorted every request ever filed: a year of leave of 10,000 employees (120,000
-- requests) took 0.4-0.5 s a page on PGlite, and the cost grew with every year kept (issue 20). In this order a page
-- reads its own rows from the index and stops.
create index approvals_tipe_pengajuan_idx on approvals (tipe, tanggal_pengajuan desc, request_id desc);
