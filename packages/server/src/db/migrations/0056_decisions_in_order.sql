-- An approver's decided requests of every type ('Riwayat'), newest decision first, ties by id. The old index had no
-- id, so requests decided in one instant (a bulk approval, a migration's import) were sorted whole before a page could
-- be cut: 382 ms for a page of an HR officer's 209,000 decisions at 10,000 employees when they share one instant
-- (issue 20). With the id in the key a page reads its own rows.
drop index approvals_decided_by_idx;
create index approvals_decided_by_idx on approvals (decided_by, tanggal_approval desc, id desc);
