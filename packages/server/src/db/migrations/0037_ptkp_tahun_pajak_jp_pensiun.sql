-- Issue 17: the PTKP status by tax year, and JP after pension age.

-- Every change of an employee's status, dated. PPh 21 of a month uses the status at the start of its tax year
-- (PP 58/2023 Pasal 2 ayat (3); PMK 168/2023 Pasal 9 ayat (4)): a change made during the year takes effect from the
-- next tax year. A trigger on users records each change whatever path makes it (employee form, approved
-- data-change request, Excel import, ...); several changes on one day keep the day's first status before and last
-- after. Only changes are kept, with the status before: an employee never changed has users.status_ptkp all along,
-- and a backup restore (which inserts users) adds no rows of its own.
create table status_ptkp_riwayat (
  user_id bigint not null references users (id) on delete cascade,
  berlaku_mulai date not null,
  sebelum text check (sebelum in ('TK/0','TK/1','TK/2','TK/3','K/0','K/1','K/2','K/3')),
  sesudah text check (sesudah in ('TK/0','TK/1','TK/2','TK/3','K/0','K/1','K/2','K/3')),
  primary key (user_id, berlaku_mulai)
);

create function status_ptkp_catat() returns trigger
language plpgsql as $$
begin
  if new.status_ptkp is distinct from old.status_ptkp then
    insert into status_ptkp_riwayat (user_id, berlaku_mulai, sebelum, sesudah)
    values (new.id, (now() at time zone 'Asia/Jakarta')::date, old.status_ptkp, new.status_ptkp)
    on conflict (user_id, berlaku_mulai) do update set sesudah = excluded.sesudah;
  end if;
  return new;
end $$;

create trigger users_status_ptkp_riwayat after update of status_ptkp on users
  for each row execute function status_ptkp_catat();

-- An employee past the JP pension age who is still working may choose to keep paying JP until they stop work, at
-- most 3 years after that age (PP 45/2015 Pasal 15 ayat (4)).
alter table users add column jp_setelah_usia_pensiun boolean not null default false;
