import type { LemburPerhitungan } from '@hadir/contract';
import { formatRupiah } from '../lib/format';

/** 3 -> '3 jam', 1.5 -> '1 jam 30 menit', 0.75 -> '45 menit'. */
export function formatJam(jam: number): string {
  const minutes = Math.round(jam * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} menit`;
  return m ? `${h} jam ${m} menit` : `${h} jam`;
}

const pengali = (n: number) => `${String(n).replace('.', ',')}x`;

/**
 * An overtime's hours and PP 35/2021 pay tiers (art. 31-32), with rupiah amounts when the server sends
 * them (the employee's monthly wage is known and the viewer may see it); employee, admin and approver pages.
 */
export function OvertimeTiers({
  data,
  withoutAmountsNote = 'Nominal tampil setelah upah bulanan tercatat di penggajian.',
}: {
  data: LemburPerhitungan;
  /** Why the rupiah amounts are missing, when they are. */
  withoutAmountsNote?: string;
}) {
  const known = data.total !== null;
  return (
    <section aria-label="Rincian upah lembur" className="space-y-2 text-sm">
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-slate-500">Durasi</dt>
          <dd className="font-semibold text-slate-900">{formatJam(data.jam)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Jenis Hari</dt>
          <dd className="text-slate-900">{data.keterangan_hari}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Hari Kerja Seminggu</dt>
          <dd className="text-slate-900">{data.hari_kerja_per_minggu} hari</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Upah per Jam</dt>
          <dd className="text-slate-900">{known ? formatRupiah(data.upah_per_jam) : '-'}</dd>
        </div>
      </dl>
      <table className="w-full text-left">
        <caption className="sr-only">Rincian jam lembur dan pengali</caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Jam ke-
            </th>
            <th scope="col" className="py-1 font-medium">
              Durasi
            </th>
            <th scope="col" className="py-1 font-medium">
              Pengali
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Nominal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.tiers.map((t) => (
            <tr key={t.jam_ke}>
              <td className="py-1">{t.jam_ke}</td>
              <td className="py-1">{formatJam(t.jam)}</td>
              <td className="py-1">{pengali(t.pengali)}</td>
              <td className="py-1 text-right">{formatRupiah(t.nominal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold text-slate-900">
            <td className="py-1" colSpan={3}>
              Total
            </td>
            <td className="py-1 text-right">{formatRupiah(data.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-slate-500">
        Dihitung menurut PP 35/2021 Pasal 31-32: upah per jam = upah sebulan / 173.
        {known ? '' : ` ${withoutAmountsNote}`}
      </p>
    </section>
  );
}
