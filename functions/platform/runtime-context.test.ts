import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from './config';
import { perContext, startRuntimeContext, stopRuntimeContext } from './runtime-context';

afterEach(() => {
  delete process.env.TABLE_NAME;
  stopRuntimeContext();
});

describe('runtime context', () => {
  it('makes a held value once and keeps it for the life of the context', () => {
    const make = vi.fn(() => ({ client: 1 }));
    const held = perContext(make);
    expect(held()).toBe(held());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('disposes of what it held when it stops, and makes it again in the next context', () => {
    const dispose = vi.fn();
    let made = 0;
    const held = perContext(() => ({ instance: ++made }), dispose);
    const first = held();
    stopRuntimeContext();
    expect(dispose).toHaveBeenCalledWith(first);
    expect(held()).toEqual({ instance: 2 });
    startRuntimeContext();
    expect(dispose).toHaveBeenCalledTimes(2);
    expect(held()).toEqual({ instance: 3 });
  });

  it('reads the settings of the environment as it is when a context starts', () => {
    process.env.TABLE_NAME = 'first';
    startRuntimeContext();
    expect(config().TABLE_NAME).toBe('first');
    process.env.TABLE_NAME = 'second';
    expect(config().TABLE_NAME).toBe('first');
    startRuntimeContext();
    expect(config().TABLE_NAME).toBe('second');
  });
});
