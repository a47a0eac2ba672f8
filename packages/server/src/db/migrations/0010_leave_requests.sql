-- Leave requests (izin/cuti). Status and decision live in the approval engine's approvals table
-- (tipe 'izin'); this is the request itself.

create table izin (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  jenis_izin_id bigint not null references jenis_izin (id),
  -- The type's flags as they were when the request was filed: a later change of the type must not
  -- rewrite the quota used or the pay of leave already on record.
  berbayar boolean not null,
  potong_kuota boolean not null,
  tanggal_mulai date not null,
  tanggal_selesai date not null,
  alasan text not null,
  created_at timestamptz not null default now(),
  check (tanggal_selesai >= tanggal_mulai)
);
create index izin_user_idx on izin (user_id, tanggal_mulai);
create index izin_jenis_idx on izin (jenis_izin_id);

-- The working days the request takes, fixed when it is filed (the schedule's working weekdays minus
-- holidays, from generate_series). They are what the employee asked for and what the quota is charged:
-- a schedule changed next year must not change this year's quota use. One row per day, so that a
-- range crossing a year end is charged to each year's quota.
create table izin_hari (
  izin_id bigint not null references izin (id) on delete cascade,
  tanggal date not null,
  primary key (izin_id, tanggal)
);

-- Attachments (doctor's letters). A file belongs to at most one request.
create table izin_lampiran (
  izin_id bigint not null references izin (id) on delete cascade,
  file_id bigint not null unique references files (id),
  urutan smallint not null,
  primary key (izin_id, file_id)
);
