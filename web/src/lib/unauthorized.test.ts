import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// `notify` settles once the toast shows: the redirect's 500 ms start then.
const mocks = vi.hoisted(() => ({ notify: vi.fn(() => Promise.resolve()), navigateTo: vi.fn() }));
vi.mock('../components/ui/toaster', () => ({ notify: mocks.notify }));
vi.mock('./navigate', () => ({ navigateTo: mocks.navigateTo }));

/** A fresh copy per test: the module remembers that a redirect is already on its way. */
async function load() {
  vi.resetModules();
  return { ...(await import('./unauthorized')), ApiError: (await import('./api-client')).ApiError };
}

/** Waits for the toast to be shown (`notify` settles). */
async function toastShown() {
  await mocks.notify.mock.results[0]?.value;
}

describe('isUnauthorizedError', () => {
  it("matches the API's 401 unauthorized", async () => {
    const { isUnauthorizedError, ApiError } = await load();
    expect(isUnauthorizedError(new ApiError(401, '{"code":"unauthorized","message":"Unauthorized"}'))).toBe(true);
  });
  it('ignores a refused password, a 401 without the code, other codes, and errors that only read like one', async () => {
    const { isUnauthorizedError, ApiError } = await load();
    expect(
      isUnauthorizedError(new ApiError(401, '{"code":"sign_in_failed","message":"Invalid email or password"}')),
    ).toBe(false);
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, '{"code":"forbidden","message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"code":"unauthorized","message":"Unauthorized"}'))).toBe(false);
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
    await toastShown();
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
    await toastShown();
    vi.advanceTimersByTime(1_000);
    expect(mocks.notify).toHaveBeenCalledTimes(1);
    expect(mocks.navigateTo).toHaveBeenCalledTimes(1);
  });
});
