/** A year the quota calls accept (2000-2100), or undefined while the field holds something else. */
export function parseTahun(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 2000 && n <= 2100 ? n : undefined;
}

export function TahunInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      Tahun
      <input
        type="number"
        min={2000}
        max={2100}
        placeholder="2025"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
      />
    </label>
  );
}
