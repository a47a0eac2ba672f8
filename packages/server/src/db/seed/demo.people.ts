import { addDays, isoWeekday } from './demo.calendar.ts';
import type { Draws } from './demo.random.ts';
import {
  BANKS,
  BIRTH_PLACES,
  CHINESE,
  CHRISTIAN,
  FAMILY_NAMES,
  FIRST_NAMES,
  type Gender,
  REGENCIES,
  STREETS,
} from './demo.regions.ts';
import { BASE_PAY, type DemoPerson, fixedPeople, POSITION_ALLOWANCE, ROSTER, type Tipe } from './demo.roster.ts';

// The demo company's people: who works where, as what, since when, and everything HR keeps about them (NIK,
// NPWP, PTKP, bank account, BPJS numbers, contacts). Names follow each person's gender and region: Jakarta
// (head office and distribution warehouse) and Makassar (the garment factory).
// The positions they hold are in demo.roster.ts, the names and places drawn from in demo.regions.ts.

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
