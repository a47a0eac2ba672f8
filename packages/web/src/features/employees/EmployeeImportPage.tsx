import { ExcelImportPage } from '../../ui/ExcelImportPage';

/** /admin/karyawan/impor: many employees added and updated at once from one Excel file. */
export default function EmployeeImportPage() {
  return (
    <ExcelImportPage
      title="Impor Karyawan"
      subtitle="Tambah dan perbarui banyak karyawan sekaligus dari berkas Excel."
      list="/admin/karyawan"
      queryKey={['users']}
      templatePath="/users/import/template"
      importPath="/users/import"
      noun="karyawan"
      confirmNote={
        <p className="text-sm text-slate-600">
          Data login karyawan baru dikirim lewat email bila pengiriman email aktif dan alamatnya diisi; yang lain dikirimi dari
          halaman karyawan masing-masing.
        </p>
      }
    >
      <p className="text-sm text-slate-600">
        Templat berisi kolom yang dibaca dan daftar pilihan (jabatan, lokasi, jadwal kerja, grup gaji, PTKP, bank) sesuai data
        saat ini. NIP yang sudah terdaftar akan memperbarui karyawan tersebut; sel kosong tidak mengubah data lama.
      </p>
    </ExcelImportPage>
  );
}
