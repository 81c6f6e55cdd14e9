import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from './for-each-concurrently';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('works on every item once, never more than the limit at a time', async () => {
    const done: number[] = [];
    let running = 0;
    let most = 0;
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      done.push(item);
    });
    expect([...done].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('one at a time keeps the order', async () => {
    const done: number[] = [];
    await forEachConcurrently([3, 1, 2], 1, async (item) => {
      await tick();
      done.push(item);
    });
    expect(done).toEqual([3, 1, 2]);
  });

  it('after a failure starts nothing more, waits for the running ones and throws the first error', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = forEachConcurrently([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('first failed');
      await tick();
      await tick();
      finished.push(item);
    });
    await expect(run).rejects.toThrow('first failed');
    expect(started).toEqual([1, 2]);
    expect(finished).toEqual([2]);
  });
});
