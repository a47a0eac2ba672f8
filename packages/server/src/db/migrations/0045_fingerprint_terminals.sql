-- Issue 18 part 3: fingerprint/face terminals (ZKTeco ADMS "iclock" push) feeding attendance.

-- A terminal registered by its serial number. Its punches count at its location; the time it writes in ATTLOG is
-- local time in zona_waktu (Indonesia has no daylight saving, so the offset is fixed).
create table mesin_absen (
  id bigint generated always as identity primary key,
  nomor_seri text not null,
  nama text not null,
  lokasi_id bigint not null references lokasi (id),
  zona_waktu text not null check (zona_waktu in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')),
  aktif boolean not null default true,
  -- When the terminal last called (handshake, upload or command poll) and the last ATTLOG stamp it sent.
  terakhir_kontak timestamptz,
  stamp_attlog text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index mesin_absen_nomor_seri_key on mesin_absen (upper(nomor_seri));

-- The PIN an employee is enrolled under on every terminal; without a row here the PIN is the employee's NIP.
create table pin_mesin (
  user_id bigint primary key references users (id) on delete cascade,
  pin text not null check (pin ~ '^[0-9A-Za-z]{1,24}$')
);
create unique index pin_mesin_pin_key on pin_mesin (pin);

-- Every ATTLOG line a terminal sent and what became of it. kunci is "PIN<TAB>time" as the terminal wrote them (the
-- whole line when it cannot be read): a line re-sent after a lost answer meets its own row and is never applied
-- twice, while a line refused before (an unknown PIN) is tried again.
create table log_mesin_absen (
  id bigint generated always as identity primary key,
  nomor_seri text not null,
  kunci text not null,
  baris text not null,
  pin text,
  waktu timestamptz,
  user_id bigint references users (id) on delete set null,
  hasil text not null check (hasil in ('diterima', 'ditolak')),
  alasan text,
  diterima_pada timestamptz not null default now()
);
create unique index log_mesin_absen_kunci_key on log_mesin_absen (upper(nomor_seri), kunci);
create index log_mesin_absen_ditolak_idx on log_mesin_absen (diterima_pada desc) where hasil = 'ditolak';
