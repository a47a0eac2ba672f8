import type { KoreksiItem } from '@hadir/contract';
import { formatDate, formatDateTime } from '../../lib/format';
import { OwnRequestList } from '../../ui/OwnRequestList';
import { proposedTimes } from './times';

export default function CorrectionListPage() {
  return (
    <OwnRequestList<KoreksiItem>
      resource="koreksi-kehadiran"
      queryKey="koreksi"
      title="Koreksi Kehadiran"
      to="/menu/absensi/koreksi-kehadiran"
      addTo="/menu/absensi/koreksi-kehadiran/add"
      addLabel="Ajukan Koreksi"
      empty="Belum ada pengajuan koreksi kehadiran."
      listLabel="Daftar koreksi kehadiran"
      heading={(k) => formatDate(k.tanggal)}
    >
      {(k) => (
        <>
          <p className="mt-1 text-sm text-slate-700">{proposedTimes(k)}</p>
          <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(k.tanggal_pengajuan)}</p>
        </>
      )}
    </OwnRequestList>
  );
}
