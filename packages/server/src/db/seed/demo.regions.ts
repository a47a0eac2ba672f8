// The demo's names and places, by region: first and family names by gender (a person's first name decides their
// gender), the family names that make a religion other than Islam believable, and the regencies, birth places,
// streets and banks of each region. demo.people.ts draws every person's details from them.

export type Gender = 'Laki-laki' | 'Perempuan';
export type Region = 'jakarta' | 'makassar';

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
export const FAMILY_NAMES: Record<Region, Record<Gender | 'both', readonly string[]>> = {
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
export const CHRISTIAN = new Set(['Simanjuntak', 'Simatupang', 'Tandi', 'Rante', 'Pakiding']);
export const CHINESE = new Set(['Halim', 'Gunawan', 'Wijaya', 'Kevin']);

export const REGENCIES: Record<Region, Array<[string, string]>> = {
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
export const BIRTH_PLACES: Record<Region, readonly string[]> = {
  jakarta: ['Jakarta', 'Bandung', 'Bogor', 'Semarang', 'Yogyakarta', 'Medan', 'Surabaya', 'Palembang', 'Tangerang'],
  makassar: ['Makassar', 'Gowa', 'Bone', 'Maros', 'Pare-Pare', 'Toraja Utara', 'Palopo', 'Bulukumba'],
};
export const STREETS: Record<Region, readonly string[]> = {
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
export const BANKS: Record<Region, Array<[string, number]>> = {
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
