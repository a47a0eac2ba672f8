import type { IzinDetail, zIzinAdminQuery } from '@hadir/contract';
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
  xlsxDate,
  xlsxJakarta,
} from '../../platform/xlsx-export.ts';
import { companyProfile } from '../settings/index.ts';
import { findJenisIzin } from './leave-requests.repo.ts';
import { listAll } from './leave-requests.service.ts';

// Everyone's leave requests (/admin/riwayat/izin and /admin/approval/izin) as xlsx: the lists' own query with
// their filters, every page, their columns.

type AdminQuery = z.output<typeof zIzinAdminQuery>;

const COLUMNS: Column<IzinDetail>[] = [
  { header: 'NIP', width: 14, value: (r) => r.pemohon.nip },
  { header: 'Nama', width: 28, value: (r) => r.pemohon.fullname },
  { header: 'Jenis Izin', width: 20, value: (r) => r.jenis_izin },
  { header: 'Tanggal Mulai', width: 13, value: (r) => xlsxDate(r.tanggal_mulai), numFmt: DATE_FMT },
  { header: 'Tanggal Selesai', width: 13, value: (r) => xlsxDate(r.tanggal_selesai), numFmt: DATE_FMT },
  { header: 'Hari Kerja', width: 10, value: (r) => r.jumlah_hari },
  { header: 'Alasan', width: 40, value: (r) => r.alasan },
  { header: 'Status', width: 22, value: (r) => r.status },
  { header: 'Diajukan (WIB)', width: 17, value: (r) => xlsxJakarta(r.tanggal_pengajuan), numFmt: DATETIME_FMT },
];

export async function exportIzin(db: Db, q: AdminQuery, at: Date): Promise<ExportFile> {
  const [company, jenis] = await Promise.all([
    companyProfile(db),
    q.jenis_izin_id ? findJenisIzin(db, q.jenis_izin_id) : undefined,
  ]);
  const dates = dateFilter(q['start-date'], q['end-date']);
  return exportSheet({
    sheet: {
      name: 'Pengajuan Izin',
      title: 'Daftar Pengajuan Izin',
      company: company?.nama ?? '',
      period: dates.period,
      filters: describeFilters([['Status', q.status], ['Jenis Izin', jenis?.nama], ...dates.filters, ['Cari', q.search]]),
      columns: COLUMNS,
    },
    filename: exportFilename('Pengajuan_Izin', at, dates.period),
    batches: pagesOf((page, size) => listAll(db, { ...q, page, size })),
    key: (r) => r.id,
  });
}
