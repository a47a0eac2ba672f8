import { type JenisBaris, LABEL_JENIS_BARIS, type SlipBaris, type SlipDetail, type SlipIdentitas } from '@hadir/contract';
import { formatRupiah } from '../../lib/format';
import { namaBulan, namaTanggal } from './format';

const TOTAL: Record<JenisBaris, (s: SlipDetail) => number> = {
  pendapatan: (s) => s.total_pendapatan,
  potongan: (s) => s.total_potongan,
  pemberi_kerja: (s) => s.total_pemberi_kerja,
};

/** A slip: every line with how it was computed, the totals and net pay; `onAdjust` offers adjusting a line. */
export function SlipView({ slip, onAdjust }: { slip: SlipDetail; onAdjust?: (b: SlipBaris) => void }) {
  const acuan = slip.penggajian.tanggal_acuan;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <Info label="Nama" value={slip.nama} />
        <Info label="NIP" value={slip.nip} />
        <Info label="Periode" value={namaBulan(slip.penggajian.bulan)} />
        <Info label="Grup Gaji" value={slip.grup_gaji ?? '-'} />
        {slip.identitas && <Identitas identitas={slip.identitas} />}
        {acuan ? (
          <Info label="Hari raya (acuan THR)" value={namaTanggal(acuan)} />
        ) : (
          <>
            <Info label="Hari kerja" value={String(slip.hari_kerja)} />
            <Info label="Hari hadir" value={String(slip.hari_hadir)} />
            <Info label="Alpha" value={`${slip.hari_alpha} hari`} />
            <Info label="Izin tidak berbayar" value={`${slip.hari_izin_tidak_berbayar} hari`} />
          </>
        )}
      </dl>
      {(['pendapatan', 'potongan'] as const).map((jenis) => (
        <Section key={jenis} jenis={jenis} slip={slip} onAdjust={onAdjust} />
      ))}
      <div className="flex justify-between rounded-lg bg-blue-50 px-3 py-2 font-bold text-blue-900">
        <span>{acuan ? 'THR Bersih' : 'Gaji Bersih'}</span>
        <span data-testid="neto">{formatRupiah(slip.neto)}</span>
      </div>
      <Section jenis="pemberi_kerja" slip={slip} onAdjust={onAdjust} />
    </div>
  );
}

/** The employee's tax number (NPWP, else NIK) and the PTKP status the slip was computed with. */
function Identitas({ identitas }: { identitas: SlipIdentitas }) {
  const [label, nomor] = identitas.npwp
    ? ['NPWP', identitas.npwp]
    : identitas.nik
      ? ['NIK', identitas.nik]
      : ['NPWP/NIK', 'Belum diisi'];
  return (
    <>
      <Info label={label} value={nomor} />
      <Info label="Status PTKP" value={identitas.status_ptkp ?? 'Belum diisi'} />
    </>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-800">{value}</dd>
    </div>
  );
}

function Section({ jenis, slip, onAdjust }: { jenis: JenisBaris; slip: SlipDetail; onAdjust?: (b: SlipBaris) => void }) {
  const rows = slip.baris.filter((b) => b.jenis === jenis);
  return (
    <section aria-label={LABEL_JENIS_BARIS[jenis]}>
      <h3 className="mb-1 font-semibold text-slate-700">{LABEL_JENIS_BARIS[jenis]}</h3>
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {rows.length === 0 && <li className="px-3 py-2 text-slate-500">-</li>}
        {rows.map((b) => (
          <li key={b.kode} className="flex items-start justify-between gap-3 px-3 py-2">
            <div>
              <div className="font-medium text-slate-800">{b.nama}</div>
              <div className="text-xs text-slate-500">{b.rincian}</div>
              {b.alasan_penyesuaian && (
                <div className="text-xs text-amber-700">
                  Disesuaikan dari {formatRupiah(b.nominal_hitung)} oleh {b.disesuaikan_oleh}: {b.alasan_penyesuaian}
                </div>
              )}
            </div>
            <div className="flex shrink-0 flex-col items-end">
              <span className="font-medium">{formatRupiah(b.nominal)}</span>
              {onAdjust && (
                <button type="button" className="text-xs text-blue-700 hover:underline" onClick={() => onAdjust(b)}>
                  Sesuaikan
                </button>
              )}
            </div>
          </li>
        ))}
        <li className="flex justify-between bg-slate-50 px-3 py-2 font-semibold">
          <span>Total {LABEL_JENIS_BARIS[jenis]}</span>
          <span>{formatRupiah(TOTAL[jenis](slip))}</span>
        </li>
      </ul>
    </section>
  );
}
