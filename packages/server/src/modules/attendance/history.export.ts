import { daysInRange, HISTORY_FLAG_LABELS, type HistoryAdminDay, type HistoryAdminQueryValues } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import {
  type Column,
  DATE_FMT,
  DURATION_FMT,
  describeFilters,
  EXPORT_MAX_ROWS,
  type ExportFile,
  exportFilename,
  exportSheet,
  pagesOf,
  tooManyRows,
  xlsxDate,
} from '../../platform/xlsx-export.ts';
import { findLokasi } from '../locations/index.ts';
import { companyProfile, findJabatan } from '../settings/index.ts';
import { adminHistory, adminRange } from './history.service.ts';

// The admin attendance history (/admin/riwayat/absensi) as xlsx: the screen's own query with its filters, newest
// day first, its columns.

const COLUMNS: Column<HistoryAdminDay>[] = [
  { header: 'NIP', width: 14, value: (d) => d.nip },
  { header: 'Nama', width: 28, value: (d) => d.nama },
  { header: 'Jabatan', width: 20, value: (d) => d.jabatan },
  { header: 'Lokasi', width: 20, value: (d) => d.lokasi },
  { header: 'Tanggal', width: 12, value: (d) => xlsxDate(d.tanggal), numFmt: DATE_FMT },
  { header: 'Jam Masuk', width: 10, value: (d) => d.jam_masuk },
  { header: 'Jam Pulang', width: 10, value: (d) => d.jam_pulang },
  { header: 'Status', width: 22, value: (d) => d.status },
  // Blank unless late, as on the screen.
  { header: 'Terlambat', width: 16, value: (d) => (d.flags.terlambat ? d.menit_terlambat / 1440 : null), numFmt: DURATION_FMT },
  { header: 'Alasan Pulang Awal', width: 36, value: (d) => d.alasan_pulang_awal },
];

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Days per page read: a page of the history costs little more for more rows, and each costs a round of judging. */
const PAGE = 2000;

/**
 * The days page by page through the list's query. Without a status filter a page costs the same wherever it falls
 * in the range; with one, every day of the range asked for is judged for each page, so the range is read in slices
 * of dates (newest first) that each hold about a page of rows.
 */
async function* historyBatches(db: Db, admin: SessionUser, q: HistoryAdminQueryValues, from: string, to: string) {
  const range = (start: string, end: string) =>
    pagesOf((page, size) => adminHistory(db, admin, { ...q, 'start-date': start, 'end-date': end, page, size }), PAGE);
  if (!q.status) {
    yield* range(from, to);
    return;
  }
  const { total } = await adminHistory(db, admin, { ...q, 'start-date': from, 'end-date': to, page: 1, size: 1 });
  if (total > EXPORT_MAX_ROWS) throw tooManyRows(total);
  if (total === 0) return;
  const span = Math.max(1, Math.floor((PAGE * daysInRange(from, to)) / total));
  for (let end = to; end >= from; end = addDays(end, -span)) {
    yield* range(addDays(end, 1 - span) < from ? from : addDays(end, 1 - span), end);
  }
}

export async function exportHistory(db: Db, admin: SessionUser, q: HistoryAdminQueryValues, at: Date): Promise<ExportFile> {
  const { from, to } = await adminRange(db, admin, q);
  const [company, lokasi, jabatan] = await Promise.all([
    companyProfile(db),
    q.lokasi_id ? findLokasi(db, q.lokasi_id) : undefined,
    q.jabatan_id ? findJabatan(db, q.jabatan_id) : undefined,
  ]);
  return exportSheet({
    sheet: {
      name: 'Riwayat Absensi',
      title: 'Riwayat Absensi',
      company: company?.nama ?? '',
      period: { from, to },
      filters: describeFilters([
        ['Lokasi', lokasi?.nama],
        ['Jabatan', jabatan?.nama],
        ['Status', q.status ? HISTORY_FLAG_LABELS[q.status] : undefined],
        ['Cari', q.search],
      ]),
      columns: COLUMNS,
    },
    filename: exportFilename('Riwayat_Absensi', at, { from, to }),
    batches: historyBatches(db, admin, q, from, to),
    key: (d) => `${d.user_id}/${d.tanggal}`,
  });
}
