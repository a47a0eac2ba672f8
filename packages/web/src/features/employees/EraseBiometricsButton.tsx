import type { HapusBiometrikResponse } from '@hadir/contract';
import { ROLE_ADMIN } from '@hadir/contract/roles';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { storedRoles } from '../../lib/roles';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Modal';

/**
 * Admin only, for a deactivated employee: erases their face data and clock-in photos (UU 27/2022). Punches stay;
 * request attachments are HR records and stay too.
 */
export function EraseBiometricsButton({ user }: { user: { id: number; fullname: string; active: boolean } }) {
  const [open, setOpen] = useState(false);
  const erase = useMutation({
    mutationFn: () => api.delete<HapusBiometrikResponse>(`/privasi/admin/biometrik/${user.id}`),
    onSuccess: (res) => {
      toast.success(res.message);
      setOpen(false);
    },
  });
  if (user.active || !storedRoles().includes(ROLE_ADMIN)) return null;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Hapus Data Biometrik
      </Button>
      <ConfirmDialog
        open={open}
        title="Hapus Data Biometrik"
        message={`Data wajah dan semua foto absen ${user.fullname} akan dihapus permanen. Catatan jam absen tetap tersimpan. Lanjutkan?`}
        confirmText="Hapus"
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
