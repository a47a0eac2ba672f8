import type { PenggajianDetail, SlipBaris, SlipDetail, SlipItem } from '@hadir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { formatDateTime, formatRupiah } from '../../lib/format';
import { queryClient } from '../../lib/query';
import { Button } from '../../ui/Button';
import { type Column, DataTable, Paginator } from '../../ui/DataTable';
import { Input, Textarea } from '../../ui/Field';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { AdminHeader } from '../../ui/PageHeader';
import { SearchBox } from '../../ui/SearchBox';
import { usePagedList } from '../../ui/usePagedList';
import { downloadPdf } from './files';
import { namaBulan, namaTanggal } from './format';
import { JenisRun, StatusRun } from './labels';
import { RunChecklist } from './RunChecklist';
import { RunBpjs, RunFiles } from './RunFiles';
import { RunTaxFiles } from './RunTaxFiles';
import { SlipView } from './SlipView';

const COLUMNS: Column<SlipItem>[] = [
  { header: 'NIP', cell: (s) => s.nip, className: 'whitespace-nowrap', pin: 'left' },
  { header: 'Nama', cell: (s) => <span className="font-medium text-blue-700">{s.nama}</span>, pin: 'left' },
  { header: 'Hadir', cell: (s) => `${s.hari_hadir}/${s.hari_kerja}` },
  { header: 'Alpha', cell: (s) => s.hari_alpha },
  { header: 'Pendapatan', cell: (s) => formatRupiah(s.total_pendapatan), className: 'whitespace-nowrap text-right' },
  { header: 'Potongan', cell: (s) => formatRupiah(s.total_potongan), className: 'whitespace-nowrap text-right' },
  { header: 'Gaji Bersih', cell: (s) => formatRupiah(s.neto), className: 'whitespace-nowrap text-right', pin: 'right' },
  { header: 'Disesuaikan', cell: (s) => (s.disesuaikan ? 'Ya' : '-') },
];

// A THR slip has no attendance figures.
const COLUMNS_THR = COLUMNS.filter((c) => c.header !== 'Hadir' && c.header !== 'Alpha');

