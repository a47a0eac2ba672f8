import { now } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { addDays, instant, latest, localDate, monthOf, previousMonthStart } from './demo.calendar.ts';
import { buildHistory } from './demo.history.ts';
import { demoPeople } from './demo.people.ts';
import { draftMonth, finaliseMonth, seedPaySettings } from './demo.payroll.ts';
import { draws } from './demo.random.ts';
import type { DemoJob, DemoLocation, DemoSchedule, Employee } from './demo.records.ts';
import type { Region } from './demo.regions.ts';
import { type DemoPerson, JABATAN, type ScheduleKey } from './demo.roster.ts';
import { seedMinimumWages } from './demo.wages.ts';
import { insertRows, writeExpenses, writeHistory } from './demo.write.ts';
import { HOLIDAYS_2026 } from './holidays.ts';

// npm run seed -- --demo: a company that has used Hadir for DEMO_DAYS days up to today. Loaded in one
// transaction (all or nothing), and only into a database holding no company yet: it is meant for trying Hadir,
// never to mix invented people into real payroll.

/** Every demo account, the Admin's included, signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'Hadir2026';
export const DEMO_COMPANY = 'PT Nusantara Sejahtera Abadi';
/** Days of history, today included; the first is the company's go-live date. */
export const DEMO_DAYS = 90;

/** The database already holds a company: nothing was written. */
export class DemoRefused extends Error {}

export interface DemoResult {
  created: boolean;
  employees: number;
  /** The company's go-live date (the first day of the history). */
  mulaiHadir: string | null;
  admin: string | null;
}

const LOCATIONS: Record<Region, Omit<DemoLocation, 'id'> & { nama: string; alamat: string }> = {
  jakarta: {
    nama: 'Kantor Pusat Jakarta',
    alamat: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan',
    latitude: -6.225,
    longitude: 106.809,
    radius: 150,
    zona: 'Asia/Jakarta',
  },
  makassar: {
    nama: 'Pabrik Makassar',
    alamat: 'Kawasan Industri Makassar (KIMA), Jl. Kima Raya 2, Makassar',
    latitude: -5.1004,
    longitude: 119.49,
    radius: 300,
    zona: 'Asia/Makassar',
  },
};

const weekdays = (days: number[], masuk: string, pulang: string) => Object.fromEntries(days.map((d) => [d, { masuk, pulang }]));
export const DEMO_SCHEDULES: Record<ScheduleKey, DemoSchedule> = {
  kantor: { nama: 'Regular Kantor (Senin-Jumat)', toleransi: 15, days: weekdays([1, 2, 3, 4, 5], '08:00', '17:00') },
  produksi: {
    nama: 'Produksi 6 Hari',
    toleransi: 10,
    days: { ...weekdays([1, 2, 3, 4, 5], '07:00', '15:00'), 6: { masuk: '07:00', pulang: '12:00' } },
  },
  // Crosses midnight: the shift belongs to the date it starts on.
  malam: { nama: 'Shift Malam', toleransi: 10, days: weekdays([1, 2, 3, 4, 5], '22:00', '06:00') },
};

/** The price list: a raise for sewing from this month on shows how dated prices work. */
export function demoJobs(goLive: string, thisMonth: string): Record<string, DemoJob> {
  const from = addDays(goLive, -30);
  return {
    'Jahit Kemeja': {
      nama: 'Jahit Kemeja',
      satuan: 'potong',
      tipe: 'borongan',
      prices: [
        [from, 4500],
        [thisMonth, 4750],
      ],
    },
    'Pasang Kancing': { nama: 'Pasang Kancing', satuan: 'lusin', tipe: 'borongan', prices: [[from, 2000]] },
    'Setrika dan Lipat': { nama: 'Setrika dan Lipat', satuan: 'potong', tipe: 'borongan', prices: [[from, 1200]] },
    'Bongkar Muat': { nama: 'Bongkar Muat', satuan: 'karung', tipe: 'borongan', prices: [[from, 3000]] },
    'Buruh Harian Lepas': { nama: 'Buruh Harian Lepas', satuan: 'hari', tipe: 'harian', prices: [[from, 230_000]] },
  };
}

/** What the database holds: the demo already, nothing of a company, or a company (refused). */
async function existing(db: Db): Promise<'demo' | 'empty' | 'data'> {
  const [row] = await db.query<{ demo: boolean; users: number; admins: number; data: boolean }>(
    `select exists (select 1 from users where lower(username) = 'hrd') and (select nama from perusahaan) = $1 as demo,
            (select count(*)::int from users) as users,
            (select count(*)::int from user_roles ur join roles r on r.id = ur.role_id where r.nama = 'Admin') as admins,
            exists (select 1 from lokasi) or exists (select 1 from jabatan) or exists (select 1 from jadwal_kerja)
              or exists (select 1 from grup_gaji) or exists (select 1 from pengumuman) or exists (select 1 from attendance) as data`,
    [DEMO_COMPANY],
  );
  if (row.demo) return 'demo';
  // The first Admin alone (a server started once) is no company yet.
  return row.data || row.users > 1 || (row.users === 1 && row.admins === 0) ? 'data' : 'empty';
}

