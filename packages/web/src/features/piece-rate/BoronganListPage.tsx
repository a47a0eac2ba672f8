import type { BoronganItem } from '@hadir/contract';
import { useBoronganAkses } from '../../lib/boronganAkses';
import { formatDate, formatRupiah } from '../../lib/format';
import { OwnRequestList } from '../../ui/OwnRequestList';

export default function BoronganListPage() {
  const boleh = useBoronganAkses();
  return (
    <OwnRequestList<BoronganItem>
      resource="borongan"
      queryKey="borongan"
      title="Absensi Borongan/Harian"
      to="/menu/absensi/borongan"
      addTo="/menu/absensi/borongan/create"
      addLabel="Input Absensi Borongan/Harian"
      canAdd={boleh}
      empty="Belum ada absensi borongan/harian."
      listLabel="Daftar absensi borongan/harian"
      heading={(b) => formatDate(b.tanggal)}
    >
      {(b) => (
        <>
          <p className="mt-1 text-sm font-semibold text-blue-800">{formatRupiah(b.total_upah)}</p>
          <p className="mt-1 text-xs text-slate-500">{b.jumlah_pekerjaan} pekerjaan</p>
        </>
      )}
    </OwnRequestList>
  );
}
