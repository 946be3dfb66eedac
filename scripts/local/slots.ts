/**
 * At most `size` pieces of work running at once; the rest wait their turn, first come first served. The local
 * runtime's stand-in for a fixed number of Lambda containers: work waiting for a slot has not started, so it uses
 * no CPU and no time of its own budget (a Lambda's timeout starts when its container takes the invocation).
 */
export interface Slots {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createSlots(size: number): Slots {
  let held = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      // A slot freed while others wait passes straight to the first of them, so a newcomer never jumps the queue.
      if (held >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else held += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else held -= 1;
      }
    },
  };
}
