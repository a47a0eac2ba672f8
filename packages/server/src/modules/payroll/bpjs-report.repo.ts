import type { Db } from '../../platform/db.ts';
import type { SlipBpjs } from './bpjs-report.ts';

/**
 * Every slip of a run with the employee's identity numbers and the amounts of its BPJS lines (worker share `k<id>`,
 * employer share `k<id>_pk` of the component whose sumber_otomatis names the program), as the slip holds them
 * (an adjusted line reports the adjusted amount).
 */
export async function slipBpjs(db: Db, runId: number): Promise<SlipBpjs[]> {
  return db.query<SlipBpjs>(
    `select s.user_id, s.nip, s.nama, u.nik, u.no_bpjs_ketenagakerjaan, u.no_bpjs_kesehatan,
            to_char(u.tanggal_lahir, 'YYYY-MM-DD') as tanggal_lahir, s.masukan,
            coalesce((select json_object_agg(k.sumber_otomatis || case when b.kode like '%\\_pk' then '_pk' else '' end,
                                             b.nominal)
                        from penggajian_slip_baris b
                        join komponen_gaji k
                          on b.kode in ('k' || k.id, 'k' || k.id || '_pk') and k.sumber_otomatis like 'bpjs\\_%'
                       where b.slip_id = s.id), '{}'::json) as iuran
       from penggajian_slip s join users u on u.id = s.user_id
      where s.penggajian_id = $1
      order by lower(s.nama), s.user_id`,
    [runId],
  );
}

export async function namaPerusahaan(db: Db): Promise<string> {
  const [row] = await db.query<{ nama: string | null }>('select nama from perusahaan where id = 1');
  return row?.nama ?? '';
}
