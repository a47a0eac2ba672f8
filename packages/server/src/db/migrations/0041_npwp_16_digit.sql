-- Coretax takes 16-digit tax numbers (PMK 112/PMK.03/2022): a 15-digit NPWP becomes 16 digits by a leading 0
-- (Pasal 7 ayat (1)). The forms now store NPWP that way; the numbers stored before are brought to the same form,
-- dots, dashes and spaces dropped. Other values are left as they are for HR to correct.
update users set npwp = '0' || regexp_replace(npwp, '[.\- ]', '', 'g')
 where regexp_replace(npwp, '[.\- ]', '', 'g') ~ '^[0-9]{15}$';
update users set npwp = regexp_replace(npwp, '[.\- ]', '', 'g')
 where npwp ~ '[.\- ]' and regexp_replace(npwp, '[.\- ]', '', 'g') ~ '^[0-9]{16}$';

update perusahaan set npwp = '0' || regexp_replace(npwp, '[.\- ]', '', 'g')
 where regexp_replace(npwp, '[.\- ]', '', 'g') ~ '^[0-9]{15}$';
update perusahaan set npwp = regexp_replace(npwp, '[.\- ]', '', 'g')
 where npwp ~ '[.\- ]' and regexp_replace(npwp, '[.\- ]', '', 'g') ~ '^[0-9]{16}$';
-- The head office's ID TKU (NITKU): the NPWP followed by 000000.
update perusahaan set id_tku = npwp || '000000' where id_tku is null and npwp ~ '^[0-9]{16}$';
