import { addDays, type CalendarDate, daysBetween } from '../../functions/domain/finance/calendar-date';
import { seededRandom } from '../../functions/domain/finance/demo-bank/seeded-random';
import type { FlowTransaction } from '../../functions/domain/forecast/recurring';

export interface SyntheticBusiness {
  transactions: FlowTransaction[];
  /** The sales deposits alone: the business's revenue as the dashboard would count it. */
  revenue: { date: CalendarDate; amountCents: number }[];
  openingBalanceCents: number;
}

/**
 * A small retail business over `[from, to]` (issue 34's backtest world): card sales every day but Sunday with a
 * weekly shape, growing a little each month and peaking in December; day-to-day supplies; payroll every other
 * Friday; rent on the 1st; software subscriptions (one on the 31st, so it moves to month ends); a yearly insurance
 * premium; an optional one-off van purchase; seeded noise throughout. `perDay` card payments a day make the volume.
 */
export function syntheticBusiness(
  from: CalendarDate,
  to: CalendarDate,
  options: { seed?: string; salesPerDay?: number; oneOffOn?: CalendarDate } = {},
): SyntheticBusiness {
  const random = seededRandom(options.seed ?? 'forecast');
  const noise = (spread: number) => 1 + (random() - 0.5) * 2 * spread;
  const transactions: FlowTransaction[] = [];
  const revenue: SyntheticBusiness['revenue'] = [];
  const salesPerDay = options.salesPerDay ?? 1;
  const weekShape = [0, 0.8, 0.9, 1, 1.1, 1.4, 1.6];
  let id = 0;
  const add = (date: CalendarDate, amountCents: number, merchant: string) => {
    transactions.push({ id: `t${++id}`, date, amountCents: Math.round(amountCents), merchant });
  };
  const days = daysBetween(from, to) + 1;
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const month = Number(date.slice(5, 7));
    const season = month === 12 ? 1.6 : month === 11 ? 1.2 : 1;
    const growth = 1 + 0.015 * (i / 30);
    const sales = 90_000 * (weekShape[weekday] ?? 1) * season * growth;
    if (sales > 0) {
      for (let k = 0; k < salesPerDay; k++) {
        const cents = Math.round((sales / salesPerDay) * noise(0.15));
        add(date, cents, 'Stripe Payout');
        revenue.push({ date, amountCents: cents });
      }
    }
    if (weekday !== 0) add(date, -22_000 * noise(0.5), `Supplies ${['Depot', 'Mart', 'Wholesale'][i % 3]}`);
    if (weekday === 5 && Math.floor(daysBetween('2024-01-05', date) / 7) % 2 === 0) {
      add(date, -640_000 * noise(0.02), 'Gusto Payroll');
    }
    if (date.endsWith('-01')) add(date, -300_000, 'Main Street Properties');
    if (date.endsWith('-15')) add(date, -4_900, 'Slack Technologies');
    const monthLast = new Date(Date.UTC(Number(date.slice(0, 4)), month, 0)).getUTCDate();
    if (Number(date.slice(8, 10)) === monthLast) add(date, -19_900, 'Adobe Creative Cloud');
    if (date.slice(5) === '03-20') add(date, -240_000, 'Hiscox Insurance');
    if (date === options.oneOffOn) add(date, -3_500_000, 'Ford Commercial Vans');
  }
  return { transactions, revenue, openingBalanceCents: 5_000_000 };
}