/** A run: totals, finalise / reopen, the bank file, its log, and every slip with its lines. */
export default function RunDetailPage() {
  const { id } = useParams();
  const run = useQuery({ queryKey: ['penggajian', id], queryFn: () => api.get<PenggajianDetail>(`/penggajian/${id}`) });
  const slips = usePagedList<SlipItem>(`penggajian-slip-${id}`, `/penggajian/${id}/slip`);
  const [slipUser, setSlipUser] = useState<number | null>(null);
  const [buka, setBuka] = useState(false);
  const [hapus, setHapus] = useState(false);
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('penggajian') });

  const remove = useMutation({
    mutationFn: () => api.delete(`/penggajian/${id}`),
    onSuccess: async () => {
      toast.success('Draft penggajian dihapus.');
      await queryClient.invalidateQueries({ queryKey: ['penggajian'] });
      navigate('/admin/penggajian/riwayat');
    },
    onSettled: () => setHapus(false),
  });

  if (run.isPending) return <Loading />;
  if (run.isError) return <ErrorState>Penggajian tidak ditemukan.</ErrorState>;
  const r = run.data;
  const draft = r.status === 'draft';
  const thr = r.jenis === 'thr';
  return (
    <>
      <AdminHeader
        title={`${thr ? 'THR' : 'Penggajian'} ${namaBulan(r.bulan)}`}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            {r.grup_gaji_nama} <JenisRun jenis={r.jenis} /> <StatusRun status={r.status} />
            {r.tanggal_acuan && <span>Hari raya: {namaTanggal(r.tanggal_acuan)}</span>}
          </span>
        }
        actions={
          draft ? (
            <Button variant="ghost" onClick={() => setHapus(true)}>
              Hapus Draft
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setBuka(true)}>
              Buka Kembali
            </Button>
          )
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-5">
        <Total label="Karyawan" value={String(r.jumlah_karyawan)} />
        <Total label="Total Pendapatan" value={formatRupiah(r.total_pendapatan)} />
        <Total label="Total Potongan" value={formatRupiah(r.total_potongan)} />
        <Total label="Total Gaji Bersih" value={formatRupiah(r.total_neto)} />
        <Total label="Ditanggung Perusahaan" value={formatRupiah(r.total_pemberi_kerja)} />
      </div>
      {draft && <RunChecklist run={r} onFinal={refresh} />}
      {!draft && <RunFiles runId={r.id} />}
      {!draft && !thr && <RunTaxFiles runId={r.id} />}
      {!draft && !thr && <RunBpjs runId={r.id} />}
      {r.riwayat.length > 0 && (
        <Card className="mb-4 text-sm">
          <h2 className="mb-1 font-semibold">Riwayat</h2>
          <ul className="space-y-1">
            {r.riwayat.map((l) => (
              <li key={l.pada}>
                {formatDateTime(l.pada)}: {l.aksi === 'final' ? 'Difinalkan' : 'Dibuka kembali'} oleh {l.oleh}
                {l.alasan ? ` (${l.alasan})` : ''}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card className="space-y-3">
        <SearchBox label="Cari nama / NIP" value={slips.search} onChange={slips.setSearch} />
        {slips.query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={thr ? COLUMNS_THR : COLUMNS}
            rows={slips.query.data?.items}
            loading={slips.query.isPending}
            rowKey={(s) => s.user_id}
            onRowClick={(s) => setSlipUser(s.user_id)}
            empty={thr ? 'Tidak ada slip THR.' : 'Tidak ada slip gaji.'}
          />
        )}
        <Paginator state={slips.page} total={slips.query.data?.total ?? 0} onChange={slips.setPage} />
      </Card>
      {slipUser !== null && <SlipPanel runId={r.id} userId={slipUser} draft={draft} onClose={() => setSlipUser(null)} />}
      <ConfirmDialog
        open={hapus}
        title="Hapus draft penggajian?"
        message="Draft dan semua slipnya dihapus. Draft yang pernah difinalkan tidak dapat dihapus."
        confirmText="Hapus"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setHapus(false)}
      />
      <BukaModal open={buka} runId={r.id} onClose={() => setBuka(false)} onDone={refresh} />
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <div className="text-xs text-slate-500">{label}</div>
      <div className="text-lg font-bold text-slate-900">{value}</div>
    </Card>
  );
}

function SlipPanel({ runId, userId, draft, onClose }: { runId: number; userId: number; draft: boolean; onClose: () => void }) {
  const path = `/penggajian/${runId}/slip/${userId}`;
  const slip = useQuery({ queryKey: ['penggajian-slip', runId, userId], queryFn: () => api.get<SlipDetail>(`${path}/rincian`) });
  const [baris, setBaris] = useState<SlipBaris | null>(null);
  return (
    <Card className="mt-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{slip.data?.penggajian.jenis === 'thr' ? 'Slip THR' : 'Slip Gaji'}</h2>
        <div className="flex gap-2">
          {slip.data && (
            <Button
              variant="secondary"
              title={
                slip.data.identitas?.pdf_berpassword ? 'PDF dilindungi kata sandi: tanggal lahir karyawan (ddmmyyyy)' : undefined
              }
              onClick={() =>
                downloadPdf(path, `slip-${slip.data.penggajian.jenis}-${slip.data.penggajian.bulan}-${slip.data.nip}.pdf`)
              }
            >
              Unduh PDF
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Tutup
          </Button>
        </div>
      </div>
      {slip.isPending ? (
        <Loading />
      ) : slip.isError ? (
        <ErrorState />
      ) : (
        <SlipView slip={slip.data} onAdjust={draft ? setBaris : undefined} />
      )}
      {baris && <AdjustModal path={`${path}/rincian`} baris={baris} onClose={() => setBaris(null)} />}
    </Card>
  );
}

function AdjustModal({ path, baris, onClose }: { path: string; baris: SlipBaris; onClose: () => void }) {
  const [nominal, setNominal] = useState(String(baris.nominal));
  const [alasan, setAlasan] = useState('');
  const save = useMutation({
    mutationFn: (reset: boolean) =>
      api.put<SlipDetail>(path, { kode: baris.kode, nominal: reset ? null : Number(nominal.replace(/\D/g, '')), alasan }),
    onSuccess: async () => {
      toast.success('Slip gaji disesuaikan.');
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('penggajian') });
      onClose();
    },
  });
  return (
    <Modal open onClose={onClose} title={`Sesuaikan ${baris.nama}`}>
      <p className="text-xs text-slate-500">Hasil hitung: {formatRupiah(baris.nominal_hitung)}</p>
      <Input label="Nominal (Rp)" inputMode="numeric" value={nominal} onChange={(e) => setNominal(e.target.value)} />
      <Textarea label="Alasan" value={alasan} onChange={(e) => setAlasan(e.target.value)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Batal
        </Button>
        {baris.alasan_penyesuaian && (
          <Button variant="secondary" loading={save.isPending} onClick={() => save.mutate(true)}>
            Kembalikan ke hasil hitung
          </Button>
        )}
        <Button loading={save.isPending} onClick={() => save.mutate(false)}>
          Simpan
        </Button>
      </div>
    </Modal>
  );
}

function BukaModal({ open, runId, onClose, onDone }: { open: boolean; runId: number; onClose: () => void; onDone: () => void }) {
  const [alasan, setAlasan] = useState('');
  const buka = useMutation({
    mutationFn: () => api.post<PenggajianDetail>(`/penggajian/${runId}/buka`, { alasan }),
    onSuccess: () => {
      toast.success('Penggajian dibuka kembali.');
      onClose();
      onDone();
    },
  });
  return (
    <Modal open={open} onClose={onClose} title="Buka kembali penggajian?">
      <p className="text-sm text-slate-600">Hanya Admin. Kunci data bulan ini dilepas dan tindakan ini dicatat.</p>
      <Textarea label="Alasan" value={alasan} onChange={(e) => setAlasan(e.target.value)} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Batal
        </Button>
        <Button variant="danger" loading={buka.isPending} onClick={() => buka.mutate()}>
          Buka Kembali
        </Button>
      </div>
    </Modal>
  );
}
