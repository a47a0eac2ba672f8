-- Issue 17, leave pay: which leave types the payroll pays by a rule of its own, and the seeded types' citations as
-- the law reads after UU 6/2023 (Cipta Kerja) and UU 4/2024 (KIA).

-- The kind of pay rule a leave type follows, fixed by the statutory type it is (never by its editable name or code):
--  * 'melahirkan': months 5 and 6 of maternity leave are paid 75 % (UU 4/2024 Pasal 5 ayat (2) huruf c);
--  * 'sakit': long sickness is paid in tiers when the company chooses so (UU 13/2003 Pasal 93 ayat (3) jo.
--    PP 36/2021 Pasal 41 ayat (1)).
alter table jenis_izin add column kategori_upah text check (kategori_upah in ('melahirkan', 'sakit'));
update jenis_izin set kategori_upah = 'melahirkan' where bawaan and kode = 'CM';
update jenis_izin set kategori_upah = 'sakit' where bawaan and kode = 'SKT';

-- The seeded types cited UU 13/2003 Pasal 93 ayat (2) and (4) alone. After UU 6/2023 the paid absences are set out in
-- PP 36/2021 tentang Pengupahan Pasal 40 ayat (2) huruf a and ayat (3) (sources: pasal.id, PP 36/2021 Pasal 40;
-- CNBC Indonesia via dppkspsi.com "Di Aturan Terbaru Upah Cuti dan Sakit Pekerja Masih Dibayar?"); UU 13/2003
-- Pasal 93 ayat (2)-(4), which UU 6/2023 left as they were (arzettilaw.co.id "Aturan Pembayaran Upah bagi Pekerja
-- yang Sakit"), still sets the paid days. Maternity leave is UU 4/2024 Pasal 4 ayat (3) huruf a (3 months, up to
-- 3 more with a doctor's letter) with the pay of Pasal 5 ayat (2) (sumateraekspres.bacakoran.co and
-- palpres.bacakoran.co, quoting the act). Only rows whose text the admin never changed are updated.
update jenis_izin j set keterangan = v.baru
  from (values
    ('SKT', 'UU 13/2003 Pasal 93 ayat (2) huruf a. Lampirkan surat keterangan dokter.',
     'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf a (UU 13/2003 Pasal 93 ayat (2) huruf a). Sakit berkepanjangan: upah bertahap menurut PP 36/2021 Pasal 41 ayat (1). Lampirkan surat keterangan dokter.'),
    ('SH', 'UU 13/2003 Pasal 81 ayat (1) dan Pasal 93 ayat (2) huruf b: hari pertama dan kedua masa haid.',
     'UU 13/2003 Pasal 81 ayat (1); PP 36/2021 Pasal 40 ayat (3) huruf b: hari pertama dan kedua masa haid.'),
    ('CM', 'UU 13/2003 Pasal 82 ayat (1): 1,5 bulan sebelum dan 1,5 bulan sesudah melahirkan. Lampirkan surat dokter kandungan atau bidan.',
     'UU 4/2024 Pasal 4 ayat (3) huruf a: paling singkat 3 bulan pertama dan paling lama 3 bulan berikutnya dengan surat keterangan dokter (UU 13/2003 Pasal 82 ayat (1)). Upah penuh bulan ke-1 sampai ke-4, 75% bulan ke-5 dan ke-6 (UU 4/2024 Pasal 5 ayat (2)). Lampirkan surat dokter kandungan atau bidan.'),
    ('NKH', 'UU 13/2003 Pasal 93 ayat (4) huruf a: 3 hari.',
     'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf c angka 1; UU 13/2003 Pasal 93 ayat (4) huruf a: dibayar 3 hari.'),
    ('NKA', 'UU 13/2003 Pasal 93 ayat (4) huruf b: 2 hari.',
     'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf c angka 2; UU 13/2003 Pasal 93 ayat (4) huruf b: dibayar 2 hari.'),
    ('KBA', 'UU 13/2003 Pasal 93 ayat (4) huruf c dan d: 2 hari.',
     'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf c angka 3 dan 4; UU 13/2003 Pasal 93 ayat (4) huruf c dan d: dibayar 2 hari.'),
    ('IML', 'UU 13/2003 Pasal 93 ayat (4) huruf e: 2 hari.',
     'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf c angka 5; UU 13/2003 Pasal 93 ayat (4) huruf e: dibayar 2 hari.'),
    ('KMD', 'UU 13/2003 Pasal 93 ayat (4) huruf f: 2 hari.',
     'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf c angka 6; UU 13/2003 Pasal 93 ayat (4) huruf f: dibayar 2 hari.'),
    ('ARM', 'UU 13/2003 Pasal 93 ayat (4) huruf g: 1 hari.',
     'PP 36/2021 Pasal 40 ayat (2) huruf a dan ayat (3) huruf c angka 7; UU 13/2003 Pasal 93 ayat (4) huruf g: dibayar 1 hari.')
  ) as v (kode, lama, baru)
 where j.bawaan and j.kode = v.kode and j.keterangan = v.lama;
