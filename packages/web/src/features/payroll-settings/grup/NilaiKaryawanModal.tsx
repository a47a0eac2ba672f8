import {
  type GrupGajiKomponen,
  type KaryawanGrupGaji,
  type NilaiKaryawanRequest,
  pakaiNilai,
  zNilaiKaryawanRequest,
} from '@hadir/contract';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { NilaiInput } from '../NilaiInput';
import { formatNilai } from '../nilai';

/** The employee's own amounts; a field left empty follows the group. Opened per employee (keyed by the caller). */
export function NilaiKaryawanModal({
  grupId,
  komponen,
  karyawan,
  onClose,
  onSaved,
}: {
  grupId: number;
  komponen: GrupGajiKomponen[];
  karyawan: KaryawanGrupGaji;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const fields = komponen.filter((k) => pakaiNilai(k.cara_hitung));
  const own = new Map(karyawan.nilai_khusus.map((n) => [n.komponen_gaji_id, n.nilai]));
  // One entry per field, in field order; empty ones are dropped before sending.
  const form = useForm<{ nilai: { komponen_gaji_id: number; nilai: number | null }[] }>({
    defaultValues: {
      nilai: fields.map((k) => ({ komponen_gaji_id: k.komponen_gaji_id, nilai: own.get(k.komponen_gaji_id) ?? null })),
    },
  });
  const save = useMutation({
    mutationFn: (body: NilaiKaryawanRequest) =>
      api.put<{ message: string }>(`/grup-gaji/${grupId}/karyawan/${karyawan.user_id}`, body),
    onSuccess: async (res) => {
      toast.success(res.message);
      await onSaved();
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => {
    const filled = values.nilai.flatMap((n, i) => (n.nilai === null ? [] : [{ ...n, i }]));
    // Errors name a position among the amounts sent; show each under its field.
    const showAt = (pos: number, message: string) => form.setError(`nilai.${filled[pos]?.i ?? 0}.nilai`, { message });
    const parsed = zNilaiKaryawanRequest.safeParse({
      nilai: filled.map(({ komponen_gaji_id, nilai }) => ({ komponen_gaji_id, nilai })),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) showAt(Number(issue.path[1]), issue.message);
      return;
    }
    save.mutate(parsed.data, {
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        for (const [key, message] of Object.entries(err.errors ?? {})) {
          const at = /^nilai\.(\d+)\./.exec(key);
          if (at) showAt(Number(at[1]), message);
        }
      },
    });
  });
  return (
    <Modal open onClose={onClose} title={`Nilai Gaji ${karyawan.fullname}`}>
      <form className="space-y-3" noValidate onSubmit={submit}>
        <p className="text-xs text-slate-500">Kosongkan untuk memakai nilai grup.</p>
        {fields.length === 0 && <p className="text-sm text-slate-600">Grup ini tidak memiliki komponen bernilai.</p>}
        {fields.map((k, i) => (
          <Controller
            key={k.komponen_gaji_id}
            control={form.control}
            name={`nilai.${i}.nilai`}
            render={({ field, fieldState }) => (
              <NilaiInput
                cara={k.cara_hitung}
                label={k.nama}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                placeholder={`Nilai grup: ${formatNilai(k.cara_hitung, k.nilai_berlaku)}`}
              />
            )}
          />
        ))}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" loading={save.isPending}>
            Simpan
          </Button>
        </div>
      </form>
    </Modal>
  );
}
