import {
  AGAMA,
  type DataPribadi,
  type DataPribadiRequest,
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
  const query = useQuery({ queryKey: ['users', 'data-pribadi'], queryFn: () => api.get<DataPribadi>('/users/data-pribadi') });
  const { register, handleSubmit, reset, setError, formState } = useForm<DataPribadiRequest, unknown, Output>({
    resolver: zodResolver(zDataPribadiRequest),
  });
  useEffect(() => {
    if (query.data) reset(formValues(query.data) as DataPribadiRequest);
  }, [query.data, reset]);
  const save = useMutation({
    mutationFn: (body: Output) => api.put<DataPribadi>('/users/data-pribadi', body),
    onSuccess: (data) => {
      queryClient.setQueryData(['users', 'data-pribadi'], data);
      toast.success('Data pribadi berhasil disimpan.');
      navigate('/profile');
    },
    onError: (err) => showServerErrors(err, FIELDS, setError),
  });
  const e = formState.errors;
  return (
    <div>
      <MobileHeader title="Data Pribadi" back="/profile" />
      <div className="p-4">
        {query.isPending && <Loading />}
        {query.isError && <ErrorState>Data pribadi tidak dapat dimuat.</ErrorState>}
        {query.data && (
          <Card>
            <form className="space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
              <Input label="NIK (KTP)" inputMode="numeric" hint="16 digit angka." error={e.nik?.message} {...register('nik')} />
              <Input label="Tempat Lahir" error={e.tempat_lahir?.message} {...register('tempat_lahir')} />
              <Input label="Tanggal Lahir" type="date" error={e.tanggal_lahir?.message} {...register('tanggal_lahir')} />
              <Select label="Jenis Kelamin" error={e.jenis_kelamin?.message} {...register('jenis_kelamin')}>
                <Options values={JENIS_KELAMIN} />
              </Select>
              <Select label="Agama" error={e.agama?.message} {...register('agama')}>
                <Options values={AGAMA} />
              </Select>
              <Select label="Status Perkawinan" error={e.status_perkawinan?.message} {...register('status_perkawinan')}>
                <Options values={STATUS_PERKAWINAN} />
              </Select>
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
