-- Piece-rate and daily work (borongan/harian): a price list with dated prices, and employees' entries.

-- A job on the price list. Its price lives in harga_borongan_tarif so that a change is dated and never
-- rewrites a past wage.
create table harga_borongan (
  id bigint generated always as identity primary key,
  nama text not null,
  satuan text not null,
  tipe text not null check (tipe in ('harian', 'borongan')),
  aktif boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index harga_borongan_nama_uq on harga_borongan (lower(nama), lower(satuan)) where aktif;

-- The price from a date on; the price in force on a date is the row with the latest berlaku_mulai <= date.
create table harga_borongan_tarif (
  harga_borongan_id bigint not null references harga_borongan (id) on delete cascade,
  berlaku_mulai date not null,
  harga bigint not null check (harga > 0),
  dibuat_oleh bigint references users (id),
  created_at timestamptz not null default now(),
  primary key (harga_borongan_id, berlaku_mulai)
);

-- One entry per employee and date (a second one for the same date is refused while the first is not
-- rejected or cancelled); its status lives in approvals (tipe 'borongan').
create table borongan (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  tanggal date not null,
  -- Sum of the items' upah, kept so that reports and payroll read one column.
  total_upah bigint not null check (total_upah >= 0),
  keterangan text,
  created_at timestamptz not null default now()
);
create index borongan_user_tanggal_idx on borongan (user_id, tanggal desc);
create index borongan_tanggal_idx on borongan (tanggal, user_id);

-- The job's name, unit, type and price are copied from the price list (the tarif in force on the entry's
-- date): the wage and what it was paid for are fixed when entered; a later rename or price change does not
-- rewrite them.
create table borongan_item (
  borongan_id bigint not null references borongan (id) on delete cascade,
  urutan smallint not null,
  harga_borongan_id bigint not null references harga_borongan (id),
  nama text not null,
  satuan text not null,
  tipe text not null check (tipe in ('harian', 'borongan')),
  jumlah numeric(12, 2) not null check (jumlah > 0),
  harga_satuan bigint not null check (harga_satuan > 0),
  -- round(jumlah * harga_satuan) half away from zero, whole rupiah.
  upah bigint not null check (upah >= 0),
  primary key (borongan_id, urutan)
);
