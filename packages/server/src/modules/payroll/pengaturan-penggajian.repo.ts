import type { KelasRisiko } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// The company's payroll settings: one row (migration 0022).

export interface PengaturanRow {
  kelas_risiko_jkk: KelasRisiko;
  diubah_oleh: string | null;
  diubah_pada: Date;
}

export async function find(db: Db): Promise<PengaturanRow> {
  const [row] = await db.query<PengaturanRow>(
    `select p.kelas_risiko_jkk, u.fullname as diubah_oleh, p.diubah_pada
       from pengaturan_penggajian p left join users u on u.id = p.diubah_oleh where p.id = 1`,
  );
  return row;
}

export async function update(db: Db, kelas: KelasRisiko, oleh: number) {
  await db.query('update pengaturan_penggajian set kelas_risiko_jkk = $1, diubah_oleh = $2, diubah_pada = now() where id = 1', [
    kelas,
    oleh,
  ]);
}
