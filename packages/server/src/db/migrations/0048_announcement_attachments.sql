-- Announcement attachments (issue 19): files uploaded through POST /files and claimed by an announcement, the way
-- requests claim theirs. Employees may download them once the announcement is published for them.
create table pengumuman_lampiran (
  pengumuman_id bigint not null references pengumuman (id) on delete cascade,
  file_id bigint not null unique references files (id),
  urutan smallint not null,
  primary key (pengumuman_id, file_id)
);
