-- Payroll settings: salary components (komponen gaji), salary groups (grup gaji) with their amounts,
-- each employee's group and the employee's own amounts where they differ (decision 0008).
--
-- Units of `nilai` follow the component's cara_hitung: whole rupiah a month (tetap), whole rupiah a day
-- present (per_hari_hadir), basis points of base pay (persen_gaji_pokok: 1% = 100, 100% = 10000).
-- per_jam_lembur (PP 35/2021 art. 31-32 tiers on the monthly wage) and otomatis (a figure the system
-- computes) carry no nilai.

create table komponen_gaji (
  id bigint generated always as identity primary key,
  nama text not null,
  jenis text not null check (jenis in ('pendapatan', 'potongan')),
  cara_hitung text not null
    check (cara_hitung in ('tetap', 'per_hari_hadir', 'per_jam_lembur', 'persen_gaji_pokok', 'otomatis')),
  nilai_default bigint check (nilai_default >= 0),
  -- Which system figure an 'otomatis' component carries; each figure exists once.
  sumber_otomatis text check (sumber_otomatis in ('upah_borongan', 'reimburse', 'potongan_alpha',
    'potongan_izin_tidak_berbayar', 'bpjs_kesehatan', 'bpjs_jht', 'bpjs_jp', 'bpjs_jkk', 'bpjs_jkm', 'pph21')),
  -- Earning: counted in gross income for PPh 21. Deduction: lowers gross income (unpaid days).
  objek_pajak boolean not null,
  -- The one base-pay component (gaji pokok) that percentages and the overtime wage are based on.
  gaji_pokok boolean not null default false,
  aktif boolean not null default true,
  -- Seeded by the system: name, default and status editable; never deleted.
  bawaan boolean not null default false,
  keterangan text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((cara_hitung = 'otomatis') = (sumber_otomatis is not null)),
  check (case cara_hitung
           when 'persen_gaji_pokok' then nilai_default between 0 and 10000
           when 'per_jam_lembur' then nilai_default is null
           when 'otomatis' then nilai_default is null
           else nilai_default is not null end),
  check (not gaji_pokok or (cara_hitung = 'tetap' and jenis = 'pendapatan'))
);
create unique index komponen_gaji_nama_key on komponen_gaji (lower(nama));
create unique index komponen_gaji_sumber_key on komponen_gaji (sumber_otomatis) where sumber_otomatis is not null;
create unique index komponen_gaji_pokok_key on komponen_gaji (gaji_pokok) where gaji_pokok;

-- System components. The BPJS components carry both shares (rates and caps: decision 0007, payroll's
-- statutory code): the employee's share is deducted, the employer's is shown on the slip and, where the
-- law says so, counted as income for PPh 21 by that code, not through objek_pajak.
insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, sumber_otomatis, objek_pajak, gaji_pokok, bawaan, keterangan) values
  ('Gaji Pokok', 'pendapatan', 'tetap', 0, null, true, true, true,
   'Upah pokok sebulan. Atur nilainya per grup gaji, dan per karyawan bila berbeda.'),
  ('Upah Borongan/Harian', 'pendapatan', 'otomatis', null, 'upah_borongan', true, false, true,
   'Jumlah upah borongan dan harian yang disetujui pada periode gaji.'),
  ('Reimburse', 'pendapatan', 'otomatis', null, 'reimburse', false, false, true,
   'Reimburse yang disetujui dan belum dibayar. Penggantian biaya, bukan penghasilan.'),
  ('Potongan Alpha', 'potongan', 'otomatis', null, 'potongan_alpha', true, false, true,
   'Upah hari kerja tanpa kehadiran dan tanpa izin (UU 13/2003 Pasal 93 ayat (1)).'),
  ('Potongan Izin Tidak Berbayar', 'potongan', 'otomatis', null, 'potongan_izin_tidak_berbayar', true, false, true,
   'Upah hari kerja yang diambil sebagai izin tidak berbayar.'),
  ('BPJS Kesehatan', 'potongan', 'otomatis', null, 'bpjs_kesehatan', false, false, true,
   'Iuran 5% dari upah (4% perusahaan, 1% karyawan), dengan batas upah.'),
  ('BPJS JHT', 'potongan', 'otomatis', null, 'bpjs_jht', false, false, true,
   'Jaminan Hari Tua: 3,7% perusahaan, 2% karyawan.'),
  ('BPJS JP', 'potongan', 'otomatis', null, 'bpjs_jp', false, false, true,
   'Jaminan Pensiun: 2% perusahaan, 1% karyawan, dengan batas upah.'),
  ('BPJS JKK', 'potongan', 'otomatis', null, 'bpjs_jkk', false, false, true,
   'Jaminan Kecelakaan Kerja: 0,24%-1,74% sesuai kelompok risiko, ditanggung perusahaan.'),
  ('BPJS JKM', 'potongan', 'otomatis', null, 'bpjs_jkm', false, false, true,
   'Jaminan Kematian: 0,3%, ditanggung perusahaan.'),
  ('PPh 21', 'potongan', 'otomatis', null, 'pph21', false, false, true,
   'Pajak penghasilan karyawan: tarif efektif bulanan (PP 58/2023), Pasal 17 pada masa pajak terakhir.'),
  ('Upah Lembur', 'pendapatan', 'per_jam_lembur', null, null, true, false, false,
   'PP 35/2021 Pasal 31-32: upah sejam = 1/173 upah sebulan, dikali pengali tiap jam lembur yang disetujui.');

create table grup_gaji (
  id bigint generated always as identity primary key,
  nama text not null,
  keterangan text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index grup_gaji_nama_key on grup_gaji (lower(nama));

-- The components of a group and their amounts; nilai null = the component's nilai_default.
create table grup_gaji_komponen (
  grup_gaji_id bigint not null references grup_gaji (id) on delete cascade,
  komponen_gaji_id bigint not null references komponen_gaji (id),
  urutan smallint not null,
  nilai bigint check (nilai >= 0),
  primary key (grup_gaji_id, komponen_gaji_id)
);
create index grup_gaji_komponen_komponen_idx on grup_gaji_komponen (komponen_gaji_id);

-- An employee belongs to at most one group.
alter table users add column grup_gaji_id bigint references grup_gaji (id);
create index users_grup_gaji_idx on users (grup_gaji_id);

-- The employee's own amount of a component (e.g. each person's gaji pokok). It belongs to the person,
-- not the group: it applies in whichever group holds the component, and moving groups keeps it.
create table komponen_gaji_karyawan (
  user_id bigint not null references users (id),
  komponen_gaji_id bigint not null references komponen_gaji (id) on delete cascade,
  nilai bigint not null check (nilai >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, komponen_gaji_id)
);
