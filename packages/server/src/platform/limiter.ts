/**
 * Runs at most `n` jobs at a time in this process; the others wait their turn, first come first served. A job that
 * fails frees its turn like one that succeeds.
 */
export function limiter(n: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (running < n) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      // The turn passes straight to the next in line, so a newcomer cannot overtake it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
