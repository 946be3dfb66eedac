import type { Integration } from '@shared/schemas/integration';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toast-region';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp } from '../../../testing/render-in-app';
import { type ApiCall, stubApi } from '../../../testing/stub-api';
import { IntegrationsPage } from './integrations-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

const hubspot: Integration = {
  id: 'i1',
  provider: 'hubspot',
  name: 'HubSpot',
  authType: 'api_key',
  apiUrl: 'https://api.hubapi.com',
  accountId: null,
  isActive: true,
  syncStatus: 'failed',
  lastSyncAt: '2026-03-02T11:55:00.000Z',
  lastSuccessAt: '2026-03-02T10:00:00.000Z',
  lastError: 'HubSpot rejected the credentials: Authentication credentials not found',
  lastErrorKind: 'auth_rejected',
  itemCount: 1204,
  apiKeyHint: '…8888',
  sandbox: false,
  nextSyncAt: '2026-03-02T13:00:00.000Z',
  createdAt: '2026-03-01T09:00:00.000Z',
};

let calls: ApiCall[];
let integrations: Integration[];
let reply: ((call: ApiCall) => Response | undefined) | undefined;

beforeEach(() => {
  reply = undefined;
  integrations = [{ ...hubspot }];
  calls = stubApi(async (call) => {
    const { url } = call;
    const scripted = reply?.(call);
    if (scripted) return scripted;
    if (url === '/api/integrations/connect-options')
      return Response.json({ sandbox: true, oauthProviders: ['salesforce'] });
    if (call.method === 'GET') return Response.json(integrations);
    if (call.method === 'POST' && url === '/api/integrations') {
      const created = {
        ...hubspot,
        id: 'i2',
        provider: call.body.provider,
        name: 'Stripe',
        syncStatus: 'pending' as const,
      };
      integrations.push(created);
      return Response.json(created, { status: 201 });
    }
    if (url.endsWith('/sync')) return Response.json({ message: 'Synced 3 new and 1 updated items from HubSpot' });
    if (url.endsWith('/test'))
      return Response.json({ isConnected: true, message: 'Connected to HubSpot account 62515' });
    if (call.method === 'DELETE') {
      integrations = [];
      return new Response(null, { status: 204 });
    }
    return new Response('{"message":"unexpected"}', { status: 500 });
  });
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T12:00:00.000Z') });
});

