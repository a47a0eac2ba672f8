import { addDays, isoWeekday } from './demo.calendar.ts';
import type { Draws } from './demo.random.ts';

// The demo company's people: who works where, as what, since when, and everything HR keeps about them (NIK,
// NPWP, PTKP, bank account, BPJS numbers, contacts). Names follow each person's gender and region: Jakarta
// (head office and distribution warehouse) and Makassar (the garment factory).

export type Gender = 'Laki-laki' | 'Perempuan';
export type Region = 'jakarta' | 'makassar';
export type ScheduleKey = 'kantor' | 'produksi' | 'malam';
export type GroupKey = 'manajemen' | 'jakarta' | 'makassar' | 'harian' | 'magang';
type Tipe = 'Tetap' | 'Kontrak' | 'Harian' | 'Borongan' | 'Magang';

/** First names by region and gender; a name's gender decides the person's (the demo test checks it). */
export const FIRST_NAMES: Record<Region, Record<Gender, readonly string[]>> = {
  jakarta: {
    'Laki-laki': [
      'Agus',
      'Arief',
      'Bayu',
      'Budi',
      'Dimas',
      'Eko',
      'Fajar',
      'Gilang',
      'Hadi',
      'Ilham',
      'Irfan',
      'Joko',
      'Kevin',
      'Reza',
      'Rizky',
      'Taufik',
      'Wahyu',
      'Yusuf',
      'Yoga',
      'Aditya',
    ],
    Perempuan: [
      'Anisa',
      'Ayu',
      'Citra',
      'Dewi',
      'Diah',
      'Fitri',
      'Indah',
      'Intan',
      'Kartika',
      'Mega',
      'Nadia',
      'Novi',
      'Putri',
      'Ratna',
      'Sari',
      'Siska',
      'Wulan',
      'Yuni',
      'Larasati',
      'Maya',
    ],
  },
  makassar: {
    'Laki-laki': [
      'Andi',
      'Ahmad',
      'Arman',
      'Asri',
      'Haerul',
      'Irwan',
      'Muhammad',
      'Rahmat',
      'Syamsul',
      'Zulkifli',
      'Ridwan',
      'Akbar',
      'Fadli',
      'Hasanuddin',
      'Ismail',
      'Jufri',
    ],
    Perempuan: [
      'Fatimah',
      'Hasnah',
      'Haslinda',
      'Jumriah',
      'Nurhayati',
      'Nurul',
      'Risna',
      'Rosmiati',
      'Sitti',
      'Suriani',
      'Ernawati',
      'Megawati',
      'Hardiyanti',
      'Rahmi',
      'Asmirah',
      'Nurfaidah',
    ],
  },
};

/** Family names: some belong to one gender (the -wati, -sari of women; the -wan, -to of men), most to both. */
const FAMILY_NAMES: Record<Region, Record<Gender | 'both', readonly string[]>> = {
  jakarta: {
    'Laki-laki': ['Saputra', 'Kurniawan', 'Setiawan', 'Nugroho', 'Pratama', 'Santoso', 'Wibowo', 'Hidayat'],
    Perempuan: ['Rahmawati', 'Puspitasari', 'Wulandari', 'Anggraini', 'Handayani', 'Safitri', 'Maharani', 'Permatasari'],
    both: ['Siregar', 'Nasution', 'Simanjuntak', 'Halim', 'Gunawan', 'Lubis', 'Simatupang', 'Wijaya', 'Susanto', 'Hartono'],
  },
  makassar: {
    'Laki-laki': ['Syahrir', 'Baharuddin', 'Mappiare'],
    Perempuan: ['Rahmawati', 'Hidayah', 'Kartini'],
    both: ['Basri', 'Hamzah', 'Rasyid', 'Amir', 'Latif', 'Sulaiman', 'Syarif', 'Tandi', 'Rante', 'Pakiding', 'Mappasessu'],
  },
};

