-- Issue 15: clock-in that cannot be faked (docs/decisions/0019-clock-in-liveness.md).

-- Explicit consent at face registration (UU 27/2022): when, which wording version, and the text as shown
-- (it names the retention months in force). Null for registrations made before consent was asked.
alter table face_registrations add column persetujuan_at timestamptz;
alter table face_registrations add column persetujuan_versi int;
alter table face_registrations add column persetujuan_teks text;

-- Re-registering a registered face without a live match with it waits for HR (approval type
-- 'registrasi-wajah'); on approval these descriptors and photos replace the registration.
create table registrasi_wajah (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  descriptors jsonb not null check (jsonb_typeof(descriptors) = 'array'),
  foto_ids bigint[] not null,
  -- Similarity 0-1 of the new photos to the registration in force when filed.
  skor numeric(4, 3),
  persetujuan_at timestamptz not null,
  persetujuan_versi int not null,
  persetujuan_teks text not null,
  created_at timestamptz not null default now()
);
create index registrasi_wajah_user_idx on registrasi_wajah (user_id);

-- One-time liveness challenges for clock-in: the head turn asked for, usable once until berlaku_sampai.
create table tantangan_absen (
  token text primary key,
  user_id bigint not null references users (id) on delete cascade,
  gerakan text not null check (gerakan in ('kiri', 'kanan')),
  berlaku_sampai timestamptz not null,
  dipakai_at timestamptz
);
create index tantangan_absen_user_idx on tantangan_absen (user_id, berlaku_sampai);

-- Replayed files: a punch frame is compared with the person's stored biometric photos by hash.
create index if not exists files_biometrik_sha_idx on files (uploaded_by, sha256) where biometrik;
