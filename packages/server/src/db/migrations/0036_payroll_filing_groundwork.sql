-- Issue 17 groundwork: the settings and data several parts of "payroll a company can file and pay" share.

-- The company as the tax office knows it (Coretax): its 16-digit NPWP stays in perusahaan.npwp; the ID TKU
-- (NPWP + 6-digit place of business) and the KLU (business classification, which decides PMK 10/2025's
-- government-borne PPh 21) are new. The logo is a stored file shown on slips and PDFs.
alter table perusahaan add column id_tku text;
alter table perusahaan add column kode_klu text;
alter table perusahaan add column logo_file text;

-- Payroll options the company chooses.
alter table pengaturan_penggajian
  -- How a joiner's or leaver's fixed pay is prorated (PP 36/2021 Pasal 40 ayat (1)).
  add column metode_prorata text not null default 'hari_kalender'
    check (metode_prorata in ('hari_kalender', 'hari_kerja', '21', '25')),
  -- Deductions beyond the earnings: carried to the next month, or capped at the earnings (written off).
  add column neto_negatif text not null default 'dibawa' check (neto_negatif in ('dibawa', 'dibatasi')),
  -- Sick pay in tiers by months of sickness (UU 13/2003 Pasal 93 ayat (3) as kept by PP 36/2021).
  add column upah_sakit_bertahap boolean not null default false,
  -- Slip PDFs open with a password the employee knows (birth date ddmmyyyy).
  add column slip_berpassword boolean not null default false;

-- The minimum wage (UMK, or the province's UMP where no UMK is set) in force at each location from a date,
-- with the decree it comes from: BPJS Kesehatan is computed on at least it and a wage below it is flagged.
create table upah_minimum (
  id bigint generated always as identity primary key,
  lokasi_id bigint not null references lokasi (id) on delete cascade,
  berlaku_mulai date not null,
  nominal bigint not null check (nominal > 0),
  sumber text not null,
  unique (lokasi_id, berlaku_mulai)
);
