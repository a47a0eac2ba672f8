import type { PicRef } from '@hadir/contract';
import { useId, useState } from 'react';
import { usePicCandidates } from './api';
import { useDebounced } from '../../lib/useDebounced';

/**
 * Multi-select of approvers (PIC) with a server-side search. Read-only without the approval section; the
 * caller is never offered (nobody appoints themselves).
 */
export function PicPicker({
  userId,
  value,
  onChange,
  error,
  readOnly = false,
  exclude,
}: {
  userId?: number;
  value: PicRef[];
  onChange: (pics: PicRef[]) => void;
  error?: string;
  readOnly?: boolean;
  exclude?: number;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const candidates = usePicCandidates(userId, debounced, !readOnly);
  const chosen = new Set(value.map((p) => p.id));
  const options = candidates.data?.items.filter((p) => !chosen.has(p.id) && p.id !== exclude) ?? [];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">PIC (Atasan yang menyetujui)</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="PIC terpilih">
          {value.map((p) => (
            <li
              key={p.id}
              className="inline-flex items-center gap-1 rounded-full bg-blue-100 py-1 pr-1 pl-3 text-sm text-blue-900"
            >
              {p.fullname}
              {!readOnly && (
                <button
                  type="button"
                  className="rounded-full px-1.5 hover:bg-blue-200"
                  aria-label={`Hapus PIC ${p.fullname}`}
                  onClick={() => onChange(value.filter((v) => v.id !== p.id))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-500">Belum ada PIC: pengajuan akan disetujui oleh HRD/Admin.</p>
      )}
      {readOnly ? (
        <p className="text-xs text-slate-600">Menunjuk atau mengganti PIC memerlukan akses bagian Approval.</p>
      ) : (
        <>
          <label htmlFor={id} className="sr-only">
            Cari PIC
          </label>
          <input
            id={id}
            type="search"
            placeholder="Cari PIC (nama atau NIP)"
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-blue-600 focus:ring-2 focus:ring-blue-200 focus:outline-none"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {debounced && (
            <ul
              className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
              aria-label="Hasil pencarian PIC"
            >
              {options.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">Tidak ada hasil.</li>}
              {options.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="flex w-full justify-between px-3 py-2 text-left text-sm hover:bg-blue-50"
                    onClick={() => {
                      onChange([...value, { id: p.id, nip: p.nip, fullname: p.fullname }]);
                      setSearch('');
                    }}
                  >
                    <span>{p.fullname}</span>
                    <span className="text-slate-500">
                      {p.nip}
                      {p.jabatan ? ` · ${p.jabatan}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error && (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
