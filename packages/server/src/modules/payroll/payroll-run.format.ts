// How slips write money and dates in Indonesian. A leaf module: the slip computation and the rule modules it calls
// (overtime basis, prorating) all format through it without importing each other.

/** 5000000 -> 'Rp 5.000.000'; -5000 -> '-Rp 5.000'. */
export { formatRupiah as rp, namaBulan, namaTanggal } from '@hadir/contract';
