import type { IzinItem } from '@hadir/contract';
import { formatDateTime } from '../../lib/format';
import { OwnRequestList } from '../../ui/OwnRequestList';
import { periode } from './LeaveInfo';

export default function LeaveListPage() {
  return (
    <OwnRequestList<IzinItem>
      resource="izin"
      queryKey="izin"
      title="Izin"
      to="/menu/absensi/izin"
      addTo="/menu/absensi/izin/add"
      addLabel="Ajukan Izin"
      empty="Belum ada pengajuan izin."
      listLabel="Daftar pengajuan izin"
      heading={(izin) => izin.jenis_izin}
    >
      {(izin) => (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {periode(izin)} · {izin.jumlah_hari} hari kerja
          </p>
          <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(izin.tanggal_pengajuan)}</p>
        </>
      )}
    </OwnRequestList>
  );
}
