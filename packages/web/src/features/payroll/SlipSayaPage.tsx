import type { SlipDetail } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { downloadPdf } from './files';
import { PdfPassword } from './PdfPassword';
import { SlipView } from './SlipView';

/** One of the caller's payslips, every line with how it was computed, and its PDF. */
export default function SlipSayaPage() {
  const { id } = useParams();
  const slip = useQuery({
    queryKey: ['penggajian-saya', 'slip', id],
    queryFn: () => api.get<SlipDetail>(`/penggajian/saya/${id}`),
  });
  return (
    <div>
      <MobileHeader title={slip.data?.penggajian.jenis === 'thr' ? 'Slip THR' : 'Slip Gaji'} back="/profile/slip-gaji" />
      <div className="space-y-3 p-4">
        {slip.isPending && <Loading />}
        {slip.isError && <ErrorState>Slip gaji tidak ditemukan.</ErrorState>}
        {slip.data && (
          <>
            <SlipView slip={slip.data} />
            <PdfPassword slip={slip.data} />
            <Button
              className="w-full"
              disabled={slip.data.identitas?.pdf_berpassword && !slip.data.identitas.tanggal_lahir_terisi}
              onClick={() =>
                downloadPdf(`/penggajian/saya/${id}/pdf`, `slip-${slip.data.penggajian.jenis}-${slip.data.penggajian.bulan}.pdf`)
              }
            >
              Unduh PDF
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
