import type { AdminSummary } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// The dashboard owns no table. Its summary reads other modules' tables (users, lokasi, jabatan,
// pengumuman, hari_libur) read-only, in one query, because going through five modules would cost
// five round trips for a handful of counts.

/** Counts as of the local date `today` (yyyy-MM-dd): published announcements and upcoming holidays. */
export async function adminSummary(db: Db, today: string): Promise<AdminSummary> {
  const [row] = await db.query<AdminSummary>(
    `select
       (select count(*) from users where active) as karyawan_aktif,
       (select count(*) from users where active and lokasi_id is null) as karyawan_tanpa_lokasi,
       coalesce((
         select json_agg(json_build_object('id', l.id, 'nama', l.nama, 'zona_waktu', l.zona_waktu, 'jumlah', l.jumlah)
                         order by l.nama)
           from (select l.id, l.nama, l.zona_waktu, count(u.id) as jumlah
                   from lokasi l left join users u on u.lokasi_id = l.id and u.active
                  group by l.id) l
       ), '[]'::json) as karyawan_per_lokasi,
       (select count(*) from jabatan) as jumlah_jabatan,
       (select count(*) from lokasi) as jumlah_lokasi,
       (select count(*) from pengumuman where tanggal_terbit <= $1::date) as pengumuman_terbit,
       coalesce((
         select json_agg(json_build_object('id', h.id, 'tanggal', to_char(h.tanggal, 'YYYY-MM-DD'), 'nama', h.nama)
                         order by h.tanggal)
           from (select id, tanggal, nama from hari_libur where tanggal >= $1::date order by tanggal limit 3) h
       ), '[]'::json) as hari_libur_mendatang`,
    [today],
  );
  return row;
}
