-- Issue 17, tax options: a salary group may pay its employees' PPh 21 as a taxable allowance (gross-up), so the
-- take-home pay is as if untaxed. Off for every existing group: their slips stay as they were.
alter table grup_gaji add column pph21_gross_up boolean not null default false;
