import {
  AGAMA,
  type DataPribadiRequest,
  type DataPribadiSaya,
  JENIS_KELAMIN,
  STATUS_PERKAWINAN,
  STATUS_PTKP,
  zDataPribadiRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { Input, Select } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { formValues, showServerErrors } from './form';
import { PendingChange } from './PendingChange';
import { DateInput } from '../../ui/DateInput';

type Output = z.output<typeof zDataPribadiRequest>;
const FIELDS = [
  'nik',
  'tempat_lahir',
  'tanggal_lahir',
  'jenis_kelamin',
  'agama',
  'status_perkawinan',
  'status_ptkp',
  'npwp',
  'nama_bank',
  'no_rekening',
] as const;

function Options({ values }: { values: readonly string[] }) {
  return (
    <>
      <option value="">- Pilih -</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </>
  );
}

export default function PersonalPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['users', 'data-pribadi'],
    queryFn: () => api.get<DataPribadiSaya>('/users/data-pribadi'),
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<DataPribadiRequest, unknown, Output>({
    resolver: zodResolver(zDataPribadiRequest),
  });
  useEffect(() => {
    if (!query.data) return;
    const { menunggu_persetujuan: _, message: __, ...record } = query.data;
    reset(formValues(record) as DataPribadiRequest);
  }, [query.data, reset]);
  const save = useMutation({
    mutationFn: (body: Output) => api.put<DataPribadiSaya>('/users/data-pribadi', body),
    onSuccess: (data) => {
      queryClient.setQueryData(['users', 'data-pribadi'], data);
      toast.success(data.message ?? 'Data pribadi berhasil disimpan.');
      // With a change waiting for HR, stay: the page shows what waits.
      if (!data.menunggu_persetujuan) navigate('/profile');
    },
    onError: (err) => showServerErrors(err, FIELDS, setError),
  });
  const e = formState.errors;
  return (
    <div>
      <MobileHeader title="Data Pribadi" back="/profile" />
      <div className="space-y-3 p-4">
        {query.isPending && <Loading />}
        {query.isError && <ErrorState>Data pribadi tidak dapat dimuat.</ErrorState>}
        {query.data?.menunggu_persetujuan && <PendingChange change={query.data.menunggu_persetujuan} />}
        {query.data && (
          <Card>
            <form className="space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
              <Input label="Tempat Lahir" error={e.tempat_lahir?.message} {...register('tempat_lahir')} />
              <DateInput label="Tanggal Lahir" error={e.tanggal_lahir?.message} {...register('tanggal_lahir')} />
              <Select label="Jenis Kelamin" error={e.jenis_kelamin?.message} {...register('jenis_kelamin')}>
                <Options values={JENIS_KELAMIN} />
              </Select>
              <Select label="Agama" error={e.agama?.message} {...register('agama')}>
                <Options values={AGAMA} />
              </Select>
              <Select label="Status Perkawinan" error={e.status_perkawinan?.message} {...register('status_perkawinan')}>
                <Options values={STATUS_PERKAWINAN} />
              </Select>
              <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-800">Data Pajak dan Rekening</legend>
                <p className="text-xs text-slate-600">
                  Perubahan data ini memengaruhi pajak dan gaji Anda, jadi baru berlaku setelah disetujui HRD.
                </p>
                <Input label="NIK (KTP)" inputMode="numeric" hint="16 digit angka." error={e.nik?.message} {...register('nik')} />
                <Select
                  label="Status PTKP"
                  hint="TK = tidak kawin, K = kawin; angka = jumlah tanggungan."
                  error={e.status_ptkp?.message}
                  {...register('status_ptkp')}
                >
                  <Options values={STATUS_PTKP} />
                </Select>
                <Input
                  label="NPWP"
                  inputMode="numeric"
                  hint="15 atau 16 digit angka."
                  error={e.npwp?.message}
                  {...register('npwp')}
                />
                <Input label="Nama Bank" error={e.nama_bank?.message} {...register('nama_bank')} />
                <Input label="Nomor Rekening" inputMode="numeric" error={e.no_rekening?.message} {...register('no_rekening')} />
              </fieldset>
              <Button type="submit" className="w-full" loading={save.isPending}>
                Simpan
              </Button>
            </form>
          </Card>
        )}
      </div>
    </div>
  );
}