const sessionUser = (id: number, username: string, fullname: string, roles: string[]): SessionUser => ({
  id,
  username,
  fullname,
  roles,
  sections: null,
  sessionId: 0,
  mustChangePassword: false,
});

/**
 * Loads the demo company. Answers created: false when it is already there; throws DemoRefused when the database
 * holds anything else than the first Admin. The first Admin (created here when there is none) gets DEMO_PASSWORD.
 */
export async function seedDemo(db: Db, opts: { at?: Date; seed?: string; adminUsername?: string } = {}): Promise<DemoResult> {
  const state = await existing(db);
  if (state === 'demo') return { created: false, employees: 0, mulaiHadir: null, admin: null };
  if (state === 'data') {
    throw new DemoRefused(
      'Database ini sudah berisi data perusahaan, jadi data demo tidak dimuat (tidak ada yang diubah). ' +
        'Data demo hanya dimuat ke database baru: pakai DATA_DIR lain (mis. DATA_DIR=./data-demo) atau DATABASE_URL lain.',
    );
  }
  const at = opts.at ?? now();
  const d = draws(opts.seed ?? 'hadir-demo');
  const today = localDate(at, 'Asia/Jakarta');
  const goLive = addDays(today, 1 - DEMO_DAYS);
  const thisMonth = `${monthOf(today)}-01`;
  const hash = await hashPassword(DEMO_PASSWORD);
  const people = demoPeople(today, d);

  return db.tx(async (t) => {
    const { jabatan, lokasi, jadwal } = await seedCompany(t, goLive);
    await seedMinimumWages(t, lokasi);
    const admin = await demoAdmin(t, hash, opts.adminUsername ?? 'admin');
    const ids = await insertPeople(t, people, { hash, jabatan, lokasi, jadwal, goLive });
    const id = (username: string) => ids.get(username)!;
    const employees: Employee[] = people.map((p) => ({
      ...p,
      id: id(p.username),
      lokasi: lokasi[p.region],
      approverId: p.pic ? id(p.pic) : p.roles.includes('HRD') ? admin.id : id('hrd'),
    }));
    await t.query('insert into user_pics (user_id, pic_id) select * from unnest($1::bigint[], $2::bigint[])', [
      employees.filter((e) => e.pic).map((e) => e.id),
      employees.filter((e) => e.pic).map((e) => id(e.pic!)),
    ]);
    const pay = await seedPaySettings(t, employees);

    const priceList = demoJobs(goLive, thisMonth);
    const jobIds = await seedPriceList(t, priceList, id('hrd'));
    const jenisIzin = new Map(
      (
        await t.query<{ id: number; kode: string; berbayar: boolean; potong_kuota: boolean }>(
          'select id, kode, berbayar, potong_kuota from jenis_izin where kode is not null',
        )
      ).map((j) => [j.kode, { ...j, id: Number(j.id) }]),
    );

    const history = buildHistory({
      now: at,
      goLive,
      thisMonth,
      employees,
      schedules: DEMO_SCHEDULES,
      holidays: new Set(HOLIDAYS_2026.map((h) => h[0])),
      jobs: priceList,
      paidBy: id('hrd'),
      d,
    });
    await writeHistory(t, history, { jenisIzin, jobs: jobIds });
    const hrd = people.find((p) => p.username === 'hrd')!;
    const who = {
      hrd: sessionUser(id('hrd'), 'hrd', hrd.fullname, hrd.roles),
      admin: sessionUser(admin.id, admin.username, admin.fullname, ['Admin']),
    };
    const groupIds = Object.values(pay.groupIds);
    // Last month is paid and final (claims approved until then are paid with it); this month's claims wait for
    // this month's draft.
    await writeExpenses(t, history.expensesBefore);
    await finaliseMonth(t, who, groupIds, monthOf(previousMonthStart(today)));
    await writeExpenses(t, history.expensesAfter);
    await draftMonth(t, who.hrd, groupIds, monthOf(today));
    await announcements(t, id('hrd'), goLive, today);
    return { created: true, employees: people.length, mulaiHadir: goLive, admin: admin.username };
  });
}

