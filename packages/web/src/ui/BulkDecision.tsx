import {
  APPROVAL_STATUS,
  type ApprovalBulkResult,
  type ApprovalDecisionRequest,
  type ApprovalTipe,
  zApprovalDecisionRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api } from '../lib/api';
import { Button } from './Button';
import type { Selection } from './DataTable';
import { Textarea } from './Field';
import { Modal } from './Modal';

type Decision = z.output<typeof zApprovalDecisionRequest>;
type Keputusan = Decision['keputusan'];

/** A request as the admin approval lists show it. */
interface Row {
  id: number;
  status: string;
  pemohon: { fullname: string };
}

interface Outcome {
  keputusan: Keputusan;
  berhasil: number;
  gagal: { nama: string; message: string }[];
}

const verb = (k: Keputusan) => (k === APPROVAL_STATUS.disetujui ? 'disetujui' : 'ditolak');

/**
 * Approving or rejecting many requests of one admin approval list at once, with one note (POST /approval/massal):
 * the pending rows of the page get checkboxes ('selection' for the DataTable), and `panel` shows the bar with the
 * two decisions, the note dialog, and what happened to each request. Everything is refreshed after.
 */
export function useBulkDecision<T extends Row>(tipe: ApprovalTipe | undefined, rows: T[] | undefined) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  const [deciding, setDeciding] = useState<Keputusan | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Only what is pending and on screen counts: decided rows and other pages drop out by themselves.
  const picked = (rows ?? []).filter((r) => r.status === APPROVAL_STATUS.menunggu && selected.has(r.id));
  const decide = useMutation({
    mutationFn: ({ body, requests }: { body: Decision; requests: T[] }) =>
      api.post<ApprovalBulkResult>('/approval/massal', { tipe, ids: requests.map((r) => r.id), ...body }),
    onSuccess: async (res, { body, requests }) => {
      const names = new Map(requests.map((r) => [r.id, r.pemohon.fullname]));
      setDeciding(null);
      setSelected(new Set());
      const gagal = res.gagal.map((g) => ({ nama: names.get(g.id) ?? `Pengajuan ${g.id}`, message: g.message }));
      if (gagal.length === 0) {
        setOutcome(null);
        toast.success(`${res.berhasil} pengajuan ${verb(body.keputusan)}.`);
      } else {
        setOutcome({ keputusan: body.keputusan, berhasil: res.berhasil, gagal });
      }
      await queryClient.invalidateQueries();
    },
  });
  const selection: Selection<T> = {
    selected,
    onChange: setSelected,
    selectable: (r) => r.status === APPROVAL_STATUS.menunggu,
    label: (r) => `Pilih pengajuan ${r.pemohon.fullname}`,
  };
  const panel: ReactNode = (
    <>
      {outcome && <OutcomeNote outcome={outcome} onClose={() => setOutcome(null)} />}
      {picked.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm">
          <span className="mr-auto font-medium text-slate-900">{picked.length} pengajuan dipilih</span>
          <Button onClick={() => setDeciding(APPROVAL_STATUS.disetujui)}>Setujui</Button>
          <Button variant="danger" onClick={() => setDeciding(APPROVAL_STATUS.ditolak)}>
            Tolak
          </Button>
          <Button variant="ghost" onClick={() => setSelected(new Set())}>
            Batal Pilih
          </Button>
        </div>
      )}
      {deciding && (
        <DecisionDialog
          keputusan={deciding}
          count={picked.length}
          busy={decide.isPending}
          onSubmit={(body) => decide.mutate({ body, requests: picked })}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
  // A list may offer bulk decisions in one mode only (the approval list, not the history).
  return tipe ? { selection, panel } : { selection: undefined, panel: null };
}

/** One note for every picked request: needed to reject (as for one request), optional to approve. */
function DecisionDialog({
  keputusan,
  count,
  busy,
  onSubmit,
  onClose,
}: {
  keputusan: Keputusan;
  count: number;
  busy: boolean;
  onSubmit: (body: Decision) => void;
  onClose: () => void;
}) {
  const tolak = keputusan === APPROVAL_STATUS.ditolak;
  const { register, handleSubmit, formState } = useForm<ApprovalDecisionRequest, unknown, Decision>({
    resolver: zodResolver(zApprovalDecisionRequest),
    defaultValues: { keputusan, catatan: '' },
  });
  return (
    <Modal open onClose={onClose} title={`${tolak ? 'Tolak' : 'Setujui'} ${count} Pengajuan`}>
      <form className="space-y-3" noValidate onSubmit={handleSubmit(onSubmit)}>
        <p className="text-sm text-slate-600">Catatan yang sama dikirim ke setiap pemohon.{tolak ? '' : ' Boleh dikosongkan.'}</p>
        <Textarea
          label="Catatan"
          maxLength={500}
          placeholder={tolak ? 'Alasan penolakan' : 'Catatan untuk pemohon (opsional)'}
          error={formState.errors.catatan?.message}
          {...register('catatan')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" variant={tolak ? 'danger' : 'primary'} loading={busy}>
            {tolak ? 'Tolak' : 'Setujui'} {count} Pengajuan
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function OutcomeNote({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  return (
    <div role="status" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-800">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">
          {outcome.berhasil} pengajuan {verb(outcome.keputusan)}, {outcome.gagal.length} gagal:
        </p>
        <Button variant="ghost" className="px-2 py-0.5" onClick={onClose}>
          Tutup
        </Button>
      </div>
      <ul className="list-disc space-y-0.5 pl-5">
        {outcome.gagal.map((g, i) => (
          // Two requests of one person may fail for different reasons.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown
          <li key={i}>
            {g.nama}: {g.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