// Toraja and Batak Protestant family names, and Chinese-Indonesian ones, make the religion column believable.
const CHRISTIAN = new Set(['Simanjuntak', 'Simatupang', 'Tandi', 'Rante', 'Pakiding']);
const CHINESE = new Set(['Halim', 'Gunawan', 'Wijaya', 'Kevin']);

export interface DemoPerson {
  nip: string;
  username: string;
  fullname: string;
  gender: Gender;
  roles: string[];
  jabatan: string;
  region: Region;
  jadwal: ScheduleKey;
  tipe: Tipe;
  /** Join date, yyyy-MM-dd. */
  masuk: string;
  /** The username of their approver (PIC); null: their requests go to HRD/Admin. */
  pic: string | null;
  grup: GroupKey;
  /** Base pay a month, rupiah; null for day and piece-rate workers (paid from their entries). */
  gajiPokok: number | null;
  /** Position allowance a month (the management group), rupiah. */
  tunjanganJabatan: number | null;
  data: Record<string, string | null>;
}

interface Slot {
  jabatan: string;
  region: Region;
  jadwal: ScheduleKey;
  tipe: Tipe;
  grup: GroupKey;
  pic: string;
  count: number;
}

const ROSTER: Slot[] = [
  { jabatan: 'Staf HRD', region: 'jakarta', jadwal: 'kantor', tipe: 'Tetap', grup: 'jakarta', pic: 'hrd', count: 1 },
  { jabatan: 'Staf Keuangan', region: 'jakarta', jadwal: 'kantor', tipe: 'Tetap', grup: 'jakarta', pic: 'supervisor', count: 2 },
  { jabatan: 'Sales', region: 'jakarta', jadwal: 'kantor', tipe: 'Tetap', grup: 'jakarta', pic: 'supervisor', count: 3 },
  { jabatan: 'Sales', region: 'jakarta', jadwal: 'kantor', tipe: 'Kontrak', grup: 'jakarta', pic: 'supervisor', count: 2 },
  { jabatan: 'Staf Gudang', region: 'jakarta', jadwal: 'kantor', tipe: 'Tetap', grup: 'jakarta', pic: 'supervisor', count: 3 },
  { jabatan: 'Staf Gudang', region: 'jakarta', jadwal: 'kantor', tipe: 'Kontrak', grup: 'jakarta', pic: 'supervisor', count: 2 },
  { jabatan: 'Satpam', region: 'jakarta', jadwal: 'malam', tipe: 'Kontrak', grup: 'jakarta', pic: 'supervisor', count: 3 },
  { jabatan: 'Pekerja Harian', region: 'jakarta', jadwal: 'kantor', tipe: 'Harian', grup: 'harian', pic: 'supervisor', count: 3 },
  { jabatan: 'Staf Magang', region: 'jakarta', jadwal: 'kantor', tipe: 'Magang', grup: 'magang', pic: 'hrd', count: 2 },
  {
    jabatan: 'Operator Produksi',
    region: 'makassar',
    jadwal: 'produksi',
    tipe: 'Tetap',
    grup: 'makassar',
    pic: 'supervisor.mks',
    count: 5,
  },
  {
    jabatan: 'Operator Produksi',
    region: 'makassar',
    jadwal: 'produksi',
    tipe: 'Kontrak',
    grup: 'makassar',
    pic: 'supervisor.mks',
    count: 3,
  },
  {
    jabatan: 'Staf Administrasi',
    region: 'makassar',
    jadwal: 'produksi',
    tipe: 'Tetap',
    grup: 'makassar',
    pic: 'supervisor.mks',
    count: 1,
  },
  {
    jabatan: 'Staf Gudang',
    region: 'makassar',
    jadwal: 'produksi',
    tipe: 'Tetap',
    grup: 'makassar',
    pic: 'supervisor.mks',
    count: 2,
  },
  { jabatan: 'Satpam', region: 'makassar', jadwal: 'malam', tipe: 'Kontrak', grup: 'makassar', pic: 'supervisor.mks', count: 2 },
  {
    jabatan: 'Penjahit',
    region: 'makassar',
    jadwal: 'produksi',
    tipe: 'Borongan',
    grup: 'harian',
    pic: 'supervisor.mks',
    count: 5,
  },
  {
    jabatan: 'Finishing',
    region: 'makassar',
    jadwal: 'produksi',
    tipe: 'Borongan',
    grup: 'harian',
    pic: 'supervisor.mks',
    count: 3,
  },
  {
    jabatan: 'Buruh Bongkar Muat',
    region: 'makassar',
    jadwal: 'produksi',
    tipe: 'Borongan',
    grup: 'harian',
    pic: 'supervisor.mks',
    count: 2,
  },
];

