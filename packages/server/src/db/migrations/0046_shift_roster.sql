-- Issue 18 parts 1-2: shift definitions, the monthly roster per employee, the punch windows and the early
-- clock-out reason (docs/decisions/0024-shift-roster.md).

-- A shift a roster can put an employee on. It crosses midnight when jam_pulang <= jam_masuk and then belongs to
-- the date on which it starts. kode is the short code of the roster grid and its xlsx (P, S, M).
create table shift (
  id bigint generated always as identity primary key,
  nama text not null,
  kode text not null check (kode ~ '^[A-Za-z0-9]{1,4}$'),
  jam_masuk time not null,
  jam_pulang time not null check (jam_pulang <> jam_masuk),
  istirahat_menit int not null default 60 check (istirahat_menit between 0 and 240),
  toleransi_terlambat int not null default 0 check (toleransi_terlambat between 0 and 240),
  -- The clock-in window opens buka_masuk_menit before jam_masuk and closes at jam_pulang; the clock-out window
  -- closes tutup_pulang_menit after jam_pulang.
  buka_masuk_menit int not null default 120 check (buka_masuk_menit between 0 and 720),
  tutup_pulang_menit int not null default 360 check (tutup_pulang_menit between 0 and 720),
  aktif boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index shift_kode_key on shift (upper(kode));
create unique index shift_nama_key on shift (lower(nama));

-- The roster: on the dates it covers it overrides the weekly schedule. shift_id null is a rostered day off.
create table roster (
  user_id bigint not null references users (id) on delete cascade,
  tanggal date not null,
  shift_id bigint references shift (id),
  updated_by bigint references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (user_id, tanggal)
);
create index roster_shift_idx on roster (shift_id);
-- A finalised payroll month is locked for the roster like for attendance (0017).
create trigger roster_kunci before insert or update or delete on roster
  for each row execute function penggajian_kunci_tanggal();

-- The company's punch-window rules (one row).
create table pengaturan_shift (
  id int primary key default 1 check (id = 1),
  -- A punch that fits no shift's window: recorded as outside schedule (true) or refused (false).
  absen_di_luar_jadwal boolean not null default true,
  -- A clock-out more than this many minutes before the shift's end asks for a confirmed reason.
  batas_pulang_awal_menit int not null default 30 check (batas_pulang_awal_menit between 0 and 720),
  -- The windows of the weekly schedules' shifts (a shift definition has its own).
  buka_masuk_menit int not null default 120 check (buka_masuk_menit between 0 and 720),
  tutup_pulang_menit int not null default 360 check (tutup_pulang_menit between 0 and 720),
  updated_at timestamptz not null default now()
);
insert into pengaturan_shift default values;

alter table attendance
  add column alasan_pulang_awal text check (length(alasan_pulang_awal) <= 500),
  add column di_luar_jadwal boolean not null default false;
