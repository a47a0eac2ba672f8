-- Annual leave that grants itself (issue 16, decision 0020). Entitlement is derived from the join date and
-- the company's policy when asked; only HR's adjustments (each with a reason) and the leave taken are stored.

-- The company's annual leave policy (single row, like pengaturan_keamanan).
create table kebijakan_cuti (
  id int primary key default 1 check (id = 1),
  -- UU 13/2003 art. 79 (3) c as amended by UU 6/2023 (Cipta Kerja): at least 12 working days once 12 months
  -- of continuous service are complete. A company may give more, never less.
  hari_per_tahun int not null default 12 check (hari_per_tahun between 12 and 366),
  -- 'kalender': each calendar year, from the year in which 12 months of service complete;
  -- 'ulang_tahun': each 12 months from every anniversary of the join date.
  dasar text not null default 'kalender' check (dasar in ('kalender', 'ulang_tahun')),
  -- Unused days moved to the next period (0 = none), usable in its first `bawa_bulan` months only.
  bawa_hari int not null default 0 check (bawa_hari between 0 and hari_per_tahun),
  bawa_bulan int not null default 3 check (bawa_bulan between 1 and 12),
  -- Cuti bersama holidays on the employee's working days are taken from annual leave.
  potong_cuti_bersama boolean not null default false,
  updated_at timestamptz not null default now()
);
insert into kebijakan_cuti (id) values (1);

-- HR's adjustments of one employee's annual leave in one period (the period that starts in `periode`).
create table penyesuaian_cuti (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  periode integer not null check (periode between 2000 and 2100),
  hari integer not null check (hari between -366 and 366 and hari <> 0),
  alasan text not null check (btrim(alasan) <> ''),
  dibuat_oleh bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index penyesuaian_cuti_user_idx on penyesuaian_cuti (user_id, periode);

-- Every yearly quota HR kept becomes the adjustment that keeps its total under the default policy above
-- (calendar years, 12 days, no carry-over): the derived 12 days count for a year whose 1 January or, in the
-- year 12 months of service complete, the day they complete, is on or before the employee's last day. A quota
-- the old "generate" button made equals that and moves nothing.
insert into penyesuaian_cuti (user_id, periode, hari, alasan, created_at, updated_at)
select k.user_id, k.tahun, k.total_hari - d.hak,
       'Kuota cuti tahun ' || k.tahun || ' sebelumnya ' || k.total_hari || ' hari'
         || coalesce(' (' || nullif(btrim(k.keterangan), '') || ')', '') || '.',
       k.created_at, k.updated_at
  from kuota_cuti k
  join users u on u.id = k.user_id
  cross join lateral (
    select case
             when u.tanggal_masuk is not null
              and greatest(make_date(k.tahun, 1, 1), (u.tanggal_masuk + interval '1 year')::date)
                  <= least(make_date(k.tahun, 12, 31),
                           case when u.active then 'infinity'::date
                                else coalesce((u.deactivated_at at time zone 'Asia/Jakarta')::date, '-infinity'::date) end)
             then 12 else 0
           end as hak
  ) d
 where k.total_hari <> d.hak;

drop table kuota_cuti;
