import { type JadwalSaya, type JadwalSayaHari, namaBulan } from '@hadir/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { addMonths, hariIni, jamJadwal, tanggalPendek, useJadwalSaya } from './api';

const TABS = [
  { key: 'ini', label: 'Bulan Ini' },
  { key: 'depan', label: 'Bulan Depan' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function rowStyle(h: JadwalSayaHari, today: boolean): string {
  const base = 'flex items-start gap-3 px-4 py-3 text-sm';
  if (today) return `${base} bg-blue-50 ring-2 ring-inset ring-blue-600`;
  if (h.hari_libur) return `${base} text-red-700`;
  if (h.libur) return `${base} bg-slate-50 text-slate-500`;
  return `${base} text-slate-900`;
}

function Hari({ h, today }: { h: JadwalSayaHari; today: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  const jam = jamJadwal(h);
  // Today is where a person looks first: bring it into view when the month opens.
  useEffect(() => {
    if (today) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [today]);
  return (
    <li ref={ref} aria-current={today ? 'date' : undefined} className={rowStyle(h, today)}>
      <span className="w-24 shrink-0 font-medium">{tanggalPendek(h.tanggal)}</span>
      <span className="min-w-0 flex-1 break-words">
        {/* 'Shift Malam · 22:00 - 06:00 (+1 hari)': the hours wrap as a whole, never at their dash. */}
        {h.nama}
        {jam && ' '}
        {jam && <span className="whitespace-nowrap">· {jam}</span>}
        {jam && h.lintas_hari && ' '}
        {jam && h.lintas_hari && <span className="whitespace-nowrap">(+1 hari)</span>}
        {h.hari_libur && !h.libur && <span className="block text-xs text-red-700">Hari libur, tetap masuk sesuai jadwal</span>}
      </span>
      {today && <span className="shrink-0 rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">Hari ini</span>}
    </li>
  );
}

function Bulan({ data }: { data: JadwalSaya }) {
  const today = hariIni(data.zona_waktu);
  return (
    <section
      aria-label={`Jadwal ${namaBulan(data.bulan)}`}
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">{namaBulan(data.bulan)}</h2>
      <ul className="divide-y divide-slate-100">
        {data.hari.map((h) => (
          <Hari key={h.tanggal} h={h} today={h.tanggal === today} />
        ))}
      </ul>
    </section>
  );
}

/** Jadwal Saya: the shift or day off of every date of this month and next, as every attendance rule reads it. */
export default function JadwalSayaPage() {
  const [tab, setTab] = useState<TabKey>('ini');
  const ini = useJadwalSaya(undefined);
  const bulanDepan = ini.data ? addMonths(ini.data.bulan, 1) : undefined;
  const depan = useJadwalSaya(bulanDepan, tab === 'depan' && !!bulanDepan);
  const shown = tab === 'ini' ? ini : depan;
  // Next month is asked once this month has answered: its failure is next month's too.
  const failed = shown.isError || ini.isError;
  return (
    <div>
      <MobileHeader title="Jadwal Saya" back="/menu" />
      <div className="space-y-3 p-4">
        <div role="tablist" aria-label="Bulan" className="flex rounded-lg bg-slate-200 p-1">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls="panel-jadwal"
              className={`flex-1 rounded-md py-2 text-sm font-semibold ${tab === t.key ? 'bg-white text-blue-700 shadow' : 'text-slate-600'}`}
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="panel-jadwal" aria-labelledby={`tab-${tab}`}>
          {shown.isPending && !failed && <Loading />}
          {failed && (
            <div>
              <ErrorState>Jadwal belum dapat dimuat.</ErrorState>
              <div className="text-center">
                <Button variant="secondary" onClick={() => (ini.isError ? ini.refetch() : shown.refetch())}>
                  Coba lagi
                </Button>
              </div>
            </div>
          )}
          {shown.data && <Bulan data={shown.data} />}
        </div>
      </div>
    </div>
  );
}
