-- Scheduled announcements are pushed on their date: dipush_at records the push so that exactly one server
-- sends it once. Announcements already published count as pushed.
alter table pengumuman add column dipush_at timestamptz;
update pengumuman set dipush_at = date_created where tanggal_terbit <= (now() at time zone 'Asia/Jakarta')::date;
create index pengumuman_belum_dipush_idx on pengumuman (tanggal_terbit) where dipush_at is null;
