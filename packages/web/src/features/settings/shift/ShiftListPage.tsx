import type { Shift } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { type Column, DataTable } from '../../../ui/DataTable';
import { Card, ErrorState, StatusBadge } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { AturanAbsenShift } from './AturanAbsenShift';
import { jamKerja, menit, SHIFT_LIST } from './shiftText';

const COLUMNS: Column<Shift>[] = [
  { header: 'Kode', cell: (s) => <span className="font-mono font-semibold">{s.kode}</span> },
  {
    header: 'Nama',
    cell: (s) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`${SHIFT_LIST}/${s.id}`}>
        {s.nama}
      </Link>
    ),
  },
  { header: 'Jam Kerja', cell: (s) => jamKerja(s) },
  { header: 'Istirahat', cell: (s) => menit(s.istirahat_menit) },
  { header: 'Toleransi', cell: (s) => menit(s.toleransi_terlambat) },
  {
    header: 'Absen Masuk Dibuka / Pulang Ditutup',
    cell: (s) => `${menit(s.buka_masuk_menit)} sebelum masuk / ${menit(s.tutup_pulang_menit)} setelah pulang`,
  },
  { header: 'Status', cell: (s) => <StatusBadge status={s.aktif ? 'Aktif' : 'Nonaktif'} /> },
];

/** Shift definitions (the codes of the roster grid) and the company's punch-window rules. */
export default function ShiftListPage() {
  const navigate = useNavigate();
  const shifts = useQuery({ queryKey: ['shift'], queryFn: () => api.get<{ items: Shift[] }>('/shift') });
  return (
    <>
      <AdminHeader
        title="Shift"
        subtitle="Jam kerja tiap shift untuk roster. Kode shift tampil di tabel Roster Shift dan berkas Excel-nya."
        actions={<Button onClick={() => navigate(`${SHIFT_LIST}/add`)}>Tambah Shift</Button>}
      />
      <Card className="space-y-3">
        {shifts.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={shifts.data?.items}
            loading={shifts.isPending}
            rowKey={(s) => s.id}
            onRowClick={(s) => navigate(`${SHIFT_LIST}/${s.id}`)}
            label="Daftar shift"
            empty="Belum ada shift. Tambahkan shift (misalnya Pagi, Siang, Malam) untuk menyusun roster."
          />
        )}
      </Card>
      <AturanAbsenShift />
    </>
  );
}
