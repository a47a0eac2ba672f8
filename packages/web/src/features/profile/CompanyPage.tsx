import type { Perusahaan } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';

export default function CompanyPage() {
  const { data, isPending, isError } = useQuery({ queryKey: ['perusahaan'], queryFn: () => api.get<Perusahaan>('/perusahaan') });
  const rows: [string, string | null][] = data
    ? [
        ['Alamat', data.alamat],
        ['Telepon', data.telepon],
        ['Email', data.email],
        ['Website', data.website],
        ['NPWP', data.npwp],
      ]
    : [];
  return (
    <div>
      <MobileHeader title="Profile Perusahaan" back="/profile" />
      <div className="p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Profil perusahaan tidak dapat dimuat.</ErrorState>}
        {data && (
          <Card>
            <div className="mb-3 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-12 w-12 items-center justify-center rounded-xl bg-blue-700 text-xl font-bold text-white"
              >
                {data.nama.charAt(0).toUpperCase()}
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{data.nama}</h2>
            </div>
            <dl className="divide-y divide-slate-100 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2.5">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-right font-medium break-all text-slate-900">{value || '-'}</dd>
                </div>
              ))}
            </dl>
          </Card>
        )}
      </div>
    </div>
  );
}
