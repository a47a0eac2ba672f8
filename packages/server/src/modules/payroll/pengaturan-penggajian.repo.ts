import type { KelasRisiko, MetodeProrata, NetoNegatif, PengaturanPenggajianRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// The company's payroll settings: one row (migrations 0022, 0036).

export interface PengaturanRow {
  kelas_risiko_jkk: KelasRisiko;
  metode_prorata: MetodeProrata;
  neto_negatif: NetoNegatif;
  upah_sakit_bertahap: boolean;
  slip_berpassword: boolean;
  diubah_oleh: string | null;
  diubah_pada: Date;
}

export async function find(db: Db): Promise<PengaturanRow> {
  const [row] = await db.query<PengaturanRow>(
    `select p.kelas_risiko_jkk, p.metode_prorata, p.neto_negatif, p.upah_sakit_bertahap, p.slip_berpassword,
            u.fullname as diubah_oleh, p.diubah_pada
       from pengaturan_penggajian p left join users u on u.id = p.diubah_oleh where p.id = 1`,
  );
  return row;
}

/** Sets the fields given; the others keep their value. */
export async function update(db: Db, input: PengaturanPenggajianRequest, oleh: number) {
  await db.query(
    `update pengaturan_penggajian
        set kelas_risiko_jkk = coalesce($1, kelas_risiko_jkk), metode_prorata = coalesce($2, metode_prorata),
            neto_negatif = coalesce($3, neto_negatif), upah_sakit_bertahap = coalesce($4, upah_sakit_bertahap),
            slip_berpassword = coalesce($5, slip_berpassword), diubah_oleh = $6, diubah_pada = now()
      where id = 1`,
    [
      input.kelas_risiko_jkk ?? null,
      input.metode_prorata ?? null,
      input.neto_negatif ?? null,
      input.upah_sakit_bertahap ?? null,
      input.slip_berpassword ?? null,
      oleh,
    ],
  );
}
