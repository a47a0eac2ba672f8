import { useState } from 'react';
import { Button } from '../../ui/Button';
import { downloadPdf } from './files';

/**
 * The employee's annual Bukti Potong PPh 21 (form 1721-A1) for a tax year: available once December's pay (or the
 * last month worked) is final; otherwise the server says so.
 */
export function BuktiPotongA1Card({ tahunTahun }: { tahunTahun: number[] }) {
  const [tahun, setTahun] = useState(tahunTahun[0]);
  const [memuat, setMemuat] = useState(false);
  if (tahunTahun.length === 0) return null;
  const unduh = async () => {
    setMemuat(true);
    await downloadPdf(`/penggajian/saya/bukti-potong-a1?tahun=${tahun}`, `bukti-potong-a1-${tahun}.pdf`);
    setMemuat(false);
  };
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby="a1-judul">
      <h2 id="a1-judul" className="font-semibold text-slate-900">
        Bukti Potong PPh 21 Tahunan (A1)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Untuk lapor SPT Tahunan. Tersedia setelah gaji Desember final. Bila slip gaji PDF Anda berkata sandi, PDF ini dibuka
        dengan kata sandi yang sama: tanggal lahir Anda (ddmmyyyy).
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block text-slate-700">Tahun pajak</span>
          <select
            className="min-h-11 rounded-lg border border-slate-300 px-3"
            value={tahun}
            onChange={(e) => setTahun(Number(e.target.value))}
          >
            {tahunTahun.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={unduh} disabled={memuat}>
          {memuat ? 'Mengunduh…' : 'Unduh A1 (PDF)'}
        </Button>
      </div>
    </section>
  );
}
