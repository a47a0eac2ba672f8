-- Issue 15 groundwork. Three request types join the approval engine: re-registering a registered face,
-- confirming an offline punch whose device time is old, and an employee's change of tax and bank data.
alter table approvals drop constraint approvals_tipe_check;
alter table approvals add constraint approvals_tipe_check
  check (tipe in ('koreksi', 'izin', 'lembur', 'reimburse', 'borongan', 'registrasi-wajah', 'absen-offline', 'data-pribadi'));

-- Company security and privacy settings (single row, like perusahaan).
create table pengaturan_keamanan (
  id int primary key default 1 check (id = 1),
  -- Clock-in needs a registered face (and a selfie that shows one).
  wajib_wajah_terdaftar boolean not null default false,
  -- Clock-in selfies older than this many months, and a deactivated employee's face photos and descriptors
  -- this many months after the last day, are purged (UU 27/2022 art. 43: no longer than needed).
  retensi_foto_bulan int not null default 24 check (retensi_foto_bulan between 1 and 120),
  -- An offline punch whose device time is older than its arrival by more than this waits for HR.
  batas_absen_offline_menit int not null default 10 check (batas_absen_offline_menit between 1 and 1440),
  updated_at timestamptz not null default now()
);
insert into pengaturan_keamanan (id) values (1);
