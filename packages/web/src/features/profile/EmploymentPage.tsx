import type { DataKaryawan } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';

/** Read-only: HR keeps these fields on the employee's record. */
export default function EmploymentPage() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['users', 'data-karyawan'],
    queryFn: () => api.get<DataKaryawan>('/users/data-karyawan'),
  });
  const rows: [string, string | null][] = data
    ? [
        ['NIP', data.nip],
        ['Username', data.username],
        ['Nama Lengkap', data.fullname],
        ['Peran', data.roles.join(', ')],
        ['Jabatan', data.jabatan],
        ['Lokasi', data.lokasi],
        ['Jadwal Kerja', data.jadwal_kerja],
        ['Tipe Karyawan', data.tipe_karyawan],
        ['Tanggal Masuk', data.tanggal_masuk && formatDate(data.tanggal_masuk)],
        ['Nama Bank', data.nama_bank],
        ['Nomor Rekening', data.no_rekening],
        ['No. BPJS Kesehatan', data.no_bpjs_kesehatan],
        ['No. BPJS Ketenagakerjaan', data.no_bpjs_ketenagakerjaan],
        ['PIC (Atasan)', data.pics.map((p) => p.fullname).join(', ')],
      ]
    : [];
  return (
    <div>
      <MobileHeader title="Data Karyawan" back="/profile" />
      <div className="p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Data karyawan tidak dapat dimuat.</ErrorState>}
        {data && (
          <Card>
            <dl className="divide-y divide-slate-100 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2.5">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-right font-medium text-slate-900">{value || '-'}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-slate-500">Data ini dikelola oleh HRD. Hubungi HRD bila ada yang perlu diubah.</p>
          </Card>
        )}
      </div>
    </div>
  );
}
