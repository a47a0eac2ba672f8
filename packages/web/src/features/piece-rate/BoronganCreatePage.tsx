import {
  BORONGAN_HARI_MUNDUR,
  BORONGAN_ITEM_MAKS,
  type BoronganDetail,
  type HargaBerlakuList,
  hitungUpah,
  zBoronganRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../lib/api';
import { formatRupiah } from '../../lib/format';
import { showServerErrors } from '../../lib/serverErrors';
import { Button } from '../../ui/Button';
import { Input, Select, Textarea } from '../../ui/Field';
import { Card } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { localDate, tipeLabel } from './format';
import { DateInput } from '../../ui/DateInput';

type FormValues = z.input<typeof zBoronganRequest>;
type FormOutput = z.output<typeof zBoronganRequest>;
// An empty select or quantity reads as NaN: the schema answers 'wajib dipilih' / 'wajib diisi'.
const EMPTY_ITEM = { harga_borongan_id: Number.NaN, jumlah: Number.NaN };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Wage of a row as the server will compute it, or undefined while the row is incomplete. */
function rowWage(item: { harga_borongan_id?: number; jumlah?: number } | undefined, prices: HargaBerlakuList | undefined) {
  const price = prices?.items.find((p) => p.id === item?.harga_borongan_id);
  const jumlah = item?.jumlah;
  if (!price || jumlah === undefined || !(jumlah > 0)) return undefined;
  return hitungUpah(jumlah, price.harga);
}

export default function BoronganCreatePage() {
  // One key per filled-in form: a double tap or a retry after a lost answer files it once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, control, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(zBoronganRequest),
    defaultValues: { tanggal: localDate(), items: [EMPTY_ITEM], keterangan: '' },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const tanggal = useWatch({ control, name: 'tanggal' });
  const items = useWatch({ control, name: 'items' });
  // The jobs and prices in force on the chosen date: the wage below is computed from them as one types.
  const prices = useQuery({
    queryKey: ['harga-borongan', 'berlaku', tanggal],
    queryFn: () => api.get<HargaBerlakuList>('/harga-borongan/berlaku', { query: { tanggal } }),
    enabled: DATE.test(tanggal ?? ''),
  });
  const wages = (items ?? []).map((item) => rowWage(item, prices.data));
  const total = wages.reduce<number>((sum, w) => sum + (w ?? 0), 0);

  const save = useMutation({
    mutationFn: (body: FormOutput) => api.post<BoronganDetail>('/borongan', body, { idempotencyKey }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ['borongan'] });
      toast.success('Absensi borongan/harian berhasil dikirim.');
      navigate(`/menu/absensi/borongan/${created.id}`);
    },
    // The api client toasts the message; the fields show where.
    onError: (err) => showServerErrors(err, setError),
  });
  const errors = formState.errors;
  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <div>
      <MobileHeader title="Input Absensi Borongan/Harian" back="/menu/absensi/borongan" />
      <form className="space-y-4 p-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <DateInput
          label="Tanggal"
          min={localDate(-BORONGAN_HARI_MUNDUR)}
          max={localDate()}
          error={errors.tanggal?.message}
          {...register('tanggal')}
        />
        {prices.data && prices.data.items.length === 0 && (
          <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-800">
            Belum ada pekerjaan dengan harga yang berlaku pada tanggal ini. Hubungi HRD.
          </p>
        )}
        <ul className="space-y-3" aria-label="Pekerjaan">
          {fields.map((field, i) => {
            const selected = prices.data?.items.find((p) => p.id === items?.[i]?.harga_borongan_id);
            return (
              <li key={field.id}>
                <Card className="space-y-3">
                  <Select
                    label={`Pekerjaan ${i + 1}`}
                    error={errors.items?.[i]?.harga_borongan_id?.message}
                    {...register(`items.${i}.harga_borongan_id`, { valueAsNumber: true })}
                  >
                    <option value="">Pilih pekerjaan</option>
                    {prices.data?.items.map((p) => (
                      <option key={p.id} value={p.id}>
                        {`${p.nama} (${tipeLabel(p.tipe)}) · ${formatRupiah(p.harga)}/${p.satuan}`}
                      </option>
                    ))}
                  </Select>
                  <Input
                    label={`Jumlah ${i + 1}${selected ? ` (${selected.satuan})` : ''}`}
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step={0.01}
                    error={errors.items?.[i]?.jumlah?.message}
                    {...register(`items.${i}.jumlah`, { valueAsNumber: true })}
                  />
                  <div className="flex items-center justify-between text-sm">
                    <span className="text-slate-600">
                      Upah: <span className="font-semibold text-slate-900">{formatRupiah(wages[i])}</span>
                    </span>
                    {fields.length > 1 && (
                      <Button variant="ghost" onClick={() => remove(i)} aria-label={`Hapus pekerjaan ${i + 1}`}>
                        Hapus
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
        {itemsError && (
          <p className="text-xs text-red-600" role="alert">
            {itemsError}
          </p>
        )}
        {fields.length < BORONGAN_ITEM_MAKS && (
          <Button variant="secondary" className="w-full" onClick={() => append(EMPTY_ITEM)}>
            Tambah Pekerjaan
          </Button>
        )}
        <Textarea
          label="Keterangan (opsional)"
          maxLength={500}
          rows={2}
          error={errors.keterangan?.message}
          {...register('keterangan')}
        />
        <Card className="flex items-center justify-between bg-blue-50">
          <span className="text-sm text-slate-700">Total Upah</span>
          <span className="text-lg font-bold text-blue-800">{formatRupiah(total)}</span>
        </Card>
        <p className="text-xs text-slate-500">
          Upah dihitung dari harga yang berlaku pada tanggal tersebut dan dibayarkan setelah disetujui.
        </p>
        <Button type="submit" className="w-full" loading={save.isPending}>
          Kirim
        </Button>
      </form>
    </div>
  );
}
