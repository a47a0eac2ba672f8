-- Leave settings: leave types (jenis izin) and the yearly annual-leave quota per employee (kuota cuti).
-- Leave counts working days only (DOMAIN.md "Requests"), so maks_hari and total_hari are working days.

create table jenis_izin (
  id bigint generated always as identity primary key,
  nama text not null,
  kode text,
  berbayar boolean not null,
  potong_kuota boolean not null default false,
  wajib_lampiran boolean not null default false,
  -- Most working days one request may take; null = no limit.
  maks_hari integer check (maks_hari is null or maks_hari between 1 and 366),
  aktif boolean not null default true,
  -- Seeded statutory types: editable and deactivatable, never deleted.
  bawaan boolean not null default false,
  keterangan text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Annual leave is paid leave: an unpaid type never draws on the quota.
  check (berbayar or not potong_kuota)
);
create unique index jenis_izin_nama_key on jenis_izin (lower(nama));
create unique index jenis_izin_kode_key on jenis_izin (lower(kode)) where kode is not null;

-- Statutory leave types. Sources:
--  * UU 13/2003 tentang Ketenagakerjaan: art. 79 (annual leave), 81 (menstrual pain), 82 (maternity and
--    miscarriage), 93 (2) and (4) (paid absences and their day counts).
--  * The day counts of art. 93 (4) (own marriage 3 days; child's marriage, circumcision or baptism,
--    wife giving birth or miscarrying, death of spouse/parent/parent-in-law/child/child-in-law 2 days;
--    death of another household member 1 day) as quoted by hukumonline.com (klinik "Jika Karyawan Tidak
--    Masuk Bekerja karena Pernikahan Kedua Anaknya") and kompasiana.com ("Upah dalam Perspektif Hukum");
--    repeated word for word in PP 78/2015 art. 26 (3) (peraturan.info/pp/2015/78/pasal-26), whose list of
--    reasons PP 36/2021 tentang Pengupahan art. 40 (3) c keeps after UU Cipta Kerja (pasal.id, PP 36/2021).
--  * Art. 93 (4) pays "for N days" of absence from work, so the counts are working days.
-- Maternity: art. 82 (1) gives 1.5 months before and 1.5 months after giving birth, i.e. 3 calendar
-- months. Leave is counted in working days, and 3 calendar months (at most 92 days) hold at most 79
-- working days on a 6-day week (13 weeks x 6 + 1), so maks_hari = 79 never cuts the statutory 3 months
-- short on a 5- or 6-day schedule; the approver checks the dates against the doctor's or midwife's
-- estimate. UU 4/2024 (KIA) art. 4 allows up to 3 more months with a doctor's letter: a second request.
-- Miscarriage: art. 82 (2) gives 1.5 months (at most 46 days: 6 weeks x 6 + 4 = 40 working days).
insert into jenis_izin (nama, kode, berbayar, potong_kuota, wajib_lampiran, maks_hari, bawaan, keterangan) values
  ('Cuti Tahunan', 'CT', true, true, false, null, true,
   'UU 13/2003 Pasal 79 ayat (3) huruf c: paling sedikit 12 hari kerja setelah bekerja 12 bulan terus-menerus.'),
  ('Sakit dengan Surat Dokter', 'SKT', true, false, true, null, true,
   'UU 13/2003 Pasal 93 ayat (2) huruf a. Lampirkan surat keterangan dokter.'),
  ('Sakit Haid', 'SH', true, false, false, 2, true,
   'UU 13/2003 Pasal 81 ayat (1) dan Pasal 93 ayat (2) huruf b: hari pertama dan kedua masa haid.'),
  ('Izin Tidak Dibayar', 'ITB', false, false, false, null, true,
   'UU 13/2003 Pasal 93 ayat (1): upah tidak dibayar bila pekerja tidak melakukan pekerjaan.'),
  ('Cuti Melahirkan', 'CM', true, false, true, 79, true,
   'UU 13/2003 Pasal 82 ayat (1): 1,5 bulan sebelum dan 1,5 bulan sesudah melahirkan. Lampirkan surat dokter kandungan atau bidan.'),
  ('Cuti Keguguran', 'CK', true, false, true, 40, true,
   'UU 13/2003 Pasal 82 ayat (2): istirahat 1,5 bulan atau sesuai surat keterangan dokter kandungan atau bidan.'),
  ('Menikah', 'NKH', true, false, false, 3, true,
   'UU 13/2003 Pasal 93 ayat (4) huruf a: 3 hari.'),
  ('Menikahkan Anak', 'NKA', true, false, false, 2, true,
   'UU 13/2003 Pasal 93 ayat (4) huruf b: 2 hari.'),
  ('Mengkhitankan atau Membaptiskan Anak', 'KBA', true, false, false, 2, true,
   'UU 13/2003 Pasal 93 ayat (4) huruf c dan d: 2 hari.'),
  ('Istri Melahirkan atau Keguguran', 'IML', true, false, false, 2, true,
   'UU 13/2003 Pasal 93 ayat (4) huruf e: 2 hari.'),
  ('Suami/Istri, Orang Tua/Mertua, Anak atau Menantu Meninggal Dunia', 'KMD', true, false, false, 2, true,
   'UU 13/2003 Pasal 93 ayat (4) huruf f: 2 hari.'),
  ('Anggota Keluarga Serumah Meninggal Dunia', 'ARM', true, false, false, 1, true,
   'UU 13/2003 Pasal 93 ayat (4) huruf g: 1 hari.');

-- Annual leave entitlement per employee per year. Used and remaining days are derived from approved
-- leave when asked (never stored), so they always equal the leave on record.
create table kuota_cuti (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  tahun integer not null check (tahun between 2000 and 2100),
  total_hari integer not null check (total_hari between 0 and 366),
  keterangan text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, tahun)
);
create index kuota_cuti_tahun_idx on kuota_cuti (tahun, user_id);
