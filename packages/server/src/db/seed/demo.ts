import { hitungUpah } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { HOLIDAYS_2026 } from './holidays.ts';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'Hadir2026';

const FIRST = [
  'Agus',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fitri',
  'Gilang',
  'Hendra',
  'Indah',
  'Joko',
  'Kartika',
  'Lestari',
  'Made',
  'Nur',
  'Oka',
  'Putri',
  'Rizky',
  'Sari',
  'Taufik',
  'Wulan',
  'Yusuf',
  'Andi',
  'Nurul',
  'Daeng',
  'Rahmat',
];
const LAST = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Lestari',
  'Saputra',
  'Hidayat',
  'Kurniawan',
  'Rahmawati',
  'Siregar',
  'Nasution',
  'Pangaribuan',
  'Mappasessu',
  'Tandi',
  'Halim',
  'Setiawan',
];

const ANNOUNCEMENTS: Array<[string, string, number]> = [
  [
    'Selamat datang di Hadir',
    '<p>Mulai bulan ini absensi dilakukan melalui aplikasi Hadir. Pastikan GPS aktif dan wajah Anda sudah terdaftar.</p>',
    -20,
  ],
  [
    'Jadwal cuti bersama akhir tahun',
    '<p>Sesuai SKB 3 Menteri, <strong>24 Desember 2026</strong> adalah cuti bersama Natal. Kantor Jakarta dan Makassar tutup.</p>',
    -5,
  ],
  [
    'Pemeriksaan kesehatan tahunan',
    '<p>Pemeriksaan kesehatan tahunan karyawan dilaksanakan di klinik mitra. Jadwal per divisi menyusul dari HRD.</p>',
    -2,
  ],
  [
    'Pembaruan data NPWP dan rekening',
    '<p>Mohon perbarui data pribadi (NPWP, status PTKP) dan rekening bank di menu Profil sebelum akhir bulan.</p>',
    0,
  ],
];

