import { REPORT_ROWS_OPTIONS, type RekapPage, type RekapRow } from '@hadir/contract';
import { useState } from 'react';
import { formatMinutes, formatNumber } from '../../lib/format';
import type { Column } from '../../ui/DataTable';
import { formatHours } from './reportFormat';
import { ExportButton } from '../../ui/ExportButton';
import { type RangeInputs, RangeFilters, ReportLayout, rangeQuery } from './ReportParts';
import { useReport } from './useReport';

const count = (n: number) => formatNumber(n ?? 0);

const columns: Column<RekapRow>[] = [
  { header: 'NIP', cell: (r) => r.nip, className: 'whitespace-nowrap', pin: 'left' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.nama}</span>, pin: 'left' },
  { header: 'Tipe Karyawan', cell: (r) => r.tipe_karyawan ?? '-' },
  { header: 'Jabatan', cell: (r) => r.jabatan ?? '-' },
  { header: 'Lokasi', cell: (r) => r.lokasi ?? '-' },
  { group: 'Kehadiran', header: 'Jumlah', cell: (r) => count(r.total_kehadiran) },
  {
    group: 'Kehadiran',
    header: 'Total Jam',
    cell: (r) => formatMinutes(r.total_menit_kehadiran),
    className: 'whitespace-nowrap',
  },
  { group: 'Izin', header: 'Total', cell: (r) => count(r.total_izin) },
  { group: 'Izin', header: 'Berbayar', cell: (r) => count(r.total_izin_berbayar) },
  { group: 'Izin', header: 'Tidak Berbayar', cell: (r) => count(r.total_izin_tidak_berbayar) },
  { header: 'Alpha', cell: (r) => count(r.total_tidak_hadir) },
  { header: 'Tak Lengkap', cell: (r) => count(r.total_absen_tidak_lengkap) },
  { group: 'Terlambat', header: 'Jumlah', cell: (r) => count(r.total_terlambat) },
  {
    group: 'Terlambat',
    header: 'Total Jam',
    cell: (r) => formatMinutes(r.total_menit_terlambat),
    className: 'whitespace-nowrap',
  },
  { group: 'Pulang Awal', header: 'Jumlah', cell: (r) => count(r.total_pulang_awal) },
  {
    group: 'Pulang Awal',
    header: 'Total Jam',
    cell: (r) => formatMinutes(r.total_menit_pulang_awal),
    className: 'whitespace-nowrap',
  },
  { header: 'Lembur (Jam)', cell: (r) => formatHours(r.total_jam_lembur) },
];

export default function RekapPeriodePage() {
  const [inputs, setInputs] = useState<RangeInputs>({ start: '', end: '', search: '' });
  const report = useReport<RekapPage>('/laporan/rekap-periode', 'Gagal memuat data rekapitulasi.');
  const data = report.query.data;
  return (
    <ReportLayout
      title="Laporan Rekapitulasi Kehadiran"
      filters={<RangeFilters value={inputs} onChange={setInputs} />}
      onProcess={() => {
        const q = rangeQuery(inputs);
        if (q) report.run(q);
      }}
      actions={data?.items.length ? <ExportButton path="/laporan/export/rekap-full" query={() => rangeQuery(inputs)} /> : null}
      columns={columns}
      data={data}
      loading={report.loading}
      idle={!report.params}
      empty="Tidak ada data yang cocok dengan filter yang Anda pilih."
      rowKey={(r) => r.nip}
      page={report.page}
      onPage={report.setPage}
      rowsOptions={REPORT_ROWS_OPTIONS.rekap}
    />
  );
}
