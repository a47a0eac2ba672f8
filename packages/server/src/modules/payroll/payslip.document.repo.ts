import type { Db } from '../../platform/db.ts';

// What a slip's document needs beyond the slip: the PTKP status kept in the slip's inputs (the one its PPh 21 used,
// whatever the employee's status is today), and the employee's NPWP, NIK and birth date (the PDF's password).

export interface IdentitasRow {
  status_ptkp: string | null;
  npwp: string | null;
  nik: string | null;
  /** yyyy-MM-dd */
  tanggal_lahir: string | null;
}

export async function identitas(db: Db, runId: number, userId: number): Promise<IdentitasRow | undefined> {
  const [row] = await db.query<IdentitasRow>(
    `select s.masukan ->> 'status_ptkp' as status_ptkp, nullif(btrim(u.npwp), '') as npwp, nullif(btrim(u.nik), '') as nik,
            u.tanggal_lahir
       from penggajian_slip s join users u on u.id = s.user_id
      where s.penggajian_id = $1 and s.user_id = $2`,
    [runId, userId],
  );
  return row;
}
