import type { AuditItem, AuditJenis } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// Reads audit_log (written by platform/audit.ts) and biometric_access_log (written by the files module), and
// users for names.

export interface AuditFilter {
  jenis?: AuditJenis;
  from?: string;
  to?: string;
  search?: string;
  page: number;
  size: number;
}

export async function list(db: Db, f: AuditFilter): Promise<{ items: AuditItem[]; total: number }> {
  // Dates are Jakarta dates (the company's office clock); both logs are cut the same way.
  const rows = await db.query<AuditItem & { total: number }>(
    `with log as (
       select 'perubahan' as jenis, a.id, a.at as waktu, coalesce(u.fullname, a.user_name) as pengguna,
              a.method || ' ' || a.route as aksi, a.params, a.data, a.status::int as status, null::text as subjek
         from audit_log a left join users u on u.id = a.user_id
        where $1::text is distinct from 'akses_biometrik'
       union all
       select 'akses_biometrik', b.id, b.at, v.fullname, b.what, '{}'::jsonb, null::jsonb, null::int, s.fullname
         from biometric_access_log b join users v on v.id = b.viewer_id join users s on s.id = b.subject_id
        where $1::text is distinct from 'perubahan'
     )
     select log.*, count(*) over () ::int as total from log
      where ($2::date is null or waktu >= ($2::date::timestamp at time zone 'Asia/Jakarta'))
        and ($3::date is null or waktu < (($3::date + 1)::timestamp at time zone 'Asia/Jakarta'))
        and ($4::text is null or pengguna ilike '%' || $4 || '%' or aksi ilike '%' || $4 || '%'
             or subjek ilike '%' || $4 || '%')
      order by waktu desc, id desc
      limit $5 offset $6`,
    [f.jenis ?? null, f.from ?? null, f.to ?? null, f.search || null, f.size, (f.page - 1) * f.size],
  );
  const total = rows[0]?.total ?? 0;
  return {
    total,
    items: rows.map(({ total: _t, ...r }) => ({ ...r, waktu: new Date(r.waktu).toISOString() })),
  };
}
