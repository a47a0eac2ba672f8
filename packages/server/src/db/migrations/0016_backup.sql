-- Backups: the archives live in DATA_DIR/backups; this table is their index (who, when, what they hold).
-- dibuat_oleh is the maker's name, not a foreign key: a restore replaces every user, and the index outlives it.
create table backups (
  id bigint generated always as identity primary key,
  nama_berkas text not null unique,
  ukuran bigint not null,
  sha256 text not null,
  otomatis boolean not null,
  dibuat_oleh text,
  jumlah_tabel int not null,
  jumlah_baris bigint not null,
  jumlah_berkas int not null,
  created_at timestamptz not null default now()
);
create index backups_created_idx on backups (created_at desc);

-- The schedule is one row: a daily backup at `jam` (Asia/Jakarta), keeping the last `simpan` automatic ones.
-- terakhir_otomatis is the Jakarta date of the last scheduled run: the claim that lets one server run it.
create table backup_jadwal (
  id smallint primary key default 1 check (id = 1),
  aktif boolean not null default false,
  jam smallint not null default 1 check (jam between 0 and 23),
  simpan int not null default 7 check (simpan between 1 and 90),
  terakhir_otomatis date,
  updated_at timestamptz not null default now()
);
insert into backup_jadwal default values;