export const JABATAN = [
  'Direktur',
  'Manajer HRD',
  'Supervisor Gudang',
  'Supervisor Produksi',
  ...new Set(ROSTER.map((s) => s.jabatan)),
] as const;

/** Base pay a month by position and region, before seniority (Jakarta above its minimum wage, Makassar above its own). */
const BASE_PAY: Record<string, number> = {
  Direktur: 42_000_000,
  'Manajer HRD': 19_500_000,
  'Supervisor Gudang': 10_500_000,
  'Supervisor Produksi': 8_200_000,
  'Staf HRD': 7_200_000,
  'Staf Keuangan': 7_500_000,
  Sales: 6_300_000,
  'Staf Gudang|jakarta': 5_900_000,
  'Staf Gudang|makassar': 4_300_000,
  'Satpam|jakarta': 5_800_000,
  'Satpam|makassar': 4_200_000,
  'Operator Produksi': 4_300_000,
  'Staf Administrasi': 4_800_000,
  'Staf Magang': 2_800_000,
};
const POSITION_ALLOWANCE: Record<string, number> = {
  Direktur: 10_000_000,
  'Manajer HRD': 4_000_000,
  'Supervisor Gudang': 2_000_000,
  'Supervisor Produksi': 1_500_000,
};

interface Fixed {
  username: string;
  fullname: string;
  gender: Gender;
  roles: string[];
  jabatan: string;
  region: Region;
  jadwal: ScheduleKey;
  tipe: Tipe;
  masuk: string;
  pic: string | null;
  grup: GroupKey;
}

/** The accounts the README names, then everyone else drawn from the roster. */
function fixedPeople(today: string): Fixed[] {
  // karyawan.mks joined seven months ago: no annual leave yet, unlike the others.
  const sevenMonthsAgo = `${addDays(today, -213).slice(0, 7)}-01`;
  return [
    {
      username: 'direktur',
      fullname: 'Hendra Gunawan',
      gender: 'Laki-laki',
      roles: ['Karyawan'],
      jabatan: 'Direktur',
      region: 'jakarta',
      jadwal: 'kantor',
      tipe: 'Tetap',
      masuk: '2012-01-02',
      pic: null,
      grup: 'manajemen',
    },
    {
      username: 'hrd',
      fullname: 'Rina Marlina',
      gender: 'Perempuan',
      roles: ['HRD', 'Karyawan'],
      jabatan: 'Manajer HRD',
      region: 'jakarta',
      jadwal: 'kantor',
      tipe: 'Tetap',
      masuk: '2016-03-01',
      pic: null,
      grup: 'manajemen',
    },
    {
      username: 'supervisor',
      fullname: 'Bambang Hartono',
      gender: 'Laki-laki',
      roles: ['Karyawan'],
      jabatan: 'Supervisor Gudang',
      region: 'jakarta',
      jadwal: 'kantor',
      tipe: 'Tetap',
      masuk: '2017-06-12',
      pic: 'hrd',
      grup: 'manajemen',
    },
    {
      username: 'supervisor.mks',
      fullname: 'Andi Baso Mappasessu',
      gender: 'Laki-laki',
      roles: ['Karyawan'],
      jabatan: 'Supervisor Produksi',
      region: 'makassar',
      jadwal: 'produksi',
      tipe: 'Tetap',
      masuk: '2018-01-08',
      pic: 'hrd',
      grup: 'manajemen',
    },
    {
      username: 'karyawan',
      fullname: 'Siti Aminah',
      gender: 'Perempuan',
      roles: ['Karyawan'],
      jabatan: 'Staf Keuangan',
      region: 'jakarta',
      jadwal: 'kantor',
      tipe: 'Tetap',
      masuk: '2021-03-01',
      pic: 'supervisor',
      grup: 'jakarta',
    },
    {
      username: 'karyawan.mks',
      fullname: 'Muhammad Ridwan',
      gender: 'Laki-laki',
      roles: ['Karyawan'],
      jabatan: 'Operator Produksi',
      region: 'makassar',
      jadwal: 'produksi',
      tipe: 'Kontrak',
      masuk: sevenMonthsAgo,
      pic: 'supervisor.mks',
      grup: 'makassar',
    },
  ];
}

