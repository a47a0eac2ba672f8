import { type APIResponse, expect, request } from '@playwright/test';
import { FACE_PHOTO, OTHER_FACE_PHOTO } from './face-camera';
import { ADMIN, adminApi, createEmployee, PASSWORD } from './support';

// The records behind the detail pages that e2e/a11y.spec.ts opens, made through the real API.

export const OFFICE = { latitude: -6.2, longitude: 106.816666 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const jakartaDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

export interface Session {
  token: string;
  role: string;
  username: string;
  fullname: string;
}
export interface Seeded {
  admin: Session;
  emp: Session;
  ids: Record<string, number>;
}

async function ok(res: APIResponse) {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBeTruthy();
  return res.json();
}

async function login(baseURL: string, username: string, password: string): Promise<Session> {
  const anon = await request.newContext({ baseURL });
  const res = await ok(await anon.post('/api/auth/login', { data: { username, password } }));
  await anon.dispose();
  return { token: res.token, role: res.role, username: res.username, fullname: res.fullname };
}

const as = (baseURL: string, s: Session) =>
  request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${s.token}` } });

/** One record behind every detail page: the employee files one request of each type, the admin sets up the rest. */
export async function seed(baseURL: string): Promise<Seeded> {
  const t = `${Date.now().toString(36)}a11y`;
  const api = await adminApi(baseURL);
  const ids: Record<string, number> = {};
  ids.jabatan = (await ok(await api.post('/api/jabatan', { data: { nama: `Staf Aksesibilitas ${t}` } }))).id;
  ids.lokasi = (
    await ok(
      await api.post('/api/lokasi', { data: { nama: `Kantor A11y ${t}`, ...OFFICE, radius: 200, zona_waktu: 'Asia/Jakarta' } }),
    )
  ).id;
  const hari = [1, 2, 3, 4, 5, 6, 7].map((h) =>
    h <= 5 ? { hari: h, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' } : { hari: h, libur: true },
  );
  ids.upahMinimum = (
    await ok(
      await api.post('/api/upah-minimum', {
        data: {
          lokasi_id: ids.lokasi,
          berlaku_mulai: '2026-01-01',
          nominal: 5_000_000,
          sumber: `Keputusan Gubernur Contoh ${t}`,
        },
      }),
    )
  ).id;
  ids.mesinAbsen = (
    await ok(
      await api.post('/api/mesin-absen', {
        data: { nomor_seri: `A11Y${t}`, nama: `Mesin A11y ${t}`, lokasi_id: ids.lokasi, zona_waktu: 'Asia/Jakarta' },
      }),
    )
  ).id;
  ids.jadwal = (
    await ok(await api.post('/api/jadwal-kerja', { data: { nama: `Kantor A11y ${t}`, toleransi_terlambat: 5, hari } }))
  ).id;
  // A night shift (its code unique in the run: codes are 1-4 characters), behind the shift detail page.
  const kode = `N${Math.floor(Math.random() * 1000)}`;
  ids.shift = (
    await ok(await api.post('/api/shift', { data: { nama: `Malam A11y ${t}`, kode, jam_masuk: '22:00', jam_pulang: '06:00' } }))
  ).id;
  // A date no other run has taken: one holiday per date.
  const liburDate = new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000).toISOString().slice(0, 10);
  ids.libur = (await ok(await api.post('/api/hari-libur', { data: { tanggal: liburDate, nama: `Cuti Bersama ${t}` } }))).id;
  // With an attachment, so that the detail's list of attachments is checked too.
  const edaran = (
    await ok(
      await api.post('/api/files', { multipart: { file: { name: 'edaran.pdf', mimeType: 'application/pdf', buffer: PDF } } }),
    )
  ).id;
  ids.pengumuman = (
    await ok(
      await api.post('/api/pengumuman/admin', {
        data: { judul: `Uji Aksesibilitas ${t}`, isi: '<p><strong>Isi</strong></p>', lampiran_ids: [edaran] },
      }),
    )
  ).id;
  const komponen = (await ok(await api.get('/api/komponen-gaji', { params: { size: 200 } }))).items as {
    id: number;
    gaji_pokok: boolean;
  }[];
  ids.komponen = komponen.find((k) => k.gaji_pokok)?.id ?? komponen[0].id;
  ids.grup = (
    await ok(
      await api.post('/api/grup-gaji', {
        data: { nama: `Gaji A11y ${t}`, komponen: [{ komponen_gaji_id: ids.komponen, nilai: 5_000_000 }] },
      }),
    )
  ).id;
  ids.harga = (
    await ok(
      await api.post('/api/harga-borongan', {
        data: { nama: `Petik Teh ${t}`, satuan: 'kg', harga: 2500, tipe: 'borongan', berlaku_mulai: jakartaDate(-7) },
      }),
    )
  ).id;
  ids.jenisIzin = (await ok(await api.get('/api/jenis-izin?search=Cuti Tahunan'))).items[0].id;
  ids.role = (await ok(await api.get('/api/roles'))).items[0].id;

  const fields = {
    jabatan_id: ids.jabatan,
    lokasi_id: ids.lokasi,
    jadwal_kerja_id: ids.jadwal,
    grup_gaji_id: ids.grup,
    tanggal_masuk: '2024-01-02',
    // Finalising the run below refuses an employee without a 16-digit NIK (the tax filing needs it).
    nik: '3171010101900001',
  };
  // No PIC: the employee's requests wait for Admin/HRD, so the admin approval pages show a pending request.
  const emp = await createEmployee(api, { ...fields, fullname: `Rina Aksesibilitas ${t}` });
  const sub = await createEmployee(api, { ...fields, pic_ids: [emp.id] });
  ids.user = emp.id;
  ids.kuota = (
    await ok(
      await api.post('/api/kuota-cuti/penyesuaian', {
        data: { user_id: emp.id, periode: 2031, hari: 2, alasan: 'Saldo cuti dari sistem lama' },
      }),
    )
  ).id;
  ids.run = (await ok(await api.post('/api/penggajian', { data: { bulan: '2025-01', grup_gaji_ids: [ids.grup] } }))).id;
  // Its warnings (e.g. no bank account) are confirmed.
  await ok(await api.post(`/api/penggajian/${ids.run}/final`, { data: { konfirmasi: true } }));

  const empSession = await login(baseURL, emp.username, PASSWORD);
  const own = await as(baseURL, empSession);
  await ok(await own.post('/api/attendance', { data: { type: 'IN', ...OFFICE, photo: FACE_PHOTO } }));
  const hariIni = await ok(
    await own.get('/api/attendance/riwayat', { params: { 'start-date': jakartaDate(), 'end-date': jakartaDate() } }),
  );
  ids.absensi = hariIni.items.find((d: { id: number | null }) => d.id)?.id;
  ids.koreksi = (
    await ok(
      await own.post('/api/koreksi-kehadiran', { data: { tanggal: jakartaDate(-1), jam_masuk: '08:00', alasan: 'Lupa absen' } }),
    )
  ).id;
  ids.izin = (
    await ok(
      await own.post('/api/izin', {
        data: { jenis_izin_id: ids.jenisIzin, tanggal_mulai: '2031-03-05', tanggal_selesai: '2031-03-10', alasan: 'Mudik' },
      }),
    )
  ).id;
  ids.lembur = (
    await ok(
      await own.post('/api/lembur', {
        data: { tanggal: jakartaDate(-1), jam_mulai: '17:00', jam_selesai: '19:00', alasan: 'Stok opname' },
      }),
    )
  ).id;
  const file = await ok(
    await own.post('/api/files', { multipart: { file: { name: 'kuitansi.pdf', mimeType: 'application/pdf', buffer: PDF } } }),
  );
  ids.reimburse = (
    await ok(
      await own.post('/api/reimburse', {
        data: {
          tanggal: jakartaDate(-2),
          kategori: 'Perjalanan Dinas',
          nominal: 250000,
          keterangan: 'Taksi',
          lampiran_ids: [file.id],
        },
      }),
    )
  ).id;
  ids.borongan = (
    await ok(
      await own.post('/api/borongan', {
        data: { tanggal: jakartaDate(-1), items: [{ harga_borongan_id: ids.harga, jumlah: 12 }] },
      }),
    )
  ).id;
  await own.dispose();

  // The employee is the PIC of `sub`: their approval page has a request to decide.
  const subApi = await as(baseURL, await login(baseURL, sub.username, PASSWORD));
  ids.approvalKoreksi = (
    await ok(
      await subApi.post('/api/koreksi-kehadiran', {
        data: { tanggal: jakartaDate(-1), jam_pulang: '17:00', alasan: 'Lupa absen pulang' },
      }),
    )
  ).id;
  // An offline clock-in sent half an hour after it was taken waits for HR (Approval > Absen Offline).
  const taken = new Date(Date.now() - 30 * 60_000).toISOString();
  ids.absenOffline = (
    await ok(
      await subApi.post('/api/attendance', {
        data: { type: 'IN', ...OFFICE, photo: FACE_PHOTO, offline: { waktu_perangkat: taken } },
      }),
    )
  ).punch.id;
  // A change of PTKP waits for HR (Approval > Perubahan Data Pribadi).
  const pribadi = await ok(await subApi.put('/api/users/data-pribadi', { data: { status_ptkp: 'K/1' } }));
  ids.dataPribadi = pribadi.menunggu_persetujuan.id;
  // A face registered, then another face sent as its re-registration: it waits for HR (Approval > Registrasi Wajah).
  const consent = { persetujuan: true, versi_persetujuan: 1 };
  await ok(await subApi.post('/api/face-recognition/register', { data: { photos: [FACE_PHOTO, FACE_PHOTO], ...consent } }));
  const again = { photos: [OTHER_FACE_PHOTO, OTHER_FACE_PHOTO], ...consent };
  expect((await ok(await subApi.post('/api/face-recognition/register', { data: again }))).menunggu_persetujuan).toBe(true);
  // An HR-only type: it waits for Admin/HRD, never for sub's PIC.
  ids.registrasiWajah = (
    await ok(await api.get('/api/users/all-approval-by-approval-user', { params: { tipe: 'registrasi-wajah' } }))
  ).items[0].id;
  await subApi.dispose();
  await api.dispose();
  return { admin: await login(baseURL, ADMIN.username, ADMIN.password), emp: empSession, ids };
}
