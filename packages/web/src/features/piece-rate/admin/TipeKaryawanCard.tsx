import { type PengaturanBorongan, TIPE_KARYAWAN } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { Checkbox } from '../../../ui/Field';

type Tipe = PengaturanBorongan['tipe_karyawan'][number];

/** Which employee types may enter harian/borongan work (GET/PUT /pengaturan-borongan); none ticked = everyone. */
export function TipeKaryawanCard() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: ['pengaturan-borongan'],
    queryFn: () => api.get<PengaturanBorongan>('/pengaturan-borongan'),
  });
  const [chosen, setChosen] = useState<Tipe[]>([]);
  useEffect(() => {
    if (setting.data) setChosen(setting.data.tipe_karyawan);
  }, [setting.data]);
  const save = useMutation({
    mutationFn: () =>
      api.put<PengaturanBorongan>('/pengaturan-borongan', { tipe_karyawan: TIPE_KARYAWAN.filter((t) => chosen.includes(t)) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['pengaturan-borongan'] });
      toast.success('Pengaturan input harian/borongan berhasil disimpan.');
    },
  });
  return (
    <Card className="space-y-3">
      <div>
        <h2 className="text-base font-semibold text-slate-900">Yang Dapat Menginput Absensi Borongan/Harian</h2>
        <p className="text-sm text-slate-500">
          Hanya karyawan dengan tipe yang dicentang yang melihat menu dan dapat menginput pekerjaan harian/borongan. Bila tidak
          ada yang dicentang, semua karyawan dapat menginput.
        </p>
      </div>
      {setting.isPending && <Loading />}
      {setting.isError && <ErrorState />}
      {setting.data && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">Tipe karyawan</legend>
            {TIPE_KARYAWAN.map((t) => (
              <Checkbox
                key={t}
                label={t}
                checked={chosen.includes(t)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setChosen((c) => (on ? [...c, t] : c.filter((x) => x !== t)));
                }}
              />
            ))}
          </fieldset>
          <Button type="submit" loading={save.isPending}>
            Simpan Pengaturan
          </Button>
        </form>
      )}
    </Card>
  );
}
