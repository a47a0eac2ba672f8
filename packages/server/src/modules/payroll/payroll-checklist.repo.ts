import type { Db } from '../../platform/db.ts';
import type { KodePeriksa } from './payroll-checklist.ts';
import { KODE_DIBAWA, KODE_DIHAPUS } from './payroll-run.net.ts';

// The checklist's SQL: every check over the run's slips in one statement (a CTE over the slips, a union of the
// checks, counted and cut to the first N per check by window functions), so it stays one round trip at 10,000 slips.

export interface BarisTemuan {
  kode: KodePeriksa;
  user_id: number;
  nip: string;
  nama: string;
  jumlah: number;
}

const ADA = (col: string) => `nullif(btrim(${col}), '') is not null`;
const KOSONG = (col: string) => `nullif(btrim(${col}), '') is null`;

/**
 * Employees each check finds in run `runId` (the first `batas` by name per check, with the check's count).
 * `gaji` adds the checks of a monthly run (net pay, birth date for JP, active employees in no group).
 */
export async function temuan(db: Db, runId: number, akhirBulan: string, gaji: boolean, batas: number): Promise<BarisTemuan[]> {
  return db.query<BarisTemuan>(
    `with s as (
       select s.id, s.user_id, s.nip, s.nama, s.nama_bank, s.no_rekening, s.neto, s.masukan->>'status_ptkp' as ptkp_slip,
              u.nama_bank as u_bank, u.no_rekening as u_rekening, u.nik, u.npwp, u.tanggal_lahir
         from penggajian_slip s join users u on u.id = s.user_id
        where s.penggajian_id = $1),
     jp as (
       select 'k' || c.key as kode from penggajian p, jsonb_each(p.komponen) c
        where p.id = $1 and c.value->>'sumber_otomatis' = 'bpjs_jp'),
     m as (
       select 'data_berubah' as kode, user_id, nip, nama from s
        where nama_bank is distinct from u_bank or no_rekening is distinct from u_rekening
       union all
       select 'nik_kosong', user_id, nip, nama from s where ${KOSONG('nik')} and ${KOSONG('npwp')}
       union all
       select 'nik_npwp_tidak_valid', user_id, nip, nama from s
        where (${ADA('nik')} and btrim(nik) !~ '^[0-9]{16}$')
           or (${ADA('npwp')} and regexp_replace(npwp, '[.\\- ]', '', 'g')
                 !~ case when ${ADA('nik')} then '^[0-9]{15,16}$' else '^[0-9]{16}$' end)
       union all
       select 'neto_minus', user_id, nip, nama from s where neto < 0
       union all
       select 'rekening_kosong', user_id, nip, nama from s where neto > 0 and (${KOSONG('nama_bank')} or ${KOSONG('no_rekening')})
       union all
       select 'neto_negatif', user_id, nip, nama from s
        where $3 and exists (select 1 from penggajian_slip_baris b where b.slip_id = s.id and b.kode in ($5, $6))
       union all
       select 'ptkp_kosong', user_id, nip, nama from s where ptkp_slip is null
       union all
       select 'tanggal_lahir_kosong', user_id, nip, nama from s
        where $3 and tanggal_lahir is null
          and exists (select 1 from penggajian_slip_baris b where b.slip_id = s.id and b.kode in (select kode from jp))
       union all
       select 'tanpa_grup', u.id, u.nip, u.fullname from users u
        where $3 and u.active and u.grup_gaji_id is null and (u.tanggal_masuk is null or u.tanggal_masuk <= $2::date))
     select kode, user_id, nip, nama, jumlah::int from (
       select m.*, count(*) over (partition by kode) as jumlah,
              row_number() over (partition by kode order by lower(nama), user_id) as urut
         from m) x
      where urut <= $4
      order by kode, urut`,
    [runId, akhirBulan, gaji, batas, KODE_DIBAWA, KODE_DIHAPUS],
  );
}

/** Each slip's monthly wage (base pay + fixed allowances) where it is known: compared with the minimum wage. */
export async function upahSlip(db: Db, runId: number) {
  return db.query<{ user_id: number; nip: string; nama: string; upah: number; tipe: string | null }>(
    `select user_id, nip, nama, (masukan->>'upah_bulanan')::bigint as upah, masukan->'karyawan'->>'tipe' as tipe
       from penggajian_slip
      where penggajian_id = $1 and masukan->>'upah_bulanan' is not null order by lower(nama), user_id`,
    [runId],
  );
}
