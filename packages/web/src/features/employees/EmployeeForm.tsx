import {
  type CreateUserRequest,
  type PicRef,
  STATUS_PTKP,
  TIPE_KARYAWAN,
  type UserDetail,
  zCreateUserRequest,
} from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card, Loading } from '../../ui/feedback';
import { Checkbox, Input, Select } from '../../ui/Field';
import type { AccountRights } from './accountRights';
import { type Option, useGrupGajiOptions, useJabatanOptions, useJadwalOptions, useLokasiOptions, useRoles } from './api';
import { PicPicker } from './PicPicker';
import { PtkpRiwayat } from './PtkpRiwayat';
import { DateInput } from '../../ui/DateInput';

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
  'nik',
  'npwp',
  'status_ptkp',
  'jp_setelah_usia_pensiun',
];

/** Pay fields nobody changes on their own account (the server refuses it too). */
const OWN_PAY_FIELDS = ['grup_gaji_id', 'nik', 'npwp', 'status_ptkp'] as const;
const OWN_PAY_HINT = 'Grup gaji dan data pajak Anda sendiri diubah oleh Admin atau HRD lain.';

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
    nik: text(u?.nik),
    npwp: text(u?.npwp),
    status_ptkp: (u?.status_ptkp ?? '') as CreateUserRequest['status_ptkp'],
    jp_setelah_usia_pensiun: u?.jp_setelah_usia_pensiun ?? false,
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

/**
 * Add and edit share this form; the password field is only offered when adding. It offers only what the caller
 * may change (`rights`, as the server's account guard decides).
 */
export function EmployeeForm({
  initial,
  rights,
  onSubmit,
  submitting,
  onCancel,
}: {
  initial?: UserDetail;
  rights: AccountRights;
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
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<
    CreateUserRequest,
    unknown,
    EmployeeFormOutput
  >({
    resolver: zodResolver(zCreateUserRequest),
    defaultValues: toValues(initial),
  });
  const e = formState.errors;
  const chosenRoles = watch('roles');
  const toggleRole = (nama: string, on: boolean) => {
    const next = on ? [...chosenRoles, nama] : chosenRoles.filter((r) => r !== nama);
    setValue('roles', next, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };
  const ownPay = rights.ownPay;
  const submit = handleSubmit(async (values) => {
    // One's own pay fields are sent as they were (disabled controls may not carry a value).
    const kept = ownPay ? Object.fromEntries(OWN_PAY_FIELDS.map((f) => [f, initial?.[f] ?? null])) : {};
    try {
      await onSubmit({ ...values, ...kept, pic_ids: pics.map((p) => p.id) });
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
      {rights.locked && (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          {rights.locked}
        </p>
      )}
      <form className="space-y-6" noValidate onSubmit={submit}>
        <fieldset disabled={!!rights.locked} className="space-y-6">
          <Section title="Data Akun">
            <Input label="NIP" error={e.nip?.message} {...register('nip')} />
            <Input label="Username" autoCapitalize="none" error={e.username?.message} {...register('username')} />
            <Input label="Nama Lengkap" error={e.fullname?.message} {...register('fullname')} />
            {adding && (
              <Input
                label="Password"
                type="password"
                autoComplete="new-password"
                hint="Kosongkan agar dibuatkan password sementara yang wajib diganti saat masuk pertama: dikirim ke email karyawan bila ada, atau ditampilkan sekali."
                error={e.password?.message}
                {...register('password')}
              />
            )}
          </Section>
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold text-slate-900">Peran</legend>
            <div className="flex flex-wrap gap-4">
              {roles.data?.map((r) => (
                <Checkbox
                  key={r.id}
                  label={r.nama}
                  value={r.nama}
                  checked={chosenRoles.includes(r.nama)}
                  disabled={!rights.grantable(r.nama)}
                  onChange={(ev) => toggleRole(r.nama, ev.target.checked)}
                />
              ))}
            </div>
            {roles.data?.some((r) => !rights.grantable(r.nama)) && (
              <p className="text-xs text-slate-600">
                Peran Admin, HRD, dan role khusus hanya dapat diberikan atau dicabut oleh Admin.
              </p>
            )}
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
            <Select
              label="Grup Gaji"
              error={e.grup_gaji_id?.message}
              disabled={ownPay}
              hint={ownPay ? OWN_PAY_HINT : undefined}
              {...register('grup_gaji_id')}
            >
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
            <DateInput label="Tanggal Masuk" error={e.tanggal_masuk?.message} {...register('tanggal_masuk')} />
          </Section>
          <PicPicker
            userId={initial?.id}
            value={pics}
            onChange={setPics}
            error={e.pic_ids?.message}
            readOnly={!rights.mayAppointPics || !!rights.locked}
            exclude={rights.myId}
          />
          <Section title="Kontak">
            <Input label="Email" type="email" error={e.email?.message} {...register('email')} />
            <Input label="Nomor HP" type="tel" error={e.no_hp?.message} {...register('no_hp')} />
          </Section>
          <Section title="Pajak">
            <Input
              label="NIK"
              inputMode="numeric"
              disabled={ownPay}
              hint={ownPay ? OWN_PAY_HINT : undefined}
              error={e.nik?.message}
              {...register('nik')}
            />
            <Input label="NPWP" inputMode="numeric" disabled={ownPay} error={e.npwp?.message} {...register('npwp')} />
            <Select label="Status PTKP" disabled={ownPay} error={e.status_ptkp?.message} {...register('status_ptkp')}>
              <option value="">- Pilih -</option>
              {STATUS_PTKP.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
            {initial && <PtkpRiwayat riwayat={initial.riwayat_status_ptkp} />}
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
            <Checkbox
              label="JP tetap dibayar setelah usia pensiun (selama masih bekerja, paling lama 3 tahun)"
              {...register('jp_setelah_usia_pensiun')}
            />
          </Section>
        </fieldset>
        <div className="flex gap-2">
          {!rights.locked && (
            <Button type="submit" loading={submitting}>
              Simpan
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel}>
            Batal
          </Button>
        </div>
      </form>
    </Card>
  );
}
