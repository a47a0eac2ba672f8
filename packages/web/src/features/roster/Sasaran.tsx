import { useId } from 'react';
import { Select } from '../../ui/Field';
import { useJabatanOptions, useLokasiOptions } from './api';

export interface SasaranValue {
  jenis: 'terpilih' | 'filter';
  lokasi_id: string;
  jabatan_id: string;
}

export const sasaranAwal = (adaTerpilih: boolean): SasaranValue => ({
  jenis: adaTerpilih ? 'terpilih' : 'filter',
  lokasi_id: '',
  jabatan_id: '',
});

/** The request's target fields: the selected rows' employees, or every active employee of a location and/or job. */
export function sasaranBody(v: SasaranValue, userIds: number[]) {
  if (v.jenis === 'terpilih') return { user_ids: userIds };
  return {
    ...(v.lokasi_id ? { lokasi_id: Number(v.lokasi_id) } : {}),
    ...(v.jabatan_id ? { jabatan_id: Number(v.jabatan_id) } : {}),
  };
}

/** Who a pattern or a copy is written for. */
export function Sasaran({
  value,
  onChange,
  terpilih,
  error,
}: {
  value: SasaranValue;
  onChange: (v: SasaranValue) => void;
  /** Names of the employees whose rows have a selected cell. */
  terpilih: string[];
  error?: string;
}) {
  const name = useId();
  const lokasi = useLokasiOptions();
  const jabatan = useJabatanOptions();
  const radio = 'h-4 w-4 border-slate-300 text-blue-700';
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Untuk karyawan</legend>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="radio"
          name={name}
          className={`${radio} mt-0.5`}
          checked={value.jenis === 'terpilih'}
          disabled={terpilih.length === 0}
          onChange={() => onChange({ ...value, jenis: 'terpilih' })}
        />
        <span>
          Baris yang dipilih di tabel ({terpilih.length} karyawan)
          {terpilih.length > 0 ? (
            <span className="block text-xs text-slate-500">{terpilih.join(', ')}</span>
          ) : (
            <span className="block text-xs text-slate-500">Pilih sel atau klik nama karyawan di tabel dulu.</span>
          )}
        </span>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="radio"
          name={name}
          className={radio}
          checked={value.jenis === 'filter'}
          onChange={() => onChange({ ...value, jenis: 'filter' })}
        />
        Semua karyawan aktif di lokasi dan/atau jabatan
      </label>
      {value.jenis === 'filter' && (
        <div className="grid gap-3 pl-6 sm:grid-cols-2">
          <Select label="Lokasi" value={value.lokasi_id} onChange={(e) => onChange({ ...value, lokasi_id: e.target.value })}>
            <option value="">Semua lokasi</option>
            {lokasi.data?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nama}
              </option>
            ))}
          </Select>
          <Select label="Jabatan" value={value.jabatan_id} onChange={(e) => onChange({ ...value, jabatan_id: e.target.value })}>
            <option value="">Semua jabatan</option>
            {jabatan.data?.map((j) => (
              <option key={j.id} value={j.id}>
                {j.nama}
              </option>
            ))}
          </Select>
        </div>
      )}
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
