-- Face registration: one reference face per employee. The dashboard reads whether a row exists;
-- registering (and matching selfies against the descriptor) comes with attendance.
create table face_registrations (
  user_id bigint primary key references users (id) on delete cascade,
  descriptor jsonb not null,
  photo_file text,
  created_at timestamptz not null default now()
);
