import { ExcelImportPage } from '../../../ui/ExcelImportPage';

/** Remaining annual leave brought over from the previous system, for many employees from one Excel file. */
export default function KuotaImportPage() {
  return (
    <ExcelImportPage
      title="Impor Kuota Cuti"
      subtitle="Sisa cuti tahunan periode berjalan per karyawan; selisihnya dicatat sebagai penyesuaian dengan alasannya."
      list="/admin/pengaturan/kuota-cuti"
      queryKey={['kuota-cuti']}
      templatePath="/kuota-cuti/import/template"
      importPath="/kuota-cuti/import"
      noun="karyawan"
    />
  );
}
