import {
  DASAR_PERIODE_CUTI,
  DASAR_PERIODE_CUTI_LABEL,
  type KebijakanCuti,
  type KebijakanCutiRequest,
  NAMA_BULAN,
  zKebijakanCutiRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { queryClient } from '../../../lib/query';
import { showServerErrors } from '../../../lib/serverErrors';
import { Button } from '../../../ui/Button';
import { Checkbox, Input, Select } from '../../../ui/Field';
import { Card, ErrorState, Loading } from '../../../ui/feedback';

function bawaText(k: KebijakanCuti): string {
  if (k.bawa_hari === 0) return 'Tidak ada';
  const sampai =
    k.dasar === 'kalender' ? `sampai akhir ${NAMA_BULAN[k.bawa_bulan - 1]}` : `${k.bawa_bulan} bulan pertama periode berikutnya`;
  return `Paling banyak ${k.bawa_hari} hari, dapat dipakai ${sampai}`;
}

/** The company's annual leave policy: what every employee's entitlement is derived from. */
export function KebijakanCutiCard() {
  const [editing, setEditing] = useState(false);
  const kebijakan = useQuery({
    queryKey: ['kuota-cuti', 'kebijakan'],
    queryFn: () => api.get<KebijakanCuti>('/kuota-cuti/kebijakan'),
  });
  const form = useForm({ resolver: zodResolver(zKebijakanCutiRequest) });
  const save = useMutation({
    mutationFn: (body: KebijakanCutiRequest) => api.put<KebijakanCuti>('/kuota-cuti/kebijakan', body),
    onSuccess: async () => {
      toast.success('Kebijakan cuti tahunan berhasil disimpan.');
      setEditing(false);
      // Every employee's figures follow the policy.
      await queryClient.invalidateQueries({ queryKey: ['kuota-cuti'] });
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  if (kebijakan.isPending) return <Loading />;
  if (kebijakan.isError) return <ErrorState />;
  const k = kebijakan.data;
  const edit = () => {
    const { updated_at: _, ...values } = k;
    form.reset(values);
    setEditing(true);
  };
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">Kebijakan Cuti Tahunan</h2>
          <p className="text-xs text-slate-500">
            Hak cuti setiap karyawan dihitung otomatis dari tanggal masuk dan kebijakan ini. Terakhir diubah{' '}
            {formatDateTime(k.updated_at)}.
          </p>
        </div>
        {!editing && (
          <Button variant="secondary" onClick={edit}>
            Ubah Kebijakan
          </Button>
        )}
      </div>
      {editing ? (
        <form className="grid gap-4 md:grid-cols-2" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <Input
            label="Hak cuti per tahun (hari kerja)"
            type="number"
            inputMode="numeric"
            min={12}
            max={366}
            hint="Paling sedikit 12 hari kerja setelah 12 bulan bekerja terus-menerus (UU 13/2003 Pasal 79 jo. UU 6/2023)."
            error={errors.hari_per_tahun?.message}
            {...register('hari_per_tahun', { valueAsNumber: true })}
          />
          <Select
            label="Dasar periode"
            hint="Tahun kalender: hak diberikan setiap 1 Januari (tahun pertama sejak 12 bulan masa kerja tercapai). Ulang tahun masa kerja: setiap tanggal masuk."
            error={errors.dasar?.message}
            {...register('dasar')}
          >
            {DASAR_PERIODE_CUTI.map((d) => (
              <option key={d} value={d}>
                {DASAR_PERIODE_CUTI_LABEL[d]}
              </option>
            ))}
          </Select>
          <Input
            label="Sisa cuti yang dibawa ke periode berikutnya (hari)"
            type="number"
            inputMode="numeric"
            min={0}
            hint="0 berarti sisa cuti hangus di akhir periode."
            error={errors.bawa_hari?.message}
            {...register('bawa_hari', { valueAsNumber: true })}
          />
          <Input
            label="Sisa cuti dapat dipakai sampai bulan ke-"
            type="number"
            inputMode="numeric"
            min={1}
            max={12}
            hint="Dihitung dari awal periode berikutnya; misalnya 3 berarti sampai akhir Maret untuk tahun kalender."
            error={errors.bawa_bulan?.message}
            {...register('bawa_bulan', { valueAsNumber: true })}
          />
          <div className="md:col-span-2">
            <Checkbox label="Cuti bersama memotong cuti tahunan" {...register('potong_cuti_bersama')} />
            <p className="text-xs text-slate-500">
              Hari libur yang ditandai cuti bersama dan jatuh pada hari kerja karyawan mengurangi hak cuti tahunannya.
            </p>
          </div>
          <div className="flex gap-2 md:col-span-2">
            <Button type="submit" loading={save.isPending}>
              Simpan
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
              Batal
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Hak cuti per tahun</dt>
            <dd className="font-medium text-slate-900">{k.hari_per_tahun} hari kerja</dd>
          </div>
          <div>
            <dt className="text-slate-500">Dasar periode</dt>
            <dd className="font-medium text-slate-900">{DASAR_PERIODE_CUTI_LABEL[k.dasar]}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Sisa cuti dibawa</dt>
            <dd className="font-medium text-slate-900">{bawaText(k)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Cuti bersama</dt>
            <dd className="font-medium text-slate-900">
              {k.potong_cuti_bersama ? 'Memotong cuti tahunan' : 'Tidak memotong cuti tahunan'}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
