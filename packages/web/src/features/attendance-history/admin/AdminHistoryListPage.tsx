import { HISTORY_FLAG_LABELS, HISTORY_FLAGS, type HistoryAdminDay, historyRangeErrors } from '@hadir/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatMinutes } from '../../../lib/format';
import { type Column, DataTable, firstPage, Paginator } from '../../../ui/DataTable';
import { ExportButton } from '../../../ui/ExportButton';
import { Card, ErrorState } from '../../../ui/feedback';
import { Input, Select } from '../../../ui/Field';
import { AdminHeader } from '../../../ui/PageHeader';
import { today, useAdminHistory, useJabatanOptions, useLokasiOptions } from '../api';
import { DayStatusNotes } from '../DayStatusBadge';
import { useDebounced } from '../../../lib/useDebounced';
import { DateInput } from '../../../ui/DateInput';

const STATUS_OPTIONS = HISTORY_FLAGS.map((value) => ({ value, label: HISTORY_FLAG_LABELS[value] }));

const COLUMNS: Column<HistoryAdminDay>[] = [
  { header: 'NIP', cell: (d) => d.nip, className: 'whitespace-nowrap', pin: 'left' },
  {
    header: 'Nama',
    pin: 'left',
    // A real link as well, so keyboard users can open a record (the row click is for the mouse).
    cell: (d) =>
      d.id ? (
        <Link to={`/admin/riwayat/absensi/${d.id}`} className="font-medium text-blue-800 hover:underline">
          {d.nama}
        </Link>
      ) : (
        d.nama
      ),
  },
  { header: 'Jabatan', cell: (d) => d.jabatan ?? '-' },
  { header: 'Lokasi', cell: (d) => d.lokasi ?? '-' },
  { header: 'Tanggal', cell: (d) => formatDate(d.tanggal) },
  { header: 'Jam Masuk', cell: (d) => d.jam_masuk ?? '-' },
  { header: 'Jam Pulang', cell: (d) => d.jam_pulang ?? '-' },
  { header: 'Status', cell: (d) => <DayStatusNotes day={d} clamp /> },
  { header: 'Terlambat', cell: (d) => (d.flags.terlambat ? formatMinutes(d.menit_terlambat) : '-') },
];

/** Everyone's days with derived statuses, filtered by period, location, job title, status and name/NIP. */
export default function AdminHistoryListPage() {
  const navigate = useNavigate();
  const [start, setStart] = useState(today());
  const [end, setEnd] = useState(today());
  const [lokasiId, setLokasiId] = useState('');
  const [jabatanId, setJabatanId] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState(firstPage());
  const term = useDebounced(search.trim());
  const lokasi = useLokasiOptions();
  const jabatan = useJabatanOptions();
  const rangeErrors = start && end ? historyRangeErrors(start, end) : {};
  const ready = !!start && !!end && Object.keys(rangeErrors).length === 0;
  const query = {
    page: paging.page,
    size: paging.rows,
    'start-date': start,
    'end-date': end,
    lokasi_id: lokasiId,
    jabatan_id: jabatanId,
    status,
    search: term,
  };
  const list = useAdminHistory(query, ready);
  // Any change of filter starts again from the first page.
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPaging(firstPage(paging.rows));
  };

  return (
    <div>
      <AdminHeader
        title="Riwayat Absensi"
        subtitle="Kehadiran harian karyawan, dihitung dari jadwal, hari libur dan catatan absen."
        actions={
          ready && (
            <ExportButton
              path="/attendance/admin/export"
              query={() => ({
                'start-date': start,
                'end-date': end,
                lokasi_id: lokasiId || undefined,
                jabatan_id: jabatanId || undefined,
                status: status || undefined,
                search: search.trim() || undefined,
              })}
            />
          )
        }
      />
      <Card className="space-y-3">
        <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-6">
          <DateInput
            label="Tanggal Mulai"
            value={start}
            onChange={(e) => filter(setStart)(e.target.value)}
            error={start ? rangeErrors['start-date'] : 'Tanggal mulai wajib diisi.'}
          />
          <DateInput
            label="Tanggal Akhir"
            value={end}
            onChange={(e) => filter(setEnd)(e.target.value)}
            error={end ? rangeErrors['end-date'] : 'Tanggal akhir wajib diisi.'}
          />
          <Select label="Lokasi" value={lokasiId} onChange={(e) => filter(setLokasiId)(e.target.value)}>
            <option value="">Semua lokasi</option>
            {lokasi.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nama}
              </option>
            ))}
          </Select>
          <Select label="Jabatan" value={jabatanId} onChange={(e) => filter(setJabatanId)(e.target.value)}>
            <option value="">Semua jabatan</option>
            {jabatan.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nama}
              </option>
            ))}
          </Select>
          <Select label="Status" value={status} onChange={(e) => filter(setStatus)(e.target.value)}>
            <option value="">Semua status</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          <Input label="Cari Nama / NIP" type="search" value={search} onChange={(e) => filter(setSearch)(e.target.value)} />
        </div>
        {list.isError ? (
          <ErrorState>Riwayat absensi tidak dapat dimuat.</ErrorState>
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={ready ? list.data?.items : []}
            loading={ready && list.isPending}
            rowKey={(d) => `${d.user_id}-${d.tanggal}`}
            onRowClick={(d) => d.id && navigate(`/admin/riwayat/absensi/${d.id}`)}
            empty="Tidak ada data absensi yang cocok dengan filter."
          />
        )}
        <Paginator state={paging} total={ready ? (list.data?.total ?? 0) : 0} onChange={setPaging} />
      </Card>
    </div>
  );
}
