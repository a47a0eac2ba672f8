import { z } from 'zod';

// Overtime (lembur) pay as PP 35/2021 art. 31-32 computes it; shown on the overtime detail page.

/** 'kerja' = a working day; 'libur' = the weekly rest day or a public holiday. */
export const OVERTIME_DAY_TYPES = ['kerja', 'libur'] as const;
export type OvertimeDayType = (typeof OVERTIME_DAY_TYPES)[number];
/** The company's work week: 5 days of 8 hours or 6 days of 7 hours (PP 35/2021 art. 21). */
export type WorkWeek = 5 | 6;

/** PP 35/2021 art. 26 (1): at most 4 hours a day and 18 hours a week, rest days and holidays aside. */
export const LEMBUR_MAKS_JAM_SEHARI = 4;
export const LEMBUR_MAKS_JAM_SEMINGGU = 18;
/** PP 35/2021 art. 32 (2): the hourly wage is 1/173 of the monthly wage. */
export const JAM_KERJA_SEBULAN = 173;

/** One pay tier: which overtime hours (e.g. '1', '2-3'), how many hours of them, the multiplier and the pay. */
export const zOvertimeTier = z.object({
  jam_ke: z.string(),
  /** Hours in this tier; fractional for a partial hour (minute-exact). */
  jam: z.number(),
  pengali: z.number(),
  /** Whole rupiah. */
  nominal: z.number(),
});
export type OvertimeTier = z.infer<typeof zOvertimeTier>;

export const zOvertimePay = z.object({
  total_jam: z.number(),
  /** Monthly wage / 173 rounded to the rupiah, for display; the tiers use the exact fraction. */
  upah_sejam: z.number(),
  rincian: z.array(zOvertimeTier),
  /** Whole rupiah: the sum of the tiers' nominal. */
  total: z.number(),
});
export type OvertimePay = z.infer<typeof zOvertimePay>;
