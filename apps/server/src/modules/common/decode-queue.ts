/**
 * Image decoding runs on libuv's small thread pool, the same threads that hash passwords: forty uploads
 * decoding at once left sign-in waiting 5–30 s. Decodes therefore take turns — a few at a time, a short
 * line behind them — and an upload arriving when the line is full is refused at once with "busy, try
 * again" rather than queued without bound (test/hardening/upload-flood.hardening.test.ts measures it).
 *
 * A bounded semaphore: libraries such as p-limit queue without limit, and refusing is the point here.
 */
import os from 'node:os';
import sharp from 'sharp';
import { AppError } from '../../core/app-error.ts';

export interface DecodeQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createDecodeQueue(options: { concurrency: number; maxWaiting: number }): DecodeQueue {
  let active = 0;
  const line: Array<() => void> = [];
  return {
    async run(task) {
      if (active < options.concurrency) active++;
      else if (line.length >= options.maxWaiting) throw new AppError('rate_limited', 'upload.busy');
      else await new Promise<void>((resolve) => line.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, so `active` never drops while others wait.
        const next = line.shift();
        if (next) next();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}

/** One decode per spare core (at least one) leaves a core and most of the thread pool to everything else. */
const cores = os.availableParallelism();
export const imageDecodes = createDecodeQueue({ concurrency: Math.max(1, Math.min(2, cores - 1)), maxWaiting: 8 });
// libvips would otherwise spread each decode over every core.
sharp.concurrency(1);
