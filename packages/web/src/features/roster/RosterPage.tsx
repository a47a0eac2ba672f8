import { namaBulan, type RosterBaris, type RosterSel, type Shift } from '@hadir/contract';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { useDebounced } from '../../lib/useDebounced';
import { Button } from '../../ui/Button';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { ExportButton } from '../../ui/ExportButton';
import { Select } from '../../ui/Field';
import { Card, EmptyState, ErrorState, Loading } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/Modal';
import { AdminHeader } from '../../ui/PageHeader';
import { SearchBox } from '../../ui/SearchBox';
import {
  bulanIni,
  PAGE_SIZE,
  ROSTER,
  type RosterFilter,
  tambahBulan,
  useJabatanOptions,
  useLokasiOptions,
  useRosterGrid,
  useShifts,
  useSimpanSel,
} from './api';
import { type KodeClass, kodeColours } from './colours';
import { PolaDialog } from './PolaDialog';
import { cellKey, KODE_MINGGUAN, RosterTable, type SelectMode } from './RosterTable';
import { SalinDialog } from './SalinDialog';
import { MonthInput } from '../../ui/DateInput';

const LIBUR = 'L';
const MINGGUAN = 'mingguan';
const BULAN = /^\d{4}-(0[1-9]|1[0-2])$/;
const idParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

function Legenda({ shifts, kodeClass }: { shifts: Shift[]; kodeClass: KodeClass }) {
  const swatch = 'inline-flex h-6 min-w-7 items-center justify-center rounded px-1 text-xs font-semibold';
  return (
    <section aria-label="Keterangan warna" className="space-y-2 text-xs text-slate-700">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {shifts
          .filter((s) => s.aktif)
          .map((s) => (
            <li key={s.id} className="flex items-center gap-1">
              <span className={`${swatch} ${kodeClass(s.kode, true)}`}>{s.kode}</span>
              {s.nama} ({s.jam_masuk}-{s.jam_pulang})
            </li>
          ))}
        <li className="flex items-center gap-1">
          <span className={`${swatch} ${kodeClass(LIBUR, true)}`}>L</span>
          Libur
        </li>
      </ul>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <li className="flex items-center gap-1">
          <span className={`${swatch} ${kodeClass(shifts[0]?.kode ?? LIBUR, false)}`}>{shifts[0]?.kode ?? LIBUR}</span>
          Warna pucat: mengikuti jadwal kerja mingguan (J: hari kerja yang jamnya tidak sama dengan shift mana pun)
        </li>
        <li className="flex items-center gap-1">
          <span className={`${swatch} bg-white text-slate-700 outline-2 outline-dashed outline-amber-500 -outline-offset-2`}>
            {KODE_MINGGUAN}
          </span>
          Bingkai kuning: diubah, belum disimpan ({KODE_MINGGUAN}: kembali ke jadwal mingguan)
        </li>
        <li className="flex items-center gap-1">
          <span className={`${swatch} bg-white text-slate-700 ring-2 ring-inset ring-blue-600`}>P</span>
          Bingkai biru: dipilih
        </li>
        <li>Kolom abu-abu: Sabtu, Minggu dan hari libur (nama hari libur tampil saat penunjuk diarahkan ke tanggalnya)</li>
      </ul>
    </section>
  );
}

/**
 * Roster Shift: a month of employees x dates as every attendance rule reads it (roster over the weekly schedule).
 * Cells are selected (click, shift-click a range, the name for the whole month), set from the toolbar and saved
 * together; the pattern and copy dialogs write many at once on the server.
 */
