import type { RosterBaris, RosterGrid, RosterSel, Shift } from '@hadir/contract';
import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { akhirPekan, hariPendek } from './api';
import type { KodeClass } from './colours';
import { ScrollRegion } from '../../ui/ScrollRegion';

export const cellKey = (userId: number, tanggal: string) => `${userId}|${tanggal}`;

/** A cell put back on the weekly schedule shows this until the save tells what the schedule says. */
export const KODE_MINGGUAN = '↺';

const TERKUNCI = 'Penggajian bulan ini sudah final untuk karyawan ini; jadwalnya tidak dapat diubah.';

export type SelectMode = 'toggle' | 'range';

/** What a cell shows: its unsaved change if any, else the grid's answer. */
export function shown(
  row: RosterBaris,
  c: number,
  tanggal: string,
  changes: ReadonlyMap<string, RosterSel>,
  shiftById: ReadonlyMap<number, Shift>,
) {
  const change = changes.get(cellKey(row.user_id, tanggal));
  if (change) {
    if (change.hapus) return { kode: KODE_MINGGUAN, dariRoster: false, changed: true };
    const kode = change.shift_id === null ? 'L' : (shiftById.get(change.shift_id)?.kode ?? '?');
    return { kode, dariRoster: true, changed: true };
  }
  const hari = row.hari[c];
  return { kode: hari?.kode ?? null, dariRoster: hari?.dari_roster ?? false, changed: false };
}

/**
 * Employees x dates. NIP and name are pinned on the left; clicking a name selects the row's month. Cells are buttons
 * with one tab stop for the whole grid (arrow keys move, Home/End go to the row's ends, Space/Enter select, Shift+
 * arrow extends the selection along the row).
 */
export function RosterTable({
  grid,
  changes,
  selected,
  shiftById,
  kodeClass,
  onSelect,
  onSelectRow,
}: {
  grid: RosterGrid;
  changes: ReadonlyMap<string, RosterSel>;
  selected: ReadonlySet<string>;
  shiftById: ReadonlyMap<number, Shift>;
  kodeClass: KodeClass;
  onSelect: (row: RosterBaris, c: number, mode: SelectMode, from?: number) => void;
  onSelectRow: (row: RosterBaris) => void;
}) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState({ r: 0, c: 0 });
  const libur = new Map(grid.hari_libur.map((h) => [h.tanggal, h.nama]));
  const rows = grid.items;
  const last = { r: rows.length - 1, c: grid.tanggal.length - 1 };
  const at = { r: Math.min(focus.r, last.r), c: Math.min(focus.c, last.c) };

  const moveTo = (r: number, c: number) => {
    const next = { r: Math.max(0, Math.min(r, last.r)), c: Math.max(0, Math.min(c, last.c)) };
    setFocus(next);
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-r="${next.r}"][data-c="${next.c}"]`)?.focus();
    return next;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-r]');
    if (!cell) return;
    const r = Number(cell.dataset.r);
    const c = Number(cell.dataset.c);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      Home: [r, 0],
      End: [r, last.c],
    };
    const target = moves[e.key];
    if (!target) return;
    e.preventDefault();
    const next = moveTo(target[0], target[1]);
    if (e.shiftKey && next.r === r && next.c !== c) onSelect(rows[r], next.c, 'range', c);
  };
  const onClick = (e: MouseEvent<HTMLButtonElement>, r: number, c: number) => {
    setFocus({ r, c });
    onSelect(rows[r], c, e.shiftKey ? 'range' : 'toggle');
  };

  return (
    <ScrollRegion className="max-h-[70vh] overflow-auto rounded-lg ring-1 ring-slate-200" label={`Roster shift ${grid.bulan}`}>
      <table ref={tableRef} className="border-separate border-spacing-0 text-xs" onKeyDown={onKeyDown}>
        <thead className="sticky top-0 z-20">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-30 min-w-52 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-700"
            >
              Karyawan
            </th>
            {grid.tanggal.map((t) => {
              const namaLibur = libur.get(t);
              const tone = namaLibur
                ? 'bg-red-50 text-red-700'
                : akhirPekan(t)
                  ? 'bg-slate-200 text-slate-800'
                  : 'bg-slate-50 text-slate-700';
              return (
                <th
                  key={t}
                  scope="col"
                  title={namaLibur}
                  className={`min-w-10 border-b border-slate-200 px-0.5 py-1 text-center font-semibold ${tone}`}
                >
                  <span className="block text-sm">{Number(t.slice(8, 10))}</span>
                  <span className="block font-normal">{hariPendek(t)}</span>
                  {namaLibur && <span className="sr-only">, libur: {namaLibur}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.user_id}>
              <th scope="row" className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-1 text-left font-normal">
                <button
                  type="button"
                  className="text-left text-sm font-medium text-blue-700 hover:underline disabled:text-slate-700 disabled:no-underline"
                  disabled={row.terkunci}
                  title={row.terkunci ? TERKUNCI : `Pilih semua tanggal ${row.nama}`}
                  onClick={() => onSelectRow(row)}
                >
                  {row.nama}
                </button>
                <span className="block text-slate-600">
                  {row.nip}
                  {row.jabatan ? ` · ${row.jabatan}` : ''}
                </span>
                {row.terkunci && <span className="block font-medium text-red-700">Terkunci: penggajian sudah final</span>}
              </th>
              {grid.tanggal.map((t, c) => {
                const cell = shown(row, c, t, changes, shiftById);
                const isSelected = selected.has(cellKey(row.user_id, t));
                const frame = isSelected
                  ? 'ring-2 ring-inset ring-blue-600'
                  : cell.changed
                    ? 'outline-2 outline-dashed outline-amber-500 -outline-offset-2'
                    : '';
                const state = [
                  cell.dariRoster ? 'roster' : 'jadwal mingguan',
                  cell.changed ? 'belum disimpan' : '',
                  row.terkunci ? 'terkunci' : '',
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td
                    key={t}
                    className={`border-b border-slate-100 p-0.5 ${akhirPekan(t) || libur.has(t) ? 'bg-slate-200' : ''}`}
                  >
                    <button
                      type="button"
                      data-r={r}
                      data-c={c}
                      tabIndex={at.r === r && at.c === c ? 0 : -1}
                      aria-pressed={isSelected}
                      aria-disabled={row.terkunci || undefined}
                      aria-label={`${cell.kode ?? 'Tanpa jadwal'}, ${row.nama}, ${Number(t.slice(8, 10))} ${hariPendek(t)} (${state})`}
                      title={row.terkunci ? TERKUNCI : undefined}
                      className={`h-8 w-9 rounded font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 ${kodeClass(cell.kode === KODE_MINGGUAN ? null : cell.kode, cell.dariRoster)} ${frame} ${row.terkunci ? 'cursor-not-allowed' : ''}`}
                      onClick={(e) => (row.terkunci ? undefined : onClick(e, r, c))}
                    >
                      {cell.kode ?? '-'}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
