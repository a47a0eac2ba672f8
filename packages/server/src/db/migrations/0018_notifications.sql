-- Web Push (decision 0011): the server's VAPID key pair and the outbox of pushes to send.

-- One row: made on first start, shared by every server process (subscriptions are bound to the public key).
create table vapid_keys (
  id int primary key default 1 check (id = 1),
  public_key text not null,
  private_key text not null,
  created_at timestamptz not null default now()
);

-- Written in the transaction that causes a push, so a rolled-back request sends nothing; a NOTIFY at commit
-- wakes the server processes and one of them claims each row (for update skip locked).
create table push_outbox (
  id bigint generated always as identity primary key,
  -- Exactly one audience: the live sessions of these users, these sessions (revoked or not), or everyone.
  user_ids bigint[],
  session_ids bigint[],
  payload jsonb not null,
  created_at timestamptz not null default now(),
  check (user_ids is null or session_ids is null)
);
