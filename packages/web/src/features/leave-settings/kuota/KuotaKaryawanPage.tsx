import type { KuotaCuti, KuotaCutiPerKaryawan } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable } from '../../../ui/DataTable';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';

const LIST = '/admin/pengaturan/kuota-cuti';

/** /kuota-cuti/{id}: one employee ({id} is the user id) with their quota per year. */
export default function KuotaKaryawanPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tahun = params.get('tahun');
  const query = useQuery({
    queryKey: ['kuota-cuti', 'user', id],
    queryFn: () => api.get<KuotaCutiPerKaryawan>(`/kuota-cuti/user/${id}`),
  });

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState>Karyawan tidak ditemukan.</ErrorState>;
  const { karyawan, items } = query.data;
  const columns: Column<KuotaCuti>[] = [
    { header: 'Tahun', cell: (k) => k.tahun },
    { header: 'Total Kuota', cell: (k) => formatNumber(k.total_hari), className: 'text-right' },
    { header: 'Terpakai', cell: (k) => formatNumber(k.terpakai), className: 'text-right' },
    { header: 'Menunggu Persetujuan', cell: (k) => formatNumber(k.menunggu), className: 'text-right' },
    { header: 'Sisa', cell: (k) => formatNumber(k.sisa), className: 'text-right' },
    { header: 'Keterangan', cell: (k) => k.keterangan ?? '-' },
    {
      header: 'Aksi',
      cell: (k) => (
        <Link
          className="font-medium text-blue-700 hover:underline"
          to={`${LIST}/${karyawan.id}/${k.id}/edit`}
          aria-label={`Ubah kuota tahun ${k.tahun}`}
        >
          Ubah
        </Link>
      ),
    },
  ];
  return (
    <>
      <AdminHeader
        title={`Kuota Cuti ${karyawan.nama}`}
        subtitle={`NIP ${karyawan.nip} · Tanggal masuk ${formatDate(karyawan.tanggal_masuk)}${karyawan.aktif ? '' : ' · Nonaktif'}`}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(tahun ? `${LIST}?tahun=${tahun}` : LIST)}>
              Kembali
            </Button>
            {karyawan.aktif && (
              <Button onClick={() => navigate(`${LIST}/${karyawan.id}/add${tahun ? `?tahun=${tahun}` : ''}`)}>
                Tambah Kuota
              </Button>
            )}
          </>
        }
      />
      <Card>
        <DataTable columns={columns} rows={items} rowKey={(k) => k.id} empty="Karyawan ini belum memiliki kuota cuti." />
      </Card>
    </>
  );
}