/** The company (its go-live date the first day of the history), job titles, locations, schedules and holidays. */
async function seedCompany(t: Db, goLive: string) {
  await t.query(
    `update perusahaan set nama = $1, alamat = 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
            telepon = '021-5150000', email = 'hrd@nusantara-sejahtera.co.id', website = 'https://nusantara-sejahtera.co.id',
            npwp = '012345678012000', mulai_hadir = $2, updated_at = now() where id = 1`,
    [DEMO_COMPANY, goLive],
  );
  // Piece-rate and daily work is entered by the workers paid that way only (the history gives them alone such work).
  await t.query(`update pengaturan_borongan set tipe_karyawan = '{Harian,Borongan}', updated_at = now() where id = 1`);
  const jabatan = new Map(
    (
      await t.query<{ id: number; nama: string }>('insert into jabatan (nama) select unnest($1::text[]) returning id, nama', [
        [...JABATAN],
      ])
    ).map((j) => [j.nama, Number(j.id)]),
  );
  const lokasi = {} as Record<Region, DemoLocation>;
  for (const [region, l] of Object.entries(LOCATIONS) as Array<[Region, (typeof LOCATIONS)[Region]]>) {
    const [row] = await t.query<{ id: number }>(
      `insert into lokasi (nama, alamat, latitude, longitude, radius, zona_waktu) values ($1, $2, $3, $4, $5, $6) returning id`,
      [l.nama, l.alamat, l.latitude, l.longitude, l.radius, l.zona],
    );
    lokasi[region] = { id: Number(row.id), zona: l.zona, latitude: l.latitude, longitude: l.longitude, radius: l.radius };
  }
  const jadwal = {} as Record<ScheduleKey, number>;
  for (const [key, s] of Object.entries(DEMO_SCHEDULES) as Array<[ScheduleKey, DemoSchedule]>) {
    const [row] = await t.query<{ id: number }>(
      'insert into jadwal_kerja (nama, toleransi_terlambat) values ($1, $2) returning id',
      [s.nama, s.toleransi],
    );
    jadwal[key] = Number(row.id);
    const days = [1, 2, 3, 4, 5, 6, 7];
    await t.query(
      `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
       select $1, * from unnest($2::smallint[], $3::boolean[], $4::time[], $5::time[])`,
      [
        row.id,
        days,
        days.map((h) => !s.days[h]),
        days.map((h) => s.days[h]?.masuk ?? null),
        days.map((h) => s.days[h]?.pulang ?? null),
      ],
    );
  }
  await t.query(
    `insert into hari_libur (tanggal, nama, cuti_bersama) select * from unnest($1::date[], $2::text[], $3::boolean[])
     on conflict (tanggal) do nothing`,
    [HOLIDAYS_2026.map((h) => h[0]), HOLIDAYS_2026.map((h) => h[1]), HOLIDAYS_2026.map((h) => h[1].startsWith('Cuti Bersama'))],
  );
  return { jabatan, lokasi, jadwal };
}

/** The price list of piece-rate and day work, with its dated prices; answers each job's id, unit and type. */
async function seedPriceList(t: Db, priceList: Record<string, DemoJob>, by: number) {
  const jobIds = new Map<string, { id: number; satuan: string; tipe: string }>();
  for (const job of Object.values(priceList)) {
    const [row] = await t.query<{ id: number }>(
      'insert into harga_borongan (nama, satuan, tipe) values ($1, $2, $3) returning id',
      [job.nama, job.satuan, job.tipe],
    );
    jobIds.set(job.nama, { id: Number(row.id), satuan: job.satuan, tipe: job.tipe });
    await t.query(
      `insert into harga_borongan_tarif (harga_borongan_id, berlaku_mulai, harga, dibuat_oleh)
       select $1, * from unnest($2::date[], $3::bigint[], $4::bigint[])`,
      [row.id, job.prices.map((p) => p[0]), job.prices.map((p) => p[1]), job.prices.map(() => by)],
    );
  }
  return jobIds;
}

/** The first Admin with the demo password: created when there is none, else the one there is. */
async function demoAdmin(db: Db, hash: string, username: string): Promise<{ id: number; username: string; fullname: string }> {
  const [found] = await db.query<{ id: number; username: string; fullname: string }>(
    `update users set password_hash = $1, must_change_password = false, updated_at = now()
      where id = (select ur.user_id from user_roles ur join roles r on r.id = ur.role_id where r.nama = 'Admin' limit 1)
      returning id, username, fullname`,
    [hash],
  );
  if (found) return { ...found, id: Number(found.id) };
  const [row] = await db.query<{ id: number }>(
    `insert into users (nip, username, fullname, password_hash, tipe_karyawan) values ('ADM-001', $1, 'Administrator', $2, 'Tetap')
     returning id`,
    [username, hash],
  );
  await db.query(`insert into user_roles (user_id, role_id) select $1, id from roles where nama in ('Admin', 'Karyawan')`, [
    row.id,
  ]);
  return { id: Number(row.id), username, fullname: 'Administrator' };
}

