-- The company logo (issue 17): perusahaan.logo_file (migration 0036) names the files row that holds the image.
-- A foreign key keeps that row while the company uses it; the file itself lives in the file store like every other
-- stored file, so backups carry it.
alter table perusahaan alter column logo_file type bigint using nullif(logo_file, '')::bigint;
alter table perusahaan add constraint perusahaan_logo_file_fkey foreign key (logo_file) references files (id);
