import { type GrupGaji, type GrupGajiForm, type KomponenGaji, pakaiNilai, zGrupGajiRequest } from '@hadir/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { DeleteButton } from '../../../ui/DeleteButton';
import { Checkbox, Input, Select, Textarea } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Card, ErrorState, Loading } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { useRecordForm } from '../../../ui/useRecordForm';
import { NilaiInput } from '../NilaiInput';
import { caraHitungText, JenisBadge, LIST_GRUP } from '../labels';
import { formatNilai } from '../nilai';

const EMPTY: GrupGajiForm = { nama: '', keterangan: '', pph21_gross_up: false, komponen: [] };

const toForm = (g: GrupGaji): GrupGajiForm => ({
  nama: g.nama,
  keterangan: g.keterangan ?? '',
  pph21_gross_up: g.pph21_gross_up,
  komponen: g.komponen.map((k) => ({ komponen_gaji_id: k.komponen_gaji_id, nilai: k.nilai })),
});

/** Every component, for naming the rows and offering the active ones not yet in the group. */
const useKomponen = () =>
  useQuery({
    queryKey: ['komponen-gaji', 'options'],
    queryFn: () => api.get<{ items: KomponenGaji[] }>('/komponen-gaji', { query: { page: 1, size: 200 } }).then((p) => p.items),
  });

/** /add creates; /{id} edits the group's name and components with their amounts, and links to its employees. */
export default function GrupFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const komponen = useKomponen();
  const form = useForm({ resolver: zodResolver(zGrupGajiRequest), defaultValues: EMPTY });
  const { register, control } = form;
  const rows = useFieldArray({ control, name: 'komponen' });
  const [pilihan, setPilihan] = useState('');
  const { detail, save, submit, gate } = useRecordForm({
    form,
    resource: 'grup-gaji',
    id,
    toForm,
    saved: 'Grup gaji berhasil disimpan.',
    alsoInvalidate: ['komponen-gaji'],
    next: (saved) => (id ? LIST_GRUP : `${LIST_GRUP}/${saved.id}/list-karyawan`),
    notFound: 'Grup gaji tidak ditemukan.',
  });

  if (komponen.isPending) return <Loading />;
  if (gate) return gate;
  if (komponen.isError) return <ErrorState />;
  const byId = new Map(komponen.data.map((k) => [k.id, k]));
  const chosen = new Set(rows.fields.map((f) => f.komponen_gaji_id));
  const tersedia = komponen.data.filter((k) => k.aktif && !chosen.has(k.id));
  const errors = form.formState.errors;
  const current = detail.data;

  const tambah = () => {
    const k = byId.get(Number(pilihan));
    if (!k) return;
    rows.append({ komponen_gaji_id: k.id, nilai: null });
    setPilihan('');
  };

  return (
    <>
      <AdminHeader
        title={id ? 'Detail Grup Gaji' : 'Tambah Grup Gaji'}
        subtitle={current && `${current.jumlah_karyawan} karyawan di grup ini`}
        actions={
          current && (
            <Button variant="secondary" onClick={() => navigate(`${LIST_GRUP}/${current.id}/list-karyawan`)}>
              List Karyawan
            </Button>
          )
        }
      />
      <Card className="max-w-4xl">
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Input label="Nama Grup Gaji" {...register('nama')} error={errors.nama?.message} autoFocus={!id} />
          <Textarea label="Keterangan" {...register('keterangan')} error={errors.keterangan?.message} rows={2} />
          <div className="space-y-1">
            <Checkbox label="PPh 21 ditanggung perusahaan (gross-up)" {...register('pph21_gross_up')} />
            <p className="text-xs text-slate-500">
              Slip mendapat Tunjangan PPh 21 sebesar PPh 21-nya sendiri, sehingga gaji bersih karyawan sama dengan tanpa pajak.
              Tunjangan ini penghasilan kena pajak.
            </p>
          </div>
          <fieldset className="space-y-3">
            <legend className="mb-1 text-base font-semibold text-slate-900">Komponen dan Nilai</legend>
            <p className="text-xs text-slate-500">
              Kosongkan nilai untuk memakai nilai default komponen. Nilai per karyawan diatur di List Karyawan.
            </p>
            {rows.fields.length === 0 && <p className="text-sm text-slate-600">Belum ada komponen di grup ini.</p>}
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {rows.fields.map((field, i) => {
                const k = byId.get(field.komponen_gaji_id);
                const rowError = errors.komponen?.[i];
                return (
                  <li key={field.id} className="grid items-start gap-3 p-3 sm:grid-cols-[1fr_16rem_auto]">
                    <div className="space-y-1">
                      <div className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                        {k?.nama ?? `Komponen #${field.komponen_gaji_id}`}
                        {k && <JenisBadge jenis={k.jenis} />}
                        {k && !k.aktif && <span className="text-xs text-slate-500">(nonaktif)</span>}
                      </div>
                      {k && <div className="text-xs text-slate-500">{caraHitungText(k)}</div>}
                      {rowError?.komponen_gaji_id && (
                        <p className="text-xs text-red-600" role="alert">
                          {rowError.komponen_gaji_id.message}
                        </p>
                      )}
                    </div>
                    {k && pakaiNilai(k.cara_hitung) ? (
                      <Controller
                        control={control}
                        name={`komponen.${i}.nilai`}
                        render={({ field: f }) => (
                          <NilaiInput
                            cara={k.cara_hitung}
                            label={`Nilai ${k.nama}`}
                            value={f.value}
                            onChange={f.onChange}
                            error={rowError?.nilai?.message}
                            placeholder={`Default: ${formatNilai(k.cara_hitung, k.nilai_default)}`}
                          />
                        )}
                      />
                    ) : (
                      <div className="text-sm text-slate-600">{k ? formatNilai(k.cara_hitung, null) : ''}</div>
                    )}
                    <Button variant="ghost" aria-label={`Keluarkan ${k?.nama ?? 'komponen'}`} onClick={() => rows.remove(i)}>
                      Keluarkan
                    </Button>
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-64">
                <Select label="Pilih Komponen" value={pilihan} onChange={(e) => setPilihan(e.target.value)}>
                  <option value="">- Pilih komponen -</option>
                  {tersedia.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.nama}
                    </option>
                  ))}
                </Select>
              </div>
              <Button variant="secondary" disabled={!pilihan} onClick={tambah}>
                Tambah Komponen
              </Button>
            </div>
          </fieldset>
          <FormActions saving={save.isPending} cancelTo={LIST_GRUP}>
            {current && (
              <DeleteButton
                path={`/grup-gaji/${current.id}`}
                queryKey="grup-gaji"
                title="Hapus Grup Gaji"
                message={`Hapus grup gaji "${current.nama}"?`}
                success="Grup gaji berhasil dihapus."
                backTo={LIST_GRUP}
              />
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
