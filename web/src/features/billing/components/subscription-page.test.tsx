import type { SubscriptionInfo } from '@shared/schemas/subscription';
import type { AuthUser } from '@shared/schemas/user';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandingEffects } from '../../../components/layout/branding-effects';
import { toaster } from '../../../components/ui/toast-region';
import { authUserQueryOptions } from '../../../lib/auth';
import { aBranding, anAuthUser } from '../../../testing/fixtures';
import { navigateTo } from '../../../testing/navigate-stub';
import { renderInApp } from '../../../testing/render-in-app';
import { type ApiCall, stubApi } from '../../../testing/stub-api';
import { CONFIRMATION_WAIT_MS, SubscriptionPage, type SubscriptionPageProps } from './subscription-page';

vi.mock('../../../lib/navigate', () => import('../../../testing/navigate-stub'));

const user = anAuthUser();

const infoOn = (tier: SubscriptionInfo['tier'], overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  tier,
  status: 'active',
  billingMode: 'local',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  usage: { tasksThisMonth: 37, aiMessagesThisMonth: 0, automations: 7 },
  limits:
    tier === 'starter'
      ? { tasksPerMonth: 100, aiMessagesPerMonth: 100, automations: 5 }
      : { tasksPerMonth: null, aiMessagesPerMonth: null, automations: tier === 'pro' ? 25 : null },
  ...overrides,
});

let calls: ApiCall[];
/** What GET /api/subscription/info answers, in turn (the last one repeats). */
let infos: SubscriptionInfo[];
let failWith: { status: number; text: string } | undefined;
/** What GET /api/workspace/branding answers now (the server applies branding on Elite only). */
let branding = aBranding();

