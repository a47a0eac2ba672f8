-- THR runs (Tunjangan Hari Raya Keagamaan, Permenaker 6/2016) and the company's JKK risk class (decision 0010).

-- A run is a regular monthly payroll ('gaji') or a THR run ('thr'). A THR run carries the reference date
-- (tanggal acuan: the religious holiday) that service length is counted to.
alter table penggajian add column jenis text not null default 'gaji' check (jenis in ('gaji', 'thr'));
alter table penggajian add column tanggal_acuan date;
alter table penggajian add constraint penggajian_acuan_check check ((jenis = 'thr') = (tanggal_acuan is not null));
drop index penggajian_bulan_grup_key;
create unique index penggajian_bulan_grup_key on penggajian (jenis, bulan, grup_gaji_ids);

-- One THR run a month per salary group: a second THR run holding the same group in the same month is refused.
-- No foreign key to grup_gaji, like penggajian.grup_gaji_ids: a run outlives a deleted group.
create table penggajian_thr_grup (
  bulan text not null,
  grup_gaji_id bigint not null,
  penggajian_id bigint not null references penggajian (id) on delete cascade,
  primary key (bulan, grup_gaji_id)
);

-- An employee's THR of a month is paid by one final THR run (finalise inserts, reopen deletes). Unlike
-- penggajian_kunci it locks no attendance: a THR slip reads wage settings and earlier months' piece-rate pay.
create table penggajian_thr_kunci (
  user_id bigint not null references users (id),
  bulan text not null,
  penggajian_id bigint not null references penggajian (id),
  primary key (user_id, bulan)
);
create index penggajian_thr_kunci_run_idx on penggajian_thr_kunci (penggajian_id);

-- Company payroll settings, one row. kelas_risiko_jkk: the risk class BPJS Ketenagakerjaan set for the company
-- (PP 44/2015 Pasal 16 ayat (1), Lampiran I: 0,24 / 0,54 / 0,89 / 1,27 / 1,74 %); every new run starts from it.
create table pengaturan_penggajian (
  id smallint primary key default 1 check (id = 1),
  kelas_risiko_jkk text not null default 'sangat_rendah'
    check (kelas_risiko_jkk in ('sangat_rendah', 'rendah', 'sedang', 'tinggi', 'sangat_tinggi')),
  -- No foreign key: the backup treats a table referencing users as business data, and this row always exists.
  diubah_oleh bigint,
  diubah_pada timestamptz not null default now()
);
insert into pengaturan_penggajian default values;
