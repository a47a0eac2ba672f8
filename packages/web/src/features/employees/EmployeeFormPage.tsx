import type { CreateUserResponse, ResendLoginDataResponse, UserDetail } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ErrorState, Loading } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/Modal';
import { AdminHeader } from '../../ui/PageHeader';
import { ActiveBadge } from './ActiveBadge';
import { accountRights } from './accountRights';
import { useMe } from './api';
import { EmployeeForm, type EmployeeFormOutput } from './EmployeeForm';
import { LoginDataModal, type LoginDataShown } from './LoginDataModal';
import { UnlockLoginButton } from './UnlockLoginButton';
import { EraseBiometricsButton } from './EraseBiometricsButton';

export default function EmployeeFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<LoginDataShown>();
  const [confirm, setConfirm] = useState<'resend' | 'deactivate'>();
  const detail = useQuery({
    queryKey: ['users', 'detail', id],
    queryFn: () => api.get<UserDetail>(`/users/${id}`),
    enabled: editing,
  });
  const me = useMe();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users'] });

  const save = useMutation({
    mutationFn: (values: EmployeeFormOutput): Promise<CreateUserResponse> => {
      if (!editing) return api.post<CreateUserResponse>('/users', values);
      // The password is never changed here (resend the login data instead).
      const { password: _ignored, ...body } = values;
      return api.put<UserDetail>(`/users/${id}`, body);
    },
    onSuccess: async (user) => {
      await refresh();
      toast.success(editing ? 'Data karyawan berhasil disimpan.' : 'Karyawan berhasil ditambahkan.');
      if ('data_login' in user && user.data_login) {
        setShown({
          fullname: user.fullname,
          username: user.username,
          delivery: user.data_login,
          next: `/admin/karyawan/${user.id}`,
        });
      } else {
        navigate('/admin/karyawan');
      }
    },
  });
  const resend = useMutation({
    mutationFn: () => api.post<ResendLoginDataResponse>('/users/resend-login-data', { user_id: Number(id) }),
    onSuccess: (res) => {
      if (detail.data) setShown({ fullname: detail.data.fullname, username: detail.data.username, delivery: res });
      refresh();
    },
    onSettled: () => setConfirm(undefined),
  });
  const setActive = useMutation({
    mutationFn: (active: boolean) =>
      active
        ? api.put<UserDetail>(`/users/${id}`, { ...detail.data, pic_ids: detail.data?.pics.map((p) => p.id), active: true })
        : api.delete(`/users/${id}`),
    onSuccess: async (_res, active) => {
      await refresh();
      toast.success(active ? 'Karyawan berhasil diaktifkan kembali.' : 'Karyawan berhasil dinonaktifkan.');
    },
    onSettled: () => setConfirm(undefined),
  });

  if (editing && detail.isPending) return <Loading />;
  if (editing && detail.isError) return <ErrorState>Data karyawan tidak dapat dimuat.</ErrorState>;
  const user = detail.data;
  const rights = accountRights(me.data, user);
  return (
    <div>
      <AdminHeader
        title={user ? user.fullname : 'Tambah Karyawan'}
        subtitle={
          user && (
            <span className="inline-flex items-center gap-2">
              <span>NIP {user.nip}</span>
              <ActiveBadge active={user.active} />
              {user.deactivated_at && <span>sejak {formatDateTime(user.deactivated_at)}</span>}
            </span>
          )
        }
        actions={
          user && (
            <>
              <UnlockLoginButton userId={user.id} />
              <EraseBiometricsButton user={user} />
              {!rights.locked && user.active && rights.mayReset && (
                <Button variant="secondary" onClick={() => setConfirm('resend')}>
                  Kirim Ulang Data Login
                </Button>
              )}
              {!rights.locked &&
                (user.active ? (
                  <Button variant="danger" onClick={() => setConfirm('deactivate')}>
                    Nonaktifkan
                  </Button>
                ) : (
                  <Button variant="secondary" loading={setActive.isPending} onClick={() => setActive.mutate(true)}>
                    Aktifkan Kembali
                  </Button>
                ))}
            </>
          )
        }
      />
      <EmployeeForm
        key={user?.updated_at ?? 'new'}
        initial={user}
        rights={rights}
        submitting={save.isPending}
        onSubmit={(body) => save.mutateAsync(body)}
        onCancel={() => navigate('/admin/karyawan')}
      />
      <ConfirmDialog
        open={confirm === 'resend'}
        title="Kirim Ulang Data Login"
        message={`Password ${user?.fullname ?? ''} diganti dengan password sementara baru dan semua sesinya berakhir. Bila karyawan punya email, data login dikirim ke email itu; bila tidak, password ditampilkan sekali di layar. Lanjutkan?`}
        confirmText="Kirim Ulang"
        busy={resend.isPending}
        onConfirm={() => resend.mutate()}
        onCancel={() => setConfirm(undefined)}
      />
      <ConfirmDialog
        open={confirm === 'deactivate'}
        title="Nonaktifkan Karyawan"
        message={`${user?.fullname ?? ''} tidak dapat masuk lagi dan semua sesinya berakhir. Riwayatnya tetap tersimpan.`}
        confirmText="Nonaktifkan"
        busy={setActive.isPending}
        onConfirm={() => setActive.mutate(false)}
        onCancel={() => setConfirm(undefined)}
      />
      <LoginDataModal
        info={shown}
        onClose={() => {
          const next = shown?.next;
          setShown(undefined);
          if (next) navigate(next);
        }}
      />
    </div>
  );
}
