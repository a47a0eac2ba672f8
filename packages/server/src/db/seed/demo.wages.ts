import type { Db } from '../../platform/db.ts';
import type { DemoLocation } from './demo.records.ts';
import type { Region } from './demo.regions.ts';

// The minimum wage of each demo location, dated, as HR enters it on the minimum-wage settings screen: the payroll
// checklist compares each monthly wage with it (UU 13/2003 Pasal 88E ayat (2) as amended by UU 6/2023) and the
// BPJS Kesehatan base is floored at it. Each figure is the governor's decision as announced; the decree numbers were
// not found, so `sumber` names the decision and where it was published.
//
// - UMP DKI Jakarta 2026 Rp5.729.876 (up 6,17 % from the 2025 UMP Rp5.396.761), announced by the Governor of DKI
//   Jakarta on 24 December 2025 under PP 49/2025: news.okezone.com "Breaking News! UMP DKI Jakarta 2026 Ditetapkan
//   Menjadi Rp5,7 Juta" and economy.okezone.com; jpnn.com "Resmi, UMP Jakarta 2026 naik jadi Rp 5,72 juta".
// - UMP DKI Jakarta 2025 Rp5.396.761: the same two articles (the previous UMP), and nabungkreatif.blogspot.com
//   "UMP DKI Jakarta 2025" (Permenaker 16/2024, a 6,5 % rise).
// - UMK Kota Makassar 2026 Rp4.148.719 (up Rp268.583, 6,92 %), announced 24 December 2025 with the UMP Sulawesi
//   Selatan: makassar.rakyat.news "UMK Makassar naik 6,92 persen", metrotvnews.com "Berapa UMK Makassar di 2026?"
//   (citing the Makassar city government's site), pantau.com and sulsel.suara.com.
// - UMK Kota Makassar 2025 Rp3.880.136: the same articles (the previous UMK).

type UpahMinimumDemo = [region: Region, berlakuMulai: string, nominal: number, sumber: string];

const DEMO_MINIMUM_WAGES: UpahMinimumDemo[] = [
  ['jakarta', '2025-01-01', 5_396_761, 'UMP DKI Jakarta 2025, Keputusan Gubernur DKI Jakarta'],
  ['jakarta', '2026-01-01', 5_729_876, 'UMP DKI Jakarta 2026, Keputusan Gubernur DKI Jakarta (diumumkan 24 Desember 2025)'],
  ['makassar', '2025-01-01', 3_880_136, 'UMK Kota Makassar 2025, Keputusan Gubernur Sulawesi Selatan'],
  [
    'makassar',
    '2026-01-01',
    4_148_719,
    'UMK Kota Makassar 2026, Keputusan Gubernur Sulawesi Selatan (diumumkan 24 Desember 2025)',
  ],
];

/** The minimum wages of the demo's locations. */
export async function seedMinimumWages(db: Db, lokasi: Record<Region, DemoLocation>): Promise<void> {
  await db.query(
    `insert into upah_minimum (lokasi_id, berlaku_mulai, nominal, sumber)
     select * from unnest($1::bigint[], $2::date[], $3::bigint[], $4::text[])`,
    [
      DEMO_MINIMUM_WAGES.map(([region]) => lokasi[region].id),
      DEMO_MINIMUM_WAGES.map((w) => w[1]),
      DEMO_MINIMUM_WAGES.map((w) => w[2]),
      DEMO_MINIMUM_WAGES.map((w) => w[3]),
    ],
  );
}
