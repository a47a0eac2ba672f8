-- Offline punches: taken without signal at the device's time (time_in/time_out, offline_in/offline_out set),
-- sent later from the device's queue. When each reached the server, for HR review; null for online punches.
alter table attendance add column diterima_in timestamptz;
alter table attendance add column diterima_out timestamptz;
-- HR's review list ("offline punches in this range") stays cheap on a big table.
create index attendance_offline_idx on attendance (tanggal) where offline_in or offline_out;
