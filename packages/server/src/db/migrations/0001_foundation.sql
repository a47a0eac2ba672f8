-- Foundation: people, roles, sessions, master data, announcements.
-- Ids are bigint identities; money is bigint rupiah; instants are timestamptz.

create table jabatan (
  id bigint generated always as identity primary key,
  nama text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index jabatan_nama_key on jabatan (lower(nama));

create table lokasi (
  id bigint generated always as identity primary key,
  nama text not null,
  alamat text,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  radius integer not null check (radius between 10 and 100000),
  zona_waktu text not null check (zona_waktu in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index lokasi_nama_key on lokasi (lower(nama));

create table jadwal_kerja (
  id bigint generated always as identity primary key,
  nama text not null,
  toleransi_terlambat integer not null default 0 check (toleransi_terlambat between 0 and 240),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index jadwal_kerja_nama_key on jadwal_kerja (lower(nama));

-- One row per weekday (Senin=1 .. Minggu=7). A shift whose jam_pulang <= jam_masuk crosses midnight
-- and belongs to the date on which it starts.
create table jadwal_kerja_hari (
  jadwal_kerja_id bigint not null references jadwal_kerja (id) on delete cascade,
  hari smallint not null check (hari between 1 and 7),
  libur boolean not null,
  jam_masuk time,
  jam_pulang time,
  primary key (jadwal_kerja_id, hari),
  check (libur or (jam_masuk is not null and jam_pulang is not null))
);

create table hari_libur (
  id bigint generated always as identity primary key,
  tanggal date not null unique,
  nama text not null,
  created_at timestamptz not null default now()
);

-- The company profile is a single row.
create table perusahaan (
  id smallint primary key default 1 check (id = 1),
  nama text not null,
  alamat text,
  telepon text,
  email text,
  website text,
  npwp text,
  updated_at timestamptz not null default now()
);
insert into perusahaan (nama) values ('Perusahaan Saya');

create table roles (
  id bigint generated always as identity primary key,
  nama text not null,
  builtin boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index roles_nama_key on roles (lower(nama));
insert into roles (nama, builtin) values ('Admin', true), ('HRD', true), ('Karyawan', true);

create table users (
  id bigint generated always as identity primary key,
  nip text not null,
  username text not null,
  fullname text not null,
  password_hash text not null,
  must_change_password boolean not null default false,
  active boolean not null default true,
  tipe_karyawan text check (tipe_karyawan in ('Tetap', 'Kontrak', 'Harian', 'Borongan', 'Magang')),
  jabatan_id bigint references jabatan (id),
  lokasi_id bigint references lokasi (id),
  jadwal_kerja_id bigint references jadwal_kerja (id),
  tanggal_masuk date,
  -- data kontak
  email text,
  no_hp text,
  alamat text,
  kontak_darurat_nama text,
  kontak_darurat_hubungan text,
  kontak_darurat_no_hp text,
  -- data pribadi
  nik text,
  tempat_lahir text,
  tanggal_lahir date,
  jenis_kelamin text check (jenis_kelamin in ('Laki-laki', 'Perempuan')),
  agama text,
  status_perkawinan text,
  status_ptkp text check (status_ptkp in ('TK/0','TK/1','TK/2','TK/3','K/0','K/1','K/2','K/3')),
  npwp text,
  -- data karyawan
  nama_bank text,
  no_rekening text,
  no_bpjs_kesehatan text,
  no_bpjs_ketenagakerjaan text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deactivated_at timestamptz
);
create unique index users_nip_key on users (lower(nip));
create unique index users_username_key on users (lower(username));
create index users_jabatan_idx on users (jabatan_id);
create index users_lokasi_idx on users (lokasi_id);
create index users_jadwal_idx on users (jadwal_kerja_id);

create table user_roles (
  user_id bigint not null references users (id) on delete cascade,
  role_id bigint not null references roles (id),
  primary key (user_id, role_id)
);
create index user_roles_role_idx on user_roles (role_id);

-- Approvers (PIC, person in charge) of each user.
create table user_pics (
  user_id bigint not null references users (id) on delete cascade,
  pic_id bigint not null references users (id) on delete cascade,
  primary key (user_id, pic_id),
  check (user_id <> pic_id)
);
create index user_pics_pic_idx on user_pics (pic_id);

-- Opaque bearer tokens; only their SHA-256 is stored.
create table sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  push_subscription text
);
create index sessions_user_idx on sessions (user_id);

-- Failed logins, kept in the database so that every server process sees them.
create table login_failures (
  id bigint generated always as identity primary key,
  username text not null,
  ip text not null,
  at timestamptz not null default now()
);
create index login_failures_username_idx on login_failures (lower(username), at);
create index login_failures_ip_idx on login_failures (ip, at);

create table pengumuman (
  id bigint generated always as identity primary key,
  judul text not null,
  isi text not null,
  tanggal_terbit date not null default current_date,
  created_by bigint references users (id),
  date_created timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pengumuman_terbit_idx on pengumuman (tanggal_terbit desc, id desc);
