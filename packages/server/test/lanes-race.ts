import type { Db } from '../src/platform/db.ts';
import { backgroundWaitedMs, busyMs, inBackground, urgent } from '../src/platform/lanes.ts';

// Background work beside a clock-in that stays in flight (its face check, say) until the work is done: the lanes'
// tests on both engines.

/** Runs `work` while a clock-in is in flight the whole time. */
export async function whileClockingIn<T>(work: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const punch = urgent(
    () =>
      new Promise<void>((r) => {
        release = r;
      }),
  );
  try {
    return await work();
  } finally {
    release();
    await punch;
  }
}

/** Two background jobs of two short statements each beside a clock-in: when each statement ended, and each job's wait. */
export function twoJobsBesideAClockIn(db: Db): Promise<{ ends: number[]; waited: number[]; busy: number[] }> {
  return whileClockingIn(async () => {
    const ends: number[] = [];
    const job = () =>
      inBackground(async () => {
        const from = busyMs();
        for (let i = 0; i < 2; i++) {
          await db.query('select 1');
          ends.push(performance.now());
        }
        return { waited: backgroundWaitedMs(), busy: busyMs() - from };
      });
    const jobs = await Promise.all([job(), job()]);
    return { ends: ends.sort((a, b) => a - b), waited: jobs.map((j) => j.waited), busy: jobs.map((j) => j.busy) };
  });
}
