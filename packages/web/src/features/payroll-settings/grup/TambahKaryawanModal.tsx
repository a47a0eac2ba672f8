import { type CalonKaryawanGrupList, TIPE_KARYAWAN } from '@hadir/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { useDebounced } from '../../../lib/useDebounced';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { SearchBox } from '../../../ui/SearchBox';
import { useMyId, useOptions } from './queries';
import { ScrollRegion } from '../../../ui/ScrollRegion';

const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTER = { lokasi_id: '', jabatan_id: '', tipe_karyawan: '' };

/**
 * Picks active employees to add, narrowed by location, job title and employee type: one by one, or 'pilih semua'
 * for everyone matching (every page), added by the server in one call. One already in another group is shown but
 * cannot be picked, and neither can the caller (nobody sets their own group).
 */
export function TambahKaryawanModal({
  grupId,
  open,
  onClose,
  onAdded,
}: {
  grupId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => Promise<void>;
}) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(NO_FILTER);
  const [picked, setPicked] = useState<number[]>([]);
  const [semua, setSemua] = useState(false);
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const criteria = { search: term, ...filter };
  const myId = useMyId();
  const lokasi = useOptions('/lokasi');
  const jabatan = useOptions('/jabatan');
  const calon = useQuery({
    queryKey: ['grup-gaji', grupId, 'calon', criteria],
    queryFn: () =>
      api.get<CalonKaryawanGrupList>(`/grup-gaji/${grupId}/calon-karyawan`, { query: { page: 1, size: 20, ...criteria } }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setPicked([]);
    setSemua(false);
    setSearch('');
    setFilter(NO_FILTER);
    onClose();
  };
  const add = useMutation({
    mutationFn: () =>
      semua
        ? api.post<{ message: string }>(`/grup-gaji/${grupId}/karyawan/sesuai-filter`, criteria)
        : api.post<{ message: string }>(`/grup-gaji/${grupId}/karyawan`, { user_ids: picked }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await onAdded();
      close();
    },
  });
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const setField = (field: keyof typeof NO_FILTER) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [field]: e.target.value }));
  const dapat = calon.data?.dapat_ditambahkan ?? 0;
  const count = semua ? dapat : picked.length;
  return (
    <Modal open={open} onClose={close} title="Tambah Karyawan">
      <SearchBox label="Cari nama / NIP" value={search} onChange={setSearch} />
      <div className="grid gap-2 sm:grid-cols-3">
        <Select label="Lokasi" value={filter.lokasi_id} onChange={setField('lokasi_id')}>
          <option value="">Semua</option>
          {lokasi.data?.map((l) => (
            <option key={l.id} value={l.id}>
              {l.nama}
            </option>
          ))}
        </Select>
        <Select label="Jabatan" value={filter.jabatan_id} onChange={setField('jabatan_id')}>
          <option value="">Semua</option>
          {jabatan.data?.map((j) => (
            <option key={j.id} value={j.id}>
              {j.nama}
            </option>
          ))}
        </Select>
        <Select label="Tipe Karyawan" value={filter.tipe_karyawan} onChange={setField('tipe_karyawan')}>
          <option value="">Semua</option>
          {TIPE_KARYAWAN.map((tipe) => (
            <option key={tipe} value={tipe}>
              {tipe}
            </option>
          ))}
        </Select>
      </div>
      <label className="flex items-center gap-2 rounded bg-blue-50 px-2 py-1.5 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={semua}
          disabled={dapat === 0 && !semua}
          onChange={(e) => setSemua(e.target.checked)}
        />
        Pilih semua karyawan yang cocok ({dapat})
      </label>
      {/* Even when every employee in it is already in a group (no checkbox to tab to). */}
      <ScrollRegion className="max-h-72 overflow-y-auto rounded" label="Daftar karyawan">
        <ul className="space-y-1">
          {calon.data?.items.map((u) => {
            const own = u.id === myId;
            const blocked = u.grup_gaji !== null || own;
            return (
              <li key={u.id}>
                <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4"
                    checked={!blocked && (semua || picked.includes(u.id))}
                    disabled={blocked || semua}
                    onChange={() => toggle(u.id)}
                    aria-label={u.fullname}
                  />
                  <span>
                    <span className="font-medium text-slate-900">{u.fullname}</span>
                    <span className="block text-xs text-slate-500">
                      {u.nip}
                      {u.jabatan && ` · ${u.jabatan}`}
                      {u.grup_gaji && ` · sudah di grup ${u.grup_gaji}`}
                      {own && !u.grup_gaji && ' · grup gaji Anda diatur Admin/HRD lain'}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
          {calon.data?.items.length === 0 && <li className="text-sm text-slate-600">Tidak ada karyawan yang cocok.</li>}
          {calon.data && calon.data.total > calon.data.items.length && (
            <li className="text-xs text-slate-500">
              Menampilkan {calon.data.items.length} dari {calon.data.total} karyawan. Persempit pencarian, atau pilih semua.
            </li>
          )}
        </ul>
      </ScrollRegion>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={close}>
          Batal
        </Button>
        <Button disabled={count === 0 || (semua && calon.isFetching)} loading={add.isPending} onClick={() => add.mutate()}>
          Tambahkan{count ? ` (${count})` : ''}
        </Button>
      </div>
    </Modal>
  );
}
