import type { ReimburseAdminItem, zReimburseListQuery } from '@hadir/contract';
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
import { listAll } from './reimbursements.service.ts';

// Everyone's claims (/admin/reimburse and /admin/approval/reimburse) as xlsx: the lists' own query with their
// filters, every page, their columns.

type ListQuery = z.output<typeof zReimburseListQuery>;

const COLUMNS: Column<ReimburseAdminItem>[] = [
  { header: 'NIP', width: 14, value: (r) => r.pemohon.nip },
  { header: 'Nama', width: 28, value: (r) => r.pemohon.fullname },
  { header: 'Tanggal', width: 12, value: (r) => xlsxDate(r.tanggal), numFmt: DATE_FMT },
  { header: 'Kategori', width: 18, value: (r) => r.kategori },
  { header: 'Keterangan', width: 36, value: (r) => r.keterangan },
  { header: 'Nominal', width: 16, value: (r) => r.nominal, numFmt: RUPIAH_FMT },
  { header: 'Status', width: 22, value: (r) => r.status },
  { header: 'Pembayaran', width: 14, value: (r) => r.status_pembayaran },
  { header: 'Diajukan (WIB)', width: 17, value: (r) => xlsxJakarta(r.tanggal_pengajuan), numFmt: DATETIME_FMT },
];

export async function exportReimburse(db: Db, q: ListQuery, at: Date): Promise<ExportFile> {
  const company = await companyProfile(db);
  const dates = dateFilter(q['start-date'], q['end-date']);
  return exportSheet({
    sheet: {
      name: 'Reimburse',
      title: 'Daftar Reimburse',
      company: company?.nama ?? '',
      period: dates.period,
      filters: describeFilters([['Status', q.status], ['Pembayaran', q.status_pembayaran], ...dates.filters, ['Cari', q.search]]),
      columns: COLUMNS,
    },
    filename: exportFilename('Reimburse', at, dates.period),
    batches: pagesOf((page, size) => listAll(db, { ...q, page, size })),
    key: (r) => r.id,
  });
}