const PERSONAL = [
  'email',
  'no_hp',
  'alamat',
  'kontak_darurat_nama',
  'kontak_darurat_hubungan',
  'kontak_darurat_no_hp',
  'nik',
  'tempat_lahir',
  'tanggal_lahir',
  'jenis_kelamin',
  'agama',
  'status_perkawinan',
  'status_ptkp',
  'npwp',
  'nama_bank',
  'no_rekening',
  'no_bpjs_kesehatan',
  'no_bpjs_ketenagakerjaan',
] as const;

/** The employees' accounts and roles; answers their ids by username. */
async function insertPeople(
  db: Db,
  people: DemoPerson[],
  refs: {
    hash: string;
    jabatan: Map<string, number>;
    lokasi: Record<Region, DemoLocation>;
    jadwal: Record<ScheduleKey, number>;
    goLive: string;
  },
): Promise<Map<string, number>> {
  const personal = Object.fromEntries(PERSONAL.map((c) => [c, c === 'tanggal_lahir' ? 'date' : 'text']));
  const rows = await insertRows<{ id: number; username: string }>(
    db,
    'users',
    {
      nip: 'text',
      username: 'text',
      fullname: 'text',
      password_hash: 'text',
      tipe_karyawan: 'text',
      jabatan_id: 'bigint',
      lokasi_id: 'bigint',
      jadwal_kerja_id: 'bigint',
      tanggal_masuk: 'date',
      created_at: 'timestamptz',
      ...personal,
    },
    people.map((p) => ({
      nip: p.nip,
      username: p.username,
      fullname: p.fullname,
      password_hash: refs.hash,
      tipe_karyawan: p.tipe,
      jabatan_id: refs.jabatan.get(p.jabatan),
      lokasi_id: refs.lokasi[p.region].id,
      jadwal_kerja_id: refs.jadwal[p.jadwal],
      tanggal_masuk: p.masuk,
      // Accounts were made when the company went live on Hadir, or on a later joiner's first day.
      created_at: instant(latest(p.masuk, refs.goLive), '09:00', 'Asia/Jakarta').toISOString(),
      ...p.data,
    })),
    'id, username',
  );
  const ids = new Map(rows.map((r) => [r.username, Number(r.id)]));
  const roles = people.flatMap((p) => p.roles.map((r) => [ids.get(p.username), r] as const));
  await db.query(
    `insert into user_roles (user_id, role_id) select u.id, r.id from unnest($1::bigint[], $2::text[]) as u(id, nama)
       join roles r on r.nama = u.nama`,
    [roles.map((r) => r[0]), roles.map((r) => r[1])],
  );
  return ids;
}

/** Announcements of the months on Hadir, the first one on the go-live day. */
async function announcements(db: Db, by: number, goLive: string, today: string) {
  const upcoming = HOLIDAYS_2026.find(([tanggal, nama]) => tanggal > today && nama.startsWith('Cuti Bersama'));
  const items: Array<[string, string, string]> = [
    [
      'Selamat datang di Hadir',
      '<p>Mulai hari ini absensi dilakukan melalui aplikasi Hadir. Pastikan GPS aktif dan wajah Anda sudah terdaftar.</p>',
      goLive,
    ],
    [
      'Pemeriksaan kesehatan tahunan',
      '<p>Pemeriksaan kesehatan tahunan karyawan dilaksanakan di klinik mitra. Jadwal per divisi menyusul dari HRD.</p>',
      addDays(today, -12),
    ],
    [
      'Pembaruan data NPWP dan rekening',
      '<p>Mohon periksa data pribadi (NPWP, status PTKP) dan rekening bank di menu Profil sebelum penggajian akhir bulan.</p>',
      addDays(today, -3),
    ],
  ];
  if (upcoming) {
    const [y, m, d] = upcoming[0].split('-').map(Number);
    const tanggal = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(y, m - 1, d),
    );
    items.push([
      'Jadwal cuti bersama',
      `<p>Sesuai SKB 3 Menteri, <strong>${tanggal}</strong> adalah ${upcoming[1]}. Kantor Jakarta dan pabrik Makassar tutup.</p>`,
      today,
    ]);
  }
  for (const [judul, isi, tanggal] of items) {
    const published = instant(tanggal, '08:00', 'Asia/Jakarta').toISOString();
    await db.query(
      `insert into pengumuman (judul, isi, tanggal_terbit, created_by, date_created, dipush_at) values ($1, $2, $3, $4, $5, $5)`,
      [judul, isi, tanggal, by, published],
    );
  }
}
