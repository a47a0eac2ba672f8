import type { LemburItem } from '@hadir/contract';
import { formatDate, formatDateTime } from '../../lib/format';
import { formatJam } from '../../ui/OvertimeTiers';
import { OwnRequestList } from '../../ui/OwnRequestList';
import { timeRange } from './times';

export default function OvertimeListPage() {
  return (
    <OwnRequestList<LemburItem>
      resource="lembur"
      queryKey="lembur"
      title="Lembur"
      to="/menu/absensi/lembur"
      addTo="/menu/absensi/lembur/add"
      addLabel="Ajukan Lembur"
      empty="Belum ada pengajuan lembur."
      listLabel="Daftar lembur"
      heading={(l) => formatDate(l.tanggal)}
    >
      {(l) => (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {timeRange(l)} · {formatJam(l.jam)}
          </p>
          <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(l.tanggal_pengajuan)}</p>
        </>
      )}
    </OwnRequestList>
  );
}
