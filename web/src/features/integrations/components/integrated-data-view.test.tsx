import { ChakraProvider } from '@chakra-ui/react';
import type { Integration } from '@shared/schemas/integration';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeSystem } from '../../../theme/system';
import { IntegratedDataView } from './integrated-data-view';

afterEach(cleanup);

/** The view links to /integrations, so it renders inside a router. */
async function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ChakraProvider value={themeSystem()}>{ui}</ChakraProvider> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

const integration = (over: Partial<Integration>): Integration => ({
  id: 'i1',
  provider: 'stripe_data',
  name: 'Stripe',
  authType: 'api_key',
  apiUrl: 'https://api.stripe.com',
  accountId: null,
  isActive: true,
  syncStatus: 'success',
  lastSyncAt: null,
  lastSuccessAt: null,
  lastError: null,
  lastErrorKind: null,
  itemCount: 0,
  apiKeyHint: null,
  sandbox: false,
  nextSyncAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

describe('Integrated Data tab', () => {
  it('prompts to connect an integration, with a link to /integrations, when there is none', async () => {
    await renderInRouter(<IntegratedDataView integrations={[]} summary={[]} recent={[]} />);
    expect(await screen.findByText('No integrations connected yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Integrations' }).getAttribute('href')).toBe('/integrations');
  });

  it('shows the active count, items, external revenue, last sync, totals per type and the five newest items', async () => {
    const recent = Array.from({ length: 6 }, (_, i) => ({
      id: `d${i}`,
      integrationId: 'i1',
      provider: 'stripe_data' as const,
      dataType: 'payment' as const,
      name: `Payment ${i}`,
      date: '2026-03-01T10:00:00.000Z',
      value: 49.5,
      currency: 'USD',
      status: 'succeeded',
    }));
    await renderInRouter(
      <IntegratedDataView
        integrations={[
          integration({ lastSyncAt: '2026-03-02T09:00:00.000Z' }),
          integration({
            id: 'i2',
            provider: 'hubspot',
            name: 'HubSpot',
            isActive: false,
            lastSyncAt: '2026-03-01T09:00:00.000Z',
          }),
        ]}
        summary={[
          { dataType: 'payment', count: 12, totalValue: 594, revenue: 594 },
          { dataType: 'lead', count: 1300, totalValue: 0, revenue: 0 },
        ]}
        recent={recent}
        externalRevenue={{ amount: 148.5, rangeLabel: 'Last 7 days' }}
      />,
    );
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    const hint = (label: string) => screen.getByText(label).nextElementSibling?.nextElementSibling?.textContent;
    expect(figure('Active integrations')).toBe('1');
    expect(figure('Synced items')).toBe('1,312');
    // The dashboard's figure for its range, not the all-time total of the table below (issue 28 §3).
    expect(figure('External revenue')).toBe('$148.50');
    expect(hint('External revenue')).toBe('Paid invoices, orders and payments, net of refunds · Last 7 days');
    expect(figure('Last sync')).toBe(
      new Date('2026-03-02T09:00:00.000Z').toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'medium' }),
    );
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Payments12$594.00', 'Leads1,300—']);
    const list = screen.getByRole('list', { name: 'Recent synced items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('lists the recent items newest first by their own date, undated ones last', async () => {
    const item = (id: string, date: string | null) => ({
      id,
      integrationId: 'i1',
      provider: 'stripe_data' as const,
      dataType: 'payment' as const,
      name: `Payment ${id}`,
      date,
      value: 10,
      currency: 'USD',
      status: 'succeeded',
    });
    await renderInRouter(
      <IntegratedDataView
        integrations={[integration({})]}
        summary={[]}
        recent={[
          item('a', '2026-03-01T10:00:00.000Z'),
          item('b', null),
          item('c', '2026-03-05T10:00:00.000Z'),
          item('d', '2026-02-20T10:00:00.000Z'),
        ]}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Recent synced items' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.match(/Payment (\w)/)?.[1]),
    ).toEqual(['c', 'a', 'd', 'b']);
    expect(screen.getByText('External revenue').nextElementSibling?.textContent).toBe('—');
  });
});
