import type { UserListItem } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { ExportButton } from '../../ui/ExportButton';
import { type Column, DataTable, firstPage, Paginator } from '../../ui/DataTable';
import { Card, ErrorState } from '../../ui/feedback';
import { Input, Select } from '../../ui/Field';
import { AdminHeader } from '../../ui/PageHeader';
import { useJabatanOptions, useLokasiOptions } from './api';
import { ActiveBadge } from './ActiveBadge';
import { useDebounced } from '../../lib/useDebounced';

const COLUMNS: Column<UserListItem>[] = [
  { header: 'NIP', cell: (u) => u.nip },
  {
    header: 'Nama',
    // A real link too, so that keyboard users can open the detail (the row click is for the mouse).
    cell: (u) => (
      <Link to={`/admin/karyawan/${u.id}`} className="font-medium text-blue-800 hover:underline">
        {u.fullname}
      </Link>
    ),
  },
  { header: 'Username', cell: (u) => u.username },
  { header: 'Peran', cell: (u) => u.roles.join(', ') },
  { header: 'Jabatan', cell: (u) => u.jabatan ?? '-' },
  { header: 'Lokasi', cell: (u) => u.lokasi ?? '-' },
  { header: 'Tipe Karyawan', cell: (u) => u.tipe_karyawan ?? '-' },
  { header: 'Status', cell: (u) => <ActiveBadge active={u.active} /> },
];

export default function EmployeeListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [lokasiId, setLokasiId] = useState('');
  const [jabatanId, setJabatanId] = useState('');
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState(firstPage());
  const debounced = useDebounced(search.trim());
  const lokasi = useLokasiOptions();
  const jabatan = useJabatanOptions();
  const query = { page: paging.page, size: paging.rows, search: debounced, lokasi_id: lokasiId, jabatan_id: jabatanId, status };
  const list = useQuery({
    queryKey: ['users', 'list', query],
    queryFn: () => api.get<{ items: UserListItem[]; total: number }>('/users', { query }),
    placeholderData: keepPreviousData,
  });
  // Any change of filter starts again from the first page.
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPaging(firstPage(paging.rows));
  };

  return (
    <div>
      <AdminHeader
        title="Karyawan"
        subtitle="Data karyawan, peran, penempatan dan PIC."
        actions={
          <>
            <ExportButton
              path="/users/export"
              query={() => ({
                search: search.trim() || undefined,
                lokasi_id: lokasiId || undefined,
                jabatan_id: jabatanId || undefined,
                status: status || undefined,
              })}
            />
            <Button variant="secondary" onClick={() => navigate('/admin/karyawan/impor')}>
              Impor Excel
            </Button>
            <Button onClick={() => navigate('/admin/karyawan/add')}>Tambah Karyawan</Button>
          </>
        }
      />
      <Card className="space-y-3">
        <div className="grid gap-3 md:grid-cols-4">
          <Input
            label="Cari Nama / NIP"
            type="search"
            placeholder="Ketik nama, NIP atau username"
            value={search}
            onChange={(e) => filter(setSearch)(e.target.value)}
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
            <option value="aktif">Aktif</option>
            <option value="nonaktif">Nonaktif</option>
          </Select>
        </div>
        {list.isError ? (
          <ErrorState>Data karyawan tidak dapat dimuat.</ErrorState>
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={list.data?.items}
            loading={list.isPending}
            rowKey={(u) => u.id}
            onRowClick={(u) => navigate(`/admin/karyawan/${u.id}`)}
            empty="Tidak ada karyawan yang cocok dengan filter."
          />
        )}
        <Paginator state={paging} total={list.data?.total ?? 0} onChange={setPaging} />
      </Card>
    </div>
  );
}
