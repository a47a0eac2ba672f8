import type { ReactNode } from 'react';
import { EmptyState, Loading } from './feedback';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** A heading over adjacent columns of the same group (a second header row). */
  group?: string;
}

const columnKey = (c: { header: string; group?: string }) => `${c.group ?? ''}/${c.header}`;

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
  if (loading) return <Loading />;
  if (!rows?.length) return <EmptyState>{empty}</EmptyState>;
  const grouped = columns.some((c) => c.group);
  const pickAll = selection && (
    <th scope="col" rowSpan={grouped ? 2 : 1} className="w-10 px-3 py-2 text-left">
      <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
    </th>
  );
  return (
    // A wide table scrolls sideways: the scroll box takes focus so the keyboard can scroll it (axe
    // scrollable-region-focusable; clickable rows are not focusable themselves).
    <div
      className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll region is the WCAG pattern for this.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
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
                      scope="col"
                      rowSpan={2}
                      className={`px-3 py-2 text-left font-semibold text-slate-700 ${c.className ?? ''}`}
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
                      scope="col"
                      className={`px-3 py-2 text-left font-semibold text-slate-700 ${c.className ?? ''}`}
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
                  scope="col"
                  className={`px-3 py-2 text-left font-semibold text-slate-700 ${c.className ?? ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          )}
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
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
                <td key={columnKey(c)} className={`px-3 py-2 align-top ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
