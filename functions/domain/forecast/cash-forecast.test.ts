import { describe, expect, it } from 'vitest';
import { syntheticBusiness } from '../../../scripts/testing/synthetic-business';
import { addDays } from '../finance/calendar-date';
import { computeCashModel, LOW_CONFIDENCE_LABEL } from './cash-forecast';
import { cashView, MODELLED_LABEL } from './cash-view';
import { knownInvoiceFlows } from './known-items';
import type { FlowTransaction } from './recurring';
import { scenarioFlows } from './scenario';
import { shortfallWithin } from './shortfall';

const asOf = '2026-03-31';
const model = (transactions: FlowTransaction[], startingBalanceCents = 1_000_000) =>
  computeCashModel({ asOf, startingBalanceCents, transactions, statuses: new Map(), known: [], forecasters: {} });

describe('computeCashModel and cashView', () => {
  it('with less than three months of history projects only recurring and known items, labelled low confidence', () => {
    const rent = ['2026-01-15', '2026-02-15', '2026-03-15'].map((date, i) => ({
      id: `r${i}`,
      date,
      amountCents: -300_000,
      merchant: 'Main Street Properties',
    }));
    const coffee = { id: 'c', date: '2026-03-20', amountCents: -500, merchant: 'Blue Bottle' };
    const known = knownInvoiceFlows(
      [
        {
          id: 'i1',
          reference: 'INV-7',
          customer: 'Acme',
          status: 'open',
          date: '2026-04-20',
          paidOn: null,
          valueCents: 120_000,
        },
        {
          id: 'i0',
          reference: 'INV-2',
          customer: 'Acme',
          status: 'paid',
          date: '2026-01-10',
          paidOn: '2026-01-20',
          valueCents: 1,
        },
      ],
      asOf,
    );
    // Acme pays ten days late: its open invoice is expected ten days after its due date.
    expect(known).toEqual([{ date: '2026-04-30', amountCents: 120_000, label: 'Invoice INV-7 (Acme)', kind: 'known' }]);
    const result = computeCashModel({
      asOf,
      startingBalanceCents: 1_000_000,
      transactions: [...rent, coffee],
      statuses: new Map(),
      known,
      forecasters: {},
    });
    expect(result.method).toBe('recurring_and_known');
    const view = cashView(result, 13);
    expect(view.confidence).toEqual({ level: 'low', label: LOW_CONFIDENCE_LABEL });
    const on = (date: string) => view.points.find((p) => p.date === date)?.balance;
    expect(on('2026-04-14')).toBe(10_000);
    expect(on('2026-04-15')).toBe(7_000);
    expect(on('2026-04-30')).toBe(8_200);
    expect(view.lowest).toEqual({ date: '2026-06-15', balance: 2_200 });
    expect(view.drivers).toEqual([
      { label: 'Main Street Properties', amount: 9_000, direction: 'out', kind: 'recurring' },
    ]);
  });

  it('does not let a one-off large purchase haunt the forecast', () => {
    const from = addDays(asOf, -300);
    const plain = syntheticBusiness(from, asOf).transactions;
    const withVan = syntheticBusiness(from, asOf, { oneOffOn: addDays(asOf, -3) }).transactions;
    const a = cashView(model(plain), 13);
    const b = cashView(model(withVan), 13);
    expect(model(withVan).series.map((s) => s.counterparty)).not.toContain('Ford Commercial Vans');
    // The $35,000 van is in today's balance already (same starting balance here): what follows barely moves.
    const drift = Math.abs((a.points[90]?.balance ?? 0) - (b.points[90]?.balance ?? 0));
    expect(drift).toBeLessThan(2_000);
    expect(b.drivers.map((d) => d.label)).not.toContain('Ford Commercial Vans');
  });

  it('names the largest drivers of the low point, largest first, only what takes money out', () => {
    const business = syntheticBusiness(addDays(asOf, -200), asOf);
    const view = cashView(model(business.transactions), 13, [
      { date: addDays(asOf, 5), amountCents: -2_000_000, label: 'Van', kind: 'scenario' },
    ]);
    expect(view.lowest.date >= addDays(asOf, 5)).toBe(true);
    expect(view.drivers.length).toBeGreaterThan(0);
    expect(view.drivers.length).toBeLessThanOrEqual(3);
    expect(view.drivers[0]).toEqual({ label: 'Van', amount: 20_000, direction: 'out', kind: 'scenario' });
    const amounts = view.drivers.map((d) => d.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    expect(view.drivers.every((d) => d.direction === 'out')).toBe(true);
    expect(view.drivers.every((d) => d.label !== MODELLED_LABEL || d.kind === 'modelled')).toBe(true);
  });
});

describe('scenarioFlows', () => {
  it('repeats weekly and monthly items (on the start day, month ends kept) until their end, once items once', () => {
    const flows = scenarioFlows(
      [
        {
          label: 'Hire',
          amountCents: 400_000,
          direction: 'out',
          cadence: 'monthly',
          startDate: '2026-01-31',
          endDate: '2026-06-15',
        },
        {
          label: 'Market stall',
          amountCents: 30_000,
          direction: 'in',
          cadence: 'weekly',
          startDate: '2026-04-03',
          endDate: '2026-04-20',
        },
        {
          label: 'Grant',
          amountCents: 1_000_000,
          direction: 'in',
          cadence: 'once',
          startDate: '2026-05-01',
          endDate: null,
        },
      ],
      asOf,
      addDays(asOf, 91),
    );
    expect(flows.map((f) => [f.label, f.date, f.amountCents])).toEqual([
      ['Hire', '2026-04-30', -400_000],
      ['Hire', '2026-05-31', -400_000],
      ['Market stall', '2026-04-03', 30_000],
      ['Market stall', '2026-04-10', 30_000],
      ['Market stall', '2026-04-17', 30_000],
      ['Grant', '2026-05-01', 1_000_000],
    ]);
  });
});

describe('shortfallWithin', () => {
  const view = {
    points: [
      { date: '2026-04-01', balance: 500, low: 0, high: 0 },
      { date: '2026-04-20', balance: -200, low: 0, high: 0 },
      { date: '2026-05-20', balance: -900, low: 0, high: 0 },
    ],
    lowest: { date: '2026-05-20', balance: -900 },
    drivers: [],
    confidence: { level: 'normal' as const, label: null },
  };
  it('finds the lowest balance below the threshold within the window only', () => {
    expect(shortfallWithin(view, 0, asOf, 30)).toEqual({ lowestDate: '2026-04-20', lowestBalance: -200, threshold: 0 });
    expect(shortfallWithin(view, -500, asOf, 30)).toBeUndefined();
    expect(shortfallWithin(view, -500, asOf, 60)).toEqual({
      lowestDate: '2026-05-20',
      lowestBalance: -900,
      threshold: -500,
    });
  });
});
