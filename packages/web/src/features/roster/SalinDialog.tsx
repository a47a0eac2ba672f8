import { zRosterSalinRequest } from '@hadir/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { akhirBulan, useSalin } from './api';
import { fromApi, fromIssues, noProblems, type Problems } from './problems';
import { Sasaran, sasaranAwal, sasaranBody } from './Sasaran';
import { DateInput } from '../../ui/DateInput';

/** 'Salin Jadwal': the roster of a source range repeated over a target range (a week onto the month, say). */
export function SalinDialog({
  open,
  onClose,
  bulan,
  terpilih,
}: {
  open: boolean;
  onClose: () => void;
  bulan: string;
  terpilih: { user_id: number; nama: string }[];
}) {
  const [sumberDari, setSumberDari] = useState(`${bulan}-01`);
  const [sumberSampai, setSumberSampai] = useState(`${bulan}-07`);
  const [tujuanDari, setTujuanDari] = useState(`${bulan}-08`);
  const [tujuanSampai, setTujuanSampai] = useState(akhirBulan(bulan));
  const [sasaran, setSasaran] = useState(sasaranAwal(terpilih.length > 0));
  const [problems, setProblems] = useState<Problems>(noProblems);
  const salin = useSalin(onClose);

  const kirim = () => {
    const parsed = zRosterSalinRequest.safeParse({
      ...sasaranBody(
        sasaran,
        terpilih.map((t) => t.user_id),
      ),
      sumber_dari: sumberDari,
      sumber_sampai: sumberSampai,
      tujuan_dari: tujuanDari,
      tujuan_sampai: tujuanSampai,
    });
    if (!parsed.success) {
      setProblems(fromIssues(parsed.error));
      return;
    }
    setProblems(noProblems);
    salin.mutate(parsed.data, { onError: (err) => setProblems(fromApi(err)) });
  };
  const f = problems.fields;
  return (
    <Modal open={open} onClose={onClose} title="Salin Jadwal" wide>
      <p className="text-sm text-slate-600">
        Jadwal roster tanggal sumber disalin berurutan ke tanggal tujuan dan diulang bila tujuan lebih panjang (misalnya satu
        minggu ke sisa bulan). Hari sumber tanpa roster membuat hari tujuan kembali ke jadwal mingguan.
      </p>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Sumber</legend>
        <DateInput label="Sumber dari" value={sumberDari} onChange={(e) => setSumberDari(e.target.value)} error={f.sumber_dari} />
        <DateInput
          label="Sumber sampai"
          value={sumberSampai}
          onChange={(e) => setSumberSampai(e.target.value)}
          error={f.sumber_sampai}
        />
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Tujuan</legend>
        <DateInput label="Tujuan dari" value={tujuanDari} onChange={(e) => setTujuanDari(e.target.value)} error={f.tujuan_dari} />
        <DateInput
          label="Tujuan sampai"
          value={tujuanSampai}
          onChange={(e) => setTujuanSampai(e.target.value)}
          error={f.tujuan_sampai}
        />
      </fieldset>
      <Sasaran
        value={sasaran}
        onChange={setSasaran}
        terpilih={terpilih.map((t) => t.nama)}
        error={f.user_ids ?? f.lokasi_id ?? f.jabatan_id}
      />
      {problems.message && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {problems.message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onClose}>
          Batal
        </Button>
        <Button onClick={kirim} loading={salin.isPending}>
          Salin
        </Button>
      </div>
    </Modal>
  );
}
