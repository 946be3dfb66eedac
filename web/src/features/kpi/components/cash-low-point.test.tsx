import type { CashForecast } from '@shared/schemas/forecast';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCashForecast, anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { CashLowPoint } from './cash-low-point';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);

const elite = anAuthUser({ subscriptionTier: 'elite' });

/** Low on Dec 12, within 30 days of Nov 30, with one recurring and one known driver. */
const aForecast = (overrides: Partial<CashForecast> = {}): CashForecast =>
  aCashForecast({
    lowest: { date: '2026-12-12', balance: 3850.25 },
    drivers: [
      { label: 'Gusto Payroll', amount: 6400, direction: 'out', kind: 'recurring' },
      { label: 'Invoice 1043', amount: 2500, direction: 'in', kind: 'known' },
    ],
    ...overrides,
  });

describe("the dashboard's cash low point (issue 34)", () => {
  it('shows a low point within 30 days with its date, amount, drivers and the way to the Forecast tab', async () => {
    const calls = stubApi({ getCashForecast: () => aForecast() });
    renderInApp(<CashLowPoint />, { signedInAs: elite });
    const card = await screen.findByTestId('cash-low-point');
    await within(card).findByText('$3,850.25');
    expect(card.textContent).toContain('on Dec 12, 2026 (in 12 days)');
    expect(within(card).getByText('Below your threshold of $5,000.00')).toBeTruthy();
    expect(within(card).getByText('Gusto Payroll: $6,400.00 out')).toBeTruthy();
    expect(within(card).getByText('Invoice 1043: $2,500.00 in')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Open the forecast' });
    expect(link.getAttribute('href')).toBe('/financial?tab=forecast');
    // The stored forecast is read as the Forecast tab reads it: no scenario, no recompute.
    expect(calls.map((c) => c.url)).toEqual(['/api/forecast/cash']);
  });

  it('says there is no low point in the next 30 days when the lowest balance is further out', async () => {
    stubApi({ getCashForecast: () => aForecast({ lowest: { date: '2027-02-10', balance: 9000 } }) });
    renderInApp(<CashLowPoint />, { signedInAs: elite });
    const card = await screen.findByTestId('cash-low-point');
    expect(
      await within(card).findByText(
        'No low point in the next 30 days: the balance is lowest on Feb 10, 2027, at $9,000.00.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByText(/Below your threshold/)).toBeNull();
  });

  it('says what would fill it: bank data when there is none, the Elite plan below it', async () => {
    stubApi({ getCashForecast: () => aForecast({ dataFrom: null, dataTo: null }) });
    const first = renderInApp(<CashLowPoint />, { signedInAs: elite });
    const link = await screen.findByRole('link', {
      name: 'Import a bank statement or link a bank to forecast your cash',
    });
    expect(link.getAttribute('href')).toBe('/financial');
    first.unmount();

    const calls = stubApi({});
    renderInApp(<CashLowPoint />, { signedInAs: anAuthUser({ subscriptionTier: 'pro' }) });
    const upgrade = await screen.findByRole('link', {
      name: 'Upgrade to Elite to be warned before your cash runs low',
    });
    expect(upgrade.getAttribute('href')).toBe('/subscription');
    expect(calls).toEqual([]);
  });

  it('is not shown to a role that cannot see finance', async () => {
    const calls = stubApi({});
    renderInApp(
      <>
        <p>Insights</p>
        <CashLowPoint />
      </>,
      { signedInAs: anAuthUser({ subscriptionTier: 'elite', role: 'member' }) },
    );
    await screen.findByText('Insights');
    expect(screen.queryByTestId('cash-low-point')).toBeNull();
    expect(calls).toEqual([]);
  });
});
