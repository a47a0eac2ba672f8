import type { UserListItem, zUserListQuery } from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import {
  type Column,
  describeFilters,
  type ExportFile,
  exportFilename,
  exportSheet,
  pagesOf,
} from '../../platform/xlsx-export.ts';
import { findLokasi } from '../locations/index.ts';
import { companyProfile, findJabatan } from '../settings/index.ts';
import { list } from './users.service.ts';

// The employee list of /admin/karyawan as xlsx: the screen's own query and filters, every page, its columns.

type ListQuery = z.output<typeof zUserListQuery>;

const COLUMNS: Column<UserListItem>[] = [
  { header: 'NIP', width: 14, value: (u) => u.nip },
  { header: 'Nama', width: 28, value: (u) => u.fullname },
  { header: 'Username', width: 18, value: (u) => u.username },
  { header: 'Peran', width: 20, value: (u) => u.roles.join(', ') },
  { header: 'Jabatan', width: 20, value: (u) => u.jabatan },
  { header: 'Lokasi', width: 20, value: (u) => u.lokasi },
  { header: 'Tipe Karyawan', width: 14, value: (u) => u.tipe_karyawan },
  { header: 'Status', width: 10, value: (u) => (u.active ? 'Aktif' : 'Nonaktif') },
];

const STATUS = { aktif: 'Aktif', nonaktif: 'Nonaktif' } as const;

export async function exportUsers(db: Db, q: ListQuery, at: Date): Promise<ExportFile> {
  const [company, lokasi, jabatan] = await Promise.all([
    companyProfile(db),
    q.lokasi_id ? findLokasi(db, q.lokasi_id) : undefined,
    q.jabatan_id ? findJabatan(db, q.jabatan_id) : undefined,
  ]);
  return exportSheet({
    sheet: {
      name: 'Karyawan',
      title: 'Data Karyawan',
      company: company?.nama ?? '',
      filters: describeFilters([
        ['Cari', q.search],
        ['Lokasi', lokasi?.nama],
        ['Jabatan', jabatan?.nama],
        ['Status', q.status ? STATUS[q.status] : undefined],
      ]),
      columns: COLUMNS,
    },
    filename: exportFilename('Data_Karyawan', at),
    batches: pagesOf((page, size) => list(db, { ...q, page, size })),
    key: (u) => u.id,
  });
}
