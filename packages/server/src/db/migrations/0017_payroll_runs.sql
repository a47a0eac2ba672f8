-- Payroll runs (olah penggajian), their slips and lines, the finalise/reopen log, and the lock that keeps a
-- finalised month's attendance and requests unchanged (decision 0010).

-- A run: one month for a set of salary groups. One run per month and group set (a new draft replaces the
-- older draft); status draft -> final -> (reopened) draft.
create table penggajian (
  id bigint generated always as identity primary key,
  bulan text not null check (bulan ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  -- Sorted, distinct group ids: the same set is the same array.
  grup_gaji_ids bigint[] not null check (cardinality(grup_gaji_ids) > 0),
  grup_gaji_nama text not null,
  status text not null check (status in ('draft', 'final')),
  kelas_risiko_jkk text not null,
  -- The components as they were when the draft was computed (id -> name, kind, method, source, taxable, base
  -- pay); slips keep only each component's id and amount in `masukan`.
  komponen jsonb not null default '{}',
  jumlah_karyawan integer not null default 0,
  total_pendapatan bigint not null default 0,
  total_potongan bigint not null default 0,
  total_neto bigint not null default 0,
  total_pemberi_kerja bigint not null default 0,
  dibuat_oleh bigint references users (id),
  dibuat_pada timestamptz not null default now(),
  difinalkan_oleh bigint references users (id),
  difinalkan_pada timestamptz,
  dibuka_oleh bigint references users (id),
  dibuka_pada timestamptz
);
create unique index penggajian_bulan_grup_key on penggajian (bulan, grup_gaji_ids);
create index penggajian_bulan_idx on penggajian (bulan desc, id desc);

-- One slip per employee of a run. Who the employee was (name, NIP, bank account, tax status) is copied so a
-- finalised slip and the bank file never change after a rename. `masukan` holds every input the lines were
-- computed from (days, overtime, piece-rate, reimbursements, components, year-to-date tax), so that an
-- adjustment recomputes the slip from the same facts.
create table penggajian_slip (
  id bigint generated always as identity primary key,
  penggajian_id bigint not null references penggajian (id) on delete cascade,
  user_id bigint not null references users (id),
  nip text not null,
  nama text not null,
  jabatan text,
  grup_gaji text,
  nama_bank text,
  no_rekening text,
  hari_kerja integer not null,
  hari_hadir integer not null,
  hari_alpha integer not null,
  hari_izin_tidak_berbayar integer not null,
  menit_lembur integer not null,
  total_pendapatan bigint not null,
  total_potongan bigint not null,
  neto bigint not null,
  total_pemberi_kerja bigint not null,
  -- For PPh 21 of the last tax period: the year's gross, tax withheld and worker pension contributions.
  bruto_pajak bigint not null,
  pph21 bigint not null,
  iuran_pensiun bigint not null,
  -- json, not jsonb: written once per slip and read whole, never queried inside.
  masukan json not null,
  unique (penggajian_id, user_id)
);
create index penggajian_slip_user_idx on penggajian_slip (user_id);

-- The lines of a slip: what, how much, and how it was computed (rincian). jenis pemberi_kerja = paid by the
-- employer on top of the pay (BPJS employer shares): shown, never deducted. An adjustment keeps the computed
-- amount next to the adjusted one, with the reason and who made it.
create table penggajian_slip_baris (
  slip_id bigint not null references penggajian_slip (id) on delete cascade,
  urutan smallint not null,
  kode text not null,
  nama text not null,
  jenis text not null check (jenis in ('pendapatan', 'potongan', 'pemberi_kerja')),
  nominal_hitung bigint not null,
  nominal bigint not null check (nominal >= 0),
  rincian text not null,
  alasan_penyesuaian text,
  disesuaikan_oleh bigint references users (id),
  disesuaikan_pada timestamptz,
  primary key (slip_id, urutan)
);

-- Approved, unpaid reimbursements a draft included; finalising marks exactly these paid by the run.
create table penggajian_reimburse (
  penggajian_id bigint not null references penggajian (id) on delete cascade,
  reimburse_id bigint not null references reimburse (id),
  primary key (penggajian_id, reimburse_id)
);
alter table reimburse add column penggajian_id bigint references penggajian (id);

-- Finalise and reopen, with who, when and why.
create table penggajian_log (
  id bigint generated always as identity primary key,
  penggajian_id bigint not null references penggajian (id) on delete cascade,
  aksi text not null check (aksi in ('final', 'buka')),
  alasan text,
  oleh bigint not null references users (id),
  pada timestamptz not null default now()
);
create index penggajian_log_run_idx on penggajian_log (penggajian_id, pada);

-- The lock: an employee's month whose pay is final. Written only by payroll (finalise inserts, reopen
-- deletes); the triggers below refuse any change to that month's attendance and requests, whichever module
-- makes it, with SQLSTATE HP409 (mapped to 409 in platform/errors.ts). An employee is in one final run a month.
create table penggajian_kunci (
  user_id bigint not null references users (id),
  bulan text not null,
  penggajian_id bigint not null references penggajian (id),
  primary key (user_id, bulan)
);
create index penggajian_kunci_run_idx on penggajian_kunci (penggajian_id);

