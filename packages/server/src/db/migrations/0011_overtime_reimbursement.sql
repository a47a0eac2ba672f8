-- Overtime (lembur) and reimbursement requests. Their status and decision live in approvals (tipe
-- 'lembur' / 'reimburse', request_id = the row's id); these tables hold what the employee filed.

-- The monthly wage overtime pay is based on (PP 35/2021 art. 32: hourly wage = monthly wage / 173).
-- Null until known: overtime then shows its hours and tiers without rupiah amounts. Payroll's salary
-- groups (grup gaji) will own this figure later; until then nothing in the app edits it.
alter table users add column upah_bulanan bigint check (upah_bulanan >= 0);
comment on column users.upah_bulanan is
  'Upah sebulan (rupiah) untuk upah lembur; null = belum diketahui. Akan dikelola oleh grup gaji (penggajian).';

-- The day as it was when the overtime was filed (schedule and holidays may change later; the request
-- keeps the facts its limits and tiers were judged on). menit: start to end, across midnight when
-- jam_selesai <= jam_mulai; the overtime belongs to tanggal, the date on which it starts.
create table lembur (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  tanggal date not null,
  jam_mulai time not null,
  jam_selesai time not null,
  menit integer not null check (menit between 1 and 1439),
  alasan text not null,
  jenis_hari text not null check (jenis_hari in ('kerja', 'libur')),
  hari_kerja_per_minggu smallint not null check (hari_kerja_per_minggu in (5, 6)),
  -- PP 35/2021 art. 31 (2) b: a public holiday on the shortest working day of a 6-day week.
  libur_hari_terpendek boolean not null default false,
  nama_hari_libur text,
  created_at timestamptz not null default now()
);
create index lembur_user_tanggal_idx on lembur (user_id, tanggal desc);

create table reimburse (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  tanggal date not null,
  kategori text not null
    check (kategori in ('Transportasi', 'Makan', 'Kesehatan', 'Perjalanan Dinas', 'Operasional', 'Lainnya')),
  nominal bigint not null check (nominal > 0),
  keterangan text not null,
  -- Paid outside payroll: the date, who recorded it, and their note. Approved claims with dibayar_pada
  -- null are 'Belum Dibayar': payroll carries those into the next run.
  dibayar_pada date,
  dibayar_oleh bigint references users (id),
  catatan_pembayaran text,
  created_at timestamptz not null default now(),
  check ((dibayar_pada is null) = (dibayar_oleh is null))
);
create index reimburse_user_tanggal_idx on reimburse (user_id, tanggal desc);
create index reimburse_belum_dibayar_idx on reimburse (id) where dibayar_pada is null;

-- Receipts: a file belongs to one reimbursement only.
create table reimburse_lampiran (
  reimburse_id bigint not null references reimburse (id) on delete cascade,
  file_id bigint not null unique references files (id),
  urutan smallint not null,
  primary key (reimburse_id, file_id)
);
