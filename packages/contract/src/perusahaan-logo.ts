import { z } from 'zod';

// The company logo (Profil Perusahaan): shown in the app and at the head of every payroll PDF.

/** The largest logo file accepted (the server says the same). */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** Sides in pixels: smaller is unreadable on paper, larger only weighs every PDF down. */
export const LOGO_MIN_SISI = 32;
export const LOGO_MAX_SISI = 2000;

export const zLogoPerusahaan = z.object({
  logo: z
    .object({
      /** Changes with every upload: the key a client caches the image under. */
      versi: z.number().int(),
      tipe: z.enum(['image/png', 'image/jpeg']),
      ukuran: z.number().int(),
      diunggah_pada: z.string(),
    })
    .nullable(),
});
export type LogoPerusahaan = z.infer<typeof zLogoPerusahaan>;
