import { describe, expect, it } from 'vitest';
import { addDays } from '../finance/calendar-date';
import { projectSeries } from './flows';
import { detectRecurring, type FlowTransaction } from './recurring';

let nextId = 0;
const tx = (date: string, dollars: number, merchant: string): FlowTransaction => ({
  id: `t${++nextId}`,
  date,
  amountCents: Math.round(dollars * 100),
  merchant,
});
const every = (first: string, days: number, count: number, dollars: number, merchant: string) =>
  Array.from({ length: count }, (_, i) => tx(addDays(first, i * days), dollars, merchant));

describe('detectRecurring', () => {
  it.each([
    ['weekly', 7, 'Cleaning Co', -120, '2026-03-02', '2026-04-06'],
    ['biweekly', 14, 'Gusto Payroll', -6400, '2026-02-06', '2026-04-17'],
  ] as const)('finds a %s series with its amount and next date', (cadence, gap, merchant, dollars, first, next) => {
    const transactions = every(first, gap, 5, dollars, merchant);
    const [series] = detectRecurring(transactions, addDays(transactions.at(-1)?.date ?? first, 1));
    expect(series).toMatchObject({
      cadence,
      counterparty: merchant,
      direction: 'out',
      amountCents: Math.abs(dollars) * 100,
      nextDate: next,
      ended: false,
    });
    expect(series?.confidence).toBeGreaterThan(0.9);
  });

  it('finds monthly rent, a quarterly tax payment, a yearly premium and a monthly retainer client coming in', () => {
    const transactions = [
      ...['2026-01-01', '2026-02-01', '2026-03-02', '2026-04-01'].map((d) => tx(d, -3000, 'Main Street Properties')),
      ...['2025-04-15', '2025-07-15', '2025-10-15', '2026-01-15'].map((d) => tx(d, -2500, 'IRS USATAXPYMT')),
      ...['2024-03-20', '2025-03-20'].map((d) => tx(d, -2400, 'Hiscox Insurance')),
      ...['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-06'].map((d) => tx(d, 4000, 'Acme Retainer')),
    ];
    const found = detectRecurring(transactions, '2026-04-10');
    const byName = Object.fromEntries(found.map((s) => [s.counterparty, s]));
    expect(byName['Main Street Properties']).toMatchObject({
      cadence: 'monthly',
      amountCents: 300_000,
      nextDate: '2026-05-01',
    });
    expect(byName['IRS USATAXPYMT']).toMatchObject({
      cadence: 'quarterly',
      amountCents: 250_000,
      nextDate: '2026-04-15',
    });
    expect(byName['Hiscox Insurance']).toMatchObject({
      cadence: 'yearly',
      amountCents: 240_000,
      nextDate: '2026-03-20',
    });
    expect(byName['Acme Retainer']).toMatchObject({ cadence: 'monthly', direction: 'in', nextDate: '2026-05-05' });
    // The rent paid on the 2nd once is still regular, a little less so than a series that never moved.
    expect(byName['Main Street Properties']?.confidence).toBeLessThan(1);
  });

  it('keeps a payment on the 31st on the last day of shorter months (31st → 30th → 28th)', () => {
    const transactions = ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'].map((d) =>
      tx(d, -199, 'Adobe Creative Cloud'),
    );
    const [series] = detectRecurring(transactions, '2026-06-01');
    expect(series).toMatchObject({ cadence: 'monthly', anchorDay: 31, nextDate: '2026-06-30' });
    const dates = projectSeries(series as NonNullable<typeof series>, 'detected', '2026-06-01', '2027-03-01').map(
      (f) => f.date,
    );
    expect(dates.slice(0, 4)).toEqual(['2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30']);
    expect(dates).toContain('2027-02-28');
  });

  it('does not make a one-off purchase, however large, recurring', () => {
    const transactions = [
      tx('2026-02-10', -35_000, 'Ford Commercial Vans'),
      ...every('2026-01-05', 7, 10, -120, 'Cleaning Co'),
    ];
    const found = detectRecurring(transactions, '2026-03-15');
    expect(found.map((s) => s.counterparty)).toEqual(['Cleaning Co']);
  });

  it('needs three occurrences (two for yearly) and regular gaps', () => {
    expect(detectRecurring(every('2026-01-01', 30, 2, -50, 'Two Timer'), '2026-02-15')).toEqual([]);
    const irregular = ['2026-01-01', '2026-01-04', '2026-02-20', '2026-02-27', '2026-05-01'].map((d) =>
      tx(d, -80, 'Office Depot'),
    );
    expect(detectRecurring(irregular, '2026-05-02')).toEqual([]);
  });

  it('ends a series that has not come for one and a half periods, and projects it no more', () => {
    const transactions = every('2025-10-01', 14, 6, -250, 'Old Vendor');
    const last = transactions.at(-1)?.date as string;
    const [active] = detectRecurring(transactions, addDays(last, 20));
    expect(active?.ended).toBe(false);
    const [stopped] = detectRecurring(transactions, addDays(last, 22));
    expect(stopped?.ended).toBe(true);
    const asOf = addDays(last, 22);
    expect(projectSeries(stopped as NonNullable<typeof stopped>, 'detected', asOf, addDays(asOf, 90))).toEqual([]);
    // The owner said it goes on: a confirmed series is kept even when late.
    expect(projectSeries(stopped as NonNullable<typeof stopped>, 'confirmed', asOf, addDays(asOf, 90)).length).toBe(8);
  });

  it('tells two series of one counterparty apart by amount, and separates money in from money out', () => {
    const transactions = [
      ...every('2026-01-03', 30, 4, -49, 'Google'),
      ...every('2026-01-10', 30, 4, -600, 'Google'),
      ...every('2026-01-12', 30, 4, 75, 'Google'),
    ];
    const found = detectRecurring(transactions, '2026-04-15');
    expect(found.map((s) => [s.direction, s.amountCents])).toEqual(
      expect.arrayContaining([
        ['out', 4_900],
        ['out', 60_000],
        ['in', 7_500],
      ]),
    );
    expect(new Set(found.map((s) => s.id)).size).toBe(3);
  });
});
