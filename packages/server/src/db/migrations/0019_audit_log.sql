-- Who changed what and when: every admin change and every approval decision, written by the HTTP layer
-- after the answer (platform/audit.ts). Reads of biometric data have their own log (biometric_access_log).
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id bigint references users (id),
  -- Kept as written: the log must still say who it was after a rename.
  user_name text,
  method text not null,
  route text not null,
  params jsonb not null default '{}',
  -- The request body with secrets and photos removed.
  data jsonb,
  status smallint not null,
  ip text
);
create index audit_log_at_idx on audit_log (at desc);
create index audit_log_user_idx on audit_log (user_id, at desc);
