import { REPORT_ROWS_OPTIONS, type TerlambatPage as Page, type TerlambatRow } from '@hadir/contract';
import { useEffect, useRef, useState } from 'react';
import type { Column } from '../../ui/DataTable';
import { formatDayMonthYear, formatLateMinutes, formatPunchTime } from './reportFormat';
import { type RangeInputs, RangeFilters, ReportLayout, rangeQuery } from './ReportParts';
import { useDebounced } from '../../lib/useDebounced';
import { useReport } from './useReport';

/** Spec section 9: the late report reloads 500 ms after the typing stops. */
export const LATE_SEARCH_DEBOUNCE_MS = 500;

const columns: Column<TerlambatRow>[] = [
  { header: 'NIP', cell: (r) => r.nip, className: 'whitespace-nowrap', pin: 'left' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.nama}</span>, pin: 'left' },
  { header: 'Jabatan', cell: (r) => r.jabatan ?? '-' },
  { header: 'Lokasi', cell: (r) => r.lokasi ?? '-' },
  { header: 'Jadwal Kerja', cell: (r) => r.jadwal_kerja ?? '-' },
  { header: 'Tanggal Absen', cell: (r) => formatDayMonthYear(r.date_absensi) },
  { header: 'Jadwal Masuk', cell: (r) => r.jadwal_time_in ?? '-' },
  { header: 'Waktu Absen', cell: (r) => formatPunchTime(r.waktu_absen), className: 'whitespace-nowrap' },
  { header: 'Durasi Terlambat (Menit)', cell: (r) => formatLateMinutes(r.menit_terlambat), className: 'whitespace-nowrap' },
];

export default function TerlambatPage() {
  const [inputs, setInputs] = useState<RangeInputs>({ start: '', end: '', search: '' });
  const report = useReport<Page>('/laporan/datang-terlambat', 'Gagal memuat laporan keterlambatan.');
  const search = useDebounced(inputs.search.trim(), LATE_SEARCH_DEBOUNCE_MS);
  const { params, run } = report;

  // Once a report is shown, a newly settled search reloads it from page 1 with the dates it was processed for.
  const settled = useRef(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search reloads
  useEffect(() => {
    if (settled.current === search) return;
    settled.current = search;
    if (params && (params.search ?? '') !== search) run({ ...params, search: search || undefined });
  }, [search]);

  return (
    <ReportLayout
      title="Laporan Keterlambatan"
      filters={<RangeFilters value={inputs} onChange={setInputs} />}
      onProcess={() => {
        const q = rangeQuery(inputs);
        if (q) run(q);
      }}
      columns={columns}
      data={report.query.data}
      loading={report.loading}
      idle={!params}
      empty="Tidak ada data keterlambatan yang ditemukan."
      rowKey={(r) => `${r.nip}/${r.date_absensi}`}
      page={report.page}
      onPage={report.setPage}
      rowsOptions={REPORT_ROWS_OPTIONS.terlambat}
    />
  );
}
