import { type GrupGaji, type KaryawanGrupGaji, pakaiNilai } from '@hadir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { ConfirmDialog } from '../../../ui/Modal';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { LIST_GRUP } from '../labels';
import { formatNilai } from '../nilai';
import { NilaiGrid } from './NilaiGrid';
import { NilaiKaryawanModal } from './NilaiKaryawanModal';
import { TambahKaryawanModal } from './TambahKaryawanModal';

/** /grup-gaji/{id}/list-karyawan: who is in the group, with each person's amounts (own ones marked). */
export default function GrupKaryawanPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const grup = useQuery({ queryKey: ['grup-gaji', String(id)], queryFn: () => api.get<GrupGaji>(`/grup-gaji/${id}`) });
  const listKey = `grup-gaji-karyawan-${id}`;
  const { query, page, setPage, search, setSearch } = usePagedList<KaryawanGrupGaji>(listKey, `/grup-gaji/${id}/karyawan`);
  const [adding, setAdding] = useState(false);
  const [grid, setGrid] = useState(false);
  const [editing, setEditing] = useState<KaryawanGrupGaji | null>(null);
  const [removing, setRemoving] = useState<KaryawanGrupGaji | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [listKey] });
    await queryClient.invalidateQueries({ queryKey: ['grup-gaji'] });
  };
  const keluarkan = useMutation({
    mutationFn: (k: KaryawanGrupGaji) => api.delete<{ message: string }>(`/grup-gaji/${id}/karyawan/${k.user_id}`),
    onSuccess: async (res) => {
      toast.success(res.message);
      await refresh();
    },
    onSettled: () => setRemoving(null),
  });

  if (grup.isPending) return <Loading />;
  if (grup.isError) return <ErrorState>Grup gaji tidak ditemukan.</ErrorState>;
  const bernilai = grup.data.komponen.filter((k) => pakaiNilai(k.cara_hitung));
  const columns: Column<KaryawanGrupGaji>[] = [
    { header: 'NIP', cell: (r) => r.nip, className: 'whitespace-nowrap' },
    { header: 'Nama', cell: (r) => (r.active ? r.fullname : `${r.fullname} (nonaktif)`) },
    { header: 'Jabatan', cell: (r) => r.jabatan ?? '-' },
    ...bernilai.map(
      (k): Column<KaryawanGrupGaji> => ({
        header: k.nama,
        cell: (r) => {
          const own = r.nilai_khusus.find((n) => n.komponen_gaji_id === k.komponen_gaji_id);
          return own ? (
            <span>
              {formatNilai(k.cara_hitung, own.nilai)} <span className="text-xs font-semibold text-blue-700">(khusus)</span>
            </span>
          ) : (
            formatNilai(k.cara_hitung, k.nilai_berlaku)
          );
        },
      }),
    ),
    {
      header: 'Aksi',
      cell: (r) => (
        <div className="flex gap-1">
          <Button variant="ghost" aria-label={`Atur nilai ${r.fullname}`} onClick={() => setEditing(r)}>
            Atur Nilai
          </Button>
          <Button variant="ghost" aria-label={`Keluarkan ${r.fullname}`} onClick={() => setRemoving(r)}>
            Keluarkan
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      <AdminHeader
        title={`Karyawan Grup ${grup.data.nama}`}
        subtitle="Nilai bertanda (khusus) berlaku untuk karyawan itu saja; selebihnya mengikuti grup."
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(`${LIST_GRUP}/${id}`)}>
              Detail Grup
            </Button>
            {!grid && bernilai.length > 0 && (
              <Button variant="secondary" onClick={() => setGrid(true)}>
                Ubah Nilai Massal
              </Button>
            )}
            <Button onClick={() => setAdding(true)}>Tambah Karyawan</Button>
          </>
        }
      />
      <Card className="space-y-3">
        {grid ? (
          <NilaiGrid grup={grup.data} onClose={() => setGrid(false)} />
        ) : (
          <>
            <SearchBox label="Cari nama / NIP" value={search} onChange={setSearch} />
            {query.isError ? (
              <ErrorState />
            ) : (
              <DataTable
                columns={columns}
                rows={query.data?.items}
                loading={query.isPending}
                rowKey={(r) => r.user_id}
                empty="Belum ada karyawan di grup ini."
              />
            )}
            <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
          </>
        )}
      </Card>
      <TambahKaryawanModal grupId={id} open={adding} onClose={() => setAdding(false)} onAdded={refresh} />
      {editing && (
        <NilaiKaryawanModal
          key={editing.user_id}
          grupId={id}
          komponen={grup.data.komponen}
          karyawan={editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title="Keluarkan Karyawan"
        message={removing && `Keluarkan ${removing.fullname} dari grup gaji ${grup.data.nama}?`}
        confirmText="Keluarkan"
        busy={keluarkan.isPending}
        onConfirm={() => removing && keluarkan.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
