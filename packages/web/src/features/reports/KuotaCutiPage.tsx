import { type KuotaCutiPage as Page, type KuotaCutiRow, REPORT_ROWS_OPTIONS } from '@hadir/contract';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { formatNumber } from '../../lib/format';
import type { Column } from '../../ui/DataTable';
import { Input } from '../../ui/Field';
import { ReportLayout, SearchInput } from './ReportParts';
import { useReport } from './useReport';

const columns: Column<KuotaCutiRow>[] = [
  { header: 'NIP', cell: (r) => r.nip, className: 'whitespace-nowrap', pin: 'left' },
  { header: 'Nama Karyawan', cell: (r) => <span className="font-medium text-slate-900">{r.nama}</span>, pin: 'left' },
  { header: 'Periode', cell: (r) => r.periode },
  { header: 'Total Kuota', cell: (r) => formatNumber(r.total_cuti_tahunan) },
  { header: 'Kuota Digunakan', cell: (r) => formatNumber(r.cuti_tahunan_terpakai) },
  { header: 'Sisa Kuota', cell: (r) => formatNumber(r.sisa_cuti_tahunan) },
];

export default function KuotaCutiPage() {
  const [periode, setPeriode] = useState(String(new Date().getFullYear()));
  const [search, setSearch] = useState('');
  const report = useReport<Page>('/laporan/kuota-cuti', 'Gagal memuat laporan kuota cuti.');
  const process = () => {
    if (!periode.trim()) {
      toast.warning('Silakan isi tahun periode terlebih dahulu.');
      return;
    }
    report.run({ periode: periode.trim(), search: search.trim() || undefined });
  };
  // The year has a default, so the current year's report shows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the screen
  useEffect(process, []);

  return (
    <ReportLayout
      title="Laporan Kuota Cuti"
      filters={
        <>
          <Input
            label="Tahun Periode"
            type="number"
            inputMode="numeric"
            min={2000}
            max={2100}
            placeholder="Contoh: 2025"
            value={periode}
            onChange={(e) => setPeriode(e.target.value)}
          />
          <SearchInput value={search} onChange={setSearch} />
        </>
      }
      onProcess={process}
      columns={columns}
      data={report.query.data}
      loading={report.loading}
      idle={!report.params}
      empty="Tidak ada data yang cocok dengan filter yang Anda pilih."
      rowKey={(r) => r.nip}
      page={report.page}
      onPage={report.setPage}
      rowsOptions={REPORT_ROWS_OPTIONS.kuotaCuti}
    />
  );
}
