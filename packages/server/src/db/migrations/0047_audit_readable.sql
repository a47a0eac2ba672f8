-- The audit log as HR reads it (issue 19): the actor's role as it was, what kind of action, the employee concerned
-- (kept as written, like user_name, so a rename does not rewrite history) and the change in words, written with the
-- entry by the module that knows it (platform/audit.ts). The raw record (method, route, params, data) stays.
alter table audit_log
  add column user_role text,
  add column kategori text,
  -- The sentence's predicate after the actor: 'mengubah gaji'; null: the viewer says it generically from the route.
  add column ringkasan text,
  add column karyawan_id bigint references users (id),
  add column karyawan_nama text,
  add column karyawan_nip text,
  -- What changed, each a short phrase: ["Gaji Pokok: Rp 7.000.000 → Rp 7.250.000"].
  add column rincian jsonb;

-- Entries written before: the kind of action from the route, the employee from the route's ids, the role as it is now.
update audit_log set kategori = case
  when route like '%/import%' then 'impor'
  when route like '/api/approval%' or route like '/api/users/admin/perubahan-data-pribadi%' then 'approval'
  when route like '/api/grup-gaji/:id/karyawan%' or route like '/api/grup-gaji/:id/nilai-karyawan%'
    or route like '/api/penggajian/:id/slip%' then 'gaji'
  when route like '/api/users%' or route like '/api/face-recognition%' or route like '/api/attendance/admin/lokasi-absen%'
    or route like '/api/mesin-absen/pin%' or route like '/api/privasi%' then 'karyawan'
  when route like '/api/penggajian%' then 'penggajian'
  when route like '/api/roster%' or route like '/api/shift%' or route like '/api/pengaturan-shift%'
    or route like '/api/jadwal-kerja%' then 'jadwal'
  when route like '/api/backup%' then 'cadangan'
  when route like '/api/roles%' then 'peran'
  when route like '/api/jabatan%' or route like '/api/lokasi%' or route like '/api/hari-libur%'
    or route like '/api/jenis-izin%' or route like '/api/kuota-cuti%' or route like '/api/harga-borongan%'
    or route like '/api/komponen-gaji%' or route like '/api/grup-gaji%' or route like '/api/upah-minimum%'
    or route like '/api/perusahaan%' or route like '/api/pengaturan%' or route like '/api/mesin-absen%' then 'pengaturan'
  else 'lainnya' end;

update audit_log a set karyawan_id = u.id, karyawan_nama = u.fullname, karyawan_nip = u.nip
  from users u
 where u.id::text = coalesce(a.params ->> 'user_id', case when a.route like '/api/users/:id%' then a.params ->> 'id' end);

update audit_log a set user_role = (
  select r.nama from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = a.user_id
   order by case r.nama when 'Admin' then 0 when 'HRD' then 1 when 'Karyawan' then 3 else 2 end, r.nama limit 1);

-- A writer that names no kind (a direct insert) files it under 'lainnya'.
alter table audit_log alter column kategori set default 'lainnya', alter column kategori set not null;
create index audit_log_karyawan_idx on audit_log (karyawan_id, at desc) where karyawan_id is not null;
create index audit_log_kategori_idx on audit_log (kategori, at desc);
