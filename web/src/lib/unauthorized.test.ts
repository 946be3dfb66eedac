import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ notify: vi.fn(), navigateTo: vi.fn() }));
vi.mock('../components/ui/toaster', () => ({ notify: mocks.notify }));
vi.mock('./navigate', () => ({ navigateTo: mocks.navigateTo }));

/** A fresh copy per test: the module remembers that a redirect is already on its way. */
async function load() {
  vi.resetModules();
  return import('./unauthorized');
}

/** The toaster is imported on the first 401: wait for it and the toast it creates. */
async function toasterLoaded() {
  await vi.dynamicImportSettled();
  await Promise.resolve();
}

describe('isUnauthorizedError', () => {
  it('matches a 401 whose message contains Unauthorized', async () => {
    const { isUnauthorizedError } = await load();
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });
  it('ignores other statuses, other 401 texts and non-errors', async () => {
    const { isUnauthorizedError } = await load();
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Session expired'))).toBe(false);
    expect(isUnauthorizedError(new Error('500: 401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('handleUnauthorized', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows the toast, then goes to /api/login after 500 ms', async () => {
    const { handleUnauthorized } = await load();
    handleUnauthorized();
    await toasterLoaded();
    expect(mocks.notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    vi.advanceTimersByTime(499);
    expect(mocks.navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(mocks.navigateTo).toHaveBeenCalledWith('/api/login');
  });

  it('handles a burst of 401s once: one toast, one redirect', async () => {
    const { handleUnauthorized } = await load();
    handleUnauthorized();
    handleUnauthorized();
    handleUnauthorized();
    await toasterLoaded();
    vi.advanceTimersByTime(1_000);
    expect(mocks.notify).toHaveBeenCalledTimes(1);
    expect(mocks.navigateTo).toHaveBeenCalledTimes(1);
  });
});
