import {
  type GrupGaji,
  type KaryawanGrupGaji,
  type NilaiGridRequest,
  type NilaiGridResult,
  pakaiNilai,
  zNilaiGridRequest,
} from '@hadir/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { Button } from '../../../ui/Button';
import { Paginator } from '../../../ui/DataTable';
import { ErrorState, Loading } from '../../../ui/feedback';
import { ConfirmDialog } from '../../../ui/Modal';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { formatNilai, nilaiText, parseNilai } from '../nilai';
import { useMyId } from './queries';

type Cell = NilaiGridRequest['perubahan'][number];
/** A changed cell as typed; `nilai` null = back to the group's amount, NaN = not a number. */
interface Edit extends Cell {
  text: string;
}
const cellKey = (userId: number, komponenId: number) => `${userId}:${komponenId}`;

/**
 * Every employee's own amounts of the group in one grid: rows are the group's employees (paged; changes on other
 * pages are kept), columns its components that take an amount. An empty cell follows the group. Every changed
 * cell is saved in one request, all or nothing; the server's refusal is shown on each bad cell. The caller's own
 * row is read-only (nobody sets their own pay).
 */
export function NilaiGrid({ grup, onClose }: { grup: GrupGaji; onClose: () => void }) {
  const listKey = `grup-gaji-karyawan-${grup.id}`;
  const { query, page, setPage, search, setSearch } = usePagedList<KaryawanGrupGaji>(listKey, `/grup-gaji/${grup.id}/karyawan`);
  const myId = useMyId();
  const columns = grup.komponen.filter((k) => pakaiNilai(k.cara_hitung));
  const [edits, setEdits] = useState<Map<string, Edit>>(new Map());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [leaving, setLeaving] = useState(false);

  const change = (row: KaryawanGrupGaji, k: (typeof columns)[number], text: string) => {
    const own = row.nilai_khusus.find((n) => n.komponen_gaji_id === k.komponen_gaji_id)?.nilai ?? null;
    const nilai = parseNilai(k.cara_hitung, text);
    const key = cellKey(row.user_id, k.komponen_gaji_id);
    setEdits((prev) => {
      const next = new Map(prev);
      // Typed back to what is saved: no longer a change.
      if (Object.is(nilai, own)) next.delete(key);
      else next.set(key, { user_id: row.user_id, komponen_gaji_id: k.komponen_gaji_id, nilai, text });
      return next;
    });
    setErrors((prev) => {
      if (!prev.has(key)) return prev;
      const next = new Map(prev);
      next.delete(key);
      return next;
    });
  };

  const save = useMutation({
    mutationFn: (body: NilaiGridRequest) => api.put<NilaiGridResult>(`/grup-gaji/${grup.id}/nilai-karyawan`, body),
    onSuccess: async (res) => {
      toast.success(res.message);
      setEdits(new Map());
      setErrors(new Map());
      await queryClient.invalidateQueries({ queryKey: [listKey] });
      await queryClient.invalidateQueries({ queryKey: ['grup-gaji'] });
    },
  });

  const submit = () => {
    const cells = [...edits.values()];
    const parsed = zNilaiGridRequest.safeParse({
      perubahan: cells.map(({ user_id, komponen_gaji_id, nilai }) => ({ user_id, komponen_gaji_id, nilai })),
    });
    // Bad cells are named by their position among those sent.
    const at = (index: unknown) => {
      const cell = cells[Number(index)];
      return cell && cellKey(cell.user_id, cell.komponen_gaji_id);
    };
    if (!parsed.success) {
      const found = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const key = at(issue.path[1]);
        if (key) found.set(key, issue.message);
      }
      setErrors(found);
      toast.error(`${found.size} nilai tidak valid, belum disimpan.`);
      return;
    }
    save.mutate(parsed.data, {
      // The client has shown the message; each bad cell shows its own.
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const found = new Map<string, string>();
        for (const [field, message] of Object.entries(err.errors ?? {})) {
          const key = at(/^perubahan\.(\d+)\./.exec(field)?.[1]);
          if (key) found.set(key, message);
        }
        setErrors(found);
      },
    });
  };

  const rows = query.data?.items;
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <div className="mr-auto">
          <SearchBox label="Cari nama / NIP" value={search} onChange={setSearch} />
        </div>
        <span className="text-sm text-slate-600" aria-live="polite">
          {edits.size} nilai diubah
        </span>
        <Button variant="ghost" disabled={edits.size === 0 || save.isPending} onClick={() => setEdits(new Map())}>
          Batalkan Perubahan
        </Button>
        <Button disabled={edits.size === 0} loading={save.isPending} onClick={submit}>
          Simpan Semua
        </Button>
        <Button variant="secondary" onClick={() => (edits.size ? setLeaving(true) : onClose())}>
          Selesai
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        Kosongkan sel untuk memakai nilai grup. Perubahan di halaman lain tetap tersimpan sampai disimpan.
      </p>
      {query.isError ? (
        <ErrorState />
      ) : query.isPending ? (
        <Loading />
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                  Karyawan
                </th>
                {columns.map((k) => (
                  <th key={k.komponen_gaji_id} scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                    {k.nama}
                    <span className="block text-xs font-normal text-slate-500">
                      Grup: {formatNilai(k.cara_hitung, k.nilai_berlaku)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {rows?.map((r) => {
                const self = r.user_id === myId;
                return (
                  <tr key={r.user_id}>
                    <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                      <span className="block font-medium text-slate-900">{r.fullname}</span>
                      <span className="text-xs text-slate-500">
                        {r.nip}
                        {self && ' · nilai Anda diatur Admin/HRD lain'}
                      </span>
                    </th>
                    {columns.map((k) => {
                      const key = cellKey(r.user_id, k.komponen_gaji_id);
                      const edit = edits.get(key);
                      const own = r.nilai_khusus.find((n) => n.komponen_gaji_id === k.komponen_gaji_id)?.nilai;
                      const error = errors.get(key);
                      return (
                        <td key={k.komponen_gaji_id} className="px-3 py-2 align-top">
                          <input
                            aria-label={`${k.nama} ${r.fullname}`}
                            aria-invalid={!!error}
                            title={error}
                            inputMode="decimal"
                            disabled={self}
                            className={`w-36 rounded border px-2 py-1 ${error ? 'border-red-600' : edit ? 'border-blue-600 bg-blue-50' : 'border-slate-300'} disabled:bg-slate-100`}
                            placeholder={nilaiText(k.cara_hitung, k.nilai_berlaku)}
                            value={edit ? edit.text : nilaiText(k.cara_hitung, own)}
                            onChange={(e) => change(r, k, e.target.value)}
                          />
                          {error && <span className="mt-1 block max-w-36 text-xs text-red-700">{error}</span>}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {rows?.length === 0 && <p className="px-3 py-4 text-sm text-slate-600">Belum ada karyawan di grup ini.</p>}
        </div>
      )}
      <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      <ConfirmDialog
        open={leaving}
        title="Tinggalkan Perubahan"
        message={`${edits.size} nilai yang diubah belum disimpan dan akan dibuang.`}
        confirmText="Buang Perubahan"
        onConfirm={() => {
          setLeaving(false);
          onClose();
        }}
        onCancel={() => setLeaving(false)}
      />
    </>
  );
}