create function penggajian_cek_kunci(p_user_id bigint, p_dari date, p_sampai date) returns void
language plpgsql as $$
declare
  v_bulan text;
begin
  select k.bulan into v_bulan from penggajian_kunci k
   where k.user_id = p_user_id and k.bulan between to_char(p_dari, 'YYYY-MM') and to_char(p_sampai, 'YYYY-MM')
   limit 1;
  if v_bulan is not null then
    raise exception using errcode = 'HP409',
      message = format('Penggajian bulan %s sudah final, sehingga data kehadiran dan pengajuan bulan itu terkunci. '
                       'Minta Admin membuka kembali penggajian bulan tersebut.', v_bulan);
  end if;
end $$;

-- Rows with user_id and tanggal (attendance, corrections, overtime, piece-rate entries).
create function penggajian_kunci_tanggal() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform penggajian_cek_kunci(old.user_id, old.tanggal, old.tanggal); end if;
  if tg_op <> 'DELETE' then perform penggajian_cek_kunci(new.user_id, new.tanggal, new.tanggal); end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;

create trigger attendance_kunci before insert or update or delete on attendance
  for each row execute function penggajian_kunci_tanggal();
create trigger koreksi_kehadiran_kunci before insert or update or delete on koreksi_kehadiran
  for each row execute function penggajian_kunci_tanggal();
create trigger lembur_kunci before insert or update or delete on lembur
  for each row execute function penggajian_kunci_tanggal();
create trigger borongan_kunci before insert or update or delete on borongan
  for each row execute function penggajian_kunci_tanggal();

create function penggajian_kunci_izin() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform penggajian_cek_kunci(old.user_id, old.tanggal_mulai, old.tanggal_selesai); end if;
  if tg_op <> 'DELETE' then perform penggajian_cek_kunci(new.user_id, new.tanggal_mulai, new.tanggal_selesai); end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
create trigger izin_kunci before insert or update or delete on izin
  for each row execute function penggajian_kunci_izin();

-- A decision (or cancellation) on a request dated in a locked month. Reimbursements are not tied to a month:
-- an approved claim is carried into the next run.
create function penggajian_kunci_approval() returns trigger
language plpgsql as $$
declare
  r record;
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then return new; end if;
  if new.tipe = 'koreksi' then
    select user_id, tanggal as dari, tanggal as sampai into r from koreksi_kehadiran where id = new.request_id;
  elsif new.tipe = 'lembur' then
    select user_id, tanggal as dari, tanggal as sampai into r from lembur where id = new.request_id;
  elsif new.tipe = 'borongan' then
    select user_id, tanggal as dari, tanggal as sampai into r from borongan where id = new.request_id;
  elsif new.tipe = 'izin' then
    select user_id, tanggal_mulai as dari, tanggal_selesai as sampai into r from izin where id = new.request_id;
  else
    return new;
  end if;
  if found then perform penggajian_cek_kunci(r.user_id, r.dari, r.sampai); end if;
  return new;
end $$;
create trigger approvals_kunci before insert or update on approvals
  for each row execute function penggajian_kunci_approval();