/** A demo company: 2 locations in different time zones, schedules, holidays, ~50 employees with PICs, announcements. */
export async function seedDemo(db: Db): Promise<{ created: boolean; employees: number }> {
  const [exists] = await db.query<{ n: number }>("select count(*) as n from users where lower(username) = 'hrd'");
  if (exists.n > 0) return { created: false, employees: 0 };
  const hash = await hashPassword(DEMO_PASSWORD);
  let employees = 0;
  await db.tx(async (t) => {
    await t.query(
      `update perusahaan set nama = 'PT Nusantara Sejahtera Abadi', alamat = 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
              telepon = '021-5150000', email = 'hrd@nusantara-sejahtera.co.id', website = 'https://nusantara-sejahtera.co.id',
              npwp = '01.234.567.8-012.000', updated_at = now() where id = 1`,
    );
    const jabatan = await t.query<{ id: number; nama: string }>(
      `insert into jabatan (nama) values ('Direktur'), ('Manajer HRD'), ('Staf HRD'), ('Supervisor Produksi'),
              ('Operator Produksi'), ('Staf Keuangan'), ('Staf Gudang'), ('Sales'), ('Satpam')
       returning id, nama`,
    );
    const jab = (nama: string) => jabatan.find((j) => j.nama === nama)!.id;
    const [jakarta] = await t.query<{ id: number }>(
      `insert into lokasi (nama, alamat, latitude, longitude, radius, zona_waktu)
       values ('Kantor Pusat Jakarta', 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan', -6.2250, 106.8090, 150, 'Asia/Jakarta') returning id`,
    );
    const [makassar] = await t.query<{ id: number }>(
      `insert into lokasi (nama, alamat, latitude, longitude, radius, zona_waktu)
       values ('Pabrik Makassar', 'Kawasan Industri Makassar (KIMA), Jl. Kima Raya 2, Makassar', -5.1004, 119.4900, 300, 'Asia/Makassar') returning id`,
    );
    const schedule = async (nama: string, toleransi: number, days: Array<[boolean, string?, string?]>) => {
      const [j] = await t.query<{ id: number }>(
        'insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, $2) returning id',
        [nama, toleransi],
      );
      for (const [i, [libur, masuk, pulang]] of days.entries()) {
        await t.query(
          'insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang) values ($1, $2, $3, $4, $5)',
          [j.id, i + 1, libur, masuk ?? null, pulang ?? null],
        );
      }
      return j.id;
    };
    const office: Array<[boolean, string?, string?]> = [
      [false, '08:00', '17:00'],
      [false, '08:00', '17:00'],
      [false, '08:00', '17:00'],
      [false, '08:00', '17:00'],
      [false, '08:00', '17:00'],
      [true],
      [true],
    ];
    const regular = await schedule('Regular Kantor (Senin-Jumat)', 15, office);
    const sixDay = await schedule('Produksi 6 Hari', 10, [
      [false, '07:00', '15:00'],
      [false, '07:00', '15:00'],
      [false, '07:00', '15:00'],
      [false, '07:00', '15:00'],
      [false, '07:00', '15:00'],
      [false, '07:00', '12:00'],
      [true],
    ]);
    const night = await schedule('Shift Malam', 10, [
      [false, '22:00', '06:00'],
      [false, '22:00', '06:00'],
      [false, '22:00', '06:00'],
      [false, '22:00', '06:00'],
      [false, '22:00', '06:00'],
      [true],
      [true],
    ]);
    for (const [tanggal, nama] of HOLIDAYS_2026) {
      await t.query('insert into hari_libur (tanggal, nama) values ($1, $2) on conflict (tanggal) do nothing', [tanggal, nama]);
    }

    const roleIds = Object.fromEntries(
      (await t.query<{ id: number; nama: string }>('select id, nama from roles')).map((r) => [r.nama, r.id]),
    );
    const addUser = async (u: {
      nip: string;
      username: string;
      fullname: string;
      roles: string[];
      jabatan: string;
      lokasi: number;
      jadwal: number;
      tipe: string;
      masuk: string;
      pics?: number[];
    }) => {
      const [row] = await t.query<{ id: number }>(
        `insert into users (nip, username, fullname, password_hash, tipe_karyawan, jabatan_id, lokasi_id, jadwal_kerja_id,
                            tanggal_masuk, email, no_hp, jenis_kelamin, status_ptkp)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
        [
          u.nip,
          u.username,
          u.fullname,
          hash,
          u.tipe,
          jab(u.jabatan),
          u.lokasi,
          u.jadwal,
          u.masuk,
          `${u.username}@nusantara-sejahtera.co.id`,
          `0812${u.nip.replace(/\D/g, '').padStart(8, '0').slice(-8)}`,
          employees % 2 === 0 ? 'Laki-laki' : 'Perempuan',
          ['TK/0', 'K/0', 'K/1', 'K/2', 'TK/1'][employees % 5],
        ],
      );
      for (const r of u.roles) await t.query('insert into user_roles (user_id, role_id) values ($1, $2)', [row.id, roleIds[r]]);
      for (const p of u.pics ?? []) await t.query('insert into user_pics (user_id, pic_id) values ($1, $2)', [row.id, p]);
      employees += 1;
      return row.id;
    };
    const hrd = await addUser({
      nip: 'NSA-0001',
      username: 'hrd',
      fullname: 'Rina Marlina',
      roles: ['HRD', 'Karyawan'],
      jabatan: 'Manajer HRD',
      lokasi: jakarta.id,
      jadwal: regular,
      tipe: 'Tetap',
      masuk: '2019-02-01',
    });
    const spvJkt = await addUser({
      nip: 'NSA-0002',
      username: 'supervisor',
      fullname: 'Bambang Hartono',
      roles: ['Karyawan'],
      jabatan: 'Supervisor Produksi',
      lokasi: jakarta.id,
      jadwal: regular,
      tipe: 'Tetap',
      masuk: '2020-06-15',
      pics: [hrd],
    });
    const spvMks = await addUser({
      nip: 'NSA-0003',
      username: 'supervisor.mks',
      fullname: 'Andi Baso Mappasessu',
      roles: ['Karyawan'],
      jabatan: 'Supervisor Produksi',
      lokasi: makassar.id,
      jadwal: sixDay,
      tipe: 'Tetap',
      masuk: '2021-01-04',
      pics: [hrd],
    });
    await addUser({
      nip: 'NSA-0004',
      username: 'karyawan',
      fullname: 'Siti Aminah',
      roles: ['Karyawan'],
      jabatan: 'Staf Keuangan',
      lokasi: jakarta.id,
      jadwal: regular,
      tipe: 'Tetap',
      masuk: '2022-03-01',
      pics: [spvJkt],
    });
    await addUser({
      nip: 'NSA-0005',
      username: 'karyawan.mks',
      fullname: 'Muhammad Ridwan',
      roles: ['Karyawan'],
      jabatan: 'Operator Produksi',
      lokasi: makassar.id,
      jadwal: sixDay,
      tipe: 'Kontrak',
      masuk: '2025-08-01',
      pics: [spvMks],
    });
    const roles = ['Operator Produksi', 'Staf Gudang', 'Sales', 'Satpam', 'Staf HRD', 'Staf Keuangan'];
    const types = ['Tetap', 'Tetap', 'Kontrak', 'Harian', 'Borongan', 'Magang'];
    for (let i = 6; i <= 50; i++) {
      const inMakassar = i % 3 === 0;
      const jabatanNama = roles[i % roles.length];
      await addUser({
        nip: `NSA-${String(i).padStart(4, '0')}`,
        username: `karyawan${String(i).padStart(2, '0')}`,
        fullname: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
        roles: ['Karyawan'],
        jabatan: jabatanNama,
        lokasi: inMakassar ? makassar.id : jakarta.id,
        jadwal: jabatanNama === 'Satpam' ? night : inMakassar ? sixDay : regular,
        tipe: types[i % types.length],
        masuk: `20${18 + (i % 8)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
        pics: [inMakassar ? spvMks : spvJkt],
      });
    }
    // Piece-rate and daily work: a price list dated from two months back, and last week's entries of the
    // Harian/Borongan employees (yesterday's still waiting for approval, the rest approved by HRD).
    const jobs: Array<[string, string, 'harian' | 'borongan', number]> = [
      ['Petik Teh', 'kg', 'borongan', 1250],
      ['Jahit Kemeja', 'potong', 'borongan', 4500],
      ['Angkut Karung', 'karung', 'borongan', 3000],
      ['Buruh Harian Lepas', 'hari', 'harian', 120000],
    ];
    const jobIds: number[] = [];
    for (const [nama, satuan, tipe, harga] of jobs) {
      const [job] = await t.query<{ id: number }>(
        'insert into harga_borongan (nama, satuan, tipe) values ($1, $2, $3) returning id',
        [nama, satuan, tipe],
      );
      await t.query(
        `insert into harga_borongan_tarif (harga_borongan_id, berlaku_mulai, harga, dibuat_oleh)
         values ($1, current_date - 60, $2, $3)`,
        [job.id, harga, hrd],
      );
      jobIds.push(job.id);
    }
    const pieceWorkers = await t.query<{ id: number; tipe_karyawan: string }>(
      `select id, tipe_karyawan from users where tipe_karyawan in ('Harian', 'Borongan') order by id`,
    );
    for (const [n, worker] of pieceWorkers.entries()) {
      for (let days = 1; days <= 6; days++) {
        const job = worker.tipe_karyawan === 'Harian' ? 3 : n % 3;
        const jumlah = worker.tipe_karyawan === 'Harian' ? 1 : 20 + ((n * 7 + days * 3) % 25);
        const [, , tipe, harga] = jobs[job];
        const upah = hitungUpah(jumlah, harga);
        const [entry] = await t.query<{ id: number }>(
          `insert into borongan (user_id, tanggal, total_upah) values ($1, current_date - $2::int, $3) returning id`,
          [worker.id, days, upah],
        );
        await t.query(
          `insert into borongan_item (borongan_id, urutan, harga_borongan_id, nama, satuan, tipe, jumlah, harga_satuan, upah)
           values ($1, 1, $2, $3, $4, $5, $6, $7, $8)`,
          [entry.id, jobIds[job], jobs[job][0], jobs[job][1], tipe, jumlah, harga, upah],
        );
        await t.query(
          `insert into approvals (tipe, request_id, requester_id, status, decided_by, tanggal_approval)
           values ('borongan', $1, $2, $3, $4, $5)`,
          days === 1
            ? [entry.id, worker.id, 'Menunggu Persetujuan', null, null]
            : [entry.id, worker.id, 'Disetujui', hrd, new Date()],
        );
      }
    }
    for (const [judul, isi, days] of ANNOUNCEMENTS) {
      await t.query(
        `insert into pengumuman (judul, isi, tanggal_terbit, created_by, date_created)
         values ($1, $2, current_date + $3::int, $4, now() + make_interval(days => $3::int))`,
        [judul, isi, days, hrd],
      );
    }
  });
  return { created: true, employees };
}