const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const digits = (d: Draws, n: number, ...key: Array<string | number>) =>
  Array.from({ length: n }, (_, i) => String(d.int(0, 9, ...key, i))).join('');

/** A join date: a Monday (people start at the beginning of a week). */
function monday(date: string): string {
  return addDays(date, (8 - isoWeekday(date)) % 7);
}

/** Service before today in whole years. */
const yearsOf = (masuk: string, today: string) => Math.max(0, (Date.parse(today) - Date.parse(masuk)) / (365.25 * 86_400_000));

function joinDate(d: Draws, today: string, tipe: Tipe, i: number): string {
  const daysAgo =
    tipe === 'Magang'
      ? d.int(30, 150, 'masuk', i)
      : i % 9 === 4
        ? d.int(15, 80, 'masuk', i) // joined during the demo's 90 days
        : i % 9 === 7
          ? d.int(100, 340, 'masuk', i) // joined this past year: no annual leave yet
          : tipe === 'Borongan' || tipe === 'Harian'
            ? d.int(400, 1500, 'masuk', i)
            : d.int(400, 4700, 'masuk', i);
  return monday(addDays(today, -daysAgo));
}

const REGENCIES: Record<Region, Array<[string, string]>> = {
  // NIK: province and regency code (Dukcapil), then the district.
  jakarta: [
    ['3174', 'Jakarta Selatan'],
    ['3175', 'Jakarta Timur'],
    ['3171', 'Jakarta Pusat'],
    ['3276', 'Depok'],
    ['3671', 'Tangerang'],
  ],
  makassar: [
    ['7371', 'Makassar'],
    ['7306', 'Gowa'],
    ['7309', 'Maros'],
  ],
};
const BIRTH_PLACES: Record<Region, readonly string[]> = {
  jakarta: ['Jakarta', 'Bandung', 'Bogor', 'Semarang', 'Yogyakarta', 'Medan', 'Surabaya', 'Palembang', 'Tangerang'],
  makassar: ['Makassar', 'Gowa', 'Bone', 'Maros', 'Pare-Pare', 'Toraja Utara', 'Palopo', 'Bulukumba'],
};
const STREETS: Record<Region, readonly string[]> = {
  jakarta: [
    'Jl. Tebet Barat Dalam',
    'Jl. Kalibata Raya',
    'Jl. Pancoran Timur',
    'Jl. Duren Tiga',
    'Jl. Cipinang Muara',
    'Jl. Margonda Raya',
    'Jl. Ciledug Raya',
    'Jl. Kebon Jeruk',
  ],
  makassar: [
    'Jl. Perintis Kemerdekaan',
    'Jl. Urip Sumoharjo',
    'Jl. Sultan Alauddin',
    'Jl. AP Pettarani',
    'Jl. Daya Baru',
    'Jl. Poros Maros',
  ],
};
const BANKS: Record<Region, Array<[string, number]>> = {
  // Bank and the length of its account numbers.
  jakarta: [
    ['BCA', 10],
    ['Bank Mandiri', 13],
    ['BNI', 10],
    ['BRI', 15],
  ],
  makassar: [
    ['BRI', 15],
    ['Bank Sulselbar', 10],
    ['BNI', 10],
    ['BSI', 10],
  ],
};

