import type { PengaturanKeamananRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

export interface KeamananRow {
  wajib_wajah_terdaftar: boolean;
  retensi_foto_bulan: number;
  batas_absen_offline_menit: number;
  updated_at: Date;
}

const COLUMNS = 'wajib_wajah_terdaftar, retensi_foto_bulan, batas_absen_offline_menit, updated_at';

export async function get(db: Db): Promise<KeamananRow> {
  const [row] = await db.query<KeamananRow>(`select ${COLUMNS} from pengaturan_keamanan where id = 1`);
  // The row exists from migration 0026; the column defaults stand in should someone have removed it.
  return row ?? { wajib_wajah_terdaftar: false, retensi_foto_bulan: 24, batas_absen_offline_menit: 10, updated_at: new Date(0) };
}

export async function save(db: Db, p: PengaturanKeamananRequest): Promise<KeamananRow> {
  const [row] = await db.query<KeamananRow>(
    `insert into pengaturan_keamanan (id, wajib_wajah_terdaftar, retensi_foto_bulan, batas_absen_offline_menit)
     values (1, $1, $2, $3)
     on conflict (id) do update set wajib_wajah_terdaftar = excluded.wajib_wajah_terdaftar,
       retensi_foto_bulan = excluded.retensi_foto_bulan, batas_absen_offline_menit = excluded.batas_absen_offline_menit,
       updated_at = now()
     returning ${COLUMNS}`,
    [p.wajib_wajah_terdaftar, p.retensi_foto_bulan, p.batas_absen_offline_menit],
  );
  return row;
}
