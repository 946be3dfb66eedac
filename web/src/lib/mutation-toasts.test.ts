import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { failureToast, notifyFailure, toastsFor } from './mutation-toasts';

const mocks = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('../components/ui/toaster', () => ({ notify: mocks.notify }));
afterEach(() => vi.clearAllMocks());

const failed = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

describe('notifyFailure', () => {
  it("leaves a gone session to the query client's handler", () => {
    notifyFailure(
      failed(401, { code: 'unauthorized', message: 'Unauthorized' }),
      'Failed to create task. Please try again.',
    );
    expect(mocks.notify).not.toHaveBeenCalled();
  });

  it("names the plan limit in the server's words instead of the generic failure", () => {
    const message =
      'Plan limit reached: the Starter plan includes 100 tasks a month. Upgrade to Pro for unlimited tasks.';
    notifyFailure(failed(402, { code: 'plan_limit', message }), 'Failed to create task. Please try again.');
    expect(mocks.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Plan limit reached',
        description: 'The Starter plan includes 100 tasks a month. Upgrade to Pro for unlimited tasks.',
      }),
    );
  });

  it("shows the spec's toast for anything else, a refused password and a code-less 401 included", () => {
    for (const error of [
      failed(500, { code: 'internal', message: 'Internal Server Error' }),
      failed(401, { code: 'sign_in_failed', message: 'Invalid email or password' }),
      new ApiError(401, '{"message":"Unauthorized"}'),
      new Error('402: {"code":"plan_limit","message":"x"}'),
    ]) {
      mocks.notify.mockClear();
      notifyFailure(error, 'Failed to create task. Please try again.');
      expect(mocks.notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error',
        description: 'Failed to create task. Please try again.',
      });
    }
  });
});

describe('toastsFor', () => {
  const toasts = toastsFor('Member removed', 'Failed to remove the member');

  it('says the success', () => {
    toasts.onSuccess();
    expect(mocks.notify).toHaveBeenCalledWith({ type: 'success', title: 'Member removed', description: undefined });
  });

  it("says why in the server's words, and the fallback when the server gave none", () => {
    toasts.onError(failed(409, { code: 'conflict', message: 'The owner cannot be removed.' }));
    expect(mocks.notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Error',
      description: 'The owner cannot be removed.',
    });
    toasts.onError(new ApiError(502, 'Bad Gateway'));
    expect(mocks.notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Error',
      description: 'Failed to remove the member',
    });
  });
});

describe('failureToast', () => {
  it("titles the toast as the spec asks, with the server's reason or the fallback", () => {
    const onError = failureToast('Failed to sync data', 'Sync Failed');
    onError(failed(502, { code: 'provider_unavailable', message: 'Shopify did not answer' }));
    expect(mocks.notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Sync Failed',
      description: 'Shopify did not answer',
    });
    onError(new ApiError(500, 'Internal Server Error'));
    expect(mocks.notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Sync Failed',
      description: 'Failed to sync data',
    });
  });
});
