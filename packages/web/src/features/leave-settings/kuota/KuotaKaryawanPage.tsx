import type { KuotaCutiPerKaryawan, PenyesuaianCuti, PeriodeCuti } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable } from '../../../ui/DataTable';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { namaPeriode } from './periode';

const LIST = '/admin/pengaturan/kuota-cuti';
const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

const PERIODE_COLUMNS: Column<PeriodeCuti>[] = [
  { header: 'Periode', cell: (p) => namaPeriode(p) },
  { header: 'Hak', cell: (p) => formatNumber(p.hak), className: 'text-right' },
  {
    header: 'Sisa Periode Lalu',
    cell: (p) =>
      p.dibawa > 0 ? (
        <span>
          {formatNumber(p.dibawa)} <span className="text-xs text-slate-500">(s.d. {formatDate(p.dibawa_sampai)})</span>
        </span>
      ) : (
        '0'
      ),
    className: 'text-right',
  },
  { header: 'Hangus', cell: (p) => (p.hangus > 0 ? `-${formatNumber(p.hangus)}` : '0'), className: 'text-right' },
  {
    header: 'Cuti Bersama',
    cell: (p) => (p.cuti_bersama > 0 ? `-${formatNumber(p.cuti_bersama)}` : '0'),
    className: 'text-right',
  },
  { header: 'Penyesuaian', cell: (p) => signed(p.penyesuaian), className: 'text-right' },
  { header: 'Total Kuota', cell: (p) => <strong>{formatNumber(p.total)}</strong>, className: 'text-right' },
  { header: 'Terpakai', cell: (p) => formatNumber(p.terpakai), className: 'text-right' },
  { header: 'Menunggu Persetujuan', cell: (p) => formatNumber(p.menunggu), className: 'text-right' },
  { header: 'Sisa', cell: (p) => <strong>{formatNumber(p.sisa)}</strong>, className: 'text-right' },
];

/** /kuota-cuti/{id}: one employee ({id} is the user id), each period's figures and how they are made, HR's adjustments. */
export default function KuotaKaryawanPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['kuota-cuti', 'user', id],
    queryFn: () => api.get<KuotaCutiPerKaryawan>(`/kuota-cuti/user/${id}`),
  });

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState>Karyawan tidak ditemukan.</ErrorState>;
  const { karyawan, items, penyesuaian, periode_berjalan } = query.data;
  const namaOf = (periode: number) => {
    const p = items.find((i) => i.periode === periode);
    return p ? namaPeriode(p) : String(periode);
  };
  const adjustmentColumns: Column<PenyesuaianCuti>[] = [
    { header: 'Periode', cell: (a) => namaOf(a.periode) },
    { header: 'Hari', cell: (a) => signed(a.hari), className: 'text-right' },
    { header: 'Alasan', cell: (a) => a.alasan },
    { header: 'Dicatat oleh', cell: (a) => a.dibuat_oleh ?? '-' },
    { header: 'Waktu', cell: (a) => formatDateTime(a.updated_at) },
    {
      header: 'Aksi',
      cell: (a) => (
        <Link
          className="font-medium text-blue-700 hover:underline"
          to={`${LIST}/${karyawan.id}/${a.id}/edit`}
          aria-label={`Ubah penyesuaian ${signed(a.hari)} hari: ${a.alasan}`}
        >
          Ubah
        </Link>
      ),
    },
  ];
  const berhak = karyawan.berhak_mulai ? `Berhak cuti sejak ${formatDate(karyawan.berhak_mulai)}` : 'Tanggal masuk belum diisi';
  return (
    <>
      <AdminHeader
        title={`Kuota Cuti ${karyawan.nama}`}
        subtitle={`NIP ${karyawan.nip} · Tanggal masuk ${formatDate(karyawan.tanggal_masuk)} · ${berhak}${karyawan.aktif ? '' : ' · Nonaktif'}`}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(LIST)}>
              Kembali
            </Button>
            {karyawan.aktif && (
              <Button onClick={() => navigate(`${LIST}/${karyawan.id}/add?periode=${periode_berjalan}`)}>
                Tambah Penyesuaian
              </Button>
            )}
          </>
        }
      />
      <div className="space-y-4">
        <Card className="space-y-2">
          <h2 className="font-semibold text-slate-900">Rincian per periode</h2>
          <p className="text-xs text-slate-500">
            Total Kuota = Hak + Sisa Periode Lalu - Hangus - Cuti Bersama + Penyesuaian. Sisa = Total Kuota - Terpakai; cuti yang
            menunggu persetujuan sudah dipesan dari sisa itu.
          </p>
          <DataTable columns={PERIODE_COLUMNS} rows={items} rowKey={(p) => p.periode} label="Rincian cuti per periode" />
        </Card>
        <Card className="space-y-2">
          <h2 className="font-semibold text-slate-900">Penyesuaian HRD</h2>
          <DataTable
            columns={adjustmentColumns}
            rows={penyesuaian}
            rowKey={(a) => a.id}
            label="Penyesuaian cuti"
            empty="Belum ada penyesuaian."
          />
        </Card>
      </div>
    </>
  );
}
