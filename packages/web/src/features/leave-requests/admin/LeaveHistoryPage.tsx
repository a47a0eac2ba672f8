import { LeaveTable } from './LeaveTable';

export default function LeaveHistoryPage() {
  return (
    <LeaveTable
      title="Riwayat Izin"
      subtitle="Semua pengajuan izin dan cuti karyawan."
      initialStatus=""
      detailPath="/admin/riwayat/izin"
    />
  );
}
