import { type Shift, zRosterPolaRequest } from '@hadir/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Input, Select } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { akhirBulan, useIsiPola } from './api';
import { fromApi, fromIssues, noProblems, type Problems } from './problems';
import { kodeColours } from './colours';
import { Sasaran, sasaranAwal, sasaranBody } from './Sasaran';
import { DateInput } from '../../ui/DateInput';

const LIBUR = 'L';

/**
 * 'Isi Pola': a repeating pattern of shifts and days off (2 pagi, 2 siang, 2 malam, 2 libur) over a date range, for
 * the selected rows or a location/job; each next employee may start it some days later (geser).
 */
export function PolaDialog({
  open,
  onClose,
  bulan,
  shifts,
  terpilih,
}: {
  open: boolean;
  onClose: () => void;
  bulan: string;
  shifts: Shift[];
  terpilih: { user_id: number; nama: string }[];
}) {
  const aktif = shifts.filter((s) => s.aktif);
  /** The steps, each with a key of its own (equal codes repeat). */
  const [pola, setPola] = useState<{ key: number; shift: number | null }[]>([]);
  const [pilihan, setPilihan] = useState('');
  const [dari, setDari] = useState(`${bulan}-01`);
  const [sampai, setSampai] = useState(akhirBulan(bulan));
  const [geser, setGeser] = useState('0');
  const [sasaran, setSasaran] = useState(sasaranAwal(terpilih.length > 0));
  const [problems, setProblems] = useState<Problems>(noProblems);
  const isi = useIsiPola(onClose);
  const byId = new Map(shifts.map((s) => [s.id, s]));
  const kodeClass = kodeColours(shifts.map((s) => s.kode));
  const kodeOf = (step: number | null) => (step === null ? LIBUR : (byId.get(step)?.kode ?? '?'));

  const tambah = () => {
    if (!pilihan) return;
    setPola([...pola, { key: (pola.at(-1)?.key ?? 0) + 1, shift: pilihan === LIBUR ? null : Number(pilihan) }]);
  };
  const kirim = () => {
    const parsed = zRosterPolaRequest.safeParse({
      ...sasaranBody(
        sasaran,
        terpilih.map((t) => t.user_id),
      ),
      dari,
      sampai,
      pola: pola.map((p) => p.shift),
      geser: geser === '' ? Number.NaN : Number(geser),
    });
    if (!parsed.success) {
      setProblems(fromIssues(parsed.error));
      return;
    }
    setProblems(noProblems);
    isi.mutate(parsed.data, { onError: (err) => setProblems(fromApi(err)) });
  };

  return (
    <Modal open={open} onClose={onClose} title="Isi Pola" wide>
      <p className="text-sm text-slate-600">
        Susun urutan shift yang berulang, misalnya P, P, S, S, M, M, L, L (2 pagi, 2 siang, 2 malam, 2 libur). Pola diisi mulai
        tanggal awal dan diulang sampai tanggal akhir, menimpa jadwal yang ada.
      </p>
      <div className="space-y-2">
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-64">
            <Select label="Langkah berikutnya" value={pilihan} onChange={(e) => setPilihan(e.target.value)}>
              <option value="">Pilih shift atau libur</option>
              {aktif.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.kode} - {s.nama} ({s.jam_masuk}-{s.jam_pulang})
                </option>
              ))}
              <option value={LIBUR}>L - Libur</option>
            </Select>
          </div>
          <Button variant="secondary" onClick={tambah} disabled={!pilihan}>
            Tambah ke Pola
          </Button>
          <Button variant="ghost" onClick={() => setPola([])} disabled={pola.length === 0}>
            Kosongkan Pola
          </Button>
        </div>
        <div aria-live="polite">
          {pola.length === 0 ? (
            <p className="text-sm text-slate-500">Pola masih kosong.</p>
          ) : (
            <ol aria-label="Urutan pola" className="flex flex-wrap gap-1">
              {pola.map((step, i) => (
                <li
                  key={step.key}
                  className={`flex items-center gap-1 rounded px-2 py-1 text-xs font-semibold ${kodeClass(kodeOf(step.shift), true)}`}
                >
                  {kodeOf(step.shift)}
                  <button
                    type="button"
                    className="rounded px-1 hover:bg-black/20"
                    aria-label={`Hapus langkah ${i + 1} (${kodeOf(step.shift)})`}
                    onClick={() => setPola(pola.filter((p) => p.key !== step.key))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
          )}
          <p className="mt-1 text-sm text-slate-700">
            Pola: {pola.length > 0 ? pola.map((p) => kodeOf(p.shift)).join(', ') : '-'} ({pola.length} hari)
          </p>
        </div>
        {problems.fields.pola && (
          <p className="text-xs text-red-600" role="alert">
            {problems.fields.pola}
          </p>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <DateInput label="Dari tanggal" value={dari} onChange={(e) => setDari(e.target.value)} error={problems.fields.dari} />
        <DateInput
          label="Sampai tanggal"
          value={sampai}
          onChange={(e) => setSampai(e.target.value)}
          error={problems.fields.sampai}
        />
        <Input
          label="Geser per karyawan (hari)"
          type="number"
          min={0}
          max={56}
          value={geser}
          onChange={(e) => setGeser(e.target.value)}
          error={problems.fields.geser}
          hint="0: semua mulai bersamaan. 2: karyawan berikutnya mulai pola 2 hari kemudian, dan seterusnya."
        />
      </div>
      <Sasaran
        value={sasaran}
        onChange={setSasaran}
        terpilih={terpilih.map((t) => t.nama)}
        error={problems.fields.user_ids ?? problems.fields.lokasi_id ?? problems.fields.jabatan_id}
      />
      {problems.message && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {problems.message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onClose}>
          Batal
        </Button>
        <Button onClick={kirim} loading={isi.isPending}>
          Isi Jadwal
        </Button>
      </div>
    </Modal>
  );
}