function religion(first: string, family: string, d: Draws, key: string): string {
  if (CHRISTIAN.has(family)) return d.pick(['Kristen', 'Kristen', 'Katolik'], 'agama', key);
  if (CHINESE.has(family) || CHINESE.has(first)) return d.pick(['Buddha', 'Kristen', 'Katolik'], 'agama', key);
  return 'Islam';
}

/** Everything HR keeps about a person, coherent with their gender, age and region. */
function personalData(p: Omit<DemoPerson, 'data'>, today: string, d: Draws): Record<string, string | null> {
  const key = p.username;
  const [first] = p.fullname.split(' ');
  const family = p.fullname.split(' ').at(-1) ?? '';
  const minAge = p.tipe === 'Magang' ? 20 : 22;
  const maxAge = p.tipe === 'Magang' ? 23 : p.jabatan === 'Direktur' ? 56 : 50;
  // Old enough at the join date to have been 19 then.
  const serviceYears = Math.floor(yearsOf(p.masuk, today));
  const age = Math.max(d.int(minAge, maxAge, 'umur', key), serviceYears + 19);
  const lahir = addDays(`${Number(today.slice(0, 4)) - age}-01-01`, d.int(0, 364, 'lahir', key));
  const [regency, kota] = d.pick(REGENCIES[p.region], 'wilayah', key);
  const [y, m, dd] = lahir.split('-');
  // NIK: regency, district, birth date (day + 40 for women), serial.
  const day = String(Number(dd) + (p.gender === 'Perempuan' ? 40 : 0)).padStart(2, '0');
  const nik = `${regency}${String(d.int(1, 12, 'kecamatan', key)).padStart(2, '0')}${day}${m}${y.slice(2)}${String(d.int(1, 999, 'nik', key)).padStart(4, '0')}`;
  const married = age >= 27 ? d.chance(0.8, 'kawin', key) : d.chance(0.15, 'kawin', key);
  const children = married ? d.int(0, Math.min(3, Math.max(0, age - 25)), 'anak', key) : 0;
  // A married woman's PTKP is TK/0 unless she is the breadwinner (PMK 101/2016): her husband claims the family.
  const ptkp = !married ? 'TK/0' : p.gender === 'Perempuan' ? 'TK/0' : `K/${children}`;
  const [bank, panjang] = d.pick(BANKS[p.region], 'bank', key);
  const spouse = p.gender === 'Laki-laki' ? 'Istri' : 'Suami';
  const other: Gender = p.gender === 'Laki-laki' ? 'Perempuan' : 'Laki-laki';
  const families = FAMILY_NAMES[p.region];
  const contact = married
    ? `${d.pick(FIRST_NAMES[p.region][other], 'pasangan', key)} ${d.pick([...families[other], ...families.both], 'pasangan-k', key)}`
    : `${d.pick(FIRST_NAMES[p.region]['Laki-laki'], 'ayah', key)} ${family}`;
  const hp = (tag: string) =>
    `08${d.pick(['11', '12', '13', '21', '52', '53', '57', '77', '95'], tag, key)}${digits(d, 8, tag, key)}`;
  return {
    nik,
    // NPWP: the old 15-digit number (since 2024 the NIK also serves; both are valid here).
    npwp: `${d.pick(['07', '08', '09', '15', '25', '49', '54', '73', '86'], 'npwp', key)}${digits(d, 7, 'npwp', key)}${p.region === 'jakarta' ? '013' : '801'}000`,
    status_ptkp: ptkp,
    status_perkawinan: married ? 'Kawin' : 'Belum Kawin',
    jenis_kelamin: p.gender,
    agama: religion(first, family, d, key),
    tempat_lahir: d.pick(BIRTH_PLACES[p.region], 'tempat', key),
    tanggal_lahir: lahir,
    alamat: `${d.pick(STREETS[p.region], 'jalan', key)} No. ${d.int(1, 120, 'no', key)}, ${kota}`,
    email: `${p.username}@nusantara-sejahtera.co.id`,
    no_hp: hp('hp'),
    kontak_darurat_nama: contact,
    kontak_darurat_hubungan: married ? spouse : 'Orang Tua',
    kontak_darurat_no_hp: hp('darurat'),
    nama_bank: bank,
    no_rekening: digits(d, panjang, 'rekening', key),
    no_bpjs_kesehatan: `000${digits(d, 10, 'bpjs-kes', key)}`,
    no_bpjs_ketenagakerjaan: `${d.int(10, 26, 'bpjs-tk-tahun', key)}${digits(d, 9, 'bpjs-tk', key)}`,
  };
}

