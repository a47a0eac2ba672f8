import type { CalonKaryawanGrup } from '@hadir/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { SearchBox } from '../../../ui/SearchBox';

const SEARCH_DEBOUNCE_MS = 300;

/** Picks active employees to add; one already in another group is shown but cannot be picked. */
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
  const [debounced, setDebounced] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const calon = useQuery({
    queryKey: ['grup-gaji', grupId, 'calon', debounced],
    queryFn: () =>
      api.get<{ items: CalonKaryawanGrup[]; total: number }>(`/grup-gaji/${grupId}/calon-karyawan`, {
        query: { page: 1, size: 20, search: debounced },
      }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setPicked([]);
    setSearch('');
    onClose();
  };
  const add = useMutation({
    mutationFn: () => api.post<{ message: string }>(`/grup-gaji/${grupId}/karyawan`, { user_ids: picked }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await onAdded();
      close();
    },
  });
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <Modal open={open} onClose={close} title="Tambah Karyawan">
      <SearchBox label="Cari nama / NIP" value={search} onChange={setSearch} />
      <ul className="max-h-72 space-y-1 overflow-y-auto">
        {calon.data?.items.map((u) => (
          <li key={u.id}>
            <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4"
                checked={picked.includes(u.id)}
                disabled={u.grup_gaji !== null}
                onChange={() => toggle(u.id)}
                aria-label={u.fullname}
              />
              <span>
                <span className="font-medium text-slate-900">{u.fullname}</span>
                <span className="block text-xs text-slate-500">
                  {u.nip}
                  {u.grup_gaji && ` · sudah di grup ${u.grup_gaji}`}
                </span>
              </span>
            </label>
          </li>
        ))}
        {calon.data?.items.length === 0 && <li className="text-sm text-slate-600">Tidak ada karyawan yang cocok.</li>}
      </ul>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={close}>
          Batal
        </Button>
        <Button disabled={picked.length === 0} loading={add.isPending} onClick={() => add.mutate()}>
          Tambahkan{picked.length ? ` (${picked.length})` : ''}
        </Button>
      </div>
    </Modal>
  );
}
