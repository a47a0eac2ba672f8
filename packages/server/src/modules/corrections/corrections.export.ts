import type { KoreksiAdminItem, zKoreksiListQuery } from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import {
  type Column,
  DATE_FMT,
  DATETIME_FMT,
  describeFilters,
  type ExportFile,
  exportFilename,
  exportSheet,
  pagesOf,
  xlsxDate,
  xlsxJakarta,
} from '../../platform/xlsx-export.ts';
import { companyProfile } from '../settings/index.ts';
import { listAll } from './corrections.service.ts';

// Everyone's attendance corrections (/admin/approval/koreksi-kehadiran) as xlsx: the list's own query with its
// filters, every page, its columns.

type ListQuery = z.output<typeof zKoreksiListQuery>;

const COLUMNS: Column<KoreksiAdminItem>[] = [
  { header: 'NIP', width: 14, value: (r) => r.pemohon.nip },
  { header: 'Nama', width: 28, value: (r) => r.pemohon.fullname },
  { header: 'Tanggal', width: 12, value: (r) => xlsxDate(r.tanggal), numFmt: DATE_FMT },
  { header: 'Jam Masuk', width: 10, value: (r) => r.jam_masuk },
  { header: 'Jam Pulang', width: 10, value: (r) => r.jam_pulang },
  { header: 'Alasan', width: 40, value: (r) => r.alasan },
  { header: 'Status', width: 22, value: (r) => r.status },
  { header: 'Diajukan (WIB)', width: 17, value: (r) => xlsxJakarta(r.tanggal_pengajuan), numFmt: DATETIME_FMT },
];

export async function exportKoreksi(db: Db, q: ListQuery, at: Date): Promise<ExportFile> {
  const company = await companyProfile(db);
  return exportSheet({
    sheet: {
      name: 'Koreksi Kehadiran',
      title: 'Daftar Pengajuan Koreksi Kehadiran',
      company: company?.nama ?? '',
      filters: describeFilters([
        ['Status', q.status],
        ['Cari', q.search],
      ]),
      columns: COLUMNS,
    },
    filename: exportFilename('Koreksi_Kehadiran', at),
    batches: pagesOf((page, size) => listAll(db, { ...q, page, size })),
    key: (r) => r.id,
  });
}
