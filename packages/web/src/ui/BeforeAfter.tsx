/** A small table of values before and after a change (a correction's times); changed rows stand out. */
export function BeforeAfter({
  rows,
  caption,
}: {
  rows: { label: string; before: string | null; after: string | null }[];
  caption?: string;
}) {
  return (
    <table className="w-full text-sm">
      {caption && <caption className="pb-1 text-left text-xs text-slate-500">{caption}</caption>}
      <thead>
        <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
          <th scope="col" className="py-1 font-semibold">
            <span className="sr-only">Data</span>
          </th>
          <th scope="col" className="py-1 font-semibold">
            Sebelum
          </th>
          <th scope="col" className="py-1 font-semibold">
            Sesudah
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => {
          const changed = r.before !== r.after;
          return (
            <tr key={r.label}>
              <th scope="row" className="py-1.5 text-left font-medium text-slate-700">
                {r.label}
              </th>
              <td className="py-1.5 text-slate-600">{r.before ?? '-'}</td>
              <td className={`py-1.5 ${changed ? 'font-semibold text-blue-700' : 'text-slate-600'}`}>{r.after ?? '-'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
