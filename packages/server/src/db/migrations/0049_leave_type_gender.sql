-- Leave types limited to one gender (issue 19): null = everyone. The statutory ones that only one gender can take
-- are limited from the start (UU 13/2003 Pasal 81 and 82 for women, Pasal 93 ayat (4) huruf e for men).
alter table jenis_izin add column jenis_kelamin text check (jenis_kelamin in ('Laki-laki', 'Perempuan'));
update jenis_izin set jenis_kelamin = 'Perempuan' where bawaan and kode in ('SH', 'CM', 'CK');
update jenis_izin set jenis_kelamin = 'Laki-laki' where bawaan and kode = 'IML';
