-- A file is attached to at most one request of any type (leave, reimbursement, ...): the files module
-- claims it under a row lock when a request is filed, whichever table then links it.
alter table files add column dilampirkan boolean not null default false;
update files set dilampirkan = true
 where id in (select file_id from izin_lampiran union select file_id from reimburse_lampiran);
