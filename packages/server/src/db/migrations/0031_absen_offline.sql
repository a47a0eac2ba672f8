-- Offline punches whose device time is older than their arrival by more than
-- pengaturan_keamanan.batas_absen_offline_menit wait here for HR (approval type 'absen-offline'). They are not in
-- attendance, so no judgement, report or payroll counts them; only an approval writes them there.
create table absen_offline (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  tipe text not null check (tipe in ('IN', 'OUT')),
  -- The record's date the punch belongs to, as judged on arrival, and that record's zone.
  tanggal date not null,
  zona_waktu text not null,
  waktu_perangkat timestamptz not null,
  diterima timestamptz not null,
  -- False for an online clock-out held because its clock-in waits for HR.
  offline boolean not null,
  -- Why it waits, as HR reads it.
  alasan text not null,
  latitude double precision not null,
  longitude double precision not null,
  lokasi_id bigint references lokasi (id) on delete set null,
  jarak integer,
  foto_id bigint references files (id) on delete set null,
  skor_wajah real,
  -- The record the approval wrote it to.
  attendance_id bigint references attendance (id) on delete set null,
  created_at timestamptz not null default now()
);
create index absen_offline_user_idx on absen_offline (user_id, tanggal);
create index absen_offline_foto_idx on absen_offline (foto_id) where foto_id is not null;

-- A punch for a month whose pay is final is refused on arrival, as an online one would be.
create trigger absen_offline_kunci before insert on absen_offline
  for each row execute function penggajian_kunci_tanggal();
