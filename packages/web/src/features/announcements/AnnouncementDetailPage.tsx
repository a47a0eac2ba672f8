import type { PengumumanDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { AttachmentList } from '../../ui/AttachmentList';
import { ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { AnnouncementBody } from './AnnouncementBody';

export default function AnnouncementDetailPage() {
  const { id } = useParams();
  const { data, isPending, isError } = useQuery({
    queryKey: ['pengumuman', 'detail', id],
    queryFn: () => api.get<PengumumanDetail>(`/pengumuman/${id}`),
  });
  return (
    <div>
      <MobileHeader title="Detail Pengumuman" />
      <div className="p-4">
        {isPending && <Loading />}
        {isError && <ErrorState>Pengumuman tidak dapat dimuat.</ErrorState>}
        {data && (
          <article className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <header>
              <h2 className="text-xl font-bold text-slate-900">{data.judul}</h2>
              <p className="text-xs text-slate-500">
                {formatDate(data.tanggal_terbit)}
                {data.pembuat && ` · ${data.pembuat}`}
              </p>
            </header>
            <AnnouncementBody html={data.isi} />
            {data.lampiran.length > 0 && (
              <section aria-labelledby="lampiran-pengumuman" className="space-y-1 border-t border-slate-200 pt-3">
                <h3 id="lampiran-pengumuman" className="text-sm font-semibold text-slate-700">
                  Lampiran
                </h3>
                <AttachmentList files={data.lampiran} />
              </section>
            )}
          </article>
        )}
      </div>
    </div>
  );
}