export default function RosterPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const bulanParam = params.get('bulan');
  const bulan = bulanParam && BULAN.test(bulanParam) ? bulanParam : bulanIni();
  const lokasiId = idParam(params.get('lokasi'));
  const jabatanId = idParam(params.get('jabatan'));
  const [cari, setCari] = useState(params.get('cari') ?? '');
  const search = useDebounced(cari.trim(), 300);
  const filter: RosterFilter = { bulan, search: search || undefined, lokasi_id: lokasiId, jabatan_id: jabatanId };
  const filterKey = JSON.stringify(filter);
  const [page, setPage] = useState<PageState>(firstPage(PAGE_SIZE));

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the settled search only
  useEffect(() => setParam('cari', search || undefined), [search]);

  const grid = useRosterGrid(filter, page.page);
  const shifts = useShifts();
  const lokasi = useLokasiOptions();
  const jabatan = useJabatanOptions();
  const shiftList = shifts.data ?? [];
  const shiftById = useMemo(() => new Map((shifts.data ?? []).map((s) => [s.id, s])), [shifts.data]);
  const kodeClass = useMemo(() => kodeColours((shifts.data ?? []).map((s) => s.kode)), [shifts.data]);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anchor, setAnchor] = useState<{ user: number; c: number }>();
  const [changes, setChanges] = useState<Map<string, RosterSel>>(new Map());
  const [dialog, setDialog] = useState<'pola' | 'salin'>();
  // A new month, filter or page starts with nothing selected (unsaved changes stay: they are kept per date).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on what is shown, not on every render
  useEffect(() => {
    setSelected(new Set());
    setAnchor(undefined);
  }, [filterKey, page.page, page.rows]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new month or filter starts at page 1
  useEffect(() => setPage((p) => firstPage(p.rows)), [filterKey]);

  const dirty = changes.size > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const simpan = useSimpanSel(() => setChanges(new Map()));

  const data = grid.data;
  const rows = data?.items ?? [];
  const onSelect = (row: RosterBaris, c: number, mode: SelectMode, from?: number) => {
    if (!data || row.terkunci) return;
    const next = new Set(selected);
    if (mode === 'toggle') {
      const key = cellKey(row.user_id, data.tanggal[c]);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setAnchor({ user: row.user_id, c });
    } else {
      const start = anchor?.user === row.user_id ? anchor.c : (from ?? c);
      if (anchor?.user !== row.user_id) setAnchor({ user: row.user_id, c: start });
      for (let i = Math.min(start, c); i <= Math.max(start, c); i++) next.add(cellKey(row.user_id, data.tanggal[i]));
    }
    setSelected(next);
  };
  const onSelectRow = (row: RosterBaris) => {
    if (!data || row.terkunci) return;
    const keys = data.tanggal.map((t) => cellKey(row.user_id, t));
    const next = new Set(selected);
    const all = keys.every((k) => next.has(k));
    for (const k of keys) {
      if (all) next.delete(k);
      else next.add(k);
    }
    setSelected(next);
  };
  /** The selected cells set to a shift, a day off or back to the weekly schedule (a cell set to what it is drops out). */
  const terapkan = (value: string) => {
    if (!data || !value) return;
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    const next = new Map(changes);
    for (const key of selected) {
      const [uid, tanggal] = key.split('|');
      const row = byUser.get(Number(uid));
      const orig = row?.hari[data.tanggal.indexOf(tanggal)];
      if (!row || row.terkunci || !orig) continue;
      const sel: RosterSel =
        value === MINGGUAN
          ? { user_id: row.user_id, tanggal, shift_id: null, hapus: true }
          : { user_id: row.user_id, tanggal, shift_id: value === LIBUR ? null : Number(value), hapus: false };
      const same = sel.hapus ? !orig.dari_roster : orig.dari_roster && orig.shift_id === sel.shift_id;
      if (same) next.delete(key);
      else next.set(key, sel);
    }
    setChanges(next);
    setSelected(new Set());
  };
  const terpilihIds = new Set([...selected].map((k) => Number(k.split('|')[0])));
  const terpilih = rows.filter((r) => terpilihIds.has(r.user_id)).map((r) => ({ user_id: r.user_id, nama: r.nama }));

  const control =
    'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';
  return (
    <>
      <AdminHeader
        title="Roster Shift"
        subtitle={`Jadwal shift dan libur per tanggal, ${namaBulan(bulan)}. Tanggal tanpa roster mengikuti jadwal kerja mingguan karyawan.`}
        actions={
          <>
            <Button variant="secondary" disabled={dirty} onClick={() => setDialog('pola')}>
              Isi Pola
            </Button>
            <Button variant="secondary" disabled={dirty} onClick={() => setDialog('salin')}>
              Salin Jadwal
            </Button>
            <Button variant="secondary" onClick={() => navigate(`${ROSTER}/impor`)}>
              Impor
            </Button>
            <ExportButton path="/roster/export" query={() => ({ ...filter })} />
          </>
        }
      />
      <Card className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex items-end gap-1">
            <button
              type="button"
              className={control}
              aria-label="Bulan sebelumnya"
              onClick={() => setParam('bulan', tambahBulan(bulan, -1))}
            >
              ‹
            </button>
            <div className="w-44">
              <MonthInput
                label="Bulan"
                value={bulan}
                onChange={(e) => BULAN.test(e.target.value) && setParam('bulan', e.target.value)}
              />
            </div>
            <button
              type="button"
              className={control}
              aria-label="Bulan berikutnya"
              onClick={() => setParam('bulan', tambahBulan(bulan, 1))}
            >
              ›
            </button>
          </div>
          <div className="w-48">
            <Select label="Lokasi" value={lokasiId ?? ''} onChange={(e) => setParam('lokasi', e.target.value || undefined)}>
              <option value="">Semua lokasi</option>
              {lokasi.data?.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.nama}
                </option>
              ))}
            </Select>
          </div>
          <div className="w-48">
            <Select label="Jabatan" value={jabatanId ?? ''} onChange={(e) => setParam('jabatan', e.target.value || undefined)}>
              <option value="">Semua jabatan</option>
              {jabatan.data?.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.nama}
                </option>
              ))}
            </Select>
          </div>
          <SearchBox label="Cari NIP atau nama" value={cari} onChange={setCari} />
        </div>

        <div className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3" role="toolbar" aria-label="Ubah jadwal">
          <div className="w-72">
            <Select
              label={`Ubah ${selected.size} sel terpilih menjadi`}
              value=""
              disabled={selected.size === 0}
              onChange={(e) => terapkan(e.target.value)}
            >
              <option value="">{selected.size === 0 ? 'Pilih sel di tabel dulu' : 'Pilih shift...'}</option>
              {shiftList
                .filter((s) => s.aktif)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.kode} - {s.nama} ({s.jam_masuk}-{s.jam_pulang})
                  </option>
                ))}
              <option value={LIBUR}>L - Libur</option>
              <option value={MINGGUAN}>Ikuti jadwal mingguan</option>
            </Select>
          </div>
          <Button variant="ghost" disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
            Batalkan Pilihan
          </Button>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-700" role="status">
              {dirty ? `${changes.size} perubahan belum disimpan` : 'Tidak ada perubahan'}
            </span>
            <Button disabled={!dirty} loading={simpan.isPending} onClick={() => simpan.mutate([...changes.values()])}>
              Simpan
            </Button>
            <Button variant="secondary" disabled={!dirty || simpan.isPending} onClick={() => setChanges(new Map())}>
              Batal
            </Button>
          </div>
          {dirty && (
            <p className="w-full text-xs text-slate-600">
              Simpan atau batalkan perubahan sebelum mengisi pola atau menyalin jadwal.
            </p>
          )}
        </div>
        <p className="text-xs text-slate-600">
          Klik sel untuk memilih, Shift+klik untuk memilih rentang dalam satu baris, atau klik nama karyawan untuk memilih sebulan
          penuh. Dengan papan ketik: panah untuk berpindah, Spasi untuk memilih, Shift+panah untuk rentang.
        </p>

        {grid.isError ? (
          <ErrorState>Roster tidak dapat dimuat.</ErrorState>
        ) : !data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState>Tidak ada karyawan aktif yang cocok dengan filter.</EmptyState>
        ) : (
          <RosterTable
            grid={data}
            changes={changes}
            selected={selected}
            shiftById={shiftById}
            kodeClass={kodeClass}
            onSelect={onSelect}
            onSelectRow={onSelectRow}
          />
        )}
        <Paginator state={page} total={data?.total ?? 0} onChange={setPage} rowsOptions={[25, 50, 100]} />
        <Legenda shifts={shiftList} kodeClass={kodeClass} />
      </Card>

      {dialog === 'pola' && (
        <PolaDialog open onClose={() => setDialog(undefined)} bulan={bulan} shifts={shiftList} terpilih={terpilih} />
      )}
      {dialog === 'salin' && <SalinDialog open onClose={() => setDialog(undefined)} bulan={bulan} terpilih={terpilih} />}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Perubahan belum disimpan"
        message={`${changes.size} perubahan jadwal belum disimpan. Tinggalkan halaman ini dan buang perubahan itu?`}
        confirmText="Tinggalkan"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
