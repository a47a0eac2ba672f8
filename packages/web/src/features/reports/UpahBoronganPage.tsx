import { REPORT_ROWS_OPTIONS, type UpahPage, type UpahRow } from '@hadir/contract';
import { useMemo, useState } from 'react';
import type { Column } from '../../ui/DataTable';
import { formatWage, wageDayHeader } from './reportFormat';
import { ExportButton } from '../../ui/ExportButton';
import { type RangeInputs, RangeFilters, ReportLayout, rangeQuery } from './ReportParts';
import { useReport } from './useReport';

export default function UpahBoronganPage() {
  const [inputs, setInputs] = useState<RangeInputs>({ start: '', end: '', search: '' });
  // Spec section 8: a failed wage load is logged only, without a toast.
  const report = useReport<UpahPage>('/laporan/upah-borongan', 'Gagal memuat laporan upah borongan.', { logOnly: true });
  const data = report.query.data;
  const columns = useMemo<Column<UpahRow>[]>(
    () => [
      { header: 'NIP', cell: (r) => r.nip, className: 'whitespace-nowrap', pin: 'left' },
      {
        header: 'Nama',
        cell: (r) => <span className="font-medium text-slate-900">{r.nama}</span>,
        className: 'min-w-36',
        pin: 'left',
      },
      ...(data?.headers ?? []).map((h) => ({
        header: wageDayHeader(h),
        cell: (r: UpahRow) => formatWage(r.upah.find((u) => u.date === h.date)?.upah),
        className: 'whitespace-nowrap text-right',
      })),
      {
        header: 'Total',
        cell: (r) => formatWage(r.total_upah),
        className: 'whitespace-nowrap text-right font-semibold',
        pin: 'right',
      },
    ],
    [data?.headers],
  );
  return (
    <ReportLayout
      title="Laporan Upah Karyawan Borongan"
      filters={<RangeFilters value={inputs} onChange={setInputs} />}
      onProcess={() => {
        const q = rangeQuery(inputs);
        if (q) report.run(q);
      }}
      actions={data?.items.length ? <ExportButton path="/laporan/export/upah-borongan" query={() => rangeQuery(inputs)} /> : null}
      columns={columns}
      data={data}
      loading={report.loading}
      idle={!report.params}
      empty="Tidak ada data yang ditemukan untuk periode dan filter yang dipilih."
      rowKey={(r) => r.nip}
      page={report.page}
      onPage={report.setPage}
      rowsOptions={REPORT_ROWS_OPTIONS.upah}
    />
  );
}
