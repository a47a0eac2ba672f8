import { ExcelImportPage } from '../../../ui/ExcelImportPage';

/** The year's national holidays and cuti bersama from one Excel file. */
export default function HariLiburImportPage() {
  return (
    <ExcelImportPage
      title="Impor Hari Libur"
      subtitle="Tanggal yang sudah terdaftar diperbarui; tanggal lain ditambahkan."
      list="/admin/pengaturan/hari-libur"
      queryKey={['hari-libur']}
      templatePath="/hari-libur/import/template"
      importPath="/hari-libur/import"
      noun="hari libur"
    />
  );
}
