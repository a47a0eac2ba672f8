import type { ItemPeriksa, PenggajianDetail, PeriksaPenggajian } from '@hadir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { Modal } from '../../ui/Modal';

/**
 * A draft run's checklist before it is finalised (issue 17): each problem with its count, the first employees (each
 * a link to their page) and the screen to fix it. Errors disable "Finalkan" with the reason; warnings are listed
 * again in the confirmation, and finalising sends the confirmation with them.
 */
export function RunChecklist({ run, onFinal }: { run: PenggajianDetail; onFinal: () => void }) {
  const periksa = useQuery({
    queryKey: ['penggajian-periksa', run.id],
    queryFn: () => api.get<PeriksaPenggajian>(`/penggajian/${run.id}/periksa`),
  });
  const [confirm, setConfirm] = useState(false);
  const thr = run.jenis === 'thr';
  const finalise = useMutation({
    mutationFn: (konfirmasi: boolean) => api.post<PenggajianDetail>(`/penggajian/${run.id}/final`, { konfirmasi }),
    onSuccess: () => {
      setConfirm(false);
      toast.success(
        thr
          ? 'THR difinalkan. Slip THR dapat dilihat karyawan.'
          : 'Penggajian difinalkan. Data kehadiran dan pengajuan bulan ini terkunci.',
      );
      onFinal();
    },
    onError: () => {
      setConfirm(false);
      void periksa.refetch();
    },
  });

  if (periksa.isPending) return <Loading text="Memeriksa penggajian..." />;
  if (periksa.isError) return <ErrorState>Gagal memeriksa penggajian.</ErrorState>;
  const p = periksa.data;
  const galat = p.items.filter((i) => i.tingkat === 'galat');
  const peringatan = p.items.filter((i) => i.tingkat === 'peringatan');
  return (
    <Card className="mb-4 space-y-3">
      <div>
        <h2 className="font-semibold text-slate-800">Periksa Sebelum Difinalkan</h2>
        <p className="text-xs text-slate-500">
          {p.items.length === 0
            ? 'Tidak ada masalah yang ditemukan.'
            : `${galat.length} masalah harus diperbaiki, ${peringatan.length} peringatan perlu dikonfirmasi.`}
        </p>
      </div>
      {p.items.length > 0 && (
        <ul className="space-y-2" aria-label="Daftar periksa penggajian">
          {p.items.map((i) => (
            <ItemView key={i.kode} item={i} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={galat.length > 0} onClick={() => setConfirm(true)} aria-describedby="alasan-finalkan">
          Finalkan
        </Button>
        {galat.length > 0 && (
          <p id="alasan-finalkan" className="text-sm text-red-700">
            Belum dapat difinalkan: perbaiki {galat.length} masalah bertanda "Harus diperbaiki" lalu hitung ulang draft bila
            diminta.
          </p>
        )}
      </div>
      <Modal open={confirm} onClose={() => setConfirm(false)} title="Finalkan penggajian?">
        {peringatan.length > 0 && (
          <div className="text-sm text-slate-700">
            <p className="font-semibold">Peringatan berikut tetap ada:</p>
            <ul className="list-disc pl-5">
              {peringatan.map((i) => (
                <li key={i.kode}>
                  {i.judul}: {i.jumlah} karyawan
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm text-slate-600">
          {thr
            ? 'Setelah final, slip THR dapat dilihat karyawan dan file transfer bank dapat diunduh.'
            : 'Setelah final, data kehadiran dan pengajuan bulan ini terkunci, dan reimburse yang dibawa ditandai dibayar.'}
        </p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={() => setConfirm(false)}>
            Batal
          </Button>
          <Button variant="danger" loading={finalise.isPending} onClick={() => finalise.mutate(peringatan.length > 0)}>
            {peringatan.length > 0 ? 'Saya Mengerti, Finalkan' : 'Finalkan'}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}

function ItemView({ item }: { item: ItemPeriksa }) {
  const galat = item.tingkat === 'galat';
  const lainnya = item.jumlah - item.karyawan.length;
  return (
    <li className={`rounded-lg border p-3 text-sm ${galat ? 'border-red-300 bg-red-50' : 'border-amber-300 bg-amber-50'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 text-xs font-semibold text-white ${galat ? 'bg-red-700' : 'bg-amber-700'}`}>
          {galat ? 'Harus diperbaiki' : 'Peringatan'}
        </span>
        <span className="font-semibold text-slate-900">
          {item.judul}: {item.jumlah} karyawan
        </span>
      </div>
      <p className="mt-1 text-slate-700">{item.keterangan}</p>
      <p className="mt-1 text-slate-700">
        {item.karyawan.map((k, n) => (
          <span key={k.user_id}>
            {n > 0 && ', '}
            <Link className="text-blue-700 underline" to={`/admin/karyawan/${k.user_id}`}>
              {k.nama}
            </Link>
          </span>
        ))}
        {lainnya > 0 && ` dan ${lainnya} lainnya`}
      </p>
      <Link className="mt-1 inline-block font-semibold text-blue-700 underline" to={item.tautan}>
        Buka halaman perbaikan
      </Link>
    </li>
  );
}
