import { addDays } from './demo.calendar.ts';
import type { Gender, Region } from './demo.regions.ts';

// The demo company's organisation: its positions in each region (schedule, employment type, pay group, approver
// and how many hold them), the base pay and position allowance of each, and the accounts the README names.

export type ScheduleKey = 'kantor' | 'produksi' | 'malam';
export type GroupKey = 'manajemen' | 'jakarta' | 'makassar' | 'harian' | 'magang';
export type Tipe = 'Tetap' | 'Kontrak' | 'Harian' | 'Borongan' | 'Magang';

interface Slot {
  jabatan: string;
  region: Region;
  jadwal: ScheduleKey;
  tipe: Tipe;
  grup: GroupKey;
  pic: string;
  count: number;
}

export const ROSTER: Slot[] = [
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
export const BASE_PAY: Record<string, number> = {
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
export const POSITION_ALLOWANCE: Record<string, number> = {
  Direktur: 10_000_000,
  'Manajer HRD': 4_000_000,
  'Supervisor Gudang': 2_000_000,
  'Supervisor Produksi': 1_500_000,
};

/** One of the demo company's people; demoPeople (demo.people.ts) makes them. */
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

/** What fixedPeople gives: everything but the NIP, the pay and the personal data, which demoPeople adds. */
type Fixed = Omit<DemoPerson, 'nip' | 'gajiPokok' | 'tunjanganJabatan' | 'data'>;

/** The accounts the README names, then everyone else drawn from the roster. */
export function fixedPeople(today: string): Fixed[] {
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
