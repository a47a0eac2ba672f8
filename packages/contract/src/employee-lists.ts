// The fixed lists an employee's record chooses from (type, sex, marital and PTKP status, religion, bank): the
// employee form, each person's own data, the employee import and payroll read them. Zod-free.

export const TIPE_KARYAWAN = ['Tetap', 'Kontrak', 'Harian', 'Borongan', 'Magang'] as const;
export const JENIS_KELAMIN = ['Laki-laki', 'Perempuan'] as const;
export const STATUS_PERKAWINAN = ['Belum Kawin', 'Kawin', 'Cerai Hidup', 'Cerai Mati'] as const;
export const STATUS_PTKP = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'] as const;
export const AGAMA = ['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Konghucu', 'Kepercayaan'] as const;
/**
 * Banks in Indonesia as HR writes them on a payroll transfer: the employee import's list (a misspelt bank breaks the
 * bank file). Names already on employees' records are accepted too.
 */
export const NAMA_BANK = [
  'BCA',
  'BCA Syariah',
  'BNI',
  'BRI',
  'BSI',
  'BTN',
  'Mandiri',
  'CIMB Niaga',
  'Danamon',
  'Permata',
  'OCBC',
  'Maybank',
  'Panin',
  'Mega',
  'KB Bank',
  'Sinarmas',
  'Muamalat',
  'Bank Jago',
  'SeaBank',
  'SMBC Indonesia',
  'UOB',
  'DBS',
  'HSBC',
  'BJB',
  'Bank DKI',
  'Bank Jatim',
  'Bank Jateng',
  'BPD DIY',
  'Bank Banten',
  'Bank Lampung',
  'Bank Sumsel Babel',
  'Bank Jambi',
  'Bank Bengkulu',
  'Bank Riau Kepri Syariah',
  'Bank Nagari',
  'Bank Sumut',
  'Bank Aceh Syariah',
  'Bank Kalbar',
  'Bank Kalteng',
  'Bank Kalsel',
  'Bank Kaltimtara',
  'Bank Sulselbar',
  'Bank Sultra',
  'Bank Sulteng',
  'Bank SulutGo',
  'BPD Bali',
  'Bank NTB Syariah',
  'Bank NTT',
  'Bank Maluku Malut',
  'Bank Papua',
] as const;
