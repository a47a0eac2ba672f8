import { describe, expect, it } from 'vitest';
import { limiter } from './limiter.ts';

/** A job that runs until released, recording when it starts. */
function jobs(count: number) {
  const started: number[] = [];
  const release: ((fail?: boolean) => void)[] = [];
  const make = (i: number) => () =>
    new Promise<number>((resolve, reject) => {
      started.push(i);
      release[i] = (fail) => (fail ? reject(new Error(`job ${i}`)) : resolve(i));
    });
  return { started, release, make: Array.from({ length: count }, (_, i) => make(i)) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('limiter', () => {
  it('runs at most n jobs at once, the rest in the order they came, and a failure frees its turn', async () => {
    const turn = limiter(2);
    const { started, release, make } = jobs(5);
    const results = make.map((job) => turn(job).catch((err: Error) => err.message));
    await settle();
    expect(started).toEqual([0, 1]);
    release[1](true); // fails: its turn goes to the first waiting job
    await settle();
    expect(started).toEqual([0, 1, 2]);
    release[0]();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    release[2]();
    release[3]();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    release[4]();
    expect(await Promise.all(results)).toEqual([0, 'job 1', 2, 3, 4]);
    // All turns are free again: two new jobs start at once.
    const again = jobs(2);
    const more = again.make.map((job) => turn(job));
    await settle();
    expect(again.started).toEqual([0, 1]);
    again.release[0]();
    again.release[1]();
    expect(await Promise.all(more)).toEqual([0, 1]);
  });
});
