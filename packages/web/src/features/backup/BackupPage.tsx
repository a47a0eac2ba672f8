import { type BackupItem, type BackupJadwal, type BackupList, zBackupJadwal } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { queryClient } from '../../lib/query';
import { showServerErrors } from '../../lib/serverErrors';
import { clearAll } from '../../lib/storage';
import { formatFileSize } from '../../ui/AttachmentList';
import { Button } from '../../ui/Button';
import { type Column, DataTable } from '../../ui/DataTable';
import { Checkbox, Input, Select } from '../../ui/Field';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { AdminHeader } from '../../ui/PageHeader';
import { describeContents, downloadBackup, restoreBackup } from './backupFiles';

const LIST_KEY = ['backup'];
/** What the Admin types to confirm a restore: it replaces every account and record. */
const CONFIRM_WORD = 'PULIHKAN';
const HOURS = Array.from({ length: 24 }, (_, h) => h);

function Actions({ item, onDelete }: { item: BackupItem; onDelete: (b: BackupItem) => void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadBackup(item);
    } catch {
      // The toast has told the Admin.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex gap-1">
      <Button variant="ghost" className="px-2 py-1" disabled={!item.tersedia} loading={busy} onClick={download}>
        Unduh
      </Button>
      <Button variant="ghost" className="px-2 py-1 text-red-600 hover:bg-red-50" onClick={() => onDelete(item)}>
        Hapus
      </Button>
    </div>
  );
}

function ScheduleForm() {
  const jadwal = useQuery({ queryKey: ['backup-jadwal'], queryFn: () => api.get<BackupJadwal>('/backup/jadwal') });
  const form = useForm<BackupJadwal>({
    resolver: zodResolver(zBackupJadwal),
    defaultValues: { aktif: false, jam: 1, simpan: 7 },
  });
  const { reset, register } = form;
  useEffect(() => {
    if (jadwal.data) reset(jadwal.data);
  }, [jadwal.data, reset]);
  const save = useMutation({
    mutationFn: (body: BackupJadwal) => api.put<BackupJadwal>('/backup/jadwal', body),
    onSuccess: (saved) => {
      toast.success('Jadwal backup berhasil disimpan.');
      queryClient.setQueryData(['backup-jadwal'], saved);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });
  if (jadwal.isPending) return <Loading />;
  if (jadwal.isError) return <ErrorState />;
  const errors = form.formState.errors;
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <Checkbox label="Buat backup otomatis setiap hari" {...register('aktif')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Jam Backup (WIB)" {...register('jam', { valueAsNumber: true })} error={errors.jam?.message}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {`${String(h).padStart(2, '0')}:00`}
            </option>
          ))}
        </Select>
        <Input
          label="Simpan Backup Otomatis Terakhir"
          type="number"
          min={1}
          max={90}
          {...register('simpan', { valueAsNumber: true })}
          error={errors.simpan?.message}
          hint="Backup otomatis yang lebih lama dihapus. Backup manual tidak pernah dihapus otomatis."
        />
      </div>
      <Button type="submit" loading={save.isPending}>
        Simpan Jadwal
      </Button>
    </form>
  );
}

function RestoreSection() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const restore = useMutation({
    mutationFn: (f: File) => restoreBackup(f),
    onSuccess: (res) => {
      toast.success(res.message);
      // Every account now comes from the backup: the current session no longer exists.
      clearAll();
      navigate('/login', { replace: true });
    },
    onSettled: () => setOpen(false),
  });
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Pulihkan hanya ke instalasi baru yang masih kosong (berisi satu akun Admin saja) dengan versi aplikasi yang sama. Semua
        akun dan data diganti dengan isi backup; setelah selesai, masuk kembali dengan akun dari backup.
      </p>
      <Input
        label="Berkas Backup (.tar.gz)"
        type="file"
        accept=".gz,.tar.gz,application/gzip"
        onChange={(e) => setFile(e.target.files?.[0])}
      />
      <Button variant="danger" disabled={!file} loading={restore.isPending} onClick={() => setOpen(true)}>
        Pulihkan dari Backup
      </Button>
      <Modal open={open} onClose={close} title="Pulihkan Backup?">
        <p className="text-sm text-slate-600">
          Semua data di instalasi ini akan diganti dengan isi <span className="font-semibold">{file?.name}</span>. Tindakan ini
          tidak dapat dibatalkan. Ketik <span className="font-mono font-semibold">{CONFIRM_WORD}</span> untuk melanjutkan.
        </p>
        <Input label="Konfirmasi" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close}>
            Batal
          </Button>
          <Button
            variant="danger"
            disabled={typed.trim() !== CONFIRM_WORD || !file}
            loading={restore.isPending}
            onClick={() => file && restore.mutate(file)}
          >
            Pulihkan
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** Backups of the database and stored files: make one now, schedule them, download, delete, restore. */
export default function BackupPage() {
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => api.get<BackupList>('/backup') });
  const [deleting, setDeleting] = useState<BackupItem>();
  const create = useMutation({
    mutationFn: () => api.post<BackupItem>('/backup'),
    onSuccess: () => {
      toast.success('Backup berhasil dibuat.');
      queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: (b: BackupItem) => api.delete<{ message: string }>(`/backup/${b.id}`),
    onSuccess: (res) => {
      toast.success(res.message);
      queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    onSettled: () => setDeleting(undefined),
  });

  const columns: Column<BackupItem>[] = [
    { header: 'Tanggal', cell: (b) => <span className="whitespace-nowrap">{formatDateTime(b.created_at)}</span> },
    {
      header: 'Berkas',
      cell: (b) => (
        <div>
          <span className="font-mono text-xs">{b.nama_berkas}</span>
          {!b.tersedia && <p className="text-xs text-red-600">Berkas tidak ada lagi di folder backup server.</p>}
        </div>
      ),
    },
    { header: 'Ukuran', cell: (b) => <span className="whitespace-nowrap">{formatFileSize(b.ukuran)}</span> },
    { header: 'Dibuat Oleh', cell: (b) => b.dibuat_oleh ?? 'Otomatis (terjadwal)' },
    { header: 'Isi', cell: (b) => <span className="whitespace-nowrap">{describeContents(b)}</span> },
    { header: 'Aksi', cell: (b) => <Actions item={b} onDelete={setDeleting} /> },
  ];

  return (
    <div className="space-y-4">
      <AdminHeader
        title="Backup Data"
        subtitle="Salinan seluruh database dan berkas (foto absen, lampiran). Berisi data pribadi dan biometrik karyawan: simpan di tempat aman."
        actions={
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            Buat Backup Sekarang
          </Button>
        }
      />
      <Card>
        {list.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={columns}
            rows={list.data?.items}
            loading={list.isPending}
            rowKey={(b) => b.id}
            empty="Belum ada backup."
          />
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Jadwal Backup Otomatis</h2>
          <ScheduleForm />
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Pulihkan dari Backup</h2>
          <RestoreSection />
        </Card>
      </div>
      <ConfirmDialog
        open={!!deleting}
        title="Hapus Backup?"
        message={`Berkas ${deleting?.nama_berkas ?? ''} akan dihapus dari server.`}
        confirmText="Hapus"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
