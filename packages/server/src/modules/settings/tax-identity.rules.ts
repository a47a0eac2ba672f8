import { AppError } from '../../platform/errors.ts';

// The company's place of business for Coretax (ID TKU / NITKU, PMK 112/PMK.03/2022 Pasal 2 ayat (1) huruf c):
// the 16-digit NPWP followed by a 6-digit place number, 000000 for the head office. Left empty, it is the head
// office's; a branch's ID TKU must still start with the company's own NPWP.
export function idTkuOf(p: { npwp: string | null; id_tku?: string | null }): string | null {
  if (!p.id_tku) return p.npwp ? `${p.npwp}000000` : null;
  if (!p.npwp)
    throw new AppError('VALIDATION_ERROR', 'Isi NPWP perusahaan sebelum ID TKU.', { id_tku: 'Isi NPWP perusahaan dulu.' });
  if (!p.id_tku.startsWith(p.npwp)) {
    throw new AppError('VALIDATION_ERROR', 'ID TKU harus diawali NPWP perusahaan.', {
      id_tku: 'ID TKU harus diawali 16 digit NPWP perusahaan.',
    });
  }
  return p.id_tku;
}
