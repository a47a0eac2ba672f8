import crypto from 'node:crypto';

/**
 * Deterministic draws for the demo, keyed by what each draw is for (an employee and a date, say): the same seed
 * and key give the same number whatever order the draws happen in, so adding one kind of record to the demo does
 * not reshuffle the others.
 */
export interface Draws {
  /** A number in [0, 1). */
  unit(...key: Array<string | number>): number;
  /** An integer in [min, max]. */
  int(min: number, max: number, ...key: Array<string | number>): number;
  pick<T>(items: readonly T[], ...key: Array<string | number>): T;
  chance(probability: number, ...key: Array<string | number>): boolean;
}

export function draws(seed: string): Draws {
  const unit = (...key: Array<string | number>) =>
    crypto
      .createHash('sha256')
      .update(`${seed}|${key.join('|')}`)
      .digest()
      .readUInt32BE(0) /
    2 ** 32;
  const int = (min: number, max: number, ...key: Array<string | number>) => min + Math.floor(unit(...key) * (max - min + 1));
  return {
    unit,
    int,
    pick: (items, ...key) => items[int(0, items.length - 1, ...key)],
    chance: (probability, ...key) => unit(...key) < probability,
  };
}
