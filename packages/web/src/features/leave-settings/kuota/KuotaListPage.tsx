import { type GenerateKuotaCutiResponse, KUOTA_CUTI_DEFAULT_HARI, type KuotaCutiKaryawan } from '@hadir/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { queryClient } from '../../../lib/query';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, EmptyState, ErrorState } from '../../../ui/feedback';
import { ConfirmDialog } from '../../../ui/Modal';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { parseTahun, TahunInput } from './tahun';

const detailPath = (r: KuotaCutiKaryawan) => `/admin/pengaturan/kuota-cuti/${r.user_id}?tahun=${r.periode}`;

const COLUMNS: Column<KuotaCutiKaryawan>[] = [
  { header: 'NIP', cell: (r) => r.nip },
  {
    header: 'Nama Karyawan',
    cell: (r) => (
      <Link className="font-medium text-blue-700 hover:underline" to={detailPath(r)}>
        {r.nama}
      </Link>
    ),
  },
  { header: 'Tanggal Masuk', cell: (r) => (r.tanggal_masuk ? formatDate(r.tanggal_masuk) : '-') },
  { header: 'Periode', cell: (r) => r.periode },
  {
    header: 'Total Kuota',
    cell: (r) => (r.total_kuota == null ? <span className="text-slate-500">Belum ada</span> : formatNumber(r.total_kuota)),
    className: 'text-right',
  },
  { header: 'Terpakai', cell: (r) => formatNumber(r.terpakai), className: 'text-right' },
  { header: 'Sisa', cell: (r) => (r.sisa == null ? '-' : formatNumber(r.sisa)), className: 'text-right' },
];

/** Every active employee with their annual leave quota of one year (the current one unless ?tahun= says otherwise). */
export default function KuotaListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tahunText = params.get('tahun') ?? String(new Date().getFullYear());
  const tahun = parseTahun(tahunText);
  const { query, page, setPage, search, setSearch } = usePagedList<KuotaCutiKaryawan>('kuota-cuti', '/kuota-cuti', {
    tahun: tahun ?? new Date().getFullYear(),
  });
  const [confirming, setConfirming] = useState(false);
  const generate = useMutation({
    mutationFn: (t: number) => api.post<GenerateKuotaCutiResponse>('/kuota-cuti/generate', { tahun: t }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['kuota-cuti'] });
    },
    onSettled: () => setConfirming(false),
  });

  return (
    <>
      <AdminHeader
        title="Kuota Cuti"
        subtitle="Kuota cuti tahunan per karyawan (hari kerja)"
        actions={
          <Button disabled={!tahun} onClick={() => setConfirming(true)}>
            Buat Kuota Otomatis
          </Button>
        }
      />
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <TahunInput value={tahunText} onChange={(v) => setParams({ tahun: v }, { replace: true })} />
          <SearchBox label="Cari nama / NIP" value={search} onChange={setSearch} />
        </div>
        {!tahun ? (
          <EmptyState>Isi tahun antara 2000 dan 2100.</EmptyState>
        ) : query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(r) => r.user_id}
            onRowClick={(r) => navigate(detailPath(r))}
            empty="Tidak ada karyawan aktif yang cocok."
          />
        )}
        <Paginator state={page} total={tahun ? (query.data?.total ?? 0) : 0} onChange={setPage} />
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Buat Kuota Otomatis"
        message={`Buat kuota cuti tahun ${tahun} sebanyak ${KUOTA_CUTI_DEFAULT_HARI} hari kerja untuk setiap karyawan aktif yang masa kerjanya mencapai 12 bulan paling lambat 31 Desember ${tahun} dan belum memiliki kuota? Kuota yang sudah ada tidak diubah.`}
        confirmText="Buat Kuota"
        busy={generate.isPending}
        onConfirm={() => tahun && generate.mutate(tahun)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
