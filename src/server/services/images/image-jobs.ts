// Picture re-encoding waits its turn in one first-come, first-served line. Each job is CPU work on libuv's
// thread pool (four threads, shared with every file read and write of the process and with password
// hashing): left unbounded, the pictures of several product forms filled the pool and shared the CPU among
// all of them, so that every form finished late, and the files of the finished ones waited behind the
// pictures of the others (bench/README.md, "Writes under load").
import os from 'node:os';
import { createFifoLimiter } from '@/server/fifo-limiter';

/** Two at a time: one per core on the small machines a shop runs on, and never the whole pool. */
export const IMAGE_JOB_CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism()));

const line = createFifoLimiter(IMAGE_JOB_CONCURRENCY);

export function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  return line.run(job);
}
