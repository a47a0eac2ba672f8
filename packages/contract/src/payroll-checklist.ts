import { z } from 'zod';

// The checklist a payroll run shows before it is finalised (issue 17): what would make a slip, the bank file or the
// tax filing wrong, with counts, the first employees and the screen to fix it. Errors (galat) block finalising;
// warnings (peringatan) need the finaliser's confirmation (`konfirmasi: true`).

export const TINGKAT_PERIKSA = ['galat', 'peringatan'] as const;
export type TingkatPeriksa = (typeof TINGKAT_PERIKSA)[number];
export const LABEL_TINGKAT_PERIKSA: Record<TingkatPeriksa, string> = { galat: 'Harus diperbaiki', peringatan: 'Peringatan' };

/** At most this many employees are named per item; `jumlah` counts them all. */
export const BATAS_KARYAWAN_PERIKSA = 20;

export const zItemPeriksa = z.object({
  kode: z.string(),
  tingkat: z.enum(TINGKAT_PERIKSA),
  judul: z.string(),
  /** Why it matters and how to fix it, one or two sentences. */
  keterangan: z.string(),
  jumlah: z.number().int(),
  karyawan: z.array(z.object({ user_id: z.number().int(), nip: z.string(), nama: z.string() })),
  /** The admin screen where it is fixed; each employee's own page is /admin/karyawan/{user_id}. */
  tautan: z.string(),
});
export type ItemPeriksa = z.infer<typeof zItemPeriksa>;

export const zPeriksaPenggajian = z.object({
  items: z.array(zItemPeriksa),
  galat: z.number().int(),
  peringatan: z.number().int(),
});
export type PeriksaPenggajian = z.infer<typeof zPeriksaPenggajian>;

/** POST /penggajian/{id}/final: `konfirmasi` says the finaliser has read the warnings; no body means not confirmed. */
export const zFinalPenggajianRequest = z
  .object({ konfirmasi: z.boolean({ error: 'Konfirmasi harus ya atau tidak.' }).optional() })
  .nullish();
export type FinalPenggajianRequest = z.output<typeof zFinalPenggajianRequest>;
