-- Deductions beyond a month's earnings that a company carries to the next month (pengaturan_penggajian.neto_negatif
-- = 'dibawa', issue 17). A row is written when the regular run of `bulan_asal` is finalised and is deducted by
-- exactly one final run of the next month (`dipotong_penggajian_id`, set when that run is finalised): an employee is
-- in one final regular run a month (penggajian_kunci), so a carry is never deducted twice. Reopening the run that
-- carried it deletes it (refused while the next month's final run has deducted it); reopening the run that
-- deducted it gives it back.
create table penggajian_sisa_potongan (
  user_id bigint not null references users (id) on delete cascade,
  bulan_asal text not null check (bulan_asal ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  penggajian_id bigint not null references penggajian (id) on delete cascade,
  nominal bigint not null check (nominal > 0),
  dipotong_penggajian_id bigint references penggajian (id) on delete set null,
  primary key (user_id, bulan_asal)
);
create index penggajian_sisa_potongan_run_idx on penggajian_sisa_potongan (penggajian_id);
create index penggajian_sisa_potongan_dipotong_idx on penggajian_sisa_potongan (dipotong_penggajian_id)
  where dipotong_penggajian_id is not null;
