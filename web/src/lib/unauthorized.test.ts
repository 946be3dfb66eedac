import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../components/ui/toaster';
import { navigateTo } from './navigate';
import { handleUnauthorized, isUnauthorizedError } from './unauthorized';

vi.mock('../components/ui/toaster', () => ({ notify: vi.fn() }));
vi.mock('./navigate', () => ({ navigateTo: vi.fn() }));

describe('isUnauthorizedError', () => {
  it('matches a 401 whose message contains Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });
  it('ignores other statuses, other 401 texts and non-errors', () => {
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

  it('shows the toast, then goes to /api/login after 500 ms', () => {
    handleUnauthorized();
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    vi.advanceTimersByTime(499);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledWith('/api/login');
  });
});
