import { ExcelImportPage } from '../../ui/ExcelImportPage';
import { ROSTER } from './api';

/** A month's roster from Excel: the export edited in Excel, or the template (next month, every active employee). */
export default function RosterImportPage() {
  return (
    <ExcelImportPage
      title="Impor Roster Shift"
      subtitle="Setiap baris karyawan mengubah tanggal yang ada kolomnya di berkas; karyawan tanpa baris tidak berubah."
      list={ROSTER}
      queryKey={['roster']}
      templatePath="/roster/import/template"
      importPath="/roster/import"
      noun="jadwal karyawan"
    >
      <p className="text-sm text-slate-600">
        Isi sel dengan kode shift (lihat lembar &quot;Kode Shift&quot;), L untuk libur, atau kosongkan agar tanggal itu mengikuti
        jadwal kerja mingguan. Berkas dari tombol Ekspor ke Excel di halaman Roster Shift dapat langsung diubah lalu diimpor
        kembali.
      </p>
    </ExcelImportPage>
  );
}
