import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { EmptyState, Loading } from './feedback';
import { ScrollRegion } from './ScrollRegion';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** A heading over adjacent columns of the same group (a second header row). */
  group?: string;
  /**
   * Stays in view while the table scrolls sideways: who the row is (left) and its total (right). A table with a
   * pinned column also keeps its header in view while scrolling down, inside its own scroll box.
   */
  pin?: 'left' | 'right';
}

const columnKey = (c: { header: string; group?: string }) => `${c.group ?? ''}/${c.header}`;

/** Pinned columns may take at most this share of the scroll box; on a phone the table must still scroll. */
const PINNED_SHARE = 0.6;

/**
 * The sticky offset of each pinned column, measured from the rendered header cells. When the pinned columns would
 * fill the box (a phone), pins are dropped, the right ones first, then the left ones from the outside in, always
 * keeping the innermost left one (the name).
 */
function usePinOffsets<T>(columns: Column<T>[], rows: T[] | undefined, loading: boolean | undefined) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [offsets, setOffsets] = useState<Map<string, CSSProperties>>(new Map());
  const pinned = columns.filter((c) => c.pin);
  const signature = pinned.map((c) => `${c.pin}:${columnKey(c)}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns are read through the signature
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || pinned.length === 0) return;
    const measure = () => {
      const width = (c: Column<T>) =>
        box.querySelector<HTMLElement>(`th[data-column="${CSS.escape(columnKey(c))}"]`)?.getBoundingClientRect().width ?? 0;
      let left = pinned.filter((c) => c.pin === 'left');
      let right = pinned.filter((c) => c.pin === 'right');
      const total = () => [...left, ...right].reduce((sum, c) => sum + width(c), 0);
      const budget = box.clientWidth * PINNED_SHARE;
      while (right.length && total() > budget) right = right.slice(1);
      while (left.length > 1 && total() > budget) left = left.slice(1);
      const next = new Map<string, CSSProperties>();
      let at = 0;
      for (const c of left) {
        next.set(columnKey(c), { left: at });
        at += width(c);
      }
      at = 0;
      for (const c of [...right].reverse()) {
        next.set(columnKey(c), { right: at });
        at += width(c);
      }
      setOffsets((prev) => (JSON.stringify([...prev]) === JSON.stringify([...next]) ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [signature, rows, loading]);
  return { boxRef, offsets, wide: pinned.length > 0 };
}

/** The classes and offset of a cell of a pinned column (none when its pin was dropped on a narrow screen). */
function pinOf<T>(c: Column<T>, offsets: Map<string, CSSProperties>, header: boolean) {
  const style = offsets.get(columnKey(c));
  if (!style) return { className: '', style: undefined };
  const edge =
    c.pin === 'left' ? 'shadow-[inset_-1px_0_0_var(--color-slate-200)]' : 'shadow-[inset_1px_0_0_var(--color-slate-200)]';
  return { className: `sticky ${header ? 'z-30 bg-slate-50' : 'z-10 bg-white'} ${edge}`, style };
}

/** The top header row of grouped columns: each group once over its columns, ungrouped headings span both rows. */
function groupCells<T>(columns: Column<T>[]) {
  const cells: { column: Column<T>; span: number }[] = [];
  for (const c of columns) {
    const last = cells.at(-1);
    if (c.group && last && last.column.group === c.group) last.span += 1;
    else cells.push({ column: c, span: 1 });
  }
  return cells;
}

/** Paginator state as the spec names it (PrimeReact's): 1-based page, rows per page, first row index. */
export interface PageState {
  page: number;
  rows: number;
  first: number;
}

export const firstPage = (rows = 10): PageState => ({ page: 1, rows, first: 0 });

export function Paginator({
  state,
  total,
  onChange,
  rowsOptions = [10, 25, 50],
}: {
  state: PageState;
  total: number;
  onChange: (s: PageState) => void;
  rowsOptions?: number[];
}) {
  const pages = Math.max(1, Math.ceil(total / state.rows));
  const go = (page: number) => onChange({ page, rows: state.rows, first: (page - 1) * state.rows });
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 px-2 py-3 text-sm text-slate-600" aria-label="Paginasi">
      <span>
        {total === 0 ? 0 : state.first + 1}–{Math.min(state.first + state.rows, total)} dari {total}
      </span>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className="flex min-h-11 min-w-11 items-center justify-center rounded text-lg hover:bg-slate-100 disabled:opacity-40"
          disabled={state.page <= 1}
          onClick={() => go(state.page - 1)}
          aria-label="Halaman sebelumnya"
        >
          ‹
        </button>
        <span>
          Halaman {state.page} / {pages}
        </span>
        <button
          type="button"
          className="flex min-h-11 min-w-11 items-center justify-center rounded text-lg hover:bg-slate-100 disabled:opacity-40"
          disabled={state.page >= pages}
          onClick={() => go(state.page + 1)}
          aria-label="Halaman berikutnya"
        >
          ›
        </button>
        <select
          aria-label="Baris per halaman"
          className="ml-2 min-h-11 rounded border border-slate-300 px-1"
          value={state.rows}
          onChange={(e) => onChange({ page: 1, rows: Number(e.target.value), first: 0 })}
        >
          {rowsOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}

/** Rows picked with a checkbox for an action on many at once; the heading's checkbox picks every pickable row shown. */
export interface Selection<T> {
  selected: ReadonlySet<string | number>;
  onChange: (selected: Set<string | number>) => void;
  /** Rows that cannot be picked show no checkbox (a request already decided). */
  selectable?: (row: T) => boolean;
  /** The checkbox's name for screen readers, e.g. 'Pilih pengajuan Ani'. */
  label: (row: T) => string;
}

function SelectAll<T>({ rows, rowKey, selection }: { rows: T[]; rowKey: (row: T) => string | number; selection: Selection<T> }) {
  const keys = rows.filter((r) => selection.selectable?.(r) ?? true).map(rowKey);
  const picked = keys.filter((k) => selection.selected.has(k)).length;
  return (
    <input
      type="checkbox"
      className="h-4 w-4"
      aria-label="Pilih semua di halaman ini"
      disabled={keys.length === 0}
      checked={keys.length > 0 && picked === keys.length}
      ref={(el) => {
        if (el) el.indeterminate = picked > 0 && picked < keys.length;
      }}
      onChange={(e) => {
        const next = new Set(selection.selected);
        for (const k of keys) {
          if (e.target.checked) next.add(k);
          else next.delete(k);
        }
        selection.onChange(next);
      }}
    />
  );
}

export function DataTable<T>({
  columns,
  rows,
  loading,
  empty = 'Belum ada data.',
  rowKey,
  onRowClick,
  label = 'Tabel data',
  selection,
}: {
  columns: Column<T>[];
  rows: T[] | undefined;
  loading?: boolean;
  empty?: ReactNode;
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** The name of the table's scroll region for screen readers. */
  label?: string;
  selection?: Selection<T>;
}) {
  const { boxRef, offsets, wide } = usePinOffsets(columns, rows, loading);
  if (loading) return <Loading />;
  if (!rows?.length) return <EmptyState>{empty}</EmptyState>;
  const grouped = columns.some((c) => c.group);
  const pickAll = selection && (
    <th scope="col" rowSpan={grouped ? 2 : 1} className="w-10 px-3 py-2 text-left">
      <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
    </th>
  );
  return (
    // A wide table scrolls sideways in a box the keyboard can scroll (clickable rows are not focusable themselves).
    // A table with pinned columns scrolls both ways in its own box, so that its header can stay on top.
    <ScrollRegion
      ref={boxRef}
      className={wide ? 'table-scroll max-h-[70vh] overflow-auto rounded ring-1 ring-slate-200' : 'overflow-x-auto'}
      label={label}
    >
      <table
        className={`min-w-full text-sm ${wide ? 'border-separate border-spacing-0 [&_td]:border-b [&_td]:border-slate-100 [&_th]:border-b [&_th]:border-slate-200' : 'divide-y divide-slate-200'}`}
      >
        <thead className={`bg-slate-50 ${wide ? 'sticky top-0 z-20' : ''}`}>
          {grouped ? (
            <>
              <tr>
                {pickAll}
                {groupCells(columns).map(({ column: c, span }) =>
                  c.group ? (
                    <th
                      key={columnKey(c)}
                      scope="colgroup"
                      colSpan={span}
                      className="px-3 py-2 text-center font-semibold text-slate-700"
                    >
                      {c.group}
                    </th>
                  ) : (
                    <th
                      key={columnKey(c)}
                      data-column={columnKey(c)}
                      scope="col"
                      rowSpan={2}
                      className={`px-3 py-2 text-left font-semibold text-slate-700 ${c.className ?? ''} ${pinOf(c, offsets, true).className}`}
                      style={pinOf(c, offsets, true).style}
                    >
                      {c.header}
                    </th>
                  ),
                )}
              </tr>
              <tr>
                {columns
                  .filter((c) => c.group)
                  .map((c) => (
                    <th
                      key={columnKey(c)}
                      data-column={columnKey(c)}
                      scope="col"
                      className={`px-3 py-2 text-left font-semibold text-slate-700 ${c.className ?? ''} ${pinOf(c, offsets, true).className}`}
                      style={pinOf(c, offsets, true).style}
                    >
                      {c.header}
                    </th>
                  ))}
              </tr>
            </>
          ) : (
            <tr>
              {pickAll}
              {columns.map((c) => (
                <th
                  key={columnKey(c)}
                  data-column={columnKey(c)}
                  scope="col"
                  className={`px-3 py-2 text-left font-semibold text-slate-700 ${c.className ?? ''} ${pinOf(c, offsets, true).className}`}
                  style={pinOf(c, offsets, true).style}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          )}
        </thead>
        <tbody className={`bg-white ${wide ? '' : 'divide-y divide-slate-100'}`}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={onRowClick ? 'cursor-pointer hover:bg-blue-50' : ''}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {selection && (
                // The click picks the row; it does not open it. The cell is named for what it does, so that the
                // row's other cells (the person's name) stay the only ones named by their content.
                <td
                  aria-label="Pilih"
                  className="px-3 py-2 align-top"
                  onClick={(e) => e.stopPropagation()}
                  onKeyDown={(e) => e.stopPropagation()}
                >
                  {(selection.selectable?.(row) ?? true) && (
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      aria-label={selection.label(row)}
                      checked={selection.selected.has(rowKey(row))}
                      onChange={(e) => {
                        const next = new Set(selection.selected);
                        if (e.target.checked) next.add(rowKey(row));
                        else next.delete(rowKey(row));
                        selection.onChange(next);
                      }}
                    />
                  )}
                </td>
              )}
              {columns.map((c) => (
                <td
                  key={columnKey(c)}
                  className={`px-3 py-2 align-top ${c.className ?? ''} ${pinOf(c, offsets, false).className}`}
                  style={pinOf(c, offsets, false).style}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
