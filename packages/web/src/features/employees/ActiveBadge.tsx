export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {active ? 'Aktif' : 'Nonaktif'}
    </span>
  );
}