beforeEach(() => {
  infos = [infoOn('starter')];
  branding = aBranding();
  failWith = undefined;
  navigateTo.mockReset();
  calls = stubApi(async ({ method, url, body }) => {
    if (method !== 'GET' && failWith) return new Response(failWith.text, { status: failWith.status });
    if (url === '/api/subscription/info') return Response.json(infos.length > 1 ? infos.shift() : infos[0]);
    if (url === '/api/subscription/create-checkout-session') {
      return Response.json({ url: `/api/subscription/local-checkout?tier=${body.tier}` });
    }
    if (url === '/api/subscription/update') return Response.json(infoOn(body.tier));
    if (url === '/api/workspace/branding') return Response.json(branding);
    return new Response('{"message":"Not found"}', { status: 404 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  toaster.remove();
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(props: Partial<SubscriptionPageProps> = {}) {
  const onCheckoutHandled = vi.fn();
  const { queryClient } = renderInApp(
    <SubscriptionPage checkoutReturn={{}} onCheckoutHandled={onCheckoutHandled} {...props} />,
    { signedInAs: user },
  );
  return { queryClient, onCheckoutHandled };
}

const planButton = (tier: string) => within(screen.getByTestId(`plan-${tier}`)).getByRole('button');

describe('SubscriptionPage', () => {
  it('shows the current plan with its billing, usage against the limits, and the plan buttons of §4', async () => {
    infos = [infoOn('pro')];
    renderPage();
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByText('Current plan: Pro')).toBeTruthy();
    expect(within(current).getByText('Active')).toBeTruthy();
    expect(within(current).getByText('Local billing — no payment taken')).toBeTruthy();
    expect(within(screen.getByTestId('usage-tasks')).getByText('37 (unlimited)')).toBeTruthy();
    expect(within(screen.getByTestId('usage-automations')).getByText('7 of 25')).toBeTruthy();

    expect(planButton('pro').textContent).toBe('Current Plan');
    expect((planButton('pro') as HTMLButtonElement).disabled).toBe(true);
    expect(planButton('starter').textContent).toBe('Downgrade');
    expect(planButton('elite').textContent).toBe('Upgrade');
  });

  it('marks usage over the limit after a downgrade: nothing removed, new ones refused', async () => {
    renderPage();
    const automations = await screen.findByTestId('usage-automations');
    expect(within(automations).getByText('7 of 5')).toBeTruthy();
    expect(within(automations).getByText('Over the limit: nothing is removed, but new ones are refused.')).toBeTruthy();
  });

  it('sends an upgrade to the checkout URL the API answers', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Elite' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/subscription/local-checkout?tier=elite'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
      routeId: 'createCheckoutSession',
      body: { tier: 'elite' },
    });
  });

  it('asks before a downgrade, saying what happens to usage over the new limits, then shows the new plan', async () => {
    infos = [infoOn('pro')];
    const { queryClient } = renderPage();
    const proUser: AuthUser = { ...user, subscriptionTier: 'pro' };
    queryClient.setQueryData(authUserQueryOptions.queryKey, proUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Your workspace moves to Starter now. Local billing takes no payment.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/You have 7 automations and Starter allows 5: all of them stay/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade to Starter' }));
    await screen.findByText('Subscription updated');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tier: 'starter' });
    await waitFor(() => expect(screen.getByText('Current plan: Starter')).toBeTruthy());
    expect(queryClient.getQueryData(authUserQueryOptions.queryKey)?.subscriptionTier).toBe('starter');
  });

  it("drops the workspace's branding from the app at once after a downgrade from Elite", async () => {
    infos = [infoOn('elite')];
    branding = aBranding({ displayName: 'Northwind Bakery', appliedAccentColor: '#1a5fb4' });
    const { queryClient } = renderInApp(
      <>
        <BrandingEffects />
        <SubscriptionPage checkoutReturn={{}} onCheckoutHandled={vi.fn()} />
      </>,
      { signedInAs: { ...user, subscriptionTier: 'elite' } },
    );
    await waitFor(() => expect(document.title).toBe('Northwind Bakery'));
    expect(document.documentElement.style.getPropertyValue('--brand-accent')).toBe('#1a5fb4');

    branding = aBranding();
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Pro' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Downgrade to Pro' }));
    await waitFor(() => expect(queryClient.getQueryData(authUserQueryOptions.queryKey)?.subscriptionTier).toBe('pro'));
    await waitFor(() => expect(document.title).not.toBe('Northwind Bakery'));
    expect(document.documentElement.style.getPropertyValue('--brand-accent')).toBe('');
  });

  it("shows 'Error: Failed to process subscription. Please try again.' when a change fails", async () => {
    failWith = { status: 500, text: '{"message":"Internal Server Error"}' };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await screen.findByText('Failed to process subscription. Please try again.');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("back from checkout, shows 'Finishing your upgrade…' until the plan changes, then 'Subscription updated'", async () => {
    infos = [infoOn('starter'), infoOn('starter'), infoOn('pro')];
    const { queryClient, onCheckoutHandled } = renderPage({ checkoutReturn: { checkout: 'success', tier: 'pro' } });
    await screen.findByText('Finishing your upgrade…');
    await screen.findByText('Subscription updated', {}, { timeout: 5000 });
    expect(screen.queryByText('Finishing your upgrade…')).toBeNull();
    expect(onCheckoutHandled).toHaveBeenCalled();
    expect(queryClient.getQueryData(authUserQueryOptions.queryKey)?.subscriptionTier).toBe('pro');
  });

  it('stops waiting after 30 s and says the payment is still being confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onCheckoutHandled } = renderPage({ checkoutReturn: { checkout: 'success', tier: 'elite' } });
    await screen.findByText('Finishing your upgrade…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRMATION_WAIT_MS);
    });
    await screen.findByText('Your payment is still being confirmed');
    expect(onCheckoutHandled).toHaveBeenCalled();
    expect(screen.queryByText('Subscription updated')).toBeNull();
  });
});

describe('SubscriptionPage by role', () => {
  const renderAs = (role: AuthUser['role']) =>
    renderInApp(<SubscriptionPage checkoutReturn={{}} onCheckoutHandled={vi.fn()} />, {
      signedInAs: anAuthUser({ role }),
    });

  it.each([
    ['admin', 'Admin'],
    ['manager', 'Manager'],
    ['member', 'Member'],
    ['viewer', 'Viewer'],
  ] as const)(
    'shows a %s the plan and usage without Upgrade, Downgrade or Manage billing, and says why and who can',
    async (role, label) => {
      infos = [infoOn('pro', { billingMode: 'stripe' })];
      renderAs(role);
      const current = await screen.findByTestId('current-plan');
      expect(within(current).getByText('Current plan: Pro')).toBeTruthy();
      expect(
        screen.getByText(`Your role (${label}) cannot manage billing: only the workspace owner can change the plan.`),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Upgrade|Downgrade) to/ })).toBeNull();
      for (const tier of ['starter', 'pro', 'elite'])
        expect(within(screen.getByTestId(`plan-${tier}`)).queryByRole('button')).toBeNull();
    },
  );

  it('shows the owner Upgrade, Downgrade and Manage billing', async () => {
    infos = [infoOn('pro', { billingMode: 'stripe' })];
    renderAs('owner');
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Elite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Downgrade to Starter' })).toBeTruthy();
    expect(screen.queryByText(/only the workspace owner can change the plan/)).toBeNull();
  });
});
