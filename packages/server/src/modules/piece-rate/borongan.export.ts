import type { BoronganAdminItem, zBoronganListQuery } from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import {
  type Column,
  DATE_FMT,
  DATETIME_FMT,
  dateFilter,
  describeFilters,
  type ExportFile,
  exportFilename,
  exportSheet,
  pagesOf,
  RUPIAH_FMT,
  xlsxDate,
  xlsxJakarta,
} from '../../platform/xlsx-export.ts';
import { companyProfile } from '../settings/index.ts';
import { listAll } from './borongan.service.ts';

// Everyone's daily and piece-rate entries (/admin/riwayat/harian-borongan and its approval list) as xlsx: the
// lists' own query with their filters, every page, their columns.

type ListQuery = z.output<typeof zBoronganListQuery>;

const COLUMNS: Column<BoronganAdminItem>[] = [
  { header: 'NIP', width: 14, value: (r) => r.pemohon.nip },
  { header: 'Nama', width: 28, value: (r) => r.pemohon.fullname },
  { header: 'Tanggal', width: 12, value: (r) => xlsxDate(r.tanggal), numFmt: DATE_FMT },
  { header: 'Jumlah Pekerjaan', width: 11, value: (r) => r.jumlah_pekerjaan },
  { header: 'Total Upah', width: 16, value: (r) => r.total_upah, numFmt: RUPIAH_FMT },
  { header: 'Status', width: 22, value: (r) => r.status },
  { header: 'Diajukan (WIB)', width: 17, value: (r) => xlsxJakarta(r.tanggal_pengajuan), numFmt: DATETIME_FMT },
];

export async function exportBorongan(db: Db, q: ListQuery, at: Date): Promise<ExportFile> {
  const company = await companyProfile(db);
  const dates = dateFilter(q['start-date'], q['end-date']);
  return exportSheet({
    sheet: {
      name: 'Harian Borongan',
      title: 'Daftar Absensi Harian/Borongan',
      company: company?.nama ?? '',
      period: dates.period,
      filters: describeFilters([['Status', q.status], ...dates.filters, ['Cari', q.search]]),
      columns: COLUMNS,
    },
    filename: exportFilename('Harian_Borongan', at, dates.period),
    batches: pagesOf((page, size) => listAll(db, { ...q, page, size })),
    key: (r) => r.id,
  });
}
