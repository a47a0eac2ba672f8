import type { Db } from '../../platform/db.ts';
import type { MasukanPajakPensiun } from './slip-pph21-jp.rules.ts';
import { statusAwalTahun } from './ptkp-tahunan.repo.ts';
import { jenisPegawaiPajak } from './statutory/jenis-pegawai.ts';

// What slip-pph21-jp.rules.ts needs of each employee of a monthly draft, read for all of them at once (three
// set-based queries, whatever the number of employees): the tax year's PTKP status, days with approved piece-rate
// or daily-wage entries, and the JP option after the pension age.

type Masukan = Pick<
  MasukanPajakPensiun,
  'status_ptkp' | 'ptkp_terkini' | 'jenis_pegawai_pajak' | 'hari_borongan' | 'jp_setelah_usia_pensiun'
>;

export async function masukanPajakPensiun(
  db: Db,
  emps: readonly { id: number; tipe_karyawan: string | null }[],
  bulan: string,
  dari: string,
  sampai: string,
): Promise<Map<number, Masukan>> {
  const ids = emps.map((e) => e.id);
  if (ids.length === 0) return new Map();
  const ptkp = await statusPtkpSlip(db, ids, bulan);
  const hari = await db.query<{ user_id: number; hari: number }>(
    `select b.user_id, count(distinct b.tanggal)::int as hari
       from borongan b join approvals ap on ap.tipe = 'borongan' and ap.request_id = b.id and ap.status = 'Disetujui'
      where b.user_id = any($1::bigint[]) and b.tanggal between $2::date and $3::date
      group by b.user_id`,
    [ids, dari, sampai],
  );
  const hariMap = new Map(hari.map((h) => [Number(h.user_id), h.hari]));
  const jp = await db.query<{ id: number }>('select id from users where id = any($1::bigint[]) and jp_setelah_usia_pensiun', [
    ids,
  ]);
  const jpSet = new Set(jp.map((r) => Number(r.id)));
  return new Map(
    emps.map((e) => {
      return [
        e.id,
        {
          ...ptkp.get(e.id)!,
          jenis_pegawai_pajak: jenisPegawaiPajak(e.tipe_karyawan),
          hari_borongan: hariMap.get(e.id) ?? 0,
          jp_setelah_usia_pensiun: jpSet.has(e.id),
        },
      ];
    }),
  );
}

/** Each employee's PTKP status for a slip of `bulan`: the tax year's, and the current one when it differs. */
export async function statusPtkpSlip(
  db: Db,
  ids: number[],
  bulan: string,
): Promise<Map<number, Pick<MasukanPajakPensiun, 'status_ptkp' | 'ptkp_terkini'>>> {
  const ptkp = await statusAwalTahun(db, ids, Number(bulan.slice(0, 4)));
  return new Map(
    ids.map((id) => {
      const s = ptkp.get(id);
      const berbeda = s && s.terkini !== s.status_ptkp && s.terakhir_diubah;
      // A change takes effect from the tax year after the one it was made in.
      const terkini = berbeda ? { status: s.terkini, berlaku_tahun: Number(s.terakhir_diubah!.slice(0, 4)) + 1 } : null;
      return [id, { status_ptkp: s ? s.status_ptkp : null, ptkp_terkini: terkini }];
    }),
  );
}
