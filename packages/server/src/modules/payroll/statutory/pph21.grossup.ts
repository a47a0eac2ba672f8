// Gross-up: the employer pays a tax allowance (tunjangan PPh 21) equal to the PPh 21 due on the pay including that
// allowance, so the employee takes home what they would untaxed. The allowance is income like any other allowance
// (UU PPh Pasal 4 ayat (1) huruf a: "tunjangan" is taxable income) and the tax on it is withheld as usual
// (PMK 168/2023 Pasal 5 ayat (1): gross includes every allowance). PMK 10/2025 Pasal 5 ayat (1) names this case:
// a government-borne PPh 21 is still paid in cash to an employee who receives a tax allowance.
//
// THE METHOD. Let f(T) be the PPh 21 of the slip with allowance T, exactly as the slip computes it (monthly TER on
// the bracket of gross + T, or the December / leaving month art. 17 recalculation of the year). We need T = f(T).
// f never decreases as T grows (every TER rate, the art. 17 slices, biaya jabatan and the rounding all grow with
// gross), so from T0 = 0 the sequence T(n+1) = f(T(n)) never decreases and stays at or below every solution: it
// reaches the least solution and stops there, in whole rupiah, with T = f(T) exactly. Within one bracket the gap
// shrinks by the marginal rate each step (at most 35 %), plus one step per bracket crossed, so even a very high
// pay settles in a few dozen steps. A TER bracket jump can leave two solutions (gross just under the bound, and
// above it); the least is the one an employer owes, and the one the iteration finds.

const MAKS_LANGKAH = 200;

export interface GrossUp {
  /** The allowance: equal to the PPh 21 of the slip that includes it. */
  tunjangan: number;
  langkah: number;
}

/** Solves T = pph21Dengan(T) in whole rupiah from T = 0 (see THE METHOD). */
export function grossUp(pph21Dengan: (tunjangan: number) => number): GrossUp {
  let tunjangan = 0;
  for (let langkah = 1; langkah <= MAKS_LANGKAH; langkah++) {
    const pajak = pph21Dengan(tunjangan);
    if (!Number.isSafeInteger(pajak) || pajak < tunjangan) {
      throw new RangeError('PPh 21 turun ketika penghasilan naik: tunjangan PPh 21 tidak dapat dihitung.');
    }
    if (pajak === tunjangan) return { tunjangan, langkah };
    tunjangan = pajak;
  }
  throw new RangeError('Tunjangan PPh 21 tidak konvergen.');
}
