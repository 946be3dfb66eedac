import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { DESKTOP, signedInPageForThisFile } from './support/browser';
import { confirmAfterReading } from './support/confirmation';
import { liesWithin, sidewaysOverflow } from './support/layout';
import { screenshot } from './support/screenshots';

/** Plan changes in local billing (no Stripe key): the confirmation page stands in for Stripe Checkout. */
const { page } = await signedInPageForThisFile();

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
const planButton = (tier: string) => page.getByTestId(`plan-${tier}`).getByRole('button');
const sidebarPlan = () => page.getByTestId('sidebar-user-plan');

describe('subscription', () => {
  it('shows the Starter plan, billed locally, with usage and the plan buttons of §4', async () => {
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Subscription' }).waitFor();
    const current = page.getByTestId('current-plan');
    await current.getByText('Current plan: Starter').waitFor();
    await current.getByText('Local billing — no payment taken').waitFor();
    await page.getByTestId('usage-tasks').getByText('0 of 100').waitFor();
    expect(await planButton('starter').innerText()).toBe('Current Plan');
    expect(await planButton('starter').isDisabled()).toBe(true);
    expect(await planButton('pro').innerText()).toBe('Upgrade');
    expect(await planButton('elite').innerText()).toBe('Upgrade');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'subscription-starter');
  });

  it('leaves the plan alone when checkout is cancelled', async () => {
    await planButton('pro').click();
    await page.waitForURL('**/api/subscription/local-checkout?tier=pro');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await toast('Checkout canceled').waitFor();
    await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    expect(await sidebarPlan().innerText()).toBe('Starter Plan');
  });

  it("upgrades to Pro through the local confirmation page: 'Subscription updated', 'Pro Plan', 'Current Plan'", async () => {
    await planButton('pro').click();
    await page.waitForURL('**/api/subscription/local-checkout?tier=pro');
    await page.getByText('Local billing — no payment taken').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'subscription-local-checkout');
    await page.getByRole('button', { name: 'Confirm upgrade to Pro' }).click();

    await toast('Subscription updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    await page.getByTestId('current-plan').getByText('Current plan: Pro').waitFor();
    expect(await sidebarPlan().innerText()).toBe('Pro Plan');
    expect(await planButton('pro').innerText()).toBe('Current Plan');
    expect(await planButton('starter').innerText()).toBe('Downgrade');
    expect(await planButton('elite').innerText()).toBe('Upgrade');
  });

  it('downgrades back to Starter after saying what happens, and the sidebar follows', async () => {
    const dialog = await confirmAfterReading(page, {
      ask: 'Downgrade to Starter',
      says: 'Your workspace moves to Starter now. Local billing takes no payment.',
      confirm: 'Downgrade to Starter',
    });
    await toast('Subscription updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('current-plan').getByText('Current plan: Starter').waitFor();
    expect(await sidebarPlan().innerText()).toBe('Starter Plan');
    expect(await planButton('starter').innerText()).toBe('Current Plan');
    await screenshot(page, 'subscription-downgraded');
  });

  it('keeps each plan price and usage figure inside its card on a tablet, beside the open sidebar', async () => {
    await page.setViewportSize({ width: 820, height: 1000 });
    await page.goto('/subscription');
    await page.getByTestId('usage-tasks').getByText('0 of 100').waitFor();
    for (const tier of ['starter', 'pro', 'elite']) {
      const card = page.getByTestId(`plan-${tier}`);
      expect(await liesWithin(card.getByText('/month', { exact: true }), card)).toBe(true);
    }
    for (const resource of ['tasks', 'aiMessages', 'automations']) {
      const meter = page.getByTestId(`usage-${resource}`);
      expect(await liesWithin(meter.getByText(/ of \d|unlimited/), meter)).toBe(true);
    }
    await page.setViewportSize(DESKTOP);
  });

  it('fits the local checkout page, plan table and all, on a 330 px phone', async () => {
    await page.setViewportSize({ width: 330, height: 800 });
    await planButton('elite').click();
    await page.waitForURL('**/api/subscription/local-checkout?tier=elite');
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    expect(await liesWithin(page.getByRole('table', { name: 'What changes' }), page.getByRole('main'))).toBe(true);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await toast('Checkout canceled').waitFor();
  });
});
