import type { RevenueForecast, Scenario } from '@shared/schemas/forecast';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aCashForecast, aForecastPoint, anAnalysis, anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { FinancialPage } from './financial-page';
import { ForecastTab } from './forecast-tab';

afterEach(resetApp);

const elite = anAuthUser({ subscriptionTier: 'elite' });

const revenue: RevenueForecast = {
  points: [{ month: '2026-12', revenue: 42_000, low: 38_000, high: 46_000 }],
  method: 'seasonal_mean',
  methodLabel: 'Weekday average (same weekday over the last four weeks)',
  accuracy: { months: { 1: 4, 3: 6 }, baseline: { 1: 7, 3: 9 } },
  confidence: { level: 'normal', label: null },
};

const hire: Scenario = {
  id: 'sc1',
  name: 'Hire a designer',
  items: [
    { label: 'Designer', amount: 4000, direction: 'out', cadence: 'monthly', startDate: '2026-12-02', endDate: null },
  ],
  createdAt: '2026-11-29T00:00:00.000Z',
};

describe('ForecastTab', () => {
  it('shows the accuracy, the low point and the method; dismisses a recurring item; adds and compares a scenario', async () => {
    let scenarios: Scenario[] = [];
    const calls = stubApi({
      getCashForecast: ({ query }) =>
        query.get('scenario')
          ? aCashForecast({
              points: [aForecastPoint(0, 5000), aForecastPoint(1, 200), aForecastPoint(2, 4000)],
              scenario: { id: 'sc1', name: hire.name },
            })
          : aCashForecast(),
      getRevenueForecast: () => revenue,
      listScenarios: () => ({ items: scenarios }),
      setRecurringStatus: ({ body }) => ({ ...aCashForecast().recurring[0], status: body.status }),
      createScenario: () => {
        scenarios = [hire];
        return Response.json(hire, { status: 201 });
      },
    });
    renderInApp(<ForecastTab />, { signedInAs: elite });

    expect(await screen.findByText('Typical error ±6% at 30 days (seasonal naive: ±11%)')).toBeTruthy();
    expect(screen.getByText(/Lowest point:/).textContent).toMatch(
      /\$4,200\.00 on Dec 2, 2026, driven by Gusto Payroll/,
    );
    expect(screen.getByRole('img', { name: /Cash balance forecast chart\..*Threshold \$5,000/ })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'December 2026' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'How this is computed' }));
    const method = screen.getByTestId('forecast-method');
    expect(method.textContent).toMatch(/Holt-Winters/);
    expect(method.textContent).toMatch(/±6%, ±8%, ±10% \(seasonal naive: ±11%, ±14%, ±17%\)/);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Gusto Payroll' }));
    expect(await screen.findByText('Left out of the forecast')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'setRecurringStatus')?.body).toEqual({ status: 'dismissed' });

    const form = screen.getByRole('form', { name: 'Add a scenario' });
    fireEvent.change(within(form).getByLabelText('Scenario name'), { target: { value: 'Hire a designer' } });
    fireEvent.change(within(form).getByLabelText('Amount ($)'), { target: { value: '4000' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-12-02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add scenario' }));
    expect(await screen.findByText('Scenario saved')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'createScenario')?.body).toEqual({
      name: 'Hire a designer',
      items: [
        {
          label: 'Hire a designer',
          amount: 4000,
          direction: 'out',
          cadence: 'monthly',
          startDate: '2026-12-02',
          endDate: null,
        },
      ],
    });
    // The new scenario is compared on the chart at once.
    expect(await screen.findByRole('img', { name: /With “Hire a designer”: .*\$200/ })).toBeTruthy();
  });

  it('stops comparing a scenario before deleting it, so the chart never asks for the deleted one', async () => {
    let scenarios: Scenario[] = [hire];
    const calls = stubApi({
      getCashForecast: ({ query }) => {
        if (!query.get('scenario')) return aCashForecast();
        if (scenarios.length === 0) return Response.json({ code: 'not_found' }, { status: 404 });
        return aCashForecast({ scenario: { id: 'sc1', name: hire.name } });
      },
      getRevenueForecast: () => revenue,
      listScenarios: () => ({ items: scenarios }),
      deleteScenario: () => {
        scenarios = [];
        return new Response(null, { status: 204 });
      },
    });
    renderInApp(<ForecastTab />, { signedInAs: elite });
    fireEvent.click(await screen.findByRole('button', { name: 'Compare' }));
    await screen.findByRole('button', { name: 'Stop comparing' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Hire a designer' }));
    expect(await screen.findByText(/No scenarios yet/)).toBeTruthy();
    const deleted = calls.findIndex((c) => c.routeId === 'deleteScenario');
    expect(deleted).toBeGreaterThan(-1);
    expect(calls.slice(deleted).filter((c) => c.url.includes('scenario=sc1'))).toEqual([]);
  });

  it('says which accounts have no known balance, since the forecast counts them as $0', async () => {
    // With only an uploaded statement the forecast read 'Lowest point: $0.00' as if the business had no cash.
    const account = {
      id: 'a1',
      name: 'Uploaded statements',
      institution: null,
      mask: null,
      type: 'checking' as const,
      balance: null,
      balanceAsOf: null,
      origin: 'statement' as const,
      bankLinkId: null,
      lastSyncAt: null,
      syncError: null,
    };
    stubApi({
      getCashForecast: () => aCashForecast(),
      getRevenueForecast: () => revenue,
      listScenarios: () => ({ items: [] }),
      listBankAccounts: () => [account, { ...account, id: 'a2', name: 'Checking', balance: 1200 }],
    });
    renderInApp(<ForecastTab />, { signedInAs: elite });
    expect(
      await screen.findByText(
        'No balance is known for Uploaded statements: the forecast counts it as $0, so it shows how that cash changes rather than what you hold. A statement that states a balance, or a linked bank, gives it one.',
      ),
    ).toBeTruthy();
  });

  it('does not claim an 80% range for revenue it could not backtest', async () => {
    // Under three months of history the table read '$13,931 to $13,931', a range of nothing.
    stubApi({
      getCashForecast: () => aCashForecast(),
      getRevenueForecast: () => ({
        ...revenue,
        points: [{ month: '2026-12', revenue: 13_931, low: 13_931, high: 13_931 }],
        method: 'recurring_and_known' as const,
        accuracy: null,
      }),
      listScenarios: () => ({ items: [] }),
      listBankAccounts: () => [],
    });
    renderInApp(<ForecastTab />, { signedInAs: elite });
    const row = (await screen.findByRole('cell', { name: 'December 2026' })).closest('tr') as HTMLElement;
    expect(within(row).queryByText('$13,931 to $13,931')).toBeNull();
    expect(within(row).getByText('Not measured yet')).toBeTruthy();
  });

  it('says so when seasonal naive is used, and labels a forecast with little history', async () => {
    stubApi({
      getCashForecast: () =>
        aCashForecast({
          method: 'seasonal_naive',
          methodLabel: 'Seasonal naive (same weekday last week)',
          accuracy: null,
          confidence: { level: 'low', label: 'Low confidence: less than 3 months of history' },
        }),
      getRevenueForecast: () => revenue,
      listScenarios: () => ({ items: [] }),
    });
    renderInApp(<ForecastTab />, { signedInAs: elite });
    expect(await screen.findByText('Low confidence: less than 3 months of history')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'How this is computed' }));
    expect(screen.getByTestId('forecast-method').textContent).toMatch(
      /No other method beat seasonal naive in the backtest on your history, so seasonal naive is used/,
    );
  });

  it('on a plan without forecasting shows what it is and the upgrade, and asks the server nothing', async () => {
    const calls = stubApi({});
    // The upgrade links to /subscription, so the tab renders inside a router here.
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <ForecastTab /> }),
      history: createMemoryHistory({ initialEntries: ['/financial'] }),
    });
    renderInApp(<RouterProvider router={router} />, { signedInAs: anAuthUser({ subscriptionTier: 'starter' }) });
    await router.load();
    const upgrade = await screen.findByTestId('forecast-upgrade');
    expect(upgrade.textContent).toMatch(/next 13 weeks/);
    expect(within(upgrade).getByRole('link', { name: 'Upgrade to Elite' }).getAttribute('href')).toBe('/subscription');
    expect(calls.filter((c) => c.url.startsWith('/api/forecast'))).toEqual([]);
  });

  it('is a tab of Financial Management for owners and admins only', async () => {
    const books = (call: { url: string }) =>
      call.url.startsWith('/api/financial/analysis')
        ? Response.json(anAnalysis({ hasData: true }))
        : call.url === '/api/financial/accounts'
          ? Response.json([])
          : new Response('not found', { status: 404 });
    stubApi(books);
    const first = renderInApp(<FinancialPage />, { signedInAs: elite });
    expect(await screen.findByRole('tab', { name: 'Forecast' })).toBeTruthy();
    first.unmount();
    // A member may not see the books at all (finance.view), so the screen says so instead of any tab.
    stubApi(books);
    renderInApp(<FinancialPage />, { signedInAs: anAuthUser({ subscriptionTier: 'elite', role: 'member' }) });
    expect(screen.getByText('Your role (Member) cannot view financial data')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Forecast' })).toBeNull();
  });

  it('opens on the forecast from the low-cash notification’s link', async () => {
    window.history.replaceState(null, '', '/financial?tab=forecast');
    stubApi({
      getFinancialAnalysis: () => anAnalysis({ hasData: true }),
      listBankAccounts: () => [],
      getCashForecast: () => aCashForecast(),
      getRevenueForecast: () => revenue,
      listScenarios: () => ({ items: [] }),
    });
    renderInApp(<FinancialPage />, { signedInAs: elite });
    expect(await screen.findByText('Typical error ±6% at 30 days (seasonal naive: ±11%)')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });
});
