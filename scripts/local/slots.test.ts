import { describe, expect, it } from 'vitest';
import { createSlots } from './slots';

/** A piece of work that runs until its `finish` is called, noting when it started. */
function gatedWork(started: number[], id: number) {
  let finish!: (value: number) => void;
  const done = new Promise<number>((resolve) => (finish = resolve));
  const run = () => {
    started.push(id);
    return done;
  };
  return { run, finish: () => finish(id) };
}

describe('slots', () => {
  it('runs at most `size` at once and starts the waiting ones in arrival order', async () => {
    const slots = createSlots(2);
    const started: number[] = [];
    const works = [1, 2, 3, 4].map((id) => gatedWork(started, id));
    const results = works.map((work) => slots.run(work.run));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);

    works[1]!.finish();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    // The freed slot goes to the first waiting, not to whoever asks next.
    const late = gatedWork(started, 5);
    const lateResult = slots.run(late.run);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);

    for (const work of [works[0]!, works[2]!, works[3]!, late]) work.finish();
    expect(await Promise.all([...results, lateResult])).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the slot back when the work fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('handler failed')))).rejects.toThrow('handler failed');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
