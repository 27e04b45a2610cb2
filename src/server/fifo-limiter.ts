// At most `concurrency` jobs at once; the others wait in line and start in the order they came.

export interface FifoLimiter {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Waits for a place and returns the function that gives it back (idempotent). */
  acquire(): Promise<() => void>;
}

export function createFifoLimiter(concurrency: number): FifoLimiter {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The place goes straight to the next in line, so that a newcomer cannot overtake it.
      if (next) next();
      else running -= 1;
    };
  };

  return {
    acquire,
    async run(job) {
      const release = await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
