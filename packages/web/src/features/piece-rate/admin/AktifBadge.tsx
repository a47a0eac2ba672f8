export function AktifBadge({ aktif }: { aktif: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${aktif ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
    >
      {aktif ? 'Aktif' : 'Nonaktif'}
    </span>
  );
}
