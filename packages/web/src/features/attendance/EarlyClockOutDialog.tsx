import { zText } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { Textarea } from '../../ui/Field';
import { Modal } from '../../ui/Modal';

// The server takes alasan_pulang_awal as optional text (it is only read on an early clock-out); here, where the
// person is asked, it is required.
const zAlasan = z.object({ alasan: zText('Alasan pulang awal', 500) });
type AlasanForm = z.input<typeof zAlasan>;
type Alasan = z.output<typeof zAlasan>;

/**
 * 'Pulang lebih awal?': a clock-out well before the shift's end goes on only with the person's reason, which HR
 * sees in the attendance history. Asked before the camera, and again with the server's words if its clock says so.
 */
export function EarlyClockOutDialog({
  open,
  message,
  initial = '',
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: string;
  initial?: string;
  busy?: boolean;
  onConfirm: (alasan: string) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, reset, formState } = useForm<AlasanForm, unknown, Alasan>({
    resolver: zodResolver(zAlasan),
    defaultValues: { alasan: initial },
  });
  // A fresh form each time it opens, holding the reason already given (the server asked again).
  useEffect(() => {
    if (open) reset({ alasan: initial });
  }, [open, initial, reset]);
  return (
    // Closing after Lanjutkan also fires the dialog's close event: only a close while still asking is a cancel.
    <Modal open={open} onClose={() => open && onCancel()} title="Pulang lebih awal?">
      <form className="space-y-3" noValidate onSubmit={handleSubmit((v) => onConfirm(v.alasan))}>
        <p className="text-sm text-slate-600">{message}</p>
        <Textarea
          label="Alasan pulang awal"
          maxLength={500}
          placeholder="Misalnya: izin ke dokter, keperluan keluarga"
          error={formState.errors.alasan?.message}
          {...register('alasan')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            Batal
          </Button>
          <Button type="submit" loading={busy}>
            Lanjutkan
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The question asked before the camera, from today's card: the shift and when it ends. */
export function earlyClockOutMessage(today: { jadwal_nama: string | null; jam_pulang: string | null }): string {
  const shift = today.jadwal_nama ?? 'Shift Anda';
  const end = today.jam_pulang ? ` berakhir pukul ${today.jam_pulang}` : ' belum berakhir';
  return `${shift}${end}. Anda akan pulang lebih awal dari jadwal. Isi alasan pulang awal untuk melanjutkan.`;
}
