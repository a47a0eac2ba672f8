-- Login data and approval notifications by e-mail (issue 16, part 5).

-- An account whose login data goes by e-mail (a new employee, the Excel import) has no password until that e-mail
-- leaves: the sender makes one then. Signing in to it is refused like a wrong password.
alter table users alter column password_hash drop not null;

-- The person's own choice (Profile): approval notifications by e-mail as well as by push.
alter table users add column notifikasi_email boolean not null default false;

-- Whether this installation sends e-mail (SMTP_URL), recorded by the server at start. Requests queue e-mail inside
-- their own transactions, in modules that have no configuration (the approval engine); this row tells them, so
-- nothing is queued for a sender that does not exist.
create table mail_status (
  id int primary key default 1 check (id = 1),
  aktif boolean not null,
  updated_at timestamptz not null default now()
);

-- E-mail waiting to leave: written in the transaction that causes it, sent after it commits, tried again with
-- growing pauses while the mail server is slow or away. No password is ever stored here: login data is made by the
-- sender at the moment its e-mail leaves.
create table mail_outbox (
  id bigint generated always as identity primary key,
  jenis text not null check (jenis in ('data-login', 'notifikasi')),
  user_id bigint not null references users (id),
  -- notifikasi: { judul, isi, tautan }; data-login: nothing (made when sent).
  pesan jsonb,
  attempts int not null default 0,
  next_at timestamptz not null default now(),
  -- A sender holds the row while it sends; once this passes another may take it (the first one died).
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  check ((jenis = 'notifikasi') = (pesan is not null))
);
-- One login data e-mail waiting per person: asking again while one waits sends one e-mail, not two passwords.
create unique index mail_outbox_data_login on mail_outbox (user_id) where jenis = 'data-login';
create index mail_outbox_due on mail_outbox (next_at);
