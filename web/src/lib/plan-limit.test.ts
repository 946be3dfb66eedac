import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isPlanLimitError, notifyPlanLimit, PLANS_PATH } from './plan-limit';

const mocks = vi.hoisted(() => ({ notify: vi.fn(), navigateInApp: vi.fn() }));
vi.mock('../components/ui/toaster', () => ({ notify: mocks.notify }));
vi.mock('./in-app-navigate', () => ({ navigateInApp: mocks.navigateInApp }));
afterEach(() => vi.clearAllMocks());

const limit =
  'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.';

describe('isPlanLimitError', () => {
  it('is a failed call whose code is plan_limit', () => {
    expect(isPlanLimitError(new ApiError(402, JSON.stringify({ code: 'plan_limit', message: limit })))).toBe(true);
  });

  it('is not a 402 without the code, another code, or an Error that only reads like one', () => {
    expect(isPlanLimitError(new ApiError(402, JSON.stringify({ message: limit })))).toBe(false);
    expect(isPlanLimitError(new ApiError(402, 'Payment Required'))).toBe(false);
    expect(isPlanLimitError(new ApiError(409, '{"code":"conflict","message":"Already exists"}'))).toBe(false);
    expect(isPlanLimitError(new Error(`402: ${JSON.stringify({ code: 'plan_limit', message: limit })}`))).toBe(false);
  });
});

describe('notifyPlanLimit', () => {
  it("says which limit in the server's words, with 'View plans'", () => {
    notifyPlanLimit(limit);
    const toast = mocks.notify.mock.calls[0]![0];
    expect(toast).toMatchObject({
      type: 'error',
      title: 'Plan limit reached',
      description: 'The Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.',
      action: { label: 'View plans' },
    });
    toast.action.onClick();
    expect(mocks.navigateInApp).toHaveBeenCalledWith(PLANS_PATH);
  });
});
