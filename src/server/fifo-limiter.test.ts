import { describe, expect, it } from 'vitest';
import { createFifoLimiter } from './fifo-limiter';

/** A job that runs until its test lets it finish. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('first-come, first-served limiter', () => {
  it('runs at most its concurrency at once and starts the others in the order they came, a newcomer last', async () => {
    const limiter = createFifoLimiter(2);
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const jobs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);

    gates[1].open();
    await jobs[1];
    // Job 1's place goes to job 2, not to a job that arrives now.
    const late = limiter.run(async () => {
      started.push(99);
      return 99;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);

    for (const g of gates) g.open();
    expect(await Promise.all([...jobs, late])).toEqual([0, 1, 2, 3, 4, 99]);
    expect(started).toEqual([0, 1, 2, 3, 4, 99]);
  });

  it('gives a place back when its job fails, and a released place only once', async () => {
    const limiter = createFifoLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('échec')))).rejects.toThrow('échec');
    const release = await limiter.acquire();
    release();
    release();
    const order: string[] = [];
    const first = await limiter.acquire();
    const second = limiter.acquire().then((give) => {
      order.push('second');
      return give;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    first();
    (await second)();
    expect(order).toEqual(['second']);
  });
});
