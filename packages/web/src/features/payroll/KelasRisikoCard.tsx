import {
  KELAS_RISIKO,
  type KelasRisiko,
  LABEL_KELAS_RISIKO,
  type PengaturanPenggajian,
  type PengaturanPenggajianRequest,
} from '@hadir/contract';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { queryClient } from '../../lib/query';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { Card, ErrorState, Loading } from '../../ui/feedback';

export const PENGATURAN_KEY = ['pengaturan-penggajian'];

/**
 * The company's JKK risk class (PP 44/2015 Lampiran I), set by BPJS Ketenagakerjaan for the company: every new
 * monthly run uses it unless the run overrides it. On the Olah page because it belongs to the payroll section.
 */
export function KelasRisikoCard({ pengaturan }: { pengaturan: UseQueryResult<PengaturanPenggajian> }) {
  const [kelas, setKelas] = useState<KelasRisiko | ''>('');
  useEffect(() => {
    if (pengaturan.data) setKelas(pengaturan.data.kelas_risiko_jkk);
  }, [pengaturan.data]);
  const simpan = useMutation({
    mutationFn: (body: PengaturanPenggajianRequest) => api.put<PengaturanPenggajian>('/pengaturan-penggajian', body),
    onSuccess: (data) => {
      queryClient.setQueryData(PENGATURAN_KEY, data);
      toast.success('Kelas risiko JKK perusahaan disimpan.');
    },
  });
  return (
    <Card className="mt-4 max-w-xl space-y-3">
      <div>
        <h2 className="font-semibold text-slate-800">Kelas Risiko JKK Perusahaan</h2>
        <p className="text-xs text-slate-500">
          Iuran Jaminan Kecelakaan Kerja ditanggung perusahaan sesuai kelompok risiko yang ditetapkan BPJS Ketenagakerjaan (PP
          44/2015 Lampiran I). Dipakai setiap penggajian bulanan baru.
        </p>
      </div>
      {pengaturan.isPending ? (
        <Loading />
      ) : pengaturan.isError ? (
        <ErrorState />
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (kelas) simpan.mutate({ kelas_risiko_jkk: kelas });
          }}
        >
          <div className="min-w-60 flex-1">
            <Select label="Kelas risiko JKK perusahaan" value={kelas} onChange={(e) => setKelas(e.target.value as KelasRisiko)}>
              {KELAS_RISIKO.map((k) => (
                <option key={k} value={k}>
                  {LABEL_KELAS_RISIKO[k]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="secondary" loading={simpan.isPending}>
            Simpan Kelas Risiko
          </Button>
          {pengaturan.data.diubah_oleh && (
            <p className="w-full text-xs text-slate-500">
              Terakhir diubah oleh {pengaturan.data.diubah_oleh}, {formatDateTime(pengaturan.data.diubah_pada)}.
            </p>
          )}
        </form>
      )}
    </Card>
  );
}
