import type { AuditItem, AuditJenis } from '@hadir/contract';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { type Column, DataTable, Paginator } from '../../ui/DataTable';
import { Card, ErrorState } from '../../ui/feedback';
import { Input, Select } from '../../ui/Field';
import { AdminHeader } from '../../ui/PageHeader';
import { usePagedList } from '../../ui/usePagedList';
import { DateInput } from '../../ui/DateInput';

const JENIS_LABEL: Record<AuditJenis, string> = { perubahan: 'Perubahan data', akses_biometrik: 'Akses data biometrik' };

/** The changed fields as one readable line ('nama: Kepala Gudang · aktif: false'). */
function dataLine(data: unknown): string {
  if (!data || typeof data !== 'object') return '-';
  return Object.entries(data as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

const columns: Column<AuditItem>[] = [
  { header: 'Waktu', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.waktu)}</span> },
  { header: 'Pengguna', cell: (r) => <span className="font-medium text-slate-900">{r.pengguna ?? '-'}</span> },
  { header: 'Jenis', cell: (r) => JENIS_LABEL[r.jenis] },
  {
    header: 'Aksi',
    cell: (r) => (
      <span className="font-mono text-xs">
        {r.aksi}
        {Object.keys(r.params).length > 0 && ` ${JSON.stringify(r.params)}`}
      </span>
    ),
  },
  {
    header: 'Data / Karyawan',
    cell: (r) => <span className="line-clamp-2 block min-w-48 max-w-md">{r.subjek ?? dataLine(r.data)}</span>,
  },
  { header: 'Status', cell: (r) => (r.status === null ? '-' : r.status) },
];

/** Who changed what and when, and who looked at employees' biometric data (Admin only). */
export default function AuditLogPage() {
  const [jenis, setJenis] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<AuditItem>('audit-log', '/audit-log', {
    jenis: jenis || undefined,
    'start-date': from || undefined,
    'end-date': to || undefined,
  });
  return (
    <div>
      <AdminHeader title="Log Audit" subtitle="Perubahan data oleh admin, keputusan approval, dan akses data biometrik." />
      <Card className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Select label="Jenis" value={jenis} onChange={(e) => setJenis(e.target.value)}>
            <option value="">Semua</option>
            {Object.entries(JENIS_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <DateInput label="Dari Tanggal" value={from} onChange={(e) => setFrom(e.target.value)} />
          <DateInput label="Sampai Tanggal" value={to} onChange={(e) => setTo(e.target.value)} />
          <Input
            label="Cari"
            type="search"
            placeholder="Pengguna, aksi, atau karyawan"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={columns}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(r) => `${r.jenis}-${r.id}`}
            empty="Belum ada catatan audit."
          />
        )}
        {query.data && query.data.total > 0 && <Paginator state={page} total={query.data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
