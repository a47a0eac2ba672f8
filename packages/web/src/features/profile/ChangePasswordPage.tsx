import { zChangePasswordRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/feedback';
import { Input } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { showServerErrors } from './form';

const zForm = zChangePasswordRequest
  .extend({ konfirmasi_password: z.string().min(1, 'Konfirmasi password wajib diisi.') })
  .refine((v) => v.password_baru === v.konfirmasi_password, {
    path: ['konfirmasi_password'],
    message: 'Konfirmasi password tidak sama dengan password baru.',
  });
type Values = z.input<typeof zForm>;

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // /auth/me stays reachable with a temporary password, so it tells whether this change is forced.
  const me = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: () => api.get<{ must_change_password: boolean }>('/auth/me'),
    staleTime: 0,
  });
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(zForm),
    defaultValues: { password_lama: '', password_baru: '', konfirmasi_password: '' },
  });
  const save = useMutation({
    mutationFn: ({ password_lama, password_baru }: Values) =>
      api.post('/users/change-password', { password_lama, password_baru }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      toast.success('Password berhasil diubah.');
      navigate('/profile');
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'WRONG_PASSWORD') setError('password_lama', { message: err.message });
      showServerErrors(err, ['password_lama', 'password_baru'] as const, setError);
    },
  });
  const e = formState.errors;
  return (
    <div>
      <MobileHeader title="Change Password" back="/profile" />
      <div className="space-y-4 p-4">
        {me.data?.must_change_password && (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">Anda masih memakai password sementara.</p>
            <p>Ganti password terlebih dahulu sebelum memakai fitur lain.</p>
          </div>
        )}
        <Card>
          <form className="space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
            <Input
              label="Password Lama"
              type="password"
              autoComplete="current-password"
              error={e.password_lama?.message}
              {...register('password_lama')}
            />
            <Input
              label="Password Baru"
              type="password"
              autoComplete="new-password"
              hint="Minimal 8 karakter, huruf dan angka, dan tidak mudah ditebak (bukan nama, username, atau kata umum)."
              error={e.password_baru?.message}
              {...register('password_baru')}
            />
            <Input
              label="Konfirmasi Password Baru"
              type="password"
              autoComplete="new-password"
              error={e.konfirmasi_password?.message}
              {...register('konfirmasi_password')}
            />
            <Button type="submit" className="w-full" loading={save.isPending}>
              Simpan Password
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}
