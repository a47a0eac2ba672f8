import { AUDIT_KATEGORI_LABELS, type AuditItem, type AuditOpsi } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { type Column, DataTable, Paginator } from '../../ui/DataTable';
import { Card, ErrorState } from '../../ui/feedback';
import { Input, Select } from '../../ui/Field';
import { AdminHeader } from '../../ui/PageHeader';
import { usePagedList } from '../../ui/usePagedList';
import { DateInput } from '../../ui/DateInput';

/** The record as the server keeps it, for when the sentence is not enough (an audit, a dispute). */
function DataAsli({ item }: { item: AuditItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const raw =
    item.jenis === 'akses_biometrik'
      ? { dilihat: item.aksi, karyawan: item.subjek }
      : { permintaan: item.aksi, parameter: item.params, data: item.data, status: item.status };
  return (
    <div className="mt-1">
      <button
        type="button"
        className="text-xs font-medium text-blue-700 hover:underline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Sembunyikan data asli' : 'Lihat data asli'}
      </button>
      {open && (
        <pre
          id={id}
          role="region"
          aria-label="Data asli"
          className="mt-1 max-w-2xl whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800"
        >
          {JSON.stringify(raw, null, 2)}
        </pre>
      )}
    </div>
  );
}

const columns: Column<AuditItem>[] = [
  { header: 'Waktu', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.waktu)}</span> },
  {
    header: 'Catatan',
    cell: (r) => (
      <div className="min-w-64 max-w-3xl">
        <p className="text-slate-900">{r.kalimat}</p>
        <DataAsli item={r} />
      </div>
    ),
  },
  { header: 'Tindakan', cell: (r) => <span className="whitespace-nowrap">{AUDIT_KATEGORI_LABELS[r.kategori]}</span> },
];

const orang = (o: { nama: string; nip: string | null }) => (o.nip ? `${o.nama} (${o.nip})` : o.nama);

/** Who changed what and when, and who looked at employees' biometric data (Admin only). */
export default function AuditLogPage() {
  const [pelaku, setPelaku] = useState('');
  const [karyawan, setKaryawan] = useState('');
  const [kategori, setKategori] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const opsi = useQuery({ queryKey: ['audit-log', 'opsi'], queryFn: () => api.get<AuditOpsi>('/audit-log/opsi') });
  const { query, page, setPage, search, setSearch } = usePagedList<AuditItem>('audit-log', '/audit-log', {
    pelaku_id: pelaku || undefined,
    karyawan_id: karyawan || undefined,
    kategori: kategori || undefined,
    'start-date': from || undefined,
    'end-date': to || undefined,
  });
  return (
    <div>
      <AdminHeader title="Log Audit" subtitle="Perubahan data oleh admin, keputusan approval, dan akses data biometrik." />
      <Card className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <Select label="Pelaku" value={pelaku} onChange={(e) => setPelaku(e.target.value)}>
            <option value="">Semua pelaku</option>
            {opsi.data?.pelaku.map((o) => (
              <option key={o.id} value={o.id}>
                {orang(o)}
              </option>
            ))}
          </Select>
          <Select label="Karyawan" value={karyawan} onChange={(e) => setKaryawan(e.target.value)}>
            <option value="">Semua karyawan</option>
            {opsi.data?.karyawan.map((o) => (
              <option key={o.id} value={o.id}>
                {orang(o)}
              </option>
            ))}
          </Select>
          <Select label="Tindakan" value={kategori} onChange={(e) => setKategori(e.target.value)}>
            <option value="">Semua tindakan</option>
            {Object.entries(AUDIT_KATEGORI_LABELS).map(([value, label]) => (
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
            placeholder="Nama, NIP, atau isi perubahan"
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
            label="Catatan audit"
          />
        )}
        {query.data && query.data.total > 0 && <Paginator state={page} total={query.data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
