import {
  LABEL_METODE_PRORATA,
  LABEL_NETO_NEGATIF,
  METODE_PRORATA,
  type MetodeProrata,
  NETO_NEGATIF,
  type NetoNegatif,
  type PengaturanPenggajian,
  type PengaturanPenggajianRequest,
} from '@hadir/contract';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { Button } from '../../ui/Button';
import { Checkbox, Select } from '../../ui/Field';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { PENGATURAN_KEY } from './KelasRisikoCard';

type Pilihan = Pick<PengaturanPenggajian, 'metode_prorata' | 'neto_negatif' | 'upah_sakit_bertahap' | 'slip_berpassword'>;
const KUNCI = ['metode_prorata', 'neto_negatif', 'upah_sakit_bertahap', 'slip_berpassword'] as const;

/**
 * The company's payroll options (issue 17), each with a one-line explanation: every new run uses them. Saving sends
 * only the fields changed (PUT /pengaturan-penggajian takes any subset) and is written to the audit log.
 */
export function PayrollOptionsCard({ pengaturan }: { pengaturan: UseQueryResult<PengaturanPenggajian> }) {
  const [nilai, setNilai] = useState<Pilihan | null>(null);
  useEffect(() => {
    if (pengaturan.data) {
      const { metode_prorata, neto_negatif, upah_sakit_bertahap, slip_berpassword } = pengaturan.data;
      setNilai({ metode_prorata, neto_negatif, upah_sakit_bertahap, slip_berpassword });
    }
  }, [pengaturan.data]);
  const simpan = useMutation({
    mutationFn: (body: PengaturanPenggajianRequest) => api.put<PengaturanPenggajian>('/pengaturan-penggajian', body),
    onSuccess: (data) => {
      queryClient.setQueryData(PENGATURAN_KEY, data);
      toast.success('Pengaturan penggajian disimpan.');
    },
  });
  const set = <K extends keyof Pilihan>(k: K, v: Pilihan[K]) => setNilai((n) => (n ? { ...n, [k]: v } : n));
  const berubah = (n: Pilihan, asal: PengaturanPenggajian) =>
    Object.fromEntries(KUNCI.filter((k) => n[k] !== asal[k]).map((k) => [k, n[k]])) as PengaturanPenggajianRequest;

  return (
    <Card className="mt-4 max-w-xl space-y-3">
      <div>
        <h2 className="font-semibold text-slate-800">Pengaturan Penggajian</h2>
        <p className="text-xs text-slate-500">Dipakai setiap penggajian baru; penggajian yang sudah dihitung tidak berubah.</p>
      </div>
      {pengaturan.isPending || !nilai ? (
        pengaturan.isError ? (
          <ErrorState />
        ) : (
          <Loading />
        )
      ) : (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            const body = berubah(nilai, pengaturan.data!);
            if (Object.keys(body).length === 0) toast.info('Tidak ada pengaturan yang berubah.');
            else simpan.mutate(body);
          }}
        >
          <div>
            <Select
              label="Prorata karyawan masuk atau keluar di tengah bulan"
              value={nilai.metode_prorata}
              onChange={(e) => set('metode_prorata', e.target.value as MetodeProrata)}
            >
              {METODE_PRORATA.map((m) => (
                <option key={m} value={m}>
                  {LABEL_METODE_PRORATA[m]}
                </option>
              ))}
            </Select>
            <p className="text-xs text-slate-500">
              Gaji tetap dibayar sebanding dengan hari bekerja dibagi jumlah hari ini (PP 36/2021 Pasal 40 ayat (1)).
            </p>
          </div>
          <div>
            <Select
              label="Potongan yang melebihi pendapatan"
              value={nilai.neto_negatif}
              onChange={(e) => set('neto_negatif', e.target.value as NetoNegatif)}
            >
              {NETO_NEGATIF.map((n) => (
                <option key={n} value={n}>
                  {LABEL_NETO_NEGATIF[n]}
                </option>
              ))}
            </Select>
            <p className="text-xs text-slate-500">
              Gaji bersih tidak pernah minus: potongan perusahaan dikurangi lebih dulu, BPJS dan PPh 21 tetap dipotong penuh;
              sisanya dipotong bulan berikutnya atau ditanggung perusahaan.
            </p>
          </div>
          <div>
            <Checkbox
              label="Upah sakit bertahap"
              checked={nilai.upah_sakit_bertahap}
              onChange={(e) => set('upah_sakit_bertahap', e.target.checked)}
            />
            <p className="text-xs text-slate-500">
              Sakit berkepanjangan dibayar 100% pada 4 bulan pertama, 75% pada 4 bulan kedua, 50% pada 4 bulan ketiga, lalu 25%
              (UU 13/2003 Pasal 93 ayat (3)).
            </p>
          </div>
          <div>
            <Checkbox
              label="Slip gaji PDF berkata sandi"
              checked={nilai.slip_berpassword}
              onChange={(e) => set('slip_berpassword', e.target.checked)}
            />
            <p className="text-xs text-slate-500">PDF slip hanya terbuka dengan tanggal lahir karyawan (ddmmyyyy).</p>
          </div>
          <Button type="submit" variant="secondary" loading={simpan.isPending}>
            Simpan Pengaturan
          </Button>
        </form>
      )}
    </Card>
  );
}
