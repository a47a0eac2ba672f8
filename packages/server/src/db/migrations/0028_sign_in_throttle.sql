-- Sign-in throttle (decision 0018): counters that slow guessing without locking the owner or an office out.
-- Replaces login_failures, which locked an account for everyone after five failures from anywhere.
drop table login_failures;

create table login_throttle (
  -- pasangan: one account from one client address; akun: one account from every address; alamat: one address
  -- across accounts; ganti: change-password of one account (akun = user id); dikenal: an address the account
  -- signed in from (window_start = last success), exempt from the account and address ceilings.
  jenis text not null check (jenis in ('pasangan', 'akun', 'alamat', 'ganti', 'dikenal')),
  -- lower(username) as typed (also for unknown usernames, so answers do not reveal which exist), or the user id.
  akun text not null default '',
  alamat text not null default '',
  -- Attempts reserved in the window (before the password is checked; a success gives them back or clears them).
  hits int not null,
  window_start timestamptz not null,
  -- The earliest next attempt.
  next_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (jenis, akun, alamat)
);
create index login_throttle_updated_idx on login_throttle (updated_at);
