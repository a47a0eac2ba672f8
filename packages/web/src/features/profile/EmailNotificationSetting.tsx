import type { NotificationPreference } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';

const KEY = ['users', 'preferensi-notifikasi'];
const PATH = '/users/preferensi-notifikasi';

/** The person's choice to get approval notifications by e-mail as well as on this device. */
export function EmailNotificationSetting() {
  const queryClient = useQueryClient();
  // Fresh on every visit: the address may just have changed on Data Kontak.
  const query = useQuery({ queryKey: KEY, queryFn: () => api.get<NotificationPreference>(PATH), staleTime: 0 });
  const save = useMutation({
    mutationFn: (on: boolean) => api.put<NotificationPreference>(PATH, { notifikasi_email: on }),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      toast.success(data.notifikasi_email ? 'Notifikasi email diaktifkan.' : 'Notifikasi email dinonaktifkan.');
    },
  });
  const pref = query.data;
  const on = pref?.notifikasi_email ?? false;
  // Turning off is always possible; turning on needs e-mail on this server and an address.
  const mayTurnOn = !!pref?.email_aktif && !!pref.email;
  return (
    <section aria-label="Notifikasi" className="m-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="notifikasi-email" className="text-sm font-medium text-slate-800">
          Terima notifikasi lewat email
        </label>
        <input
          id="notifikasi-email"
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby="notifikasi-email-keterangan"
          checked={on}
          disabled={!pref || save.isPending || (!on && !mayTurnOn)}
          onChange={(e) => save.mutate(e.target.checked)}
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-blue-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-50"
        />
      </div>
      <p id="notifikasi-email-keterangan" className="mt-2 text-xs text-slate-600">
        {query.isError ? (
          'Pilihan notifikasi tidak dapat dimuat.'
        ) : !pref ? (
          'Memuat pilihan notifikasi...'
        ) : !pref.email_aktif ? (
          'Perusahaan belum mengaktifkan pengiriman email.'
        ) : !pref.email ? (
          <>
            <Link to="/profile/kontak" className="font-medium text-blue-700 underline">
              Isi alamat email
            </Link>{' '}
            di Data Kontak untuk memakai pilihan ini.
          </>
        ) : (
          `Pengajuan yang menunggu persetujuan Anda dan keputusan atas pengajuan Anda juga dikirim ke ${pref.email}.`
        )}
      </p>
    </section>
  );
}
