-- Role management: the admin sections each custom role opens (decision 0015). Built-in roles (Admin, HRD,
-- Karyawan) have no rows here: Admin and HRD open every section, Karyawan none.
create table role_bagian (
  role_id bigint not null references roles (id) on delete cascade,
  bagian text not null check (bagian in ('karyawan', 'riwayat', 'reimburse', 'pengumuman', 'laporan', 'penggajian',
                                         'approval', 'pengaturan')),
  primary key (role_id, bagian)
);
alter table roles add column updated_at timestamptz not null default now();
