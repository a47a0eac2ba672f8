import type { KebijakanCutiRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

export interface KebijakanRow extends KebijakanCutiRequest {
  updated_at: Date;
}

const COLUMNS = 'hari_per_tahun, dasar, bawa_hari, bawa_bulan, potong_cuti_bersama, updated_at';

export async function get(db: Db): Promise<KebijakanRow> {
  const [row] = await db.query<KebijakanRow>(`select ${COLUMNS} from kebijakan_cuti where id = 1`);
  return row;
}

export async function save(db: Db, k: KebijakanCutiRequest): Promise<KebijakanRow> {
  const [row] = await db.query<KebijakanRow>(
    `update kebijakan_cuti set hari_per_tahun = $1, dasar = $2, bawa_hari = $3, bawa_bulan = $4, potong_cuti_bersama = $5,
            updated_at = now()
      where id = 1
     returning ${COLUMNS}`,
    [k.hari_per_tahun, k.dasar, k.bawa_hari, k.bawa_bulan, k.potong_cuti_bersama],
  );
  return row;
}
