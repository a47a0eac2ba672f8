-- Attendance: punches, corrections and the approval engine shared by every request type.
-- Facts only (punches, requests, decisions); late, early leave, incomplete and alpha are derived in SQL.

-- Where an employee may punch: their work location, extra allowed locations, or anywhere.
alter table users add column absen_dimana_saja boolean not null default false;
create table user_lokasi_absen (
  user_id bigint not null references users (id) on delete cascade,
  lokasi_id bigint not null references lokasi (id) on delete cascade,
  primary key (user_id, lokasi_id)
);

-- The file store's index: bytes live on disk under DATA_DIR/files (or object storage later).
create table files (
  id bigint generated always as identity primary key,
  nama text not null,
  tipe text not null,
  ukuran integer not null check (ukuran >= 0),
  sha256 text not null,
  storage_key text not null unique,
  uploaded_by bigint references users (id),
  created_at timestamptz not null default now()
);

-- Registered faces: several reference descriptors (one per registration photo) and their photos.
alter table face_registrations drop column descriptor;
alter table face_registrations drop column photo_file;
alter table face_registrations add column descriptors jsonb not null check (jsonb_typeof(descriptors) = 'array');
alter table face_registrations add column foto_ids bigint[] not null default '{}';
alter table face_registrations add column updated_at timestamptz not null default now();

-- One record per employee per working date (the local date of the shift's start). The shift in force
-- when the first punch was made is kept with the record, so a later schedule change does not rewrite
-- the past; days without a record are judged against the schedule when asked.
create table attendance (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  tanggal date not null,
  zona_waktu text not null,
  jadwal_nama text,
  jam_masuk time,
  jam_pulang time,
  toleransi_terlambat integer not null default 0,
  hari_kerja boolean not null,
  time_in timestamptz,
  lat_in double precision,
  lon_in double precision,
  jarak_in integer,
  lokasi_in_id bigint references lokasi (id),
  foto_in_id bigint references files (id),
  skor_wajah_in real,
  offline_in boolean not null default false,
  time_out timestamptz,
  lat_out double precision,
  lon_out double precision,
  jarak_out integer,
  lokasi_out_id bigint references lokasi (id),
  foto_out_id bigint references files (id),
  skor_wajah_out real,
  offline_out boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, tanggal),
  check (time_out is null or time_in is null or time_out > time_in)
);
create index attendance_tanggal_idx on attendance (tanggal, user_id);

-- Every change to a punch after the fact (corrections), with the values before and after.
create table attendance_history (
  id bigint generated always as identity primary key,
  attendance_id bigint not null references attendance (id) on delete cascade,
  changed_at timestamptz not null default now(),
  changed_by bigint references users (id),
  alasan text not null,
  koreksi_id bigint,
  old_time_in timestamptz,
  old_time_out timestamptz,
  new_time_in timestamptz,
  new_time_out timestamptz
);
create index attendance_history_attendance_idx on attendance_history (attendance_id);

-- Requests with a side effect accept an Idempotency-Key: the first answer is replayed for 24 hours.
create table idempotency_keys (
  user_id bigint not null references users (id) on delete cascade,
  key text not null,
  request_hash text not null,
  status_code integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

-- The approval engine: one row per request of any type, holding its status and decision.
create table approvals (
  id bigint generated always as identity primary key,
  tipe text not null check (tipe in ('koreksi', 'izin', 'lembur', 'reimburse', 'borongan')),
  request_id bigint not null,
  requester_id bigint not null references users (id),
  status text not null default 'Menunggu Persetujuan'
    check (status in ('Menunggu Persetujuan', 'Disetujui', 'Ditolak', 'Dibatalkan')),
  tanggal_pengajuan timestamptz not null default now(),
  decided_by bigint references users (id),
  tanggal_approval timestamptz,
  catatan_approval text,
  unique (tipe, request_id)
);
create index approvals_pending_idx on approvals (tipe, tanggal_pengajuan desc) where status = 'Menunggu Persetujuan';
create index approvals_requester_idx on approvals (requester_id, tanggal_pengajuan desc);
create index approvals_decided_by_idx on approvals (decided_by, tanggal_approval desc);

-- Attendance corrections: proposed times for a past date.
create table koreksi_kehadiran (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  tanggal date not null,
  jam_masuk time,
  jam_pulang time,
  alasan text not null,
  created_at timestamptz not null default now(),
  check (jam_masuk is not null or jam_pulang is not null)
);
create index koreksi_user_idx on koreksi_kehadiran (user_id, tanggal desc);

-- Who looked at whose biometric data (selfies, face descriptors), when someone other than the owner did.
create table biometric_access_log (
  id bigint generated always as identity primary key,
  viewer_id bigint not null references users (id),
  subject_id bigint not null references users (id),
  what text not null,
  at timestamptz not null default now()
);
create index biometric_access_subject_idx on biometric_access_log (subject_id, at desc);