afterEach(() => {
  toaster.remove();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** On Pro, which connects every app ('All integrations'); Starter's own test is below. */
function renderPage() {
  renderInApp(<IntegrationsPage />, { signedInAs: anAuthUser({ subscriptionTier: 'pro' }) });
}

const card = async (name: string) => screen.findByRole('listitem', { name });

// Dialog-heavy renders take a few seconds on a busy 2-core machine.
describe('IntegrationsPage', () => {
  it('lists the providers of a category tab, and the health of a connected one with what to do about its error', async () => {
    renderPage();
    const hub = await card('HubSpot');
    expect(within(hub).getByText('Connected')).toBeTruthy();
    expect(within(hub).getByText('Sync Failed')).toBeTruthy();
    expect(within(hub).getByText('1,204 items')).toBeTruthy();
    expect(
      within(hub).getByText(/Last sync: 5 minutes ago · Last success: 2 hours ago · Next sync: in 1 hour/),
    ).toBeTruthy();
    expect(within(hub).getByText('The API key was rejected: reconnect with a new key')).toBeTruthy();
    expect(within(await card('Salesforce')).getByText('Not connected')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'CRM',
      'Accounting',
      'E-commerce',
      'Productivity',
      'Communication',
    ]);
  });

  it('connects a provider with its key: Connect stays disabled until the key is typed', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'E-commerce' }));
    fireEvent.click(within(await card('Stripe')).getByRole('button', { name: 'Connect Stripe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Stripe' });
    const connect = within(dialog).getByRole('button', { name: 'Connect' }) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Secret or restricted key/), {
      target: { value: 'rk_live_abcdefghijkl' },
    });
    expect(connect.disabled).toBe(false);
    fireEvent.click(connect);
    await screen.findByText('Integration Connected');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/integrations',
      routeId: 'createIntegration',
      body: {
        provider: 'stripe_data',
        authType: 'api_key',
        name: '',
        apiKey: 'rk_live_abcdefghijkl',
        apiSecret: '',
        apiUrl: '',
        accountId: '',
      },
    });
  });

  it("asks for Shopify's Store URL, and offers 'Use sandbox' here", async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'E-commerce' }));
    fireEvent.click(within(await card('Shopify')).getByRole('button', { name: 'Connect Shopify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Shopify' });
    expect(within(dialog).getByLabelText(/Store URL/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use sandbox' }));
    await screen.findByText('Integration Connected');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      provider: 'shopify',
      authType: 'api_key',
      name: '',
      sandbox: true,
    });
  });

  it("offers 'Sign in with Salesforce' where the operator set up its OAuth app", async () => {
    renderPage();
    fireEvent.click(within(await card('Salesforce')).getByRole('button', { name: 'Connect Salesforce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Salesforce' });
    expect(within(dialog).getByRole('link', { name: 'Sign in with Salesforce' }).getAttribute('href')).toBe(
      '/api/integrations/oauth/salesforce/start',
    );
  });

  it("syncs with 'Sync Complete', and shows 'Sync Failed' with the server's reason", async () => {
    renderPage();
    fireEvent.click(within(await card('HubSpot')).getByRole('button', { name: 'Sync' }));
    await screen.findByText('Synced 3 new and 1 updated items from HubSpot');
    expect(screen.getByText('Sync Complete')).toBeTruthy();

    reply = (call) =>
      call.url.endsWith('/sync')
        ? new Response('{"message":"HubSpot is limiting requests; try again in 10 s"}', { status: 502 })
        : undefined;
    fireEvent.click(within(await card('HubSpot')).getByRole('button', { name: 'Sync' }));
    await screen.findByText('HubSpot is limiting requests; try again in 10 s');
    // The toast's title, beside the card's own status badge.
    expect(screen.getAllByText('Sync Failed')).toHaveLength(2);
  });

  it("joins a sync already running: 'Sync in progress' with its progress, and the card shows it syncing", async () => {
    reply = (call) => {
      if (!call.url.endsWith('/sync')) return undefined;
      // The first sync after connecting holds the connection; the server joins it.
      integrations = [{ ...hubspot, syncStatus: 'syncing', lastError: null, lastErrorKind: null }];
      return Response.json(
        { message: 'HubSpot is syncing now (40 items so far); the result shows here when it finishes', running: true },
        { status: 202 },
      );
    };
    renderPage();
    fireEvent.click(within(await card('HubSpot')).getByRole('button', { name: 'Sync' }));
    await screen.findByText('HubSpot is syncing now (40 items so far); the result shows here when it finishes');
    expect(screen.getByText('Sync in progress')).toBeTruthy();
    expect(screen.queryByText('Sync Complete')).toBeNull();
    await waitFor(async () => expect(within(await card('HubSpot')).getByText('Syncing')).toBeTruthy());
  });

  it('tests the connection and says what the provider answered', async () => {
    renderPage();
    fireEvent.click(within(await card('HubSpot')).getByRole('button', { name: 'Test' }));
    await screen.findByText('Connected to HubSpot account 62515');
    expect(screen.getByText('Connection Successful')).toBeTruthy();
  });

  it('removes a connection only after confirmation', async () => {
    renderPage();
    fireEvent.click(within(await card('HubSpot')).getByRole('button', { name: 'Remove HubSpot' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/its 1,204 synced items are deleted/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Integration Removed');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/integrations/i1');
    await waitFor(async () => expect(within(await card('HubSpot')).getByText('Not connected')).toBeTruthy());
  });
});

describe('IntegrationsPage by role', () => {
  it('shows a manager the integrations and their health, but no Connect, Test, Sync or Remove', async () => {
    renderInApp(<IntegrationsPage />, { signedInAs: anAuthUser({ role: 'manager' }) });
    const hub = await card('HubSpot');
    expect(within(hub).getByText('1,204 items')).toBeTruthy();
    for (const name of ['Test', 'Sync', 'Remove HubSpot'])
      expect(within(hub).queryByRole('button', { name })).toBeNull();
    expect(within(await card('Salesforce')).queryByRole('button', { name: 'Connect Salesforce' })).toBeNull();
    expect(calls.some((call) => call.url === '/api/integrations/connect-options')).toBe(false);
  });

  it.each(['owner', 'admin'] as const)('shows an %s Connect, Test, Sync and Remove', async (role) => {
    renderInApp(<IntegrationsPage />, { signedInAs: anAuthUser({ role, subscriptionTier: 'pro' }) });
    const hub = await card('HubSpot');
    for (const name of ['Test', 'Sync', 'Remove HubSpot'])
      expect(within(hub).getByRole('button', { name })).toBeTruthy();
    expect(within(await card('Salesforce')).getByRole('button', { name: 'Connect Salesforce' })).toBeTruthy();
  });
});

describe('IntegrationsPage by plan', () => {
  it('offers Starter Google Calendar, and for every other app the plan that connects it instead of Connect', async () => {
    renderInApp(<IntegrationsPage />, { signedInAs: anAuthUser({ role: 'owner', subscriptionTier: 'starter' }) });
    const salesforce = await card('Salesforce');
    expect(within(salesforce).queryByRole('button', { name: 'Connect Salesforce' })).toBeNull();
    expect(within(salesforce).getByText(/Salesforce is part of the Pro plan/)).toBeTruthy();
    expect(within(salesforce).getByRole('link', { name: 'Upgrade to connect it' }).getAttribute('href')).toBe(
      '/subscription',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Productivity' }));
    expect(within(await card('Google Calendar')).getByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
  });
});
