/**
 * The decode queue (decode-queue.ts): at most `concurrency` tasks run, at most `maxWaiting` wait, and one
 * more is refused at once with the localized "busy" message; a refused or failed task frees its place.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error.ts';
import { createDecodeQueue } from './decode-queue.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('decode queue', () => {
  it('runs one at a time, keeps two waiting and refuses the next as busy', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const first = gate();
    const tasks = ['a', 'b', 'c'].map((name, i) =>
      queue.run(async () => {
        order.push(`start ${name}`);
        if (i === 0) await first.opened;
        order.push(`end ${name}`);
        return name;
      }),
    );
    expect([queue.active, queue.waiting]).toEqual([1, 2]);
    const refused = await queue.run(async () => 'd').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'rate_limited', messageKey: 'upload.busy' });
    first.open();
    expect(await Promise.all(tasks)).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a task that fails', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
