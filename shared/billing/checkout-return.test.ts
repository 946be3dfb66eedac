import { describe, expect, it } from 'vitest';
import { checkoutReturnPath, readCheckoutReturn } from './checkout-return';

describe('checkout return', () => {
  it('reads back what checkoutReturnPath writes', () => {
    const search = (path: string) => Object.fromEntries(new URL(path, 'http://localhost').searchParams);
    expect(readCheckoutReturn(search(checkoutReturnPath('success', 'pro')))).toEqual({
      checkout: 'success',
      tier: 'pro',
    });
    expect(readCheckoutReturn(search(checkoutReturnPath('canceled')))).toEqual({ checkout: 'canceled' });
  });

  it('leaves out an unknown outcome, plan or parameter instead of failing the screen', () => {
    expect(readCheckoutReturn({ checkout: 'paid', tier: 'platinum', utm: 'x' })).toEqual({});
    expect(readCheckoutReturn({ checkout: ['success'], tier: 3 })).toEqual({});
    expect(readCheckoutReturn({})).toEqual({});
  });
});
