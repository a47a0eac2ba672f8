-- Issue 15 (UU 27/2022). An employee's change of tax and bank data (NIK, PTKP, NPWP, bank account) waits for
-- HR: the request keeps the changed fields' values when it was filed (lama) and the ones asked for (baru).
create table perubahan_data_pribadi (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  lama jsonb not null check (jsonb_typeof(lama) = 'object'),
  baru jsonb not null check (jsonb_typeof(baru) = 'object'),
  created_at timestamptz not null default now()
);
create index perubahan_data_pribadi_user_idx on perubahan_data_pribadi (user_id, created_at desc);

-- The daily purge of photos past the retention period: the Jakarta date it last ran, so that with several
-- servers it runs once a day.
create table retensi_foto_jalan (
  id int primary key default 1 check (id = 1),
  terakhir date
);
insert into retensi_foto_jalan (id) values (1);
