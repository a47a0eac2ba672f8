import { ROLE_ADMIN } from '@hadir/contract/roles';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { storedRoles } from '../../lib/roles';
import { Button } from '../../ui/Button';

/** Admin only: clears the sign-in counters of an employee slowed by someone guessing their password. */
export function UnlockLoginButton({ userId }: { userId: number }) {
  const unlock = useMutation({
    mutationFn: () => api.post<{ message: string }>(`/users/${userId}/buka-kunci-login`),
    onSuccess: (res) => toast.success(res.message),
  });
  if (!storedRoles().includes(ROLE_ADMIN)) return null;
  return (
    <Button variant="secondary" loading={unlock.isPending} onClick={() => unlock.mutate()}>
      Buka Kunci Login
    </Button>
  );
}
