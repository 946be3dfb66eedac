import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { planFor } from '../../shared/catalog/plans';
import type { SubscriptionTier } from '../../shared/schemas/user';
import { baseUrl } from './env';

type PaidTier = Exclude<SubscriptionTier, 'starter'>;

/**
 * Upgrades the signed-in workspace as a user does: the subscription page, the plan card's button, the local checkout
 * page's confirmation. It ends only when the subscription page has finished the checkout return: the new plan shows
 * and `checkout=` is off the URL. The page takes the parameters off with a replace navigation, which a test that
 * navigated on at once could race (and lose its own navigation to).
 */
export async function upgradeTo(page: Page, tier: PaidTier): Promise<void> {
  const { name } = planFor(tier);
  await page.goto('/subscription');
  await page.getByTestId(`plan-${tier}`).getByRole('button').click();
  await page.getByRole('button', { name: `Confirm upgrade to ${name}` }).click();
  await page.getByTestId('current-plan').getByText(`Current plan: ${name}`).waitFor();
  await page.waitForURL((url) => url.pathname === '/subscription' && !url.searchParams.has('checkout'));
}

/** The same upgrade through the two checkout requests, for a test whose subject is not the subscription page. */
export async function upgradeByRequest(page: Page, tier: PaidTier): Promise<void> {
  const headers = { origin: baseUrl() };
  const checkout = await page.request.post('/api/subscription/create-checkout-session', { headers, data: { tier } });
  expect(checkout.status()).toBe(200);
  const confirmed = await page.request.post('/api/subscription/local-checkout', {
    headers,
    form: { tier },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(302);
}
