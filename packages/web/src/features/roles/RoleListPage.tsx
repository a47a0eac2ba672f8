import type { Role } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { type Column, DataTable } from '../../ui/DataTable';
import { Card, ErrorState } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { sectionsText } from './sections';

const COLUMNS: Column<Role>[] = [
  {
    header: 'Nama Role',
    cell: (r) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`/admin/role-management/${r.id}`}>
        {r.nama}
      </Link>
    ),
  },
  { header: 'Jenis', cell: (r) => (r.builtin ? 'Bawaan' : 'Khusus') },
  { header: 'Bagian Admin', cell: sectionsText },
  { header: 'Jumlah Pengguna', cell: (r) => formatNumber(r.jumlah_pengguna), className: 'text-right' },
];

/** Role management: the built-in roles and the custom ones, each with the admin sections it opens. */
export default function RoleListPage() {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['roles'], queryFn: () => api.get<{ items: Role[] }>('/roles') });
  return (
    <>
      <AdminHeader
        title="Role Management"
        subtitle="Role khusus membatasi HRD pada bagian admin yang dipilih"
        actions={<Button onClick={() => navigate('/admin/role-management/add')}>Tambah Role</Button>}
      />
      <Card className="space-y-3">
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`/admin/role-management/${r.id}`)}
            empty="Belum ada role."
          />
        )}
        <p className="text-sm text-slate-500">
          Admin dan HRD membuka semua bagian. HRD yang juga memegang role khusus hanya membuka bagian dari role khususnya. Role
          Management, Backup, dan Log Audit hanya untuk Admin.
        </p>
      </Card>
    </>
  );
}
