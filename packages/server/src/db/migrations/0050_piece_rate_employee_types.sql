-- Which employee types (users.tipe_karyawan) may enter piece-rate and daily work (issue 19), a single row like
-- pengaturan_shift. An empty list means no limit, as before this setting existed: an upgrade hides nothing until HR
-- chooses the types.
create table pengaturan_borongan (
  id int primary key default 1 check (id = 1),
  tipe_karyawan text[] not null default '{}',
  updated_at timestamptz not null default now()
);
insert into pengaturan_borongan (id) values (1);
