// Colours of the roster's codes: one per shift (by its place in the shift list), 'L' grey. A cell from the roster is
// solid; a cell from the weekly schedule is pale, so the admin sees at a glance which dates the roster covers.

const SOLID = [
  'bg-blue-700 text-white',
  'bg-amber-300 text-amber-950',
  'bg-violet-700 text-white',
  'bg-emerald-700 text-white',
  'bg-rose-700 text-white',
  'bg-cyan-300 text-cyan-950',
  'bg-orange-700 text-white',
  'bg-fuchsia-700 text-white',
];
const PALE = [
  'bg-blue-50 text-blue-800',
  'bg-amber-50 text-amber-900',
  'bg-violet-50 text-violet-800',
  'bg-emerald-50 text-emerald-800',
  'bg-rose-50 text-rose-800',
  'bg-cyan-50 text-cyan-900',
  'bg-orange-50 text-orange-800',
  'bg-fuchsia-50 text-fuchsia-800',
];

export type KodeClass = (kode: string | null, dariRoster: boolean) => string;

/** The colour classes of a code, each shift coloured by its place in the shift list: solid from the roster, pale
 * from the weekly schedule. */
export function kodeColours(kodes: string[]): KodeClass {
  const order = new Map(kodes.map((k, i) => [k, i]));
  return (kode, dariRoster) => {
    if (kode === 'L') return dariRoster ? 'bg-slate-500 text-white' : 'bg-slate-100 text-slate-600';
    if (kode === null) return 'bg-white text-slate-500';
    const i = order.get(kode);
    if (i === undefined) return dariRoster ? 'bg-slate-700 text-white' : 'bg-white text-slate-700';
    return dariRoster ? SOLID[i % SOLID.length] : PALE[i % PALE.length];
  };
}
