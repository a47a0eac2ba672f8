import type { AuditJenis, AuditKategori, AuditOrang } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { containsPattern } from '../../platform/search.ts';

// Reads audit_log (written by platform/audit.ts) and biometric_access_log (written by the files module), and
// users for names.

export interface AuditFilter {
  jenis?: AuditJenis;
  kategori?: AuditKategori;
  pelakuId?: number;
  karyawanId?: number;
  from?: string;
  to?: string;
  search?: string;
  page: number;
  size: number;
}

/** One entry as stored: the readable parts and the raw record. */
export interface AuditRow {
  id: number;
  jenis: AuditJenis;
  waktu: string;
  pengguna: string | null;
  pelaku_id: number | null;
  peran: string | null;
  kategori: AuditKategori;
  ringkasan: string | null;
  rincian: string[] | null;
  karyawan_id: number | null;
  karyawan_nama: string | null;
  karyawan_nip: string | null;
  method: string | null;
  route: string | null;
  aksi: string;
  params: Record<string, unknown>;
  data: unknown;
  status: number | null;
  subjek: string | null;
}

// Both logs as one list. A biometric view is about its subject; its actor's role is read as it is now.
const LOG = `
  select 'perubahan' as jenis, a.id, a.at as waktu, coalesce(a.user_name, u.fullname) as pengguna, a.user_id as pelaku_id,
         coalesce(a.user_role, (select r.nama from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = a.user_id
           order by case r.nama when 'Admin' then 0 when 'HRD' then 1 when 'Karyawan' then 3 else 2 end, r.nama limit 1)) as peran,
         a.kategori, a.ringkasan, a.rincian, a.karyawan_id, a.karyawan_nama, a.karyawan_nip,
         a.method, a.route, a.method || ' ' || a.route as aksi, a.params, a.data, a.status::int as status, null::text as subjek
    from audit_log a left join users u on u.id = a.user_id
   where $1::text is distinct from 'akses_biometrik'
  union all
  select 'akses_biometrik', b.id, b.at, v.fullname, v.id,
         (select r.nama from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = v.id
           order by case r.nama when 'Admin' then 0 when 'HRD' then 1 when 'Karyawan' then 3 else 2 end, r.nama limit 1),
         'biometrik', null, null, s.id, s.fullname, s.nip, null, null, b.what, '{}'::jsonb, null::jsonb, null::int, s.fullname
    from biometric_access_log b join users v on v.id = b.viewer_id join users s on s.id = b.subject_id
   where $1::text is distinct from 'perubahan'`;

export async function list(db: Db, f: AuditFilter): Promise<{ items: AuditRow[]; total: number }> {
  // Dates are Jakarta dates (the company's office clock); both logs are cut the same way.
  const rows = await db.query<AuditRow & { total: number }>(
    `with log as (${LOG})
     select log.*, count(*) over () ::int as total from log
      where ($2::date is null or waktu >= ($2::date::timestamp at time zone 'Asia/Jakarta'))
        and ($3::date is null or waktu < (($3::date + 1)::timestamp at time zone 'Asia/Jakarta'))
        and ($4::text is null or pengguna ilike $4 or karyawan_nama ilike $4 or karyawan_nip ilike $4
             or ringkasan ilike $4 or rincian::text ilike $4 or data::text ilike $4)
        and ($5::text is null or kategori = $5)
        and ($6::bigint is null or pelaku_id = $6)
        and ($7::bigint is null or karyawan_id = $7)
      order by waktu desc, id desc
      limit $8 offset $9`,
    [
      f.jenis ?? null,
      f.from ?? null,
      f.to ?? null,
      containsPattern(f.search),
      f.kategori ?? null,
      f.pelakuId ?? null,
      f.karyawanId ?? null,
      f.size,
      (f.page - 1) * f.size,
    ],
  );
  const total = rows[0]?.total ?? 0;
  return { total, items: rows.map(({ total: _t, ...r }) => ({ ...r, waktu: new Date(r.waktu).toISOString() })) };
}

/** The people who acted and the employees concerned in either log, for the viewer's filters. */
export async function opsi(db: Db): Promise<{ pelaku: AuditOrang[]; karyawan: AuditOrang[] }> {
  const pelaku = await db.query<AuditOrang>(
    `select u.id, u.fullname as nama, u.nip from users u
      where exists (select 1 from audit_log a where a.user_id = u.id)
         or exists (select 1 from biometric_access_log b where b.viewer_id = u.id)
      order by lower(u.fullname), u.id`,
  );
  const karyawan = await db.query<AuditOrang>(
    `select u.id, u.fullname as nama, u.nip from users u
      where exists (select 1 from audit_log a where a.karyawan_id = u.id)
         or exists (select 1 from biometric_access_log b where b.subject_id = u.id)
      order by lower(u.fullname), u.id`,
  );
  return { pelaku, karyawan };
}
