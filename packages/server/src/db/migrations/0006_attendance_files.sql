-- Selfies and face-registration photos are biometric data: every view of them by someone other than
-- their owner is written to biometric_access_log. The uploader says so when storing the file.
alter table files add column biometrik boolean not null default false;

-- Deleting a file (a replaced face registration) checks that no punch refers to it: without these indexes
-- that check reads the whole attendance table.
create index attendance_foto_in_idx on attendance (foto_in_id) where foto_in_id is not null;
create index attendance_foto_out_idx on attendance (foto_out_id) where foto_out_id is not null;
