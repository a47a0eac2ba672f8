import type { CaraHitung, JenisKomponen, SumberOtomatis } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

/** One active component of an employee's group with the amount in force for them. */
export interface KomponenBerlaku {
  user_id: number;
  grup_gaji_id: number;
  komponen_gaji_id: number;
  nama: string;
  jenis: JenisKomponen;
  cara_hitung: CaraHitung;
  sumber_otomatis: SumberOtomatis | null;
  objek_pajak: boolean;
  gaji_pokok: boolean;
  /** Own amount, else the group's, else the default (rupiah or basis points); null when computed by the system. */
  nilai: number | null;
}

/** The active components of each employee's group, in the group's order. Employees without a group have none. */
export async function komponenBerlaku(db: Db, userIds: number[]): Promise<KomponenBerlaku[]> {
  if (userIds.length === 0) return [];
  return db.query<KomponenBerlaku>(
    `select u.id as user_id, u.grup_gaji_id, k.id as komponen_gaji_id, k.nama, k.jenis, k.cara_hitung, k.sumber_otomatis,
            k.objek_pajak, k.gaji_pokok,
            case when k.cara_hitung in ('tetap', 'per_hari_hadir', 'persen_gaji_pokok')
                 then coalesce(kk.nilai, gk.nilai, k.nilai_default) end as nilai
       from users u
       join grup_gaji_komponen gk on gk.grup_gaji_id = u.grup_gaji_id
       join komponen_gaji k on k.id = gk.komponen_gaji_id and k.aktif
       left join komponen_gaji_karyawan kk on kk.user_id = u.id and kk.komponen_gaji_id = k.id
      where u.id = any($1::bigint[])
      order by u.id, gk.urutan`,
    [userIds],
  );
}

/** Who is in a group at all, and the old users.upah_bulanan of those who are not. */
export async function grupDanUpahLama(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.query<{ id: number; grup_gaji_id: number | null; upah_bulanan: number | null }>(
    'select id, grup_gaji_id, upah_bulanan from users where id = any($1::bigint[])',
    [userIds],
  );
}