function basePay(p: Omit<DemoPerson, 'data' | 'gajiPokok' | 'tunjanganJabatan'>, today: string): number | null {
  if (p.tipe === 'Harian' || p.tipe === 'Borongan') return null;
  const base = BASE_PAY[`${p.jabatan}|${p.region}`] ?? BASE_PAY[p.jabatan];
  // 2.5% a year of service, to the nearest Rp50.000.
  return Math.round((base * (1 + 0.025 * Math.floor(yearsOf(p.masuk, today)))) / 50_000) * 50_000;
}

/** The whole company, in NIP order; `today` is Jakarta's date the history ends on. */
export function demoPeople(today: string, d: Draws): DemoPerson[] {
  const taken = new Set<string>();
  const usedNames = new Set<string>();
  const people: Array<Omit<DemoPerson, 'data' | 'gajiPokok' | 'tunjanganJabatan'>> = [];
  for (const f of fixedPeople(today)) {
    taken.add(f.username);
    usedNames.add(f.fullname);
    people.push({ ...f, nip: '' });
  }
  let i = 0;
  for (const slot of ROSTER) {
    for (let n = 0; n < slot.count; n++, i++) {
      // Penjahit and Finishing are mostly women in Indonesian garment work; Bongkar Muat and Satpam men.
      const womenShare = { Penjahit: 0.85, Finishing: 0.7, Satpam: 0, 'Buruh Bongkar Muat': 0 }[slot.jabatan] ?? 0.45;
      const gender: Gender = d.chance(womenShare, 'gender', i) ? 'Perempuan' : 'Laki-laki';
      let fullname = '';
      for (let attempt = 0; !fullname || usedNames.has(fullname); attempt++) {
        const first = d.pick(FIRST_NAMES[slot.region][gender], 'depan', i, attempt);
        const families = [...FAMILY_NAMES[slot.region][gender], ...FAMILY_NAMES[slot.region].both];
        fullname = `${first} ${d.pick(families, 'belakang', i, attempt)}`;
      }
      usedNames.add(fullname);
      const [first, family] = fullname.split(' ').map(ascii);
      let username = `${first}.${family}`;
      for (let k = 2; taken.has(username); k++) username = `${first}.${family}${k}`;
      taken.add(username);
      people.push({
        nip: '',
        username,
        fullname,
        gender,
        roles: ['Karyawan'],
        jabatan: slot.jabatan,
        region: slot.region,
        jadwal: slot.jadwal,
        tipe: slot.tipe,
        masuk: joinDate(d, today, slot.tipe, i),
        pic: slot.pic,
        grup: slot.grup,
      });
    }
  }
  return people.map((p, k) => {
    const person = { ...p, nip: `NSA-${String(k + 1).padStart(4, '0')}` };
    const withPay = { ...person, gajiPokok: basePay(person, today), tunjanganJabatan: POSITION_ALLOWANCE[p.jabatan] ?? null };
    return { ...withPay, data: personalData(withPay, today, d) };
  });
}
