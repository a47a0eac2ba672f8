import { type CreateUserRequest, type PicRef, TIPE_KARYAWAN, type UserDetail, zCreateUserRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card, Loading } from '../../ui/feedback';
import { Checkbox, Input, Select } from '../../ui/Field';
import { type Option, useGrupGajiOptions, useJabatanOptions, useJadwalOptions, useLokasiOptions, useRoles } from './api';
import { PicPicker } from './PicPicker';

export type EmployeeFormOutput = z.output<typeof zCreateUserRequest>;

const FIELDS: Path<CreateUserRequest>[] = [
  'nip',
  'username',
  'fullname',
  'password',
  'roles',
  'jabatan_id',
  'lokasi_id',
  'jadwal_kerja_id',
  'grup_gaji_id',
  'tipe_karyawan',
  'tanggal_masuk',
  'email',
  'no_hp',
  'nama_bank',
  'no_rekening',
  'no_bpjs_kesehatan',
  'no_bpjs_ketenagakerjaan',
];

function toValues(u?: UserDetail): CreateUserRequest {
  const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
  return {
    nip: text(u?.nip),
    username: text(u?.username),
    fullname: text(u?.fullname),
    password: '',
    roles: u?.roles ?? ['Karyawan'],
    jabatan_id: text(u?.jabatan_id),
    lokasi_id: text(u?.lokasi_id),
    jadwal_kerja_id: text(u?.jadwal_kerja_id),
    grup_gaji_id: text(u?.grup_gaji_id),
    tipe_karyawan: (u?.tipe_karyawan ?? '') as CreateUserRequest['tipe_karyawan'],
    tanggal_masuk: text(u?.tanggal_masuk),
    email: text(u?.email),
    no_hp: text(u?.no_hp),
    nama_bank: text(u?.nama_bank),
    no_rekening: text(u?.no_rekening),
    no_bpjs_kesehatan: text(u?.no_bpjs_kesehatan),
    no_bpjs_ketenagakerjaan: text(u?.no_bpjs_ketenagakerjaan),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="border-b border-slate-200 pb-1 text-base font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

function Options({ items, none }: { items?: Option[]; none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {items?.map((o) => (
        <option key={o.id} value={o.id}>
          {o.nama}
        </option>
      ))}
    </>
  );
}

/** Add and edit share this form; the password field is only offered when adding. */
export function EmployeeForm({
  initial,
  onSubmit,
  submitting,
  onCancel,
}: {
  initial?: UserDetail;
  onSubmit: (body: EmployeeFormOutput) => Promise<unknown>;
  submitting: boolean;
  onCancel: () => void;
}) {
  const adding = !initial;
  const [pics, setPics] = useState<PicRef[]>(initial?.pics ?? []);
  const roles = useRoles();
  const jabatan = useJabatanOptions();
  const lokasi = useLokasiOptions();
  const jadwal = useJadwalOptions();
  const grupGaji = useGrupGajiOptions();
  const { register, handleSubmit, setError, formState } = useForm<CreateUserRequest, unknown, EmployeeFormOutput>({
    resolver: zodResolver(zCreateUserRequest),
    defaultValues: toValues(initial),
  });
  const e = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, pic_ids: pics.map((p) => p.id) });
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      for (const field of [...FIELDS, 'pic_ids' as const]) {
        const message = err.errors?.[field];
        if (message) setError(field, { message });
      }
    }
  });
  // A select takes its value when it mounts: its options must be there by then.
  if (jabatan.isPending || lokasi.isPending || jadwal.isPending || grupGaji.isPending) return <Loading />;

  return (
    <Card>
      <form className="space-y-6" noValidate onSubmit={submit}>
        <Section title="Data Akun">
          <Input label="NIP" error={e.nip?.message} {...register('nip')} />
          <Input label="Username" autoCapitalize="none" error={e.username?.message} {...register('username')} />
          <Input label="Nama Lengkap" error={e.fullname?.message} {...register('fullname')} />
          {adding && (
            <Input
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="Kosongkan untuk membuat password sementara yang wajib diganti saat masuk pertama."
              error={e.password?.message}
              {...register('password')}
            />
          )}
        </Section>
        <fieldset className="space-y-2">
          <legend className="text-base font-semibold text-slate-900">Peran</legend>
          <div className="flex flex-wrap gap-4">
            {roles.data?.map((r) => (
              <Checkbox key={r.id} label={r.nama} value={r.nama} {...register('roles')} />
            ))}
          </div>
          {e.roles && (
            <p className="text-xs text-red-600" role="alert">
              {e.roles.message ?? e.roles.root?.message}
            </p>
          )}
        </fieldset>
        <Section title="Penempatan">
          <Select label="Jabatan" error={e.jabatan_id?.message} {...register('jabatan_id')}>
            <Options items={jabatan.data} none="- Tanpa jabatan -" />
          </Select>
          <Select label="Lokasi" error={e.lokasi_id?.message} {...register('lokasi_id')}>
            <Options items={lokasi.data} none="- Tanpa lokasi -" />
          </Select>
          <Select label="Jadwal Kerja" error={e.jadwal_kerja_id?.message} {...register('jadwal_kerja_id')}>
            <Options items={jadwal.data} none="- Tanpa jadwal -" />
          </Select>
          <Select label="Grup Gaji" error={e.grup_gaji_id?.message} {...register('grup_gaji_id')}>
            <Options items={grupGaji.data} none="- Tanpa grup gaji -" />
          </Select>
          <Select label="Tipe Karyawan" error={e.tipe_karyawan?.message} {...register('tipe_karyawan')}>
            <option value="">- Pilih -</option>
            {TIPE_KARYAWAN.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
          <Input label="Tanggal Masuk" type="date" error={e.tanggal_masuk?.message} {...register('tanggal_masuk')} />
        </Section>
        <PicPicker userId={initial?.id} value={pics} onChange={setPics} error={e.pic_ids?.message} />
        <Section title="Kontak">
          <Input label="Email" type="email" error={e.email?.message} {...register('email')} />
          <Input label="Nomor HP" type="tel" error={e.no_hp?.message} {...register('no_hp')} />
        </Section>
        <Section title="Bank dan BPJS">
          <Input label="Nama Bank" error={e.nama_bank?.message} {...register('nama_bank')} />
          <Input label="Nomor Rekening" inputMode="numeric" error={e.no_rekening?.message} {...register('no_rekening')} />
          <Input
            label="No. BPJS Kesehatan"
            inputMode="numeric"
            error={e.no_bpjs_kesehatan?.message}
            {...register('no_bpjs_kesehatan')}
          />
          <Input
            label="No. BPJS Ketenagakerjaan"
            inputMode="numeric"
            error={e.no_bpjs_ketenagakerjaan?.message}
            {...register('no_bpjs_ketenagakerjaan')}
          />
        </Section>
        <div className="flex gap-2">
          <Button type="submit" loading={submitting}>
            Simpan
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Batal
          </Button>
        </div>
      </form>
    </Card>
  );
}
