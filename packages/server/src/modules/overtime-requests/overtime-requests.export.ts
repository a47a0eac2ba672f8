import type { LemburAdminItem, zLemburListQuery } from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import {
  type Column,
  DATE_FMT,
  DATETIME_FMT,
  DURATION_FMT,
  dateFilter,
  describeFilters,
  type ExportFile,
  exportFilename,
  exportSheet,
  pagesOf,
  xlsxDate,
  xlsxJakarta,
} from '../../platform/xlsx-export.ts';
import { companyProfile } from '../settings/index.ts';
import { listAll } from './overtime-requests.service.ts';

// Everyone's overtime (/admin/riwayat/lembur and /admin/approval/lembur) as xlsx: the lists' own query with their
// filters, every page, their columns.

type ListQuery = z.output<typeof zLemburListQuery>;

const COLUMNS: Column<LemburAdminItem>[] = [
  { header: 'NIP', width: 14, value: (r) => r.pemohon.nip },
  { header: 'Nama', width: 28, value: (r) => r.pemohon.fullname },
  { header: 'Tanggal', width: 12, value: (r) => xlsxDate(r.tanggal), numFmt: DATE_FMT },
  {
    header: 'Jam',
    width: 30,
    value: (r) => `${r.jam_mulai} – ${r.jam_selesai}${r.jam_selesai <= r.jam_mulai ? ' (hari berikutnya)' : ''}`,
  },
  { header: 'Durasi', width: 16, value: (r) => (r.jam * 60) / 1440, numFmt: DURATION_FMT },
  { header: 'Jenis Hari', width: 12, value: (r) => (r.jenis_hari === 'kerja' ? 'Hari kerja' : 'Hari libur') },
  { header: 'Alasan', width: 40, value: (r) => r.alasan },
  { header: 'Status', width: 22, value: (r) => r.status },
  { header: 'Diajukan (WIB)', width: 17, value: (r) => xlsxJakarta(r.tanggal_pengajuan), numFmt: DATETIME_FMT },
];

export async function exportLembur(db: Db, q: ListQuery, at: Date): Promise<ExportFile> {
  const company = await companyProfile(db);
  const dates = dateFilter(q['start-date'], q['end-date']);
  return exportSheet({
    sheet: {
      name: 'Pengajuan Lembur',
      title: 'Daftar Pengajuan Lembur',
      company: company?.nama ?? '',
      period: dates.period,
      filters: describeFilters([['Status', q.status], ...dates.filters, ['Cari', q.search]]),
      columns: COLUMNS,
    },
    filename: exportFilename('Pengajuan_Lembur', at, dates.period),
    batches: pagesOf((page, size) => listAll(db, { ...q, page, size })),
    key: (r) => r.id,
  });
}
